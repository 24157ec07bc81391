import Bench
import Strategies

/// `tab-reselect-pops-stack`: the user taps the selected tab while its stack is at some depth,
/// and the stack goes back to its root, popped by the tab bar (raw: the app leaves the tap to
/// it), by the app where an `if` on the version written inline says so, or where
/// `TabReselectPlanner` plans it. One event per call; the entries popped are counted, plus one
/// for a pop the app publishes itself.
enum TabReselectEvents: PricedOperation {
  static let name = "stacks/tab-reselect"
  static let prices: [StrategyID] = [.popToRootOnTabReselect]

  /// As an app builds its view model: the planner is resolved once; where the strategy is
  /// off, the tap is left to the tab bar as written.
  static func planner(_ strategies: StrategySet) -> TabReselectPlanner? {
    strategies.planner(unless: PassthroughTabReselectPlanner.init(strategies:))
  }

  /// The depth of the tab's stack at event `i`.
  @inline(__always)
  static func depth(_ i: Int, _ size: Int) -> Int {
    i % max(size, 1)
  }

  /// The entries popped by `plan`: by the tab bar, or by the app (one more write).
  @inline(__always)
  static func popped(_ depth: Int, _ plan: TabReselectPlan) -> Int {
    plan == .popToRoot ? depth &+ 1 : depth
  }

  /// As written: the tap is left to the tab bar.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    popped(depth(i, size), .system)
  }

  /// The workaround hand-written: on iOS 16 and 17 the app pops the stack itself.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    let plan: TabReselectPlan =
      os.number >= VersionNumber(16) && os.number < VersionNumber(18) ? .popToRoot : .system
    return popped(depth(i, size), plan)
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ planner: TabReselectPlanner) -> Int {
    popped(depth(i, size), planner.planReselect())
  }
}
