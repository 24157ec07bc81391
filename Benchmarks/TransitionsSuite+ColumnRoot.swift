import Bench
import Strategies

/// `split-conditional-column-stale`: selection changes of a column whose root is
/// `if let selection { detail } else { placeholder }`, with the root's hosting decided by
/// nothing (raw), by an `if` on the version written inline, and by `ColumnRootPlanner`.
extension TransitionsSuite {
  static func columnRoot(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "transitions/column-root",
      tags: Pricing.tags("transitions", prices: .wrapConditionalColumnRoot),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= ColumnRootEvents.raw(i, size) }
            blackHole(sum)
          }
        },
        Variant(VariantName.inline) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= ColumnRootEvents.inline(i, size, os) }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the planner's type is chosen once, here.
          if let passthrough = PassthroughColumnRootPlanner(strategies: strategies) {
            return planning(passthrough, size: size)
          }
          return planning(ColumnRootPlanner(strategies: strategies), size: size)
        },
      ])
  }

  /// The `strategies` loop, specialised for the planner's type.
  static func planning(_ planner: some ColumnRootPlanning, size: Int) -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= ColumnRootEvents.planned(i, size, planner) }
      blackHole(sum)
    }
  }
}

/// One event per call: the selection changes to item `i` of a list of `size` (cleared every
/// third change), and the column's root is declared with its hosting.
enum ColumnRootEvents {
  /// The selection of change `i`: `nil` every third change, else an item of the list.
  @inline(__always)
  static func selection(_ i: Int, _ size: Int) -> Int? {
    i % 3 == 2 ? nil : i % max(size, 1)
  }

  /// The branch's weight: 1 for the placeholder, 2 plus the item for the detail.
  @inline(__always)
  static func branch(_ selection: Int?) -> Int {
    selection.map { 2 &+ $0 } ?? 1
  }

  @inline(__always)
  static func weight(_ hosting: ConditionalRootHosting) -> Int {
    Int(hosting.rawValue) &* 16
  }

  /// The conditional as written: no hosting decision.
  @inline(never)
  static func raw(_ i: Int, _ size: Int) -> Int {
    branch(selection(i, size))
  }

  /// The workaround hand-written: from iOS 16, wrap the conditional in a `ZStack`.
  @inline(never)
  static func inline(_ i: Int, _ size: Int, _ os: PlatformVersion) -> Int {
    let hosting: ConditionalRootHosting =
      os.number >= VersionNumber(16) ? .stableContainer : .asWritten
    return branch(selection(i, size)) &+ weight(hosting)
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ i: Int, _ size: Int, _ planner: some ColumnRootPlanning) -> Int {
    branch(selection(i, size)) &+ weight(planner.plan().hosting)
  }
}
