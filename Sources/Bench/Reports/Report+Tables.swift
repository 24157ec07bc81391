import Foundation

/// Reports of a run in every format, and the tables they are built from.
///
/// The tables are public building blocks: a tool can print them, put them in Markdown or in
/// HTML of its own.
public enum Report {
  /// Every case: medians with confidence intervals, percentiles, CPU, allocations, peak memory.
  package static func casesTable(_ run: RunResult, configurationTitle: String = "configuration")
    -> TextTable
  {
    let showConfiguration = run.cases.contains { !$0.key.configuration.isEmpty }
    var columns: [TextTable.Column] = [.init("benchmark")]
    if showConfiguration { columns.append(.init(configurationTitle)) }
    let counted = run.settings.metric == .instructions
    columns += [.init("size", alignment: .right), .init("variant")]
    if counted {
      columns += [.init("instr/op", alignment: .right)]
    } else {
      columns += [
        .init("median", alignment: .right), .init("95% CI", alignment: .right),
        .init("p90", alignment: .right), .init("p99", alignment: .right),
        .init("CPU", alignment: .right),
      ]
    }
    columns += [
      .init("allocs/op", alignment: .right), .init("bytes/op", alignment: .right),
      .init("retains/op", alignment: .right), .init("releases/op", alignment: .right),
    ]
    if !counted {
      columns += [
        .init("peak", alignment: .right), .init("samples", alignment: .right),
        .init("outliers", alignment: .right),
      ]
    }
    var table = TextTable(columns: columns)
    for result in run.cases {
      var row = [result.key.benchmark]
      if showConfiguration { row.append(result.key.configuration) }
      row += [Format.size(Double(result.key.size)), result.key.variant]
      guard let metrics = result.metrics else {
        row.append(result.status.name)
        table.append(row)
        continue
      }
      if counted {
        row.append(metrics.instructionsPerOperation.map(Format.instructions) ?? "n/a")
      } else if let wall = metrics.wall {
        row += [
          Format.duration(nanoseconds: wall.p50),
          Format.duration(nanoseconds: wall.ci95.lower) + "–"
            + Format.duration(nanoseconds: wall.ci95.upper),
          Format.duration(nanoseconds: wall.p90), Format.duration(nanoseconds: wall.p99),
          metrics.cpu.map { Format.duration(nanoseconds: $0.p50) } ?? "n/a",
        ]
      } else {
        row += ["n/a", "n/a", "n/a", "n/a", "n/a"]
      }
      row += [
        metrics.allocationsPerOperation.map(Format.count) ?? "n/a",
        metrics.bytesPerOperation.map(Format.bytes) ?? "n/a",
        metrics.retainsPerOperation.map(Format.count) ?? "unavailable",
        metrics.releasesPerOperation.map(Format.count) ?? "unavailable",
      ]
      if !counted {
        row += [
          metrics.peakBytes.map { Format.bytes(Double($0)) } ?? "n/a",
          String(result.sampleCount), String(metrics.wall?.outliers.total ?? 0),
        ]
      }
      table.append(row)
    }
    return table
  }

  /// Every comparison: ratio of medians with its interval, p-value and verdict.
  package static func comparisonsTable(
    _ run: RunResult, configurationTitle: String = "configuration"
  ) -> TextTable {
    let showConfiguration = run.comparisons.contains { !$0.configuration.isEmpty }
    var columns: [TextTable.Column] = [.init("benchmark")]
    if showConfiguration { columns.append(.init(configurationTitle)) }
    columns += [
      .init("size", alignment: .right), .init("variant"), .init("control"),
      .init("ratio", alignment: .right), .init("95% CI", alignment: .right),
      .init("p", alignment: .right), .init("verdict"),
    ]
    var table = TextTable(columns: columns)
    for comparison in run.comparisons {
      var row = [comparison.benchmark]
      if showConfiguration { row.append(comparison.configuration) }
      row += [
        Format.size(Double(comparison.size)), comparison.variant, comparison.control,
        Format.ratio(comparison.ratio),
        Format.significant(comparison.ci95.lower) + "–" + Format.significant(comparison.ci95.upper),
        comparison.pValue.map(formatPValue) ?? "exact", comparison.verdict.rawValue,
      ]
      table.append(row)
    }
    return table
  }

  /// Every scaling fit: exponent with its interval, growth class and R².
  package static func scalingTable(_ run: RunResult, configurationTitle: String = "configuration")
    -> TextTable
  {
    let showConfiguration = run.scaling.contains { !$0.configuration.isEmpty }
    var columns: [TextTable.Column] = [.init("benchmark")]
    if showConfiguration { columns.append(.init(configurationTitle)) }
    columns += [
      .init("variant"), .init("exponent", alignment: .right), .init("95% CI", alignment: .right),
      .init("class"), .init("R²", alignment: .right), .init("sizes", alignment: .right),
    ]
    var table = TextTable(columns: columns)
    for fit in run.scaling {
      var row = [fit.benchmark]
      if showConfiguration { row.append(fit.configuration) }
      row += [
        fit.variant, String(format2: fit.exponent),
        String(format2: fit.ci95.lower) + " to " + String(format2: fit.ci95.upper),
        fit.complexity.rawValue, String(format2: fit.rSquared),
        "\(Format.size(Double(fit.sizes.first ?? 0)))–\(Format.size(Double(fit.sizes.last ?? 0)))",
      ]
      table.append(row)
    }
    return table
  }

  /// Every crossover between two variants' fitted costs.
  package static func crossoversTable(_ run: RunResult) -> TextTable {
    var table = TextTable(columns: [
      .init("benchmark"), .init("variants"), .init("crossover size", alignment: .right),
      .init("cheaper below"), .init("cheaper above"),
    ])
    for crossover in run.crossovers {
      let name =
        crossover.configuration.isEmpty
        ? crossover.benchmark : "\(crossover.benchmark) [\(crossover.configuration)]"
      table.append([
        name, "\(crossover.variant) / \(crossover.other)", Format.size(crossover.size.rounded()),
        crossover.cheaperBelow, crossover.cheaperAbove,
      ])
    }
    return table
  }

  /// One line per case that was not measured, and one per distinct reason a metric was
  /// unavailable.
  package static func problems(_ run: RunResult) -> [String] {
    var lines = run.cases.compactMap { result -> String? in
      guard let reason = result.status.reason else { return nil }
      return ControlEscaping.escapeLine("\(result.key) \(result.status.name): \(reason)")
    }
    var seen = Set<String>()
    for result in run.cases {
      for (metric, reason) in (result.metrics?.unavailableReasons ?? [:]).sorted(by: {
        $0.key < $1.key
      })
      where seen.insert(metric + reason).inserted {
        lines.append(ControlEscaping.escapeLine("\(metric) unavailable: \(reason)"))
      }
    }
    return lines
  }

  /// The title of the cases table: which metric it shows.
  package static func casesHeading(_ run: RunResult) -> String {
    run.settings.metric == .instructions
      ? "Cases (instructions per operation, counted under valgrind)"
      : "Cases (wall time per operation)"
  }

  /// The title of the comparisons table.
  package static func comparisonsHeading(_ run: RunResult) -> String {
    run.settings.metric == .instructions
      ? "Comparisons (ratio of instructions per operation, variant / control; exact counts "
        + "need no p-value)"
      : "Comparisons (ratio of medians, variant / control)"
  }

  /// How a comparison's verdict is reached under `settings`, as one sentence for reports.
  package static func verdictRule(_ settings: RunSettings) -> String {
    if settings.metric == .instructions {
      return "Instruction counts are exact, so a ratio needs no p-value: a verdict is faster or "
        + "slower when the ratio differs from 1 by more than "
        + Format.percent(settings.noiseThreshold) + ", the same otherwise."
    }
    return "A verdict is faster or slower only when the Mann–Whitney p-value is below "
      + Format.significant(settings.significanceLevel) + " and the whole 95% interval of the "
      + "ratio lies beyond ±" + Format.percent(settings.noiseThreshold)
      + "; same when the interval lies within ±" + Format.percent(3 * settings.noiseThreshold)
      + "; inconclusive otherwise (the run cannot tell, and says so)."
  }

  /// A one-line description of the machine and settings.
  package static func summaryLine(_ run: RunResult) -> String {
    let machine = run.machine
    let settings = run.settings
    let head =
      "\(machine.cpuModel), \(machine.cores) cores, \(machine.operatingSystem)"
      + (machine.swiftVersion.map { ", Swift \($0)" } ?? "")
    if settings.metric == .instructions {
      return head
        + "; instructions counted under valgrind (callgrind), (I(2k) − I(k)) / k with k "
        + (settings.iterations.map { "fixed at \($0)" } ?? "covering ≥ 1000 operations")
        + "; exact, so ratios carry no p-value; verdict threshold "
        + Format.trimmingZeros(Format.percent(settings.noiseThreshold))
    }
    // A forked run shares the samples out over its processes: say how.
    let shares = (0..<max(settings.forks, 1)).map {
      ForkedRunner.samples(forFork: $0, of: settings)
    }
    let most = shares.max() ?? 0
    let least = shares.min() ?? 0
    let samples =
      settings.forks > 1
      ? "\(shares.reduce(0, +)) samples, \(least == most ? "\(most)" : "\(least) or \(most)") in "
        + "each of \(settings.forks) fresh processes (centre of the process medians)"
      : "\(settings.samples) samples"
    // Fixed iterations make a sample as long as they take: the minimum time does not apply.
    let sample =
      settings.iterations.map { "\($0) iteration\($0 == 1 ? "" : "s")" }
      ?? "≥ " + Format.trimmingZeros(Format.significant(settings.minSampleTime)) + " ms"
    return head
      + "; \(samples) of \(sample), budget "
      + Format.trimmingZeros(Format.significant(settings.timeBudgetPerCase))
      + " s per case, noise threshold "
      + Format.trimmingZeros(Format.percent(settings.noiseThreshold)) + ", seed \(settings.seed)"
  }

  static func formatPValue(_ p: Double) -> String {
    p < 0.001 ? "<0.001" : String(format3: p)
  }
}

extension String {
  init(format2 value: Double) {
    self = value.isFinite ? String(format: "%.2f", value) : "n/a"
  }

  init(format3 value: Double) {
    self = value.isFinite ? String(format: "%.3f", value) : "n/a"
  }
}
