import Bench
import Strategies

/// The part of a benchmark that is a defect's own: one operation, one event per call, priced
/// three ways. ``benchmark(_:)`` writes the rest once: the `raw`, `inline` and `strategies`
/// variants, their loops, the tags and the comparisons every suite reports.
///
/// A conforming type states the benchmark's name, the strategies it prices, what the
/// hand-written workaround reads (``conditions(_:)``), what the library resolves once
/// (``planner(_:)``), and the three event functions. Each event function takes the workspace
/// (what the events act on, made once per workload from the size: the size alone, or the app's
/// state the events write), the event's index and what its way reads, and returns a value the
/// loop sums for the black hole (the workspace goes there too). Mark the event functions
/// `@inline(never)`: the loops are specialised for the conforming type, so an iteration is one
/// direct call of the event and nothing else. An operation priced in another context than the
/// suite's (an iPad's) says so in ``strategies(_:)``, and one that does not exist on some
/// versions throws `CaseNotApplicable` from ``requireApplicable(_:)``.
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
  /// The strategies the operation is priced with: the suite's, unless it needs a context of its
  /// own (traits the suite's context lacks).
  static func strategies(_ context: SuiteContext) -> StrategySet
  /// Throws `CaseNotApplicable` where the operation does not exist in `context`: every variant
  /// is then skipped, not failed.
  static func requireApplicable(_ context: SuiteContext) throws
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

/// A workspace that starts empty whatever the size: the app's state the events write.
protocol FreshWorkspace {
  /// The state before the first event.
  init()
}

extension PricedOperation where Workspace: FreshWorkspace {
  /// The workspace starts empty.
  static func workspace(size: Int) -> Workspace { Workspace() }
}

extension StrategySet {
  /// The planner an app resolves from these strategies, or `nil` where `passthrough` makes its
  /// passthrough planner (no strategy of it changes an event): the events then run as written.
  func planner<Planner: StrategySetPlanner, Passthrough>(
    unless passthrough: (StrategySet) -> Passthrough?
  ) -> Planner? {
    passthrough(self) == nil ? Planner(strategies: self) : nil
  }
}

extension PricedOperation where Conditions == PlatformVersion {
  /// The inline workaround reads the OS version.
  static func conditions(_ context: SuiteContext) -> PlatformVersion { context.os }
}

extension PricedOperation {
  /// The suite's strategies.
  static func strategies(_ context: SuiteContext) -> StrategySet { context.strategies }

  /// The operation exists everywhere.
  static func requireApplicable(_ context: SuiteContext) throws {}
}

extension PricedOperation {
  /// The benchmark: `raw`, `inline` and `strategies`, with the strategies compared against
  /// the other two, tagged with the suite (the first part of ``name``) and ``prices``.
  static func benchmark(_ context: SuiteContext) throws -> Benchmark {
    let conditions = conditions(context)
    let strategies = strategies(context)
    return try Benchmark(
      name, tags: Pricing.tags(String(name.prefix { $0 != "/" }), prices: prices),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          try requireApplicable(context)
          return rawLoop(size: size)
        },
        Variant(VariantName.inline) { size in
          try requireApplicable(context)
          return inlineLoop(size: size, conditions)
        },
        Variant(VariantName.strategies) { size in
          try requireApplicable(context)
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
      blackHole(workspace)
    }
  }

  /// The `inline` loop.
  static func inlineLoop(size: Int, _ conditions: Conditions) -> Workload {
    Workload { iterations in
      var workspace = workspace(size: size)
      var sum = 0
      for i in 0..<iterations { sum &+= inline(&workspace, i, conditions) }
      blackHole(sum)
      blackHole(workspace)
    }
  }

  /// The `strategies` loop with a resolved planner.
  static func plannedLoop(size: Int, _ planner: Planner) -> Workload {
    Workload { iterations in
      var workspace = workspace(size: size)
      var sum = 0
      for i in 0..<iterations { sum &+= planned(&workspace, i, planner) }
      blackHole(sum)
      blackHole(workspace)
    }
  }
}
