import Bench
import Simulation
import Strategies

/// A named group of benchmarks measured under one OS context at a time.
package struct Suite: Sendable {
  /// The suite's name (`stacks`).
  package let name: String
  /// The sizes measured when none are given.
  package let defaultSizes: [Int]
  /// The traits of the contexts the suite resolves strategies for.
  package let traits: Set<ContextTrait>
  /// Builds the suite's benchmarks for one OS version and sizes.
  let make: @Sendable (SuiteContext) throws -> [Benchmark]
  /// The largest size the suite accepts, by what a case at that size costs (at most
  /// ``Suites/maximumSize``).
  package var maximumSize: Int = Suites.maximumSize

  /// The benchmarks for `os` at `sizes` (the suite's defaults when `nil`).
  ///
  /// - Throws: ``BenchError`` for invalid sizes, including one beyond ``maximumSize``.
  package func benchmarks(os: PlatformVersion, sizes: [Int]? = nil, registry: StrategyRegistry)
    throws -> [Benchmark]
  {
    if let size = sizes?.first(where: { $0 > maximumSize }) {
      throw BenchError.invalidSetting(
        name: "sizes",
        reason: "the \(name) suite takes sizes up to \(maximumSize), got \(size)")
    }
    let context = SuiteContext(
      os: os, sizes: sizes ?? defaultSizes,
      strategies: registry.resolve(StrategyContext(os, traits: traits)), registry: registry)
    return try make(context)
  }
}

/// What a suite's benchmarks are built from.
package struct SuiteContext: Sendable {
  /// The OS version measured.
  package let os: PlatformVersion
  /// The sizes to measure.
  package let sizes: [Int]
  /// The strategies resolved for the suite's context.
  package let strategies: StrategySet
  /// The registry they came from.
  package let registry: StrategyRegistry

  /// The configuration label of every benchmark: the OS version.
  package var configuration: String { os.description }
}

/// Every suite navbench runs, in order.
package enum Suites {
  /// The suites.
  package static let all: [Suite] = [
    StacksSuite.suite, ListsSuite.suite, TransformsSuite.suite, TransitionsSuite.suite,
    RegistrySuite.suite,
  ]

  /// The OS versions measured when none are given, read from the catalogue
  /// (``pricingVersions(columns:registry:)`` of the simulate matrix's columns): for each major
  /// release from iOS 14 (the oldest apps run `Strategies` on) in which a built-in strategy is
  /// active, the matrix's newest column of that major on which the most of them are active,
  /// and another of its columns only for a strategy active on none of those chosen.
  package static let defaultVersions = pricingVersions(
    columns: SimulationMatrix.defaultVersions, registry: .standard())

  /// The versions to price `registry`'s strategies on, from `columns`: per major release at or
  /// above ``IOSReleases/oldestDeploymentTarget`` in which a strategy is active (as the
  /// report's `active` column decides it), the fewest of that major's columns on which every
  /// strategy active on one of them is active, chosen one at a time: the column with the most
  /// strategies not yet covered, the newest on a tie. Sorted.
  ///
  /// - Complexity: O(c² × s) for c columns and s strategies.
  package static func pricingVersions(columns: [PlatformVersion], registry: StrategyRegistry)
    -> [PlatformVersion]
  {
    let floor = IOSReleases.oldestDeploymentTarget
    let eligible = columns.filter { $0.number >= floor }
    var active: [PlatformVersion: Set<StrategyID>] = [:]
    for os in eligible {
      active[os] = Set(
        registry.strategies.filter {
          StrategyComparison.activation(of: $0, registry: registry, os: os)?.isActive ?? false
        }.map(\.id))
    }
    var chosen: [PlatformVersion] = []
    let majors = Set(eligible.map { "\($0.platform) \($0.number.major)" })
    for major in majors {
      let candidates = eligible.filter { "\($0.platform) \($0.number.major)" == major }
      var uncovered = candidates.reduce(into: Set<StrategyID>()) { $0.formUnion(active[$1] ?? []) }
      while !uncovered.isEmpty {
        let best = candidates.max { lhs, rhs in
          let left = active[lhs, default: []].intersection(uncovered).count
          let right = active[rhs, default: []].intersection(uncovered).count
          return left != right ? left < right : lhs < rhs
        }
        guard let best else { break }
        chosen.append(best)
        uncovered.subtract(active[best, default: []])
      }
    }
    return chosen.sorted()
  }

  /// ``defaultVersions`` in words, as help and docs write them: `iOS 16.0, 17.7 and 26.0`.
  package static var defaultVersionsInWords: String {
    let numbers = defaultVersions.map { "\($0.number)" }
    let platform = defaultVersions.first.map { "\($0.platform) " } ?? ""
    guard numbers.count > 1 else { return platform + numbers.joined() }
    return platform + numbers.dropLast().joined(separator: ", ") + " and "
      + numbers[numbers.count - 1]
  }

  /// The suite named `name`, if any.
  package static func named(_ name: String) -> Suite? {
    all.first { $0.name == name }
  }
}

/// What a benchmark prices: the strategies it measures, named by typed ``StrategyID``s.
///
/// Bench knows nothing of strategies, so a benchmark carries them as tags (`strategy:<id>`)
/// that survive into results and JSON; only this type writes and reads those tags.
package enum Pricing {
  /// The tags of a benchmark in `suite` that prices `strategies` (none: it prices the
  /// framework itself, as the registry's benchmarks do).
  package static func tags(_ suite: String, prices strategies: StrategyID...) -> Set<String> {
    tags(suite, prices: strategies)
  }

  /// The tags of a benchmark in `suite` that prices `strategies`.
  package static func tags(_ suite: String, prices strategies: [StrategyID]) -> Set<String> {
    Set([suite] + strategies.map(tag))
  }

  /// The strategies a case's tags say it prices, in tag order.
  package static func strategies(inTags tags: [String]) -> [StrategyID] {
    tags.compactMap { tag in
      tag.hasPrefix(prefix) ? StrategyID(rawValue: String(tag.dropFirst(prefix.count))) : nil
    }
  }

  /// Whether `benchmark` prices a strategy.
  package static func prices(_ benchmark: Benchmark) -> Bool {
    !strategies(inTags: benchmark.tags.sorted()).isEmpty
  }

  /// The tag that says a benchmark prices `id`.
  static func tag(_ id: StrategyID) -> String { prefix + id.rawValue }

  private static let prefix = "strategy:"
}

/// The variant names every suite uses.
package enum VariantName {
  /// Plain standard-library operations, no workaround: the floor.
  package static let raw = "raw"
  /// The workaround hand-written with an `if` on the version inside the loop.
  package static let inline = "inline"
  /// Through the primitives and a resolved strategy set.
  package static let strategies = "strategies"
  /// The host keeps a copy of the previous value and compares it on every change.
  package static let seedSnapshot = "seed-snapshot"

  /// The comparisons every suite reports: strategies against raw and inline.
  static let standard = [
    Comparison(variant: strategies, control: raw),
    Comparison(variant: strategies, control: inline),
  ]
}

/// What a host does with a transaction plan, reduced to an integer so the optimiser keeps it.
@inlinable
@inline(__always)
func weight(of plan: TransactionPlan) -> Int {
  switch plan {
  case .inherit: 0
  case .animate: 1
  case .disableAnimations: 2
  }
}

/// A mutable box a workload keeps its state in between samples.
///
/// A workload takes the state out for the duration of a sample (``take(_:)``), so the loop
/// works on a uniquely referenced local value, and puts it back afterwards.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }

  /// Moves the value out, leaving `placeholder` in the box.
  func take(_ placeholder: Value) -> Value {
    let taken = value
    value = placeholder
    return taken
  }
}

// MARK: - Selecting benchmarks

extension Suites {
  /// The largest size a suite accepts: a stack of 10^7 `Int`s with its copies stays within a
  /// few hundred MiB; larger ones would exhaust memory.
  package static let maximumSize = 10_000_000

  /// Every benchmark of `suites` for each of `versions`, at `sizes` (each suite's defaults when
  /// `nil`), whose name matches `filter` when one is given.
  ///
  /// - Parameter onlyWhereActive: As the default run does, keep a benchmark that prices
  ///   strategies only on the versions where one of them is active (as the report's `active`
  ///   column decides it), and of those versions where the same of its strategies are active,
  ///   only the newest: the same strategies mostly plan the same way there, so a second
  ///   version would measure the same code again (a strategy whose plan follows the major
  ///   release, as `defer-adjacent-row-toggles` does on 14.x, is priced on the newest; the
  ///   other is priced by `Scripts/check-zero-cost`). A benchmark that prices none (the
  ///   registry's) runs on the newest version only.
  /// - Throws: ``BenchError`` for invalid sizes.
  package static func benchmarks(
    suites: [Suite] = all, versions: [PlatformVersion] = defaultVersions, sizes: [Int]? = nil,
    filter: ((String) -> Bool)? = nil, registry: StrategyRegistry = .standard(),
    onlyWhereActive: Bool = false
  ) throws -> [Benchmark] {
    let descriptors = Dictionary(
      registry.strategies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var perVersion: [[Benchmark]] = []
    for os in versions {
      var built: [Benchmark] = []
      for suite in suites {
        built += try suite.benchmarks(os: os, sizes: sizes, registry: registry)
          .filter { filter?($0.name) ?? true }
      }
      perVersion.append(built)
    }
    guard onlyWhereActive else { return perVersion.flatMap { $0 } }
    // Newest first: a benchmark is kept where the set of its active strategies is new.
    var seen: [String: Set<[StrategyID]>] = [:]
    var kept: [Set<String>] = Array(repeating: [], count: versions.count)
    for index in versions.indices.sorted(by: { versions[$0] > versions[$1] }) {
      for benchmark in perVersion[index] {
        let strategies = Pricing.strategies(inTags: benchmark.tags.sorted())
        let active = strategies.filter { id in
          descriptors[id].flatMap {
            StrategyComparison.activation(of: $0, registry: registry, os: versions[index])
          }?.isActive ?? false
        }
        guard strategies.isEmpty ? seen[benchmark.name] == nil : !active.isEmpty else { continue }
        if seen[benchmark.name, default: []].insert(active).inserted {
          kept[index].insert(benchmark.name)
        }
      }
    }
    return versions.indices.flatMap { index in
      perVersion[index].filter { kept[index].contains($0.name) }
    }
  }

  /// The rule the default run follows, in words, for help and docs.
  package static let defaultVersionsRule =
    "one version per major release from iOS 14 on in which a built-in strategy is active (the "
    + "newest simulate column of that major where the most are active); each benchmark is "
    + "priced where one of its strategies is active, once per set of them active (on the newest "
    + "such version)"
}
