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
  /// operation against size with the fitted scaling lines (when some variant has two sizes or
  /// more), a ratio chart of its comparisons and the distribution of samples per variant.
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
              label:
                "\($0.variant) vs \($0.control), n = \(ChartUnit.size.formatTick(Double($0.size)))",
              ratio: $0.ratio, lower: $0.ci95.lower, upper: $0.ci95.upper, verdict: $0.verdict,
              pValue: $0.pValue)
          }, noiseThreshold: run.settings.noiseThreshold,
          significanceLevel: run.settings.significanceLevel)
        charts.append(Chart(name: slug + "-ratios", title: chart.title, svg: chart.svg()))
      }
      if let chart = distributionChart(
        run, benchmark: group.benchmark, configuration: group.configuration)
      {
        charts.append(Chart(name: slug + "-distribution", title: chart.title, svg: chart.svg()))
      }
    }
    return charts
  }

  /// The distribution of wall time per operation over the samples of each variant and size
  /// of one group; `nil` when nothing was measured.
  package static func distributionChart(
    _ run: RunResult, benchmark: String, configuration: String
  ) -> BoxPlotChart? {
    let cases = run.cases.filter {
      $0.key.benchmark == benchmark && $0.key.configuration == configuration && $0.metrics != nil
    }
    guard !cases.isEmpty else { return nil }
    var variants: [String] = []
    for result in cases where !variants.contains(result.key.variant) {
      variants.append(result.key.variant)
    }
    var boxes: [BoxPlotChart.Box?] = []
    for size in Set(cases.map(\.key.size)).sorted() {
      if !boxes.isEmpty { boxes.append(nil) }
      for result in cases.filter({ $0.key.size == size }).sorted(by: {
        (variants.firstIndex(of: $0.key.variant) ?? 0)
          < (variants.firstIndex(of: $1.key.variant) ?? 0)
      }) {
        guard let wall = result.metrics?.wall else { continue }
        boxes.append(
          BoxPlotChart.Box(
            label: "\(result.key.variant), n = \(ChartUnit.size.formatTick(Double(size)))",
            colorIndex: variants.firstIndex(of: result.key.variant) ?? 0, min: wall.min,
            p25: wall.p25, p50: wall.p50, p75: wall.p75, max: wall.max, count: wall.count,
            samples: result.wallPerOperationSamples))
      }
    }
    let title = configuration.isEmpty ? benchmark : "\(benchmark) (\(configuration))"
    return BoxPlotChart(title: "\(title): distribution of samples", boxes: boxes)
  }

  /// The log-log chart of one group's median cost per operation against size, one line per
  /// variant with its 95% band; `nil` when no variant was measured at two sizes or more.
  package static func scalingChart(_ run: RunResult, benchmark: String, configuration: String)
    -> LogLogChart?
  {
    var order: [String] = []
    var points: [String: [LogLogChart.Point]] = [:]
    var fits: [String: LogLogChart.Fit] = [:]
    for fit in run.scaling
    where fit.benchmark == benchmark && fit.configuration == configuration
      && fit.metric
        == (run.settings.metric == .instructions
          ? .instructionsPerOperation : .wallNanosecondsPerOperation)
    {
      guard let low = fit.sizes.min(), let high = fit.sizes.max(), low < high else { continue }
      fits[fit.variant] = LogLogChart.Fit(
        exponent: fit.exponent, intercept: fit.intercept, sizes: Double(low)...Double(high))
    }
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
      series: order.map { LogLogChart.Series(name: $0, points: points[$0]!, fit: fits[$0]) })
  }

  /// The prefix of the names of a group's charts (``Chart/name`` is this plus `-scaling` or
  /// `-ratios`): `stacks-push-ios-16-4`.
  package static func chartSlug(benchmark: String, configuration: String) -> String {
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
