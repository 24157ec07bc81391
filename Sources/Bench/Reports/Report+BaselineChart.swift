extension Report {
  /// Current against baseline: one bar per case measured in both, the ratio of median wall
  /// time per operation (current / baseline) with an interval from the two medians' 95%
  /// intervals, coloured by the comparison's verdict on wall time (regressed is slower).
  ///
  /// - Complexity: O(cases + changes).
  package static func baselineChart(
    current: RunResult, baseline: RunResult, comparison: BaselineComparison
  ) -> Chart? {
    let before = Dictionary(
      baseline.cases.compactMap { result in result.metrics?.wall.map { (result.key, $0) } },
      uniquingKeysWith: { first, _ in first })
    let movements = Dictionary(
      comparison.changes.filter { $0.metric == .wallNanosecondsPerOperation }.map {
        ($0.key, $0)
      }, uniquingKeysWith: { first, _ in first })
    var bars: [RatioChart.Bar] = []
    for result in current.cases {
      guard let now = result.metrics?.wall, let then = before[result.key], then.p50 > 0,
        then.ci95.lower > 0
      else { continue }
      let change = movements[result.key]
      let verdict: Verdict =
        switch change?.movement {
        case .regressed: .slower
        case .improved: .faster
        default: .same
        }
      let configuration =
        result.key.configuration.isEmpty ? "" : " [\(result.key.configuration)]"
      bars.append(
        RatioChart.Bar(
          label: "\(result.key.benchmark)/\(result.key.variant), n = "
            + ChartUnit.size.formatTick(Double(result.key.size)) + configuration,
          ratio: now.p50 / then.p50, lower: now.ci95.lower / then.ci95.upper,
          upper: now.ci95.upper / then.ci95.lower, verdict: verdict, pValue: change?.pValue))
    }
    guard !bars.isEmpty else { return nil }
    let threshold = comparison.thresholds[.wallNanosecondsPerOperation]
    let chart = RatioChart(
      title: "Current versus baseline: wall time per operation",
      axisLabel: "current / baseline (log scale; below 1 is faster now)", bars: bars,
      noiseThreshold: threshold.flatMap { $0 > 0 && $0 < 1 ? $0 : nil })
    return Chart(name: "baseline-comparison", title: chart.title, svg: chart.svg())
  }
}
