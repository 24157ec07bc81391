import Bench
import Simulation
import Strategies

extension StrategyComparison {
  /// Builds the report from a benchmark run and simulation outcomes of the same versions.
  public static func build(
    registry: StrategyRegistry, versions: [PlatformVersion], run: RunResult,
    simulation: [ScenarioOutcome], command: String
  ) -> StrategyComparison {
    let entries = registry.strategies.map { descriptor in
      entry(descriptor, registry: registry, versions: versions, run: run, simulation: simulation)
    }
    let addressed = Set(registry.strategies.flatMap(\.addresses))
    return StrategyComparison(
      command: command, environment: environment(run), machine: run.machine,
      settings: run.settings, startedAt: run.startedAt,
      versions: versions, strategies: entries,
      unmitigated: registry.issues.map(\.id).filter { !addressed.contains($0) },
      unpriced: unpriced(run: run, versions: versions))
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
  private static func unpriced(run: RunResult, versions: [PlatformVersion]) -> [Unpriced] {
    var result: [Unpriced] = []
    for group in run.groups {
      let cases = run.cases.filter {
        $0.key.benchmark == group.benchmark && $0.key.configuration == group.configuration
      }
      guard cases.allSatisfy({ Pricing.strategies(inTags: $0.tags).isEmpty }),
        let os = versions.first(where: { $0.description == group.configuration })
      else { continue }
      let rows = run.comparisons.filter {
        $0.benchmark == group.benchmark && $0.configuration == group.configuration
      }.map { comparison in
        Unpriced.Row(
          size: comparison.size, variant: comparison.variant, control: comparison.control,
          variantCost: comparison.variantMedian, ratio: Ratio(comparison))
      }
      let scaling = run.scaling.filter {
        $0.benchmark == group.benchmark && $0.configuration == group.configuration
      }.map {
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
    run: RunResult, simulation: [ScenarioOutcome]
  ) -> Entry {
    var benchmarks: [String] = []
    for result in run.cases
    where Pricing.strategies(inTags: result.tags).contains(descriptor.id)
      && !benchmarks.contains(result.key.benchmark)
    {
      benchmarks.append(result.key.benchmark)
    }
    let traits = descriptor.addresses.compactMap { SimulationMatrix.scenario(for: $0) }
      .reduce(into: Set<ContextTrait>()) { $0.formUnion($1.defaultTraits) }
    let perVersion = versions.map { os -> Version in
      let context = Context(os, traits: traits)
      let activation = registry.activations(in: context).first { $0.id == descriptor.id }?
        .activation
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
        let sizes = Set(
          run.cases.filter {
            $0.key.benchmark == benchmark && $0.key.configuration == configuration
          }
          .map(\.key.size)
        ).sorted()
        for size in sizes {
          costs.append(
            cost(benchmark: benchmark, configuration: configuration, size: size, run: run))
        }
        scaling += run.scaling.filter {
          $0.benchmark == benchmark && $0.configuration == configuration
        }
        .map {
          Scaling(
            benchmark: benchmark, variant: $0.variant, exponent: $0.exponent,
            ci95: [$0.ci95.lower, $0.ci95.upper], complexityClass: $0.complexity.rawValue)
        }
      }
      return Version(
        os: os, traits: traits.sorted(), active: activation?.isActive ?? false,
        reason: activation?.reason.explanation(for: context) ?? "not registered",
        glitches: glitches, costs: costs, scaling: scaling)
    }
    return Entry(
      id: descriptor.id, title: descriptor.title, addresses: descriptor.addresses,
      benchmarks: benchmarks, versions: perVersion)
  }

  private static func cost(benchmark: String, configuration: String, size: Int, run: RunResult)
    -> Cost
  {
    let cases = run.cases.filter {
      $0.key.benchmark == benchmark && $0.key.configuration == configuration && $0.key.size == size
    }
    func comparison(_ variant: String, _ control: String) -> Ratio? {
      run.comparisons.first {
        $0.benchmark == benchmark && $0.configuration == configuration && $0.size == size
          && $0.variant == variant && $0.control == control
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
        notes.append("\(result.key.variant) \(result.status.name): \(reason)")
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
