extension Report {
  /// A plain-text account of a baseline comparison: regressions first, then improvements, then
  /// cases missing, added or failed, and a closing line with the exit code. Control characters
  /// from the runs' strings are escaped (`\u{1B}`).
  public static func text(_ comparison: BaselineComparison) -> String {
    var sections: [String] = []
    func table(_ changes: [BaselineComparison.Change]) -> String {
      var table = TextTable(columns: [
        .init("case"), .init("metric"), .init("baseline", alignment: .right),
        .init("current", alignment: .right), .init("change", alignment: .right),
        .init("threshold", alignment: .right), .init("p", alignment: .right),
      ])
      for change in changes {
        table.append([
          change.key.description, change.metric.rawValue, change.metric.format(change.baseline),
          change.metric.format(change.current), Format.percentChange(change.relativeChange),
          "±" + Format.percent(change.threshold), change.pValue.map(formatPValue) ?? "–",
        ])
      }
      return table.render()
    }
    let regressions = comparison.regressions
    let improvements = comparison.improvements
    sections.append(
      regressions.isEmpty
        ? "No regression beyond the thresholds."
        : "Regressions (\(regressions.count))\n" + table(regressions))
    if !improvements.isEmpty {
      sections.append("Improvements (\(improvements.count))\n" + table(improvements))
    }
    if !comparison.failures.isEmpty {
      sections.append(
        "Failed cases\n"
          + comparison.failures.map { "- " + ControlEscaping.escapeLine("\($0.key): \($0.reason)") }
          .joined(separator: "\n"))
    }
    if !comparison.missing.isEmpty {
      sections.append(
        "In the baseline but not measured now (\(comparison.missing.count)): "
          + comparison.missing.map { ControlEscaping.escapeLine($0.description) }
          .joined(separator: ", "))
    }
    if !comparison.added.isEmpty {
      sections.append(
        "Measured now but not in the baseline (\(comparison.added.count)): "
          + comparison.added.map { ControlEscaping.escapeLine($0.description) }
          .joined(separator: ", "))
    }
    if comparison.nothingCompared {
      sections.append(
        "Nothing was compared: no case of the baseline was measured now on "
          + (comparison.requiredMetric.map { $0.rawValue } ?? "a metric with a threshold")
          + ".")
    }
    let unchanged = comparison.changes.filter { $0.movement == .unchanged }.count
    sections.append(
      "\(comparison.changes.count) metric comparisons: \(regressions.count) regressed, "
        + "\(improvements.count) improved, \(unchanged) within thresholds; exit code "
        + "\(comparison.exitCode.rawValue).")
    return ControlEscaping.escape(sections.joined(separator: "\n\n") + "\n")
  }
}
