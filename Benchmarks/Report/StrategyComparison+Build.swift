import Bench
import Simulation
import Strategies

extension StrategyComparison {
  /// Builds the report from a benchmark run and simulation outcomes of the same versions.
  ///
  /// - Parameters:
  ///   - run: The benchmark run (wall time, or instructions with `--metric instructions`).
  ///   - counts: Instructions counted beside a wall-time run, if any: each version's summary
  ///     verdict then rests on them (exact), with wall time beside it.
  ///   - countsUnavailable: Why instructions were not counted beside wall time (said once in
  ///     the report), if they could not be.
  ///   - countsDescription: What was counted (the sizes), said in the report.
  package static func build(
    registry: StrategyRegistry, versions: [PlatformVersion], run: RunResult,
    counts: RunResult? = nil, countsUnavailable: String? = nil, countsDescription: String? = nil,
    countedBy counter: CostEvidence = .instructions, timedBy timer: CostEvidence = .wallTime,
    simulation: [ScenarioOutcome], command: String
  ) -> StrategyComparison {
    let index = GroupIndex(run)
    let counted = counts.map { ($0, GroupIndex($0)) }
    let entries = registry.strategies.map { descriptor in
      entry(
        descriptor, registry: registry, versions: versions, run: run, index: index,
        counts: counted, counter: counter, timer: timer, simulation: simulation)
    }
    let addressed = Set(registry.strategies.flatMap(\.addresses))
    let all =
      run.cases.map { ($0, "") } + (counts?.cases ?? []).map { ($0, " (instructions)") }
    let notMeasured = all.compactMap { result, metric -> String? in
      guard let reason = result.status.reason else { return nil }
      return ControlEscaping.escapeLine(
        "\(result.key.benchmark) \(result.key.variant)/\(result.key.size) "
          + "\(result.key.configuration)\(metric) \(result.status.name): \(reason)")
    }
    let raised = run.cases.filter { $0.note?.contains("budget raised") == true }.count
    var report = StrategyComparison(
      command: command, environment: environment(run), machine: run.machine,
      settings: run.settings, startedAt: run.startedAt,
      versions: versions, strategies: entries,
      unmitigated: registry.issues.map(\.id).filter { !addressed.contains($0) },
      unpriced: unpriced(run: run, index: index, versions: versions),
      instructionsUnavailable: countsUnavailable,
      instructionsCounted: counts == nil ? nil : countsDescription)
    report.instructionsEvidence = counter
    report.timedBy = timer
    report.notMeasured = notMeasured
    report.raisedBudgets = raised
    return report
  }

  /// A run's cases, comparisons and scaling fits by (benchmark, configuration), built in one
  /// pass, so that the report is linear in the run's size (a filter over the whole run per group
  /// made a run of many benchmarks read from a file take minutes).
  private struct GroupIndex {
    struct Key: Hashable {
      var benchmark: String
      var configuration: String
    }
    var cases: [Key: [CaseResult]] = [:]
    var comparisons: [Key: [VariantComparison]] = [:]
    var scaling: [Key: [ScalingResult]] = [:]

    init(_ run: RunResult) {
      for result in run.cases {
        cases[
          Key(benchmark: result.key.benchmark, configuration: result.key.configuration),
          default: []
        ].append(result)
      }
      for comparison in run.comparisons {
        comparisons[
          Key(benchmark: comparison.benchmark, configuration: comparison.configuration),
          default: []
        ].append(comparison)
      }
      for fit in run.scaling {
        scaling[Key(benchmark: fit.benchmark, configuration: fit.configuration), default: []]
          .append(fit)
      }
    }

    func cases(_ benchmark: String, _ configuration: String) -> [CaseResult] {
      cases[Key(benchmark: benchmark, configuration: configuration)] ?? []
    }
    func comparisons(_ benchmark: String, _ configuration: String) -> [VariantComparison] {
      comparisons[Key(benchmark: benchmark, configuration: configuration)] ?? []
    }
    func scaling(_ benchmark: String, _ configuration: String) -> [ScalingResult] {
      scaling[Key(benchmark: benchmark, configuration: configuration)] ?? []
    }
  }

  /// The machine and settings; a run merged from shards on several machines names them all.
  private static func environment(_ run: RunResult) -> String {
    let machines = run.machines
    guard machines.count > 1 else { return Report.summaryLine(run) }
    return Report.summaryLine(run) + "; merged from \(machines.count) machines: "
      + machines.map(\.line).joined(separator: "; ")
  }

  /// The benchmarks whose cases price no strategy (the registry's), per version: every
  /// comparison and scaling fit they have.
  private static func unpriced(run: RunResult, index: GroupIndex, versions: [PlatformVersion])
    -> [Unpriced]
  {
    var result: [Unpriced] = []
    for group in run.groups {
      let cases = index.cases(group.benchmark, group.configuration)
      guard cases.allSatisfy({ Pricing.strategies(inTags: $0.tags).isEmpty }),
        let os = versions.first(where: { $0.description == group.configuration })
      else { continue }
      let rows = index.comparisons(group.benchmark, group.configuration).map { comparison in
        Unpriced.Row(
          size: comparison.size, variant: comparison.variant, control: comparison.control,
          variantCost: comparison.variantMedian, ratio: Ratio(comparison))
      }
      let scaling = index.scaling(group.benchmark, group.configuration).map {
        Scaling(
          benchmark: group.benchmark, variant: $0.variant, exponent: $0.exponent,
          ci95: [$0.ci95.lower, $0.ci95.upper], complexityClass: $0.complexity.rawValue)
      }
      let notes = cases.compactMap { result in
        result.status.reason.map {
          "\(result.key.variant)/\(result.key.size) \(result.status.name): \($0)"
        }
      }
      result.append(
        Unpriced(benchmark: group.benchmark, os: os, rows: rows, scaling: scaling, notes: notes))
    }
    return result
  }

  private static func entry(
    _ descriptor: StrategyDescriptor, registry: StrategyRegistry, versions: [PlatformVersion],
    run: RunResult, index: GroupIndex, counts: (run: RunResult, index: GroupIndex)?,
    counter: CostEvidence, timer: CostEvidence, simulation: [ScenarioOutcome]
  ) -> Entry {
    var benchmarks: [String] = []
    var seen: Set<String> = []
    for result in run.cases
    where Pricing.strategies(inTags: result.tags).contains(descriptor.id)
      && seen.insert(result.key.benchmark).inserted
    {
      benchmarks.append(result.key.benchmark)
    }
    // A strategy whose benchmarks ran on some versions only (the default run prices each
    // where it is active) gets rows on those versions; one that ran nowhere keeps every row.
    let measured = versions.filter { os in
      benchmarks.contains { !index.cases($0, os.description).isEmpty }
    }
    let perVersion = (measured.isEmpty ? versions : measured).map { os -> Version in
      let context = Self.activationContext(of: descriptor, os: os)
      let activation = Self.activation(of: descriptor, registry: registry, os: os)
      let glitches = descriptor.addresses.compactMap { issue -> Glitches? in
        let cells = simulation.filter { $0.issue == issue && $0.os == os }
        guard let naive = cells.first(where: { $0.mode == .naive }),
          let mitigated = cells.first(where: { $0.mode == .strategies })
        else { return nil }
        return Glitches(
          defect: issue, applicable: naive.applicable, reason: naive.reason,
          naive: naive.glitchCount, withStrategies: mitigated.glitchCount)
      }
      let configuration = os.description
      var costs: [Cost] = []
      var scaling: [Scaling] = []
      for benchmark in benchmarks {
        let group = index.cases(benchmark, configuration)
        let sizes = Set(group.map(\.key.size)).sorted()
        for size in sizes {
          costs.append(
            cost(
              benchmark: benchmark, size: size, cases: group.filter { $0.key.size == size },
              comparisons: index.comparisons(benchmark, configuration), run: run))
        }
        scaling += index.scaling(benchmark, configuration)
          .map {
            Scaling(
              benchmark: benchmark, variant: $0.variant, exponent: $0.exponent,
              ci95: [$0.ci95.lower, $0.ci95.upper], complexityClass: $0.complexity.rawValue)
          }
      }
      var instructionCosts: [Cost] = []
      if let counts {
        for benchmark in benchmarks {
          let group = counts.index.cases(benchmark, configuration)
          for size in Set(group.map(\.key.size)).sorted() {
            instructionCosts.append(
              cost(
                benchmark: benchmark, size: size, cases: group.filter { $0.key.size == size },
                comparisons: counts.index.comparisons(benchmark, configuration), run: counts.run))
          }
        }
      }
      var version = Version(
        os: os, traits: context.traits.sorted(), active: activation?.isActive ?? false,
        reason: activation?.reason.explanation(for: context) ?? "not registered",
        glitches: glitches, costs: costs, scaling: scaling, instructionCosts: instructionCosts)
      decide(&version, runMetric: run.settings.metric, countedBy: counter, timedBy: timer)
      return version
    }
    return Entry(
      id: descriptor.id, title: descriptor.title, addresses: descriptor.addresses,
      benchmarks: benchmarks, versions: perVersion)
  }

  /// The cost of one benchmark at one size: `cases` are its cases at that size, and
  /// `comparisons` those of its (benchmark, configuration) group.
  private static func cost(
    benchmark: String, size: Int, cases: [CaseResult], comparisons: [VariantComparison],
    run: RunResult
  ) -> Cost {
    func comparison(_ variant: String, _ control: String) -> Ratio? {
      comparisons.first {
        $0.size == size && $0.variant == variant && $0.control == control
      }.map(Ratio.init)
    }
    var allocations: [String: Double?] = [:]
    var unavailable: String?
    var notes: [String] = []
    for result in cases {
      if let metrics = result.metrics {
        allocations[result.key.variant] = .some(metrics.allocationsPerOperation)
        if metrics.allocationsPerOperation == nil {
          unavailable =
            metrics.unavailableReasons[Metric.allocationsPerOperation.rawValue]
            ?? metrics.unavailableReasons.values.first
        }
      }
      if let reason = result.status.reason {
        notes.append(
          ControlEscaping.escapeLine("\(result.key.variant) \(result.status.name): \(reason)"))
      }
    }
    let strategies = cases.first { $0.key.variant == VariantName.strategies }
    return Cost(
      benchmark: benchmark, size: size,
      strategiesCost: strategies?.metrics?.value(of: run.settings.metric.metric),
      vsRaw: comparison(VariantName.strategies, VariantName.raw),
      vsInline: comparison(VariantName.strategies, VariantName.inline),
      seedSnapshotVsStrategies: comparison(VariantName.seedSnapshot, VariantName.strategies),
      allocationsPerOperation: allocations, allocationsUnavailable: unavailable, notes: notes)
  }
}
