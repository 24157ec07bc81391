import BenchmarkSuites
import Simulation
import Strategies
import Testing

/// The default run's OS versions are read from where the strategies are active, so that a
/// defect first seen on a new major release is priced there with no edit.
@Suite("default pricing versions derived from the catalogue")
struct PricingVersionsTests {
  /// A plug-in strategy active on `versions` only.
  struct Narrow: WorkaroundStrategy {
    let descriptor: StrategyDescriptor
  }

  static func registry(adding versions: VersionSet) throws -> StrategyRegistry {
    let registry = StrategyRegistry.standard()
    try registry.register(
      KnownIssue(
        id: "narrow-defect", title: "Narrow", affected: versions, trigger: "t", symptom: "s",
        fixedInUnknown: true))
    try registry.register(
      Narrow(
        descriptor: StrategyDescriptor(
          id: "narrow-fix", title: "Narrow", addresses: ["narrow-defect"], versions: versions,
          rationale: "r")))
    return registry
  }

  /// The versions among `versions` on which `id` is active, as the report decides it.
  static func active(_ id: StrategyID, on versions: [PlatformVersion], _ registry: StrategyRegistry)
    -> [PlatformVersion]
  {
    guard let descriptor = registry.strategies.first(where: { $0.id == id }) else { return [] }
    return versions.filter {
      StrategyComparison.activation(of: descriptor, registry: registry, os: $0)?.isActive ?? false
    }
  }

  @Test("every major release with an active built-in strategy has a default version")
  func everyActiveMajor() {
    let registry = StrategyRegistry.standard()
    let columns = SimulationMatrix.defaultVersions.filter {
      $0.number >= IOSReleases.oldestDeploymentTarget
    }
    let priced = Set(Suites.defaultVersions.map(\.number.major))
    for os in columns {
      let active = registry.strategies.contains {
        StrategyComparison.activation(of: $0, registry: registry, os: os)?.isActive ?? false
      }
      if active { #expect(priced.contains(os.number.major), "\(os)") }
    }
    #expect(Set(Suites.defaultVersions).isSubset(of: Set(SimulationMatrix.defaultVersions)))
    #expect(Suites.defaultVersions.allSatisfy { $0.number >= IOSReleases.oldestDeploymentTarget })
    #expect(Suites.defaultVersions.count == Set(Suites.defaultVersions).count)
  }

  @Test("every built-in strategy active in a priced major is active on one of its versions")
  func everyStrategyPricedWhereActive() {
    let registry = StrategyRegistry.standard()
    let columns = SimulationMatrix.defaultVersions.filter {
      $0.number >= IOSReleases.oldestDeploymentTarget
    }
    for strategy in registry.strategies {
      for os in Self.active(strategy.id, on: columns, registry) {
        let sameMajor = Suites.defaultVersions.filter { $0.number.major == os.number.major }
        #expect(
          !Self.active(strategy.id, on: sameMajor, registry).isEmpty,
          "\(strategy.id) is active on \(os) and on no default version of its major")
      }
    }
  }

  @Test("a strategy active on 18.2..<18.4 alone is priced on an 18.x version where it is active")
  func newMajorRange() throws {
    let registry = try Self.registry(
      adding: .on(.iOS, .iPadOS, versions: VersionNumber(18, 2)..<VersionNumber(18, 4)))
    let columns = SimulationMatrix.derivedVersions(
      SimulationMatrix.defaultVersions, registry: registry)
    #expect(columns.contains(PlatformVersion(.iOS, 18, 2)))
    let versions = Suites.pricingVersions(columns: columns, registry: registry)
    #expect(!Self.active("narrow-fix", on: versions, registry).isEmpty, "\(versions)")
    #expect(versions.contains { $0.number.major == 26 })
  }

  @Test("the default selection prices each benchmark only where one of its strategies is active")
  func onlyWhereActive() throws {
    let registry = StrategyRegistry.standard()
    let all = try Suites.benchmarks(sizes: [10], registry: registry)
    let selected = try Suites.benchmarks(sizes: [10], registry: registry, onlyWhereActive: true)
    #expect(selected.count < all.count)
    let activity = try StrategyComparison.benchmarkActivity(
      versions: Suites.defaultVersions, registry: registry)
    let inactive = Set(activity.filter { !$0.isActive }.map { "\($0.benchmark) \($0.os)" })
    for benchmark in selected {
      #expect(!inactive.contains("\(benchmark.name) \(benchmark.configuration)"))
    }
    // Every benchmark that prices a strategy runs on at least one default version.
    let names = Set(selected.map(\.name))
    for entry in activity { #expect(names.contains(entry.benchmark), "\(entry.benchmark)") }
  }
}
