import Bench
import Strategies

/// The registry: resolving a context with many registered strategies, and consulting a resolved
/// set on a hot path.
enum RegistrySuite {
  static let suite = Suite(
    name: "registry",
    defaultSizes: [10, 100, 1_000, 10_000],
    traits: [.stackInTabView],
    make: { context in [try resolve(context), try consult(context)] },
    maximumSize: maximumSize)

  /// The largest registry measured: every case registers N strategies in each of its variants
  /// (set-up time the per-case budget does not cover), and `uncached` resolves all N per
  /// iteration. At 10^5 the suite's five cases take about 20 s and 190 MB in all (release build,
  /// `navbench run --suite registry --sizes 100000 --os 17.5`); under the general cap, 10^7
  /// took 7.4 GB and 100 s and 10^6 took 250 s.
  static let maximumSize = 100_000

  /// A plug-in strategy generated for the benchmark: one in three applies to the context.
  struct GeneratedStrategy: PathChangeStrategy {
    let descriptor: StrategyDescriptor

    init(index: Int) {
      let lower = UInt32(13 + index % 6)
      descriptor = StrategyDescriptor(
        id: StrategyID(rawValue: "bench.generated-\(index)"), title: "generated \(index)",
        addresses: [RegistrySuite.issue.id],
        versions: .on(.iOS, .iPadOS, versions: VersionNumber(lower)..<VersionNumber(lower + 2)),
        rationale: "benchmark filler",
        ordering: StrategyOrdering(priority: index % 5))
    }

    func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
      policy.replace = .animate(.easeInOut(duration: 0.2))
    }
  }

  static let issue = KnownIssue(
    id: "bench.generated-issue", title: "Generated issue", affected: .all, trigger: "benchmark",
    symptom: "none")

  /// The standard registry plus generated strategies up to `count` in all.
  static func registry(count: Int) throws -> StrategyRegistry {
    let registry = StrategyRegistry.standard()
    try registry.register(issue)
    for index in 0..<max(count - BuiltInStrategies.all.count, 0) {
      try registry.register(GeneratedStrategy(index: index))
    }
    return registry
  }

  static func resolve(_ context: SuiteContext) throws -> Benchmark {
    let target = StrategyContext(context.os, traits: [.stackInTabView])
    return try Benchmark(
      "registry/resolve", tags: Pricing.tags("registry"), configuration: context.configuration,
      sizes: context.sizes,
      comparisons: [Comparison(variant: "uncached", control: "cached")],
      variants: [
        Variant("cached") { size in
          let registry = try registry(count: size)
          _ = registry.resolve(target)
          return Workload { iterations in
            for _ in 0..<iterations { blackHole(registry.resolve(target).pathChanges) }
          }
        },
        Variant("uncached") { size in
          let registry = try registry(count: size)
          return Workload { iterations in
            for _ in 0..<iterations {
              blackHole(registry.resolve(target, usingCache: false).pathChanges)
            }
          }
        },
      ])
  }

  static func consult(_ context: SuiteContext) throws -> Benchmark {
    let os = opaqueIdentity(context.os)
    return try Benchmark(
      "registry/consult", tags: Pricing.tags("registry"), configuration: context.configuration,
      sizes: context.sizes,
      comparisons: [
        Comparison(variant: VariantName.strategies, control: VariantName.inline),
        Comparison(variant: "is-active", control: VariantName.inline),
      ],
      variants: [
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var sum = 0
            let seventeen = PlatformVersion(os.platform, 17)
            for _ in 0..<iterations {
              sum &+= weight(
                of: opaqueIdentity(os) < seventeen ? .animate(.systemDefault) : .inherit)
            }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { size in
          let policy = try registry(count: size).resolve(
            StrategyContext(os, traits: [.stackInTabView])
          )
          .pathChanges
          return Workload { iterations in
            var sum = 0
            for _ in 0..<iterations { sum &+= weight(of: opaqueIdentity(policy).push) }
            blackHole(sum)
          }
        },
        Variant("is-active") { size in
          let set = try registry(count: size).resolve(
            StrategyContext(os, traits: [.stackInTabView]))
          return Workload { iterations in
            var sum = 0
            for _ in 0..<iterations where set.isActive(.explicitPathChangeAnimation) { sum &+= 1 }
            blackHole(sum)
          }
        },
      ])
  }
}
