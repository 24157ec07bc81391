import Bench
import Foundation

extension StrategyComparison {
  /// The self-contained HTML report: a table of contents, the summary, per-strategy tables
  /// that link to their benchmarks' charts, the benchmarks that price no single strategy,
  /// current versus baseline when a baseline is given, and, once per benchmark and version,
  /// the log-log chart of cost per operation against N (one line per variant with its 95%
  /// band and fitted scaling line), the chart of ratios against the controls and the
  /// distribution of samples per variant.
  ///
  /// - Parameters:
  ///   - run: The run the report was built from.
  ///   - baseline: A baseline run and its comparison with `run`, for a current-versus-baseline
  ///     section.
  package func html(run: RunResult, baseline: (RunResult, BaselineComparison)? = nil) -> String {
    var document = HTMLDocument(title: "navbench strategy comparison")
    document.append(
      .heading(
        "Strategy comparison: " + versions.map(\.description).joined(separator: ", "), level: 1))
    document.append(.paragraph("Machine and settings: \(environment)."))
    document.append(.paragraph("Reproduce: \(command)"))
    document.append(.tableOfContents(depth: 3))
    document.append(.heading("Summary", level: 2))
    document.append(
      .paragraph(
        "Glitches are naive → with strategies in the headless simulation; the cost of "
          + "strategies against inline rests on instructions where they were counted, else on "
          + (timedBy == .cpuTime ? "CPU time, paired" : "wall time")
          + "; ratios across benchmarks and sizes. " + Report.verdictRule(settings)
          + " The ratio charts shade the noise band, and say why when a verdict and its drawn "
          + "interval disagree."))
    document.append(.table(summaryTable))
    document.append(.list(summaryNotes))
    let charts = Report.charts(run)
    // One chart section per benchmark and version, in run order; strategies link to them.
    var chartHeadings: [String: String] = [:]
    var chartSections: [(heading: String, charts: [Report.Chart])] = []
    for group in run.groups {
      let prefix = Report.chartSlug(benchmark: group.benchmark, configuration: group.configuration)
      let found = charts.filter { $0.name.hasPrefix(prefix + "-") }
      guard !found.isEmpty else { continue }
      let heading =
        group.configuration.isEmpty
        ? group.benchmark : "\(group.benchmark) (\(group.configuration))"
      chartHeadings[prefix] = heading
      chartSections.append((heading, found))
    }
    if !unpriced.isEmpty {
      document.append(.heading("Benchmarks that price no single strategy", level: 2))
      document.append(
        .paragraph(
          "The framework's own costs (resolving and consulting strategies), which no strategy "
            + "entry includes."))
      document.append(.table(unpricedTable))
      let targets = unpriced.compactMap {
        chartHeadings[Report.chartSlug(benchmark: $0.benchmark, configuration: $0.os.description)]
      }
      if !targets.isEmpty { document.append(.links("Charts: ", headings: targets)) }
      let notes = unpriced.flatMap(\.notes)
      if !notes.isEmpty { document.append(.list(notes)) }
    }
    for entry in strategies {
      document.append(.heading("\(entry.id): \(entry.title)", level: 2))
      document.append(
        .paragraph(
          "Addresses " + entry.addresses.map(\.rawValue).joined(separator: ", ") + "; priced by "
            + (entry.benchmarks.isEmpty ? "no benchmark" : entry.benchmarks.joined(separator: ", "))
            + "."))
      for version in entry.versions {
        document.append(.heading("\(entry.id) on \(version.os)", level: 4))
        document.append(
          .paragraph(
            "\(version.active ? "Active" : "Inactive"): \(version.reason). Glitches "
              + Self.glitchText(version.glitches) + "."))
        if !version.costs.isEmpty { document.append(.table(detailTable(version))) }
        if !version.instructionCosts.isEmpty {
          document.append(.paragraph("Instructions per operation (exact):"))
          document.append(
            .table(detailTable(costs: version.instructionCosts, instructions: true)))
        }
        if let disagreement = version.disagreement { document.append(.paragraph(disagreement)) }
        let targets = entry.benchmarks.compactMap {
          chartHeadings[Report.chartSlug(benchmark: $0, configuration: version.os.description)]
        }
        if !targets.isEmpty { document.append(.links("Charts: ", headings: targets)) }
      }
    }
    if let (baselineRun, comparison) = baseline {
      document.append(.heading("Current versus baseline", level: 2))
      document.append(
        .paragraph(
          "Baseline run started \(baselineRun.startedAt) on "
            + baselineRun.machines.map(\.line).joined(separator: "; ") + ". "
            + "\(comparison.regressions.count) regression(s), "
            + "\(comparison.improvements.count) improvement(s) beyond the thresholds; "
            + "\(comparison.missing.count) case(s) missing, \(comparison.added.count) added."))
      if let chart = Report.baselineChart(
        current: run, baseline: baselineRun, comparison: comparison)
      {
        document.append(.svg(chart.svg))
      }
      document.append(.preformatted(Report.text(comparison)))
    }
    if !chartSections.isEmpty {
      document.append(.heading("Charts by benchmark", level: 2))
      for section in chartSections {
        document.append(.heading(section.heading, level: 3))
        for chart in section.charts { document.append(.svg(chart.svg)) }
      }
    }
    if !unmitigated.isEmpty {
      document.append(.heading("Unmitigated", level: 2))
      document.append(.list(unmitigated.map { "\($0): no strategy known" }))
    }
    return document.render()
  }

  /// The JSON report: a ``ToolOutput`` envelope of kind `compare` whose `data` holds this
  /// report (`report`) and the run it was built from (`run`, as `navbench run --format json`
  /// writes it, keyed by `os`).
  ///
  /// - Throws: `EncodingError` if a value cannot be encoded.
  package func jsonData(run: RunResult, tool: ToolInfo = .navbench) throws -> Data {
    try ToolOutput(
      kind: "compare", data: JSONDocument(report: self, run: run), tool: tool, command: command
    )
    .jsonData(userInfo: RunResult.userInfo(RunJSONOptions(configurationKey: "os"), run: run))
  }

  /// The `data` of the JSON report: the report and its run.
  package struct JSONDocument: Codable, Sendable {
    /// The report.
    package var report: StrategyComparison
    /// The run it was built from.
    package var run: RunResult
  }
}
