import Bench
import Strategies

extension StrategyComparison {
  /// The summary table: one row per strategy and OS version, with its cost verdict against
  /// inline and the evidence beside it (instructions, exact; wall time with its 95% interval).
  package var summaryTable: TextTable {
    // Only iOS versions (the default): the column says iOS once, each row its version.
    let iOSOnly = versions.allSatisfy { $0.description.hasPrefix("iOS ") }
    var table = TextTable(columns: [
      .init("strategy"), .init(iOSOnly ? "iOS" : "os"), .init("active"),
      .init("glitches", alignment: .right), .init("cost vs inline"),
      .init("instructions", alignment: .right),
      .init("\(timedBy.rawValue) [95% CI]", alignment: .right),
    ])
    let countsInRun = settings.metric == .instructions
    for entry in strategies {
      for version in entry.versions {
        let counted =
          countsInRun
          ? version.costs.compactMap(\.vsInline) : version.instructionCosts.compactMap(\.vsInline)
        table.append([
          entry.id.rawValue,
          iOSOnly ? String(version.os.description.dropFirst(4)) : version.os.description,
          version.active ? "yes" : "no",
          Self.glitchText(version.glitches), version.verdict,
          Self.rangeText(Self.ratioRange(counted)),
          countsInRun ? "–" : Self.wallText(version.costs.compactMap(\.vsInline)),
        ])
      }
    }
    return table
  }

  /// One line per strategy measured with `seed-snapshot` (the host that keeps the old value
  /// and compares it, as the seed's `.animation(value:)` does): how many times strategies'
  /// cost it is, by wall time across sizes and by instructions where counted.
  var seedSnapshotLines: [String] {
    strategies.compactMap { entry in
      let costs = entry.versions.flatMap(\.costs).filter { $0.seedSnapshotVsStrategies != nil }
      guard !costs.isEmpty else { return nil }
      let sizes = Set(costs.map(\.size)).sorted()
      let measure = settings.metric == .instructions ? "instructions" : "wall time"
      var line =
        "seed-snapshot (keeps and compares the old path) over \(entry.id): "
        + Self.rangeText(Self.ratioRange(costs.compactMap(\.seedSnapshotVsStrategies)))
        + " \(measure) at N = " + Self.sizeRange(sizes)
      let counted = entry.versions.flatMap(\.instructionCosts).filter {
        $0.seedSnapshotVsStrategies != nil
      }
      if !counted.isEmpty {
        line +=
          ", " + Self.rangeText(Self.ratioRange(counted.compactMap(\.seedSnapshotVsStrategies)))
          + " instructions at " + Self.sizeRange(Set(counted.map(\.size)).sorted())
      }
      return line
    }
  }

  static func sizeRange(_ sizes: [Int]) -> String {
    guard let first = sizes.first, let last = sizes.last else { return "–" }
    return first == last
      ? Format.size(Double(first)) : Format.size(Double(first)) + "–" + Format.size(Double(last))
  }

  /// The lines under the summary table: the seed-snapshot factor, how many verdicts are decided
  /// and on what, disagreements between the evidence, what was not counted or measured, and
  /// where the method is described.
  var summaryNotes: [String] {
    var lines = seedSnapshotLines
    let counts = verdictCounts
    var decided = "Verdicts: \(counts.decided) of \(counts.total) decided"
    if counts.byInstructions > 0 {
      let counter =
        instructionsEvidence == .hardwareCounter && settings.metric != .instructions
        ? "the hardware counter" : "valgrind"
      decided += ", \(counts.byInstructions) by instruction counts (\(counter)"
      if let instructionsCounted { decided += ", \(instructionsCounted)" }
      decided += ")"
    }
    if counts.decided > counts.byInstructions {
      decided += ", \(counts.decided - counts.byInstructions) by \(timedBy.rawValue)"
      if timedBy == .cpuTime {
        decided += " (the measuring thread's, strategies and inline paired sample by sample)"
      }
    }
    lines.append(decided + ".")
    if !followedUp.isEmpty {
      lines.append(
        (timedBy == .cpuTime ? "CPU" : "Wall") + " time measured again, strategies and "
          + "inline paired and interleaved, where the first interval straddled a threshold: "
          + followedUp.joined(separator: ", ") + ".")
    }
    lines.append(
      "Instructions: same cost within "
        + Format.trimmingZeros(Format.percent(settings.noiseThreshold))
        + "; \(timedBy.rawValue): a verdict only where the 95% interval excludes the others.")
    if let instructionsUnavailable {
      lines.append("No instruction counts: \(instructionsUnavailable)")
    }
    let disagreeing = strategies.flatMap { entry in
      entry.versions.compactMap { version in
        version.disagreement.map { _ in (entry.id, version) }
      }
    }
    if !disagreeing.isEmpty {
      lines.append(
        "Wall time disagrees below; the verdicts rest on instructions (exact, and blind to "
          + "code placement):")
      for (id, version) in disagreeing {
        let timed = version.costs.compactMap(\.vsInline)
        lines.append(
          "  \(id) \(version.os): wall time says \(Self.costVerdict(timed).rawValue) "
            + "(\(Self.wallText(timed)))")
      }
    }
    if notMeasured.isEmpty {
      lines.append(
        "Every case was measured"
          + (raisedBudgets > 0
            ? "; \(raisedBudgets) with a larger time budget, to fit their fewest samples (see "
              + "the notes below)."
            : "."))
    } else {
      lines.append(
        "Not measured: \(notMeasured.count) case\(notMeasured.count == 1 ? "" : "s"), at the "
          + "limits given:")
      lines += notMeasured.prefix(5).map { "  " + $0 }
      if notMeasured.count > 5 { lines.append("  … and \(notMeasured.count - 5) more (below)") }
    }
    if let placementNote { lines.append(placementNote) }
    return lines
  }

  /// The detail table of one strategy on one version: a row per benchmark and size.
  package func detailTable(_ version: Version) -> TextTable {
    detailTable(costs: version.costs, instructions: settings.metric == .instructions)
  }

  /// The detail table of `costs`, in instructions or wall time.
  func detailTable(costs: [Cost], instructions: Bool) -> TextTable {
    var table = TextTable(columns: [
      .init("benchmark"), .init("size", alignment: .right),
      .init("strategies", alignment: .right), .init("vs raw", alignment: .right),
      .init(
        !instructions && timedBy == .cpuTime ? "vs inline (CPU time)" : "vs inline",
        alignment: .right),
      .init("allocs/op strategies", alignment: .right), .init("allocs/op raw", alignment: .right),
      .init("allocs/op inline", alignment: .right), .init("seed-snapshot", alignment: .right),
    ])
    for cost in costs {
      func allocations(_ variant: String) -> String {
        guard let value = cost.allocationsPerOperation[variant] else { return "–" }
        return value.map(Self.allocationText) ?? "n/a"
      }
      table.append([
        cost.benchmark, Format.size(Double(cost.size)),
        cost.strategiesCost.map {
          instructions ? Format.instructions($0) + " instr" : Format.duration(nanoseconds: $0)
        } ?? "–",
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

  /// The one-line pointer for wall-time ratios of events of a few nanoseconds, naming the
  /// benchmarks it applies to, or `nil` (instruction counts, or no such benchmark).
  var placementNote: String? {
    let benchmarks = placementSensitiveBenchmarks
    guard !benchmarks.isEmpty else { return nil }
    return "Code placement: "
      + benchmarks.joined(separator: ", ")
      + " time events under \(Int(Self.placementSensitiveNanoseconds)) ns (Bench article "
      + "\"Reading the cost summary\"; `Scripts/placement-spread` measures it)."
  }

  /// The plain-text report: header, summary and one section per strategy. Control characters
  /// from the run's strings and the command are escaped (`\u{1B}`).
  package var text: String {
    var lines = [
      "Strategy comparison: " + versions.map(\.description).joined(separator: ", "),
      "Reproduce: \(command)",
      "",
      "Summary: glitches naive → with strategies (simulation); cost of strategies against "
        + "inline (written by hand).",
      summaryTable.render(),
    ]
    lines += summaryNotes
    lines += [
      "",
      "Details",
      "Machine and settings: \(environment)",
      Report.verdictRule(settings),
      "",
    ]
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
        if !version.instructionCosts.isEmpty {
          lines.append("    instructions per operation (exact):")
          lines.append(
            Self.indent(
              detailTable(costs: version.instructionCosts, instructions: true).render(), by: "    ")
          )
        }
        if let disagreement = version.disagreement { lines.append("    \(disagreement)") }
        if !version.scaling.isEmpty {
          lines.append(
            "    scaling: "
              + version.scaling.map {
                "\($0.benchmark) \($0.variant) N^\(String(format: "%.2f", $0.exponent)) "
                  + $0.complexityClass
              }.joined(separator: "; "))
        }
        for note in (version.costs + version.instructionCosts).flatMap(\.notes) {
          lines.append("    note: \(note)")
        }
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
      "## Summary", "", summaryTable.renderMarkdown(), "",
    ]
    lines += summaryNotes.map { $0.hasPrefix("  ") ? "- " + $0.dropFirst(2) : $0 + "\n" }
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
        if !version.instructionCosts.isEmpty {
          lines += [
            "Instructions per operation (exact):", "",
            detailTable(costs: version.instructionCosts, instructions: true).renderMarkdown(), "",
          ]
        }
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
