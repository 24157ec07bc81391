import Bench
import Strategies

/// `list-refreshable-scrollview-unsupported`: the container of a refreshable feed, chosen per
/// feed view built, by nothing (raw: the `ScrollView`), by an `if` on the version written
/// inline, and by `ListAppearance.refreshableFeedPlan()`. One feed view built per call: its
/// rows (`i` of them, at most 7) in the chosen container; the result counts the rows hosted in
/// a `List`.
enum RefreshableFeedEvents: PricedOperation {
  static let name = "lists/refreshable-feed"
  static let prices: [StrategyID] = [.hostRefreshableFeedInList]

  /// As an app builds its view model: the feed's container is planned once; where the plan
  /// keeps the feed in its `ScrollView` (the strategy is off), every feed is built there as
  /// written.
  static func planner(_ strategies: StrategySet) -> RefreshableFeedPlan? {
    let plan = ListAppearance(strategies: strategies).refreshableFeedPlan()
    return plan.container == .scrollView ? nil : plan
  }

  /// The original code: the rows in a `ScrollView`.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    i & 7 == 0 ? 1 : 0
  }

  /// The workaround hand-written: the rows in a `List` on iOS 15.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    if os.number >= VersionNumber(15), os.number < VersionNumber(16) { return i & 7 }
    return i & 7 == 0 ? 1 : 0
  }

  /// The feed built in `container`.
  @inline(__always)
  static func built(_ i: Int, in container: RefreshableFeedContainer) -> Int {
    switch container {
    case .list: i & 7
    case .scrollView: i & 7 == 0 ? 1 : 0
    }
  }

  /// Through the plan, resolved once: the feed built in the planned container.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ plan: RefreshableFeedPlan) -> Int {
    built(i, in: plan.container)
  }
}
