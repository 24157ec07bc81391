import Bench
import Strategies

/// `tab-ipad-hide-bottom-bar-ignored`: the pushes and pops of a screen that wants no tab bar,
/// with the tab bar controller's hidden preference set alongside by nothing (raw: the push flag
/// alone), by an `if` on the idiom, the trait and the linked version written inline, and by
/// `TabBarHidingPlanner`. The context is an iPad app's that keeps the top tab bar (the
/// scenario's traits). One push (even calls) or pop (odd calls) per call; the result counts the
/// preference's changes.
enum TabBarHidingEvents: PricedOperation {
  static let name = "lists/tab-bar-hiding"
  static let prices: [StrategyID] = [.hideTopTabBarWhilePushed]

  /// The stack's top and the controller's preference.
  struct Tabs: FreshWorkspace {
    var pushed = false
    var controllerHidden = false
  }

  /// What the inline workaround reads: the linked version, the idiom and whether the app keeps
  /// the top bar.
  struct Conditions: Sendable {
    var linked: PlatformVersion
    var keepsTopBar: Bool
  }

  /// An iPad app's context that keeps the top tab bar.
  static func strategies(_ context: SuiteContext) -> StrategySet {
    context.registry.resolve(StrategyContext(context.os, traits: [.padIdiom, .topTabBarKept]))
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let traits = strategies(context).context.traits
    return Conditions(
      linked: strategies(context).context.linkedVersion,
      keepsTopBar: traits.contains(.padIdiom) && traits.contains(.topTabBarKept))
  }

  /// As an app builds its tab bar controller: the plan is resolved once; where it is the push
  /// flag alone (the strategy is off), every push and pop as written.
  static func planner(_ strategies: StrategySet) -> TabBarHidingPlan? {
    let plan = TabBarHidingPlanner(strategies: strategies).hidingPlan()
    return plan == .pushFlagOnly ? nil : plan
  }

  /// The push or the pop, the flag doing the rest.
  @inline(never)
  static func raw(_ tabs: inout Tabs, _ i: Int) -> Int {
    tabs.pushed = i & 1 == 0
    return 0
  }

  /// The workaround hand-written: on an iPad that keeps the top bar, linked on or after iOS 18
  /// and running there, the preference follows the push.
  @inline(never)
  static func inline(_ tabs: inout Tabs, _ i: Int, _ conditions: Conditions) -> Int {
    let pushed = i & 1 == 0
    tabs.pushed = pushed
    guard conditions.keepsTopBar, conditions.linked.number >= VersionNumber(18) else { return 0 }
    tabs.controllerHidden = pushed
    return 1
  }

  /// Through the plan, resolved once.
  @inline(never)
  static func planned(_ tabs: inout Tabs, _ i: Int, _ plan: TabBarHidingPlan) -> Int {
    let pushed = i & 1 == 0
    tabs.pushed = pushed
    switch plan {
    case .pushFlagOnly:
      return 0
    case .controllerHiddenWhilePushed:
      tabs.controllerHidden = pushed
      return 1
    case .controllerHiddenOnPush:
      guard pushed else { return 0 }
      tabs.controllerHidden = true
      return 1
    }
  }
}
