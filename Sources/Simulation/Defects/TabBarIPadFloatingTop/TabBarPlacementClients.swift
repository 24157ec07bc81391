import Strategies

/// A three-tab app designed for a bottom tab bar: each tab's navigation bar has items and a
/// search field, and a mini player stands on the tab bar's top edge. It opens full screen on
/// an iPad, goes into Slide Over and back. Written as the sources show it (a plain
/// `UITabBarController`), and through `TabBarPlacementPlanner` (the plan applied once the
/// controller is in its window and again at every change of the window's size class).
package enum TabBarPlacementClients {
  /// The number of tabs.
  package static let tabs = 3
  /// The window's size classes, in order: full screen, Slide Over, full screen again.
  package static let windows: [SimulatedSizeClass] = [.regular, .compact, .regular]

  /// The original app code: no override.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> TabBarControllerModel
  {
    try run(.inherited, context: context, session: session)
  }

  /// The same through a planner: ``TabBarPlacementPlanner/sizeClassPlan()`` applied at every
  /// size-class change.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: TabBarPlacementPlanner, session: SimulationSession
  ) throws(SimulationError) -> TabBarControllerModel {
    try run(planner.sizeClassPlan(), context: context, session: session)
  }

  /// Runs the scenario with `plan` applied at every size-class change, the iPad's window sizes
  /// where the context has the iPad idiom, else an iPhone's (compact, then a Max in landscape).
  @discardableResult
  package static func run(
    _ plan: TabBarSizeClassPlan, context: StrategyContext, session: SimulationSession
  ) throws(SimulationError) -> TabBarControllerModel {
    let windows = context.traits.contains(.padIdiom) ? windows : [.compact, .regular, .compact]
    let controller = try TabBarControllerModel(
      context: context, tabs: tabs, window: windows[0], session: session)
    // An app that keeps the iPad's top tab bar designed its screens for it.
    let design: TabBarAppDesign =
      context.traits.contains(.topTabBarKept) ? .designedForTopBar : .barsAndMiniPlayer
    for (step, window) in windows.enumerated() {
      if step > 0 { controller.resize(to: window) }
      apply(plan, to: controller, session: session)
      controller.verify(design)
    }
    return controller
  }

  /// The app gives the controller the size classes `plan` says, for the window it is in now;
  /// an API the version lacks is recorded as ``GlitchKind/unavailableAPICalled``.
  package static func apply(
    _ plan: TabBarSizeClassPlan, to controller: TabBarControllerModel,
    session: SimulationSession
  ) {
    switch plan {
    case .inherited:
      return
    case .compactTabBarController:
      let window = controller.window
      session.perform { () throws(SimulationError) in
        try controller.overrideController(.compact)
        try controller.overrideTabBar(window)
        try controller.overrideChildren(window)
      }
    case .compactTree:
      session.perform { () throws(SimulationError) in
        try controller.overrideController(.compact)
      }
    }
  }
}
