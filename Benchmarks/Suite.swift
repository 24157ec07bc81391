import Bench
import Strategies

/// A named group of benchmarks measured under one OS context at a time.
public struct Suite: Sendable {
  /// The suite's name (`stacks`).
  public let name: String
  /// One line saying what it measures.
  public let summary: String
  /// The sizes measured when none are given.
  public let defaultSizes: [Int]
  /// The traits of the contexts the suite resolves strategies for.
  public let traits: Set<ContextTrait>
  /// Builds the suite's benchmarks for one OS version and sizes.
  let make: @Sendable (SuiteContext) throws -> [Benchmark]
  /// The largest size the suite accepts, by what a case at that size costs (at most
  /// ``Suites/maximumSize``).
  public var maximumSize: Int = Suites.maximumSize

  /// The benchmarks for `os` at `sizes` (the suite's defaults when `nil`).
  ///
  /// - Throws: ``BenchError`` for invalid sizes, including one beyond ``maximumSize``.
  public func benchmarks(os: PlatformVersion, sizes: [Int]? = nil, registry: StrategyRegistry)
    throws -> [Benchmark]
  {
    if let size = sizes?.first(where: { $0 > maximumSize }) {
      throw BenchError.invalidSetting(
        name: "sizes",
        reason: "the \(name) suite takes sizes up to \(maximumSize), got \(size)")
    }
    let context = SuiteContext(
      os: os, sizes: sizes ?? defaultSizes,
      strategies: registry.resolve(Context(os, traits: traits)), registry: registry)
    return try make(context)
  }
}

/// What a suite's benchmarks are built from.
public struct SuiteContext: Sendable {
  /// The OS version measured.
  public let os: PlatformVersion
  /// The sizes to measure.
  public let sizes: [Int]
  /// The strategies resolved for the suite's context.
  public let strategies: StrategySet
  /// The registry they came from.
  public let registry: StrategyRegistry

  /// The configuration label of every benchmark: the OS version.
  public var configuration: String { os.description }
}

/// Every suite navbench runs, in order.
public enum Suites {
  /// The suites.
  public static let all: [Suite] = [
    StacksSuite.suite, ListsSuite.suite, TransformsSuite.suite, TransitionsSuite.suite,
    RegistrySuite.suite,
  ]

  /// The OS versions measured when none are given: 16.4 (most strategies active) and 17.5
  /// (most inactive).
  public static let defaultVersions = [PlatformVersion(.iOS, 16, 4), PlatformVersion(.iOS, 17, 5)]

  /// The suite named `name`, if any.
  public static func named(_ name: String) -> Suite? {
    all.first { $0.name == name }
  }
}

/// The variant names every suite uses.
public enum VariantName {
  /// Plain standard-library operations, no workaround: the floor.
  public static let raw = "raw"
  /// The workaround hand-written with an `if` on the version inside the loop.
  public static let inline = "inline"
  /// Through the primitives and a resolved strategy set.
  public static let strategies = "strategies"
  /// The host keeps a copy of the previous value and compares it on every change.
  public static let seedSnapshot = "seed-snapshot"

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
  public static let maximumSize = 10_000_000

  /// Every benchmark of `suites` for each of `versions`, at `sizes` (each suite's defaults when
  /// `nil`), whose name matches `filter` when one is given.
  ///
  /// - Throws: ``BenchError`` for invalid sizes.
  public static func benchmarks(
    suites: [Suite] = all, versions: [PlatformVersion] = defaultVersions, sizes: [Int]? = nil,
    filter: ((String) -> Bool)? = nil, registry: StrategyRegistry = .standard()
  ) throws -> [Benchmark] {
    var result: [Benchmark] = []
    for os in versions {
      for suite in suites {
        result += try suite.benchmarks(os: os, sizes: sizes, registry: registry)
          .filter { filter?($0.name) ?? true }
      }
    }
    return result
  }
}
