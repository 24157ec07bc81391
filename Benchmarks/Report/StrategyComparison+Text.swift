import Bench
import Strategies

extension StrategyComparison {
  /// The summary table: one row per strategy and OS version.
  package var summaryTable: TextTable {
    var table = TextTable(columns: [
      .init("strategy"), .init("os"), .init("active"), .init("glitches", alignment: .right),
      .init("vs raw", alignment: .right), .init("vs inline", alignment: .right),
      .init("scaling"), .init("seed-snapshot", alignment: .right), .init("verdicts"),
    ])
    for entry in strategies {
      for version in entry.versions {
        table.append([
          entry.id.rawValue, version.os.description, version.active ? "yes" : "no",
          Self.glitchText(version.glitches), Self.range(version.costs.compactMap(\.vsRaw)),
          Self.range(version.costs.compactMap(\.vsInline)), Self.scalingText(version.scaling),
          Self.range(version.costs.compactMap(\.seedSnapshotVsStrategies)),
          Self.verdictText(version.costs.flatMap { [$0.vsRaw, $0.vsInline].compactMap { $0 } }),
        ])
      }
    }
    return table
  }

  /// The detail table of one strategy on one version: a row per benchmark and size.
  package func detailTable(_ version: Version) -> TextTable {
    var table = TextTable(columns: [
      .init("benchmark"), .init("size", alignment: .right),
      .init("strategies", alignment: .right), .init("vs raw", alignment: .right),
      .init("vs inline", alignment: .right),
      .init("allocs/op strategies", alignment: .right), .init("allocs/op raw", alignment: .right),
      .init("allocs/op inline", alignment: .right), .init("seed-snapshot", alignment: .right),
    ])
    for cost in version.costs {
      func allocations(_ variant: String) -> String {
        guard let value = cost.allocationsPerOperation[variant] else { return "–" }
        return value.map(Self.allocationText) ?? "n/a"
      }
      table.append([
        cost.benchmark, Format.size(Double(cost.size)),
        cost.strategiesCost.map(costText) ?? "–",
        Self.ratioText(cost.vsRaw), Self.ratioText(cost.vsInline),
        allocations(VariantName.strategies), allocations(VariantName.raw),
        allocations(VariantName.inline),
        cost.seedSnapshotVsStrategies.map { Format.ratio($0.ratio) + " slower" } ?? "",
      ])
    }
    return table
  }

  /// The benchmarks that price no single strategy: a row per benchmark, version, size and
  /// comparison.
  package var unpricedTable: TextTable {
    var table = TextTable(columns: [
      .init("benchmark"), .init("os"), .init("size", alignment: .right), .init("comparison"),
      .init("variant median", alignment: .right),
      .init("ratio [95% CI] verdict", alignment: .right),
      .init("scaling"),
    ])
    for entry in unpriced {
      for row in entry.rows {
        let fit = entry.scaling.first { $0.variant == row.variant }
        table.append([
          entry.benchmark, entry.os.description, Format.size(Double(row.size)),
          "\(row.variant) vs \(row.control)", costText(row.variantCost),
          Self.ratioText(row.ratio),
          fit.map {
            "N^" + String(format: "%.2f", abs($0.exponent) < 0.005 ? 0 : $0.exponent) + " "
              + $0.complexityClass
          } ?? "–",
        ])
      }
      if entry.rows.isEmpty {
        table.append([entry.benchmark, entry.os.description, "–", "no comparison", "–", "–", "–"])
      }
    }
    return table
  }

  /// A per-operation cost in the run's metric: a duration, or an instruction count.
  func costText(_ value: Double) -> String {
    settings.metric == .instructions
      ? Format.instructions(value) + " instr" : Format.duration(nanoseconds: value)
  }

  /// Events shorter than this (median nanoseconds per operation of `strategies`) get the
  /// code-placement caveat under the summary.
  static let placementSensitiveNanoseconds = 5.0

  /// The benchmarks whose `strategies` cost, in wall time, is under
  /// ``placementSensitiveNanoseconds`` per operation (median across sizes and versions).
  var placementSensitiveBenchmarks: [String] {
    guard settings.metric != .instructions else { return [] }
    var costs: [String: [Double]] = [:]
    for entry in strategies {
      for version in entry.versions {
        for cost in version.costs {
          if let value = cost.strategiesCost { costs[cost.benchmark, default: []].append(value) }
        }
      }
    }
    return costs.filter { Statistics.median($0.value) < Self.placementSensitiveNanoseconds }
      .keys.sorted()
  }

  /// What a wall-time ratio of an event of a few nanoseconds can and cannot say, naming the
  /// benchmarks it applies to, or `nil` (instruction counts, or no such benchmark).
  var placementNote: String? {
    let benchmarks = placementSensitiveBenchmarks
    guard !benchmarks.isEmpty else { return nil }
    return "Code placement: "
      + benchmarks.joined(separator: ", ")
      + " time events of under \(Int(Self.placementSensitiveNanoseconds)) ns, where wall time "
      + "also says where the linker put the loop and the event's code: raw and strategies of "
      + "lists/sheet-presentation, running the very same instructions, have measured from 0.85× "
      + "to 1.24× apart on different builds of navbench, as their loops landed on or across "
      + "64-byte blocks. Read their ratios within about ±25% as the same cost; `navbench compare "
      + "--metric instructions` counts it exactly, and `Scripts/placement-spread` measures how "
      + "far the same sources move over builds that place the code differently."
  }

  /// The plain-text report: header, summary and one section per strategy. Control characters
  /// from the run's strings and the command are escaped (`\u{1B}`).
  package var text: String {
    var lines = [
      "Strategy comparison: " + versions.map(\.description).joined(separator: ", "),
      "Machine and settings: \(environment)",
      "Reproduce: \(command)",
      "",
      "Summary: glitches naive → with strategies (simulation); ratios of median cost, "
        + "strategies over raw and over inline, across sizes. " + Report.verdictRule(settings),
      summaryTable.render(),
    ]
    if let placementNote { lines += [placementNote, ""] }
    if !unpriced.isEmpty {
      lines.append("Benchmarks that price no single strategy (the framework itself):")
      lines.append(Self.indent(unpricedTable.render(), by: "  "))
      for note in unpriced.flatMap(\.notes) { lines.append("  note: \(note)") }
      lines.append("")
    }
    for entry in strategies {
      lines.append("\(entry.id): \(entry.title)")
      lines.append(
        "  addresses " + entry.addresses.map(\.rawValue).joined(separator: ", ") + "; priced by "
          + (entry.benchmarks.isEmpty ? "no benchmark" : entry.benchmarks.joined(separator: ", ")))
      for version in entry.versions {
        lines.append(
          "  \(version.os): \(version.active ? "active" : "inactive") (\(version.reason)); "
            + "glitches \(Self.glitchText(version.glitches))")
        if !version.costs.isEmpty {
          lines.append(Self.indent(detailTable(version).render(), by: "    "))
        }
        if !version.scaling.isEmpty {
          lines.append(
            "    scaling: "
              + version.scaling.map {
                "\($0.benchmark) \($0.variant) N^\(String(format: "%.2f", $0.exponent)) "
                  + $0.complexityClass
              }.joined(separator: "; "))
        }
        for note in version.costs.flatMap(\.notes) { lines.append("    note: \(note)") }
      }
      lines.append("")
    }
    if !unmitigated.isEmpty {
      lines.append(
        "Unmitigated (no strategy known): " + unmitigated.map(\.rawValue).joined(separator: ", "))
    }
    return ControlEscaping.escape(lines.joined(separator: "\n") + "\n")
  }

  /// The Markdown report. Control characters from the run's strings and the command are
  /// escaped (`\u{1B}`).
  package var markdown: String {
    var lines = [
      "# Strategy comparison: " + versions.map(\.description).joined(separator: ", "), "",
      "Machine and settings: \(environment)", "", "Reproduce: `\(command)`", "",
      "## Summary", "", summaryTable.renderMarkdown(),
    ]
    if let placementNote { lines += ["", placementNote] }
    if !unpriced.isEmpty {
      lines += [
        "", "## Benchmarks that price no single strategy", "", unpricedTable.renderMarkdown(),
      ]
    }
    for entry in strategies {
      lines += ["## `\(entry.id)`: \(entry.title)", ""]
      lines.append(
        "Addresses " + entry.addresses.map { "`\($0)`" }.joined(separator: ", ") + "; priced by "
          + (entry.benchmarks.isEmpty
            ? "no benchmark" : entry.benchmarks.map { "`\($0)`" }.joined(separator: ", ")) + ".")
      lines.append("")
      for version in entry.versions {
        lines.append(
          "**\(version.os)**: \(version.active ? "active" : "inactive") (\(version.reason)); "
            + "glitches \(Self.glitchText(version.glitches)).")
        lines.append("")
        if !version.costs.isEmpty { lines += [detailTable(version).renderMarkdown(), ""] }
      }
    }
    if !unmitigated.isEmpty {
      lines.append(
        "Unmitigated (no strategy known): " + unmitigated.map { "`\($0)`" }.joined(separator: ", "))
    }
    return ControlEscaping.escape(lines.joined(separator: "\n") + "\n")
  }

  // MARK: Formatting

  static func glitchText(_ glitches: [Glitches]) -> String {
    guard !glitches.isEmpty else { return "–" }
    return glitches.map { cell in
      cell.applicable ? "\(cell.naive)→\(cell.withStrategies)" : "n/a"
    }.joined(separator: ", ")
  }

  /// Allocations per operation; below one in a thousand shows as `<0.001` (the harness's own
  /// rare allocations, amortised over millions of operations).
  static func allocationText(_ value: Double) -> String {
    value > 0 && value < 0.001 ? "<0.001" : Format.count(value)
  }

  static func ratioText(_ ratio: Ratio?) -> String {
    guard let ratio else { return "–" }
    return Format.ratio(ratio.ratio) + " [" + Format.significant(ratio.ci95[0]) + "–"
      + Format.significant(ratio.ci95[1]) + "] " + ratio.verdict
  }

  static func range(_ ratios: [Ratio]) -> String {
    guard let low = ratios.map(\.ratio).min(), let high = ratios.map(\.ratio).max() else {
      return "–"
    }
    return low == high ? Format.ratio(low) : Format.ratio(low) + "–" + Format.ratio(high)
  }

  static func scalingText(_ fits: [Scaling]) -> String {
    let classes = Set(fits.filter { $0.variant == VariantName.strategies }.map(\.complexityClass))
    return classes.isEmpty ? "–" : classes.sorted().joined(separator: ", ")
  }

  static func verdictText(_ ratios: [Ratio]) -> String {
    guard !ratios.isEmpty else { return "–" }
    let counts = Dictionary(grouping: ratios, by: \.verdict).mapValues(\.count)
    return ["faster", "same", "inconclusive", "slower"].compactMap { verdict in
      counts[verdict].map { "\(verdict) \($0)" }
    }.joined(separator: ", ")
  }

  static func indent(_ text: String, by prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
      .trimmingTrailingNewlines()
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var result = self
    while result.hasSuffix("\n") { result.removeLast() }
    return result
  }
}
