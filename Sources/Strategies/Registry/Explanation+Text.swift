import PackageSupport

extension Explanation {
  /// A plain-text report: context, strategies, issues and expired strategies, in aligned columns.
  public var text: String {
    var lines: [String] = []
    lines.append("Context: \(context)")
    if let deploymentTarget { lines.append("Deployment target: \(deploymentTarget)") }
    if let ruleFile { lines.append("Rule file: \(ruleFile)") }
    lines.append("")
    lines.append("Strategies (\(strategies.filter(\.active).count) of \(strategies.count) active)")
    lines += Self.columns(
      strategies.map { [$0.active ? "ACTIVE" : "inactive", $0.id.rawValue, $0.detail] })
    lines.append("")
    lines.append("Known issues")
    lines += Self.columns(issues.map { [$0.status.rawValue, $0.id.rawValue, $0.detail] })
    if let deploymentTarget {
      lines.append("")
      if !judgesExpiry {
        lines.append(
          "Expired strategies: not judged: deployment target \(deploymentTarget) is for "
            + "\(deploymentTarget.platform), the context for \(context.version.platform)")
      } else if expired.isEmpty {
        lines.append("Expired strategies: none at deployment target \(deploymentTarget)")
      } else {
        lines.append("Expired strategies (dead code at deployment target \(deploymentTarget))")
        lines += Self.columns(expired.map { [$0.id.rawValue, $0.detail] })
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Rows padded so that every column but the last lines up, indented by two spaces.
  static func columns(_ rows: [[String]]) -> [String] {
    rows.isEmpty ? ["  (none)"] : ColumnLayout.lines(rows, indent: "  ")
  }
}
