import Bench
import Strategies

/// `tab-bar-ipad-floating-top`: the size classes a tab bar controller, its tab bar and its
/// children are given at each change of the window's size class, by nothing (raw: every one
/// inherits the window's), by an `if` on the idiom and the linked version written inline, and
/// by `TabBarPlacementPlanner`. The context is an iPad's (the scenario's traits). One change of
/// the window's horizontal size class per call (compact on even calls, regular on odd ones),
/// and the size classes the app gives the tab bar controller, its tab bar and its three
/// children then (0 compact, 1 regular); the result counts the overrides set.
enum TabBarPlacementEvents: PricedOperation {
  static let name = "lists/tab-bar-placement"
  static let prices: [StrategyID] = [.compactTabBarControllerSizeClass]

  /// The tab bar controller's size classes.
  struct Controller: FreshWorkspace {
    var controller = 0
    var tabBar = 0
    var children = 0
  }

  /// What the inline workaround reads: the linked version and the idiom.
  struct Conditions: Sendable {
    var linked: PlatformVersion
    var pad: Bool
  }

  /// An iPad's context.
  static func strategies(_ context: SuiteContext) -> StrategySet {
    context.registry.resolve(StrategyContext(context.os, traits: [.padIdiom]))
  }

  static func conditions(_ context: SuiteContext) -> Conditions {
    let strategies = strategies(context)
    return Conditions(
      linked: strategies.context.linkedVersion,
      pad: strategies.context.traits.contains(.padIdiom))
  }

  /// As an app builds its tab bar controller: the plan is resolved once; where it overrides
  /// nothing (the strategy is off), every change as written.
  static func planner(_ strategies: StrategySet) -> TabBarSizeClassPlan? {
    let plan = TabBarPlacementPlanner(strategies: strategies).sizeClassPlan()
    return plan == .inherited ? nil : plan
  }

  /// Nothing overridden: every view controller inherits the window's class.
  @inline(never)
  static func raw(_ controller: inout Controller, _ i: Int) -> Int {
    let window = i & 1
    controller.controller = window
    controller.tabBar = window
    controller.children = window
    return 0
  }

  /// The workaround hand-written: on an iPad, linked on or after iOS 18 and running there, the
  /// controller compact, its tab bar and children the window's class.
  @inline(never)
  static func inline(_ controller: inout Controller, _ i: Int, _ conditions: Conditions) -> Int {
    let window = i & 1
    if conditions.pad && conditions.linked.number >= VersionNumber(18) {
      controller.controller = 0
      controller.tabBar = window
      controller.children = window
      return 5
    }
    controller.controller = window
    controller.tabBar = window
    controller.children = window
    return 0
  }

  /// Through the plan, resolved once: the size classes as planned.
  @inline(never)
  static func planned(_ controller: inout Controller, _ i: Int, _ plan: TabBarSizeClassPlan)
    -> Int
  {
    let window = i & 1
    switch plan {
    case .inherited:
      controller.controller = window
      controller.tabBar = window
      controller.children = window
      return 0
    case .compactTabBarController:
      controller.controller = 0
      controller.tabBar = window
      controller.children = window
      return 5
    case .compactTree:
      controller.controller = 0
      controller.tabBar = 0
      controller.children = 0
      return 1
    }
  }
}
