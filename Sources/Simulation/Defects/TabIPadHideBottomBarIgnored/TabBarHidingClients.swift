import Strategies

/// A reader app on an iPad, built for the top tab bar of iPadOS 18: its Library tab pushes a
/// reader that asks to hide the tab bar (`hidesBottomBarWhenPushed`), and the user goes back;
/// twice. Written as the sources show it (the push flag alone), and through the planners (the
/// tab bar controller's size classes as `TabBarPlacementPlanner` plans them, and the hiding as
/// `TabBarHidingPlanner` plans it).
package enum TabBarHidingClients {
  /// How many times the user opens the reader and goes back.
  package static let rounds = 2

  /// The original app code: `reader.hidesBottomBarWhenPushed = true`, nothing else.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> TabBarHidingModel
  {
    try run(.inherited, .pushFlagOnly, context: context, session: session)
  }

  /// The same through the planners: the size-class plan applied once the controller is in its
  /// window, and the hiding plan at each push and pop.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, placement: TabBarPlacementPlanner, hiding: TabBarHidingPlanner,
    session: SimulationSession
  ) throws(SimulationError) -> TabBarHidingModel {
    try run(
      placement.sizeClassPlan(), hiding.hidingPlan(), context: context, session: session)
  }

  /// Runs the scenario with the size classes of `sizeClasses` and the hiding of `hiding`.
  @discardableResult
  package static func run(
    _ sizeClasses: TabBarSizeClassPlan, _ hiding: TabBarHidingPlan, context: StrategyContext,
    session: SimulationSession
  ) throws(SimulationError) -> TabBarHidingModel {
    let tabs = try TabBarHidingModel(context: context, session: session)
    TabBarPlacementClients.apply(sizeClasses, to: tabs.controller, session: session)
    for _ in 0..<rounds {
      push(hiding, on: tabs, session: session)
      tabs.verifyPushed()
      pop(hiding, on: tabs, session: session)
      tabs.verifyRoot()
    }
    return tabs
  }

  /// The reader is pushed; the preference is set alongside where `plan` says.
  package static func push(
    _ plan: TabBarHidingPlan, on tabs: TabBarHidingModel, session: SimulationSession
  ) {
    tabs.pushHidingScreen()
    guard plan != .pushFlagOnly else { return }
    session.perform { () throws(SimulationError) in try tabs.setTabBarHidden(true) }
  }

  /// The reader is popped; the preference is cleared alongside where `plan` says.
  package static func pop(
    _ plan: TabBarHidingPlan, on tabs: TabBarHidingModel, session: SimulationSession
  ) {
    tabs.pop()
    guard plan == .controllerHiddenWhilePushed else { return }
    session.perform { () throws(SimulationError) in try tabs.setTabBarHidden(false) }
  }
}

extension TabBarAppDesign {
  /// An app that designed its screens for the iPad's top tab bar: its bar items are laid out
  /// beside the floating tabs and nothing stands on a bottom bar's edge, so the top placement
  /// covers nothing it laid out.
  package static let designedForTopBar = TabBarAppDesign(
    navigationBarItems: 0, hasMiniPlayer: false)
}
