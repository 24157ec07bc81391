import Bench
import Foundation

extension StrategyComparison {
  /// The self-contained HTML report: summary, per-strategy tables and, for every benchmark and
  /// version, the log-log chart of cost per operation against N (one line per variant, with its
  /// 95% band) and the chart of ratios against the controls.
  public func html(run: RunResult) -> String {
    var document = HTMLDocument(title: "navbench strategy comparison")
    document.append(
      .heading(
        "Strategy comparison: " + versions.map(\.description).joined(separator: ", "), level: 1))
    document.append(.paragraph("Machine and settings: \(environment)."))
    document.append(.paragraph("Reproduce: \(command)"))
    document.append(.heading("Summary", level: 2))
    document.append(
      .paragraph(
        "Glitches are naive → with strategies in the headless simulation; ratios are median cost "
          + "of strategies over raw and over inline across sizes. A verdict is faster or slower "
          + "only when the Mann–Whitney p-value is below "
          + Format.significant(settings.significanceLevel) + " and the ratio differs from 1 by "
          + "more than " + Format.percent(settings.noiseThreshold) + "."))
    document.append(.table(summaryTable))
    let charts = Report.charts(run)
    for entry in strategies {
      document.append(.heading("\(entry.id): \(entry.title)", level: 2))
      document.append(
        .paragraph(
          "Addresses " + entry.addresses.map(\.rawValue).joined(separator: ", ") + "; priced by "
            + (entry.benchmarks.isEmpty ? "no benchmark" : entry.benchmarks.joined(separator: ", "))
            + "."))
      for version in entry.versions {
        document.append(.heading("\(version.os)", level: 3))
        document.append(
          .paragraph(
            "\(version.active ? "Active" : "Inactive"): \(version.reason). Glitches "
              + Self.glitchText(version.glitches) + "."))
        if !version.costs.isEmpty { document.append(.table(Self.detailTable(version))) }
        for benchmark in entry.benchmarks {
          let prefix = Report.chartSlug(benchmark: benchmark, configuration: version.os.description)
          for chart in charts
          where chart.name == prefix + "-scaling" || chart.name == prefix + "-ratios" {
            document.append(.svg(chart.svg))
          }
        }
      }
    }
    if !unmitigated.isEmpty {
      document.append(.heading("Unmitigated", level: 2))
      document.append(.list(unmitigated.map { "\($0): no strategy known" }))
    }
    return document.render()
  }

  /// The JSON report: the run's `results`, `comparisons` and `scaling` (as `navbench run
  /// --format json` writes them, keyed by `os`) plus this report's fields.
  public func jsonData(run: RunResult) throws -> Data {
    let runData = try run.jsonData(options: RunJSONOptions(configurationKey: "os"))
    guard var object = try JSONSerialization.jsonObject(with: runData) as? [String: Any] else {
      throw EncodingError.invalidValue(run, .init(codingPath: [], debugDescription: "run JSON"))
    }
    let encoder = JSONEncoder()
    let reportObject = try JSONSerialization.jsonObject(with: encoder.encode(self))
    for (key, value) in reportObject as? [String: Any] ?? [:] where key != "settings" {
      object[key == "strategies" ? "strategies" : key] = value
    }
    object["schemaVersion"] = 1
    return try JSONSerialization.data(
      withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }
}
