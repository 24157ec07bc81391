import Bench
import Simulation
import Strategies

/// Whether any strategy a benchmark prices is active on one OS version, as the strategy
/// comparison report decides it (its `active` column): what `navbench list --benchmarks` prints
/// and what `Scripts/check-zero-cost` holds to the raw target where it is `false`.
package struct BenchmarkActivity: Codable, Hashable, Sendable {
  /// The benchmark (`stacks/pop-two`).
  package let benchmark: String
  /// The OS version.
  package let os: PlatformVersion
  /// The strategies the benchmark prices, in tag order.
  package let strategies: [StrategyID]
  /// Those of them active on `os`, in the same order.
  package let activeStrategies: [StrategyID]

  /// Whether any of the benchmark's strategies is active on `os`.
  package var isActive: Bool { !activeStrategies.isEmpty }
}

extension StrategyComparison {
  /// The context a strategy's activation is decided in on `os`: the default traits of the
  /// simulation scenarios of the defects it addresses.
  package static func activationContext(of descriptor: StrategyDescriptor, os: PlatformVersion)
    -> StrategyContext
  {
    let traits = descriptor.addresses.compactMap { SimulationMatrix.scenario(for: $0) }
      .reduce(into: Set<ContextTrait>()) { $0.formUnion($1.defaultTraits) }
    return StrategyContext(os, traits: traits)
  }

  /// `descriptor`'s activation on `os`, as the report decides it, or `nil` when the registry
  /// does not hold it.
  package static func activation(
    of descriptor: StrategyDescriptor, registry: StrategyRegistry, os: PlatformVersion
  ) -> Activation? {
    registry.activations(in: activationContext(of: descriptor, os: os))
      .first { $0.id == descriptor.id }?.activation
  }

  /// For every benchmark of `suites` that prices a strategy and every one of `versions`:
  /// whether any of its strategies is active, in suite order, then version order.
  ///
  /// - Throws: ``BenchError`` when a suite cannot be built.
  package static func benchmarkActivity(
    suites: [Suite] = Suites.all, versions: [PlatformVersion], registry: StrategyRegistry
  ) throws -> [BenchmarkActivity] {
    let descriptors = Dictionary(
      registry.strategies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var result: [BenchmarkActivity] = []
    for suite in suites {
      // The benchmarks and their tags do not depend on the version: build them once.
      guard let first = versions.first else { break }
      let benchmarks = try suite.benchmarks(
        os: first, sizes: [suite.defaultSizes.min() ?? 1], registry: registry)
      for benchmark in benchmarks {
        let strategies = Pricing.strategies(inTags: benchmark.tags.sorted())
        guard !strategies.isEmpty else { continue }
        for os in versions {
          let active = strategies.filter { id in
            descriptors[id].flatMap { activation(of: $0, registry: registry, os: os) }?.isActive
              ?? false
          }
          result.append(
            BenchmarkActivity(
              benchmark: benchmark.name, os: os, strategies: strategies, activeStrategies: active))
        }
      }
    }
    return result
  }
}
