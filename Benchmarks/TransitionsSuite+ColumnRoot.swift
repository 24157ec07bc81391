import Bench
import Strategies

/// `split-conditional-column-stale`: selection changes of a column whose root is
/// `if let selection { detail } else { placeholder }`, with the root's hosting decided by
/// nothing (raw), by an `if` on the version written inline, and by `ColumnRootPlanner`. One
/// event per call: the selection changes to item `i` of a list of `size` (cleared every third
/// change), and the column's root is declared with its hosting.
enum ColumnRootEvents: PricedOperation {
  static let name = "transitions/column-root"
  static let prices: [StrategyID] = [.wrapConditionalColumnRoot]

  /// As an app builds its view model: the planner is resolved once; where no strategy of it is
  /// active, the conditional as written.
  static func planner(_ strategies: StrategySet) -> ColumnRootPlanner? {
    strategies.planner(unless: PassthroughColumnRootPlanner.init(strategies:))
  }

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
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    branch(selection(i, size))
  }

  /// The workaround hand-written: from iOS 16, wrap the conditional in a `ZStack`.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    let hosting: ConditionalRootHosting =
      os.number >= VersionNumber(16) ? .stableContainer : .asWritten
    return branch(selection(i, size)) &+ weight(hosting)
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ planner: ColumnRootPlanner) -> Int {
    branch(selection(i, size)) &+ weight(planner.plan().hosting)
  }
}
