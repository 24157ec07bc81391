import Foundation

extension Report {
  /// The CSV header, in column order.
  package static let csvColumns = [
    "benchmark", "configuration", "variant", "size", "status", "metric", "unit", "value", "min",
    "p25", "p50", "p75", "p90", "p99", "max", "mean", "mad", "ci95_lo", "ci95_hi", "samples",
    "reason",
  ]

  /// The run as CSV (RFC 4180): a header row, then one row per case and metric. Unmeasured
  /// cases and unavailable metrics have empty values and a reason. Control characters in fields
  /// other than line feeds and tabs (which quoting keeps) are escaped (`\u{1B}`).
  ///
  /// - Parameters:
  ///   - run: The run to write.
  ///   - configurationColumn: The header of the configuration column.
  /// - Complexity: O(cases × metrics).
  public static func csv(_ run: RunResult, configurationColumn: String = "configuration")
    -> String
  {
    var header = csvColumns
    header[1] = configurationColumn
    var lines = [header.map(csvField).joined(separator: ",")]
    for result in run.cases {
      for metric in Metric.allCases {
        var row = [
          result.key.benchmark, result.key.configuration, result.key.variant,
          String(result.key.size), result.status.name, metric.rawValue, metric.unit,
        ]
        var values = [String](repeating: "", count: 12)
        var reason = result.status.reason ?? ""
        if let metrics = result.metrics {
          let summary: SampleSummary?
          switch metric {
          case .wallNanosecondsPerOperation: summary = metrics.wall
          case .cpuNanosecondsPerOperation: summary = metrics.cpu
          default: summary = nil
          }
          if let summary {
            values = [
              summary.p50, summary.min, summary.p25, summary.p50, summary.p75, summary.p90,
              summary.p99, summary.max, summary.mean, summary.mad, summary.ci95.lower,
              summary.ci95.upper,
            ].map(csvNumber)
          } else if let value = metrics.value(of: metric) {
            values[0] = csvNumber(value)
          }
          if metrics.value(of: metric) == nil {
            reason = metrics.unavailableReasons[metric.rawValue] ?? "unavailable"
          }
        }
        row += values
        row += [String(result.sampleCount), reason]
        lines.append(row.map { csvField(ControlEscaping.escape($0)) }.joined(separator: ","))
      }
    }
    return lines.joined(separator: "\r\n") + "\r\n"
  }

  /// Quotes a field when it contains a comma, a quote, or a line break, doubling quotes.
  package static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private static func csvNumber(_ value: Double) -> String {
    value.isFinite ? String(value) : ""
  }
}
