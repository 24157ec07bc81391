extension Report {
  /// A chart of a run, with a file-name-safe identifier.
  public struct Chart: Sendable, Equatable {
    /// A file-name-safe name, for example `stack-push-ios-16-4-scaling`.
    public var name: String
    /// The chart's title.
    public var title: String
    /// The SVG document.
    public var svg: String
  }

  /// The charts of a run: for each (benchmark, configuration), a log-log chart of cost per
  /// operation against size (when some variant has two sizes or more) and a ratio chart of its
  /// comparisons.
  public static func charts(_ run: RunResult) -> [Chart] {
    var charts: [Chart] = []
    for group in run.groups {
      let title =
        group.configuration.isEmpty
        ? group.benchmark : "\(group.benchmark) (\(group.configuration))"
      let slug = chartSlug(benchmark: group.benchmark, configuration: group.configuration)
      if let chart = scalingChart(
        run, benchmark: group.benchmark, configuration: group.configuration)
      {
        charts.append(Chart(name: slug + "-scaling", title: chart.title, svg: chart.svg()))
      }
      let comparisons = run.comparisons.filter {
        $0.benchmark == group.benchmark && $0.configuration == group.configuration
      }
      if !comparisons.isEmpty {
        let chart = RatioChart(
          title: "\(title): ratio to control",
          bars: comparisons.map {
            RatioChart.Bar(
              label: "\($0.variant) vs \($0.control), n = \(Format.size(Double($0.size)))",
              ratio: $0.ratio, lower: $0.ci95.lower, upper: $0.ci95.upper, verdict: $0.verdict)
          })
        charts.append(Chart(name: slug + "-ratios", title: chart.title, svg: chart.svg()))
      }
    }
    return charts
  }

  /// The log-log chart of one group's median cost per operation against size, one line per
  /// variant with its 95% band; `nil` when no variant was measured at two sizes or more.
  public static func scalingChart(_ run: RunResult, benchmark: String, configuration: String)
    -> LogLogChart?
  {
    var order: [String] = []
    var points: [String: [LogLogChart.Point]] = [:]
    for result in run.cases
    where result.key.benchmark == benchmark && result.key.configuration == configuration {
      let point: LogLogChart.Point
      if let wall = result.metrics?.wall {
        point = LogLogChart.Point(
          x: Double(result.key.size), y: wall.p50, lower: wall.ci95.lower, upper: wall.ci95.upper)
      } else if let count = result.metrics?.instructionsPerOperation {
        point = LogLogChart.Point(x: Double(result.key.size), y: count, lower: count, upper: count)
      } else {
        continue
      }
      if points[result.key.variant] == nil { order.append(result.key.variant) }
      points[result.key.variant, default: []].append(point)
    }
    guard order.contains(where: { (points[$0]?.count ?? 0) >= 2 }) else { return nil }
    let title = configuration.isEmpty ? benchmark : "\(benchmark) (\(configuration))"
    return LogLogChart(
      title: "\(title): "
        + (run.settings.metric == .instructions
          ? "instructions per operation" : "wall time per operation"),
      series: order.map { LogLogChart.Series(name: $0, points: points[$0]!) })
  }

  /// The prefix of the names of a group's charts (``Chart/name`` is this plus `-scaling` or
  /// `-ratios`): `stacks-push-ios-16-4`.
  public static func chartSlug(benchmark: String, configuration: String) -> String {
    fileSafe(benchmark + (configuration.isEmpty ? "" : "-" + configuration))
  }

  /// Lower-case letters, digits and dashes only.
  static func fileSafe(_ text: String) -> String {
    var result = ""
    for character in text.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        result.append(character)
      } else if !result.hasSuffix("-") {
        result.append("-")
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "chart" : result
  }
}
