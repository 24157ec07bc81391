import Bench
import Strategies

/// `lazy-hstack-paged-content-blank`: the stacks a pager builds (its tab strip on even calls,
/// its feed on odd ones), lazy or eager as decided by nothing (raw: both lazy, as written), by
/// an `if` on the version written inline, and by `LazyStackPlanner`. One stack per call; the
/// eager stacks are counted.
enum PagerStripEvents: PricedOperation {
  static let name = "lists/pager-strip"
  static let prices: [StrategyID] = [.eagerStackForRegisteringChildren]

  /// The last stack built: 0 lazy, 1 eager.
  struct Pager: FreshWorkspace {
    var strip = 0
    var feed = 0
  }

  /// As an app builds its pager: the planner is resolved once; where every stack is as
  /// written (the strategy is off), every stack as written.
  static func planner(_ strategies: StrategySet) -> LazyStackPlanner? {
    let planner = LazyStackPlanner(strategies: strategies)
    return planner.route == .asWritten ? nil : planner
  }

  /// Both stacks lazy.
  @inline(never)
  static func raw(_ pager: inout Pager, _ i: Int) -> Int {
    if i & 1 == 0 { pager.strip = 0 } else { pager.feed = 0 }
    return 0
  }

  /// The workaround hand-written: on iOS 18 and later the strip eager.
  @inline(never)
  static func inline(_ pager: inout Pager, _ i: Int, _ os: PlatformVersion) -> Int {
    guard i & 1 == 0 else {
      pager.feed = 0
      return 0
    }
    let eager = os.number >= VersionNumber(18) ? 1 : 0
    pager.strip = eager
    return eager
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ pager: inout Pager, _ i: Int, _ planner: LazyStackPlanner) -> Int {
    // The feed is written as a lazy stack, as in `inline`: only the strip of registering
    // children asks the plan.
    guard i & 1 == 0 else {
      pager.feed = 0
      return 0
    }
    let eager = planner.stack(for: .registeringChildren) == .eager ? 1 : 0
    pager.strip = eager
    return eager
  }
}
