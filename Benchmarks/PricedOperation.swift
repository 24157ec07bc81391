import Bench
import Strategies

/// The part of a benchmark that is a defect's own: one operation, one event per call, priced
/// three ways. ``benchmark(_:)`` writes the rest once: the `raw`, `inline` and `strategies`
/// variants, their loops, the tags and the comparisons every suite reports.
///
/// A conforming type states the benchmark's name, the strategies it prices, what the
/// hand-written workaround reads (``conditions(_:)``), what the library resolves once
/// (``planner(_:)``), and the three event functions. Each event function takes the workspace
/// (what the events act on, made once per workload from the size), the event's index and what
/// its way reads, and returns a value the loop sums for the black hole. Mark the event
/// functions `@inline(never)`: the loops are specialised for the conforming type, so an
/// iteration is one direct call of the event and nothing else.
///
/// Its suite lists it with one line, `try <Type>.benchmark(context)`.
protocol PricedOperation: Sendable {
  /// What the events act on: the size alone (`Int`) or the app's state at that size.
  associatedtype Workspace
  /// What the workaround written inline reads: the OS version, the linked SDK, a trait.
  associatedtype Conditions: Sendable = PlatformVersion
  /// What the library resolves once, as an app does when it builds its view model: a planner
  /// or its plan.
  associatedtype Planner

  /// The benchmark's name, `suite/operation` (`stacks/tab-reselect`).
  static var name: String { get }
  /// The strategies the benchmark prices.
  static var prices: [StrategyID] { get }
  /// The workspace of a workload at `size`.
  static func workspace(size: Int) -> Workspace
  /// What the inline workaround reads in `context`.
  static func conditions(_ context: SuiteContext) -> Conditions
  /// The planner resolved for `strategies`, or `nil` where none of its strategies changes an
  /// event: `strategies` then runs raw's own event function, the code without navbench.
  static func planner(_ strategies: StrategySet) -> Planner?

  /// One event as written, with no workaround.
  static func raw(_ workspace: inout Workspace, _ i: Int) -> Int
  /// One event with the workaround hand-written: an `if` on what ``conditions(_:)`` read.
  static func inline(_ workspace: inout Workspace, _ i: Int, _ conditions: Conditions) -> Int
  /// One event through the library's plan.
  static func planned(_ workspace: inout Workspace, _ i: Int, _ planner: Planner) -> Int
}

// MARK: - Default implementations

extension PricedOperation where Workspace == Int {
  /// The workspace is the size.
  static func workspace(size: Int) -> Int { size }
}

extension PricedOperation where Conditions == PlatformVersion {
  /// The inline workaround reads the OS version.
  static func conditions(_ context: SuiteContext) -> PlatformVersion { context.os }
}

extension PricedOperation {
  /// The benchmark: `raw`, `inline` and `strategies`, with the strategies compared against
  /// the other two, tagged with the suite (the first part of ``name``) and ``prices``.
  static func benchmark(_ context: SuiteContext) throws -> Benchmark {
    let conditions = conditions(context)
    let strategies = context.strategies
    return try Benchmark(
      name, tags: Pricing.tags(String(name.prefix { $0 != "/" }), prices: prices),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in rawLoop(size: size) },
        Variant(VariantName.inline) { size in inlineLoop(size: size, conditions) },
        Variant(VariantName.strategies) { size in
          guard let planner = planner(strategies) else { return rawLoop(size: size) }
          return plannedLoop(size: size, planner)
        },
      ])
  }

  /// The `raw` loop, also the `strategies` loop where no planner is resolved.
  static func rawLoop(size: Int) -> Workload {
    Workload { iterations in
      var workspace = workspace(size: size)
      var sum = 0
      for i in 0..<iterations { sum &+= raw(&workspace, i) }
      blackHole(sum)
    }
  }

  /// The `inline` loop.
  static func inlineLoop(size: Int, _ conditions: Conditions) -> Workload {
    Workload { iterations in
      var workspace = workspace(size: size)
      var sum = 0
      for i in 0..<iterations { sum &+= inline(&workspace, i, conditions) }
      blackHole(sum)
    }
  }

  /// The `strategies` loop with a resolved planner.
  static func plannedLoop(size: Int, _ planner: Planner) -> Workload {
    Workload { iterations in
      var workspace = workspace(size: size)
      var sum = 0
      for i in 0..<iterations { sum &+= planned(&workspace, i, planner) }
      blackHole(sum)
    }
  }
}
