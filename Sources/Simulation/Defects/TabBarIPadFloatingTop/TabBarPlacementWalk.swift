import Strategies

extension WalkComponentSpec {
  /// A tab bar controller on an iPad whose window turns compact (0) or regular (1), the plan
  /// of `TabBarPlacementPlanner` applied at every change.
  package static let tabBarPlacement = WalkComponentSpec(
    name: "tab-bar-placement",
    actions: [WalkAction("resize", arguments: 0...1)]
  ) { (environment) throws(SimulationError) in
    try TabBarPlacementWalk(environment)
  }
}

/// The walk's tab bar controller: after every resize the tab bar is at the bottom of the app
/// designed for it, and the tab bar and every tab are in the window's size class (the model
/// records both otherwise).
@MainActor
final class TabBarPlacementWalk: WalkComponent {
  private let environment: WalkEnvironment
  private let controller: TabBarControllerModel
  private let plan: TabBarSizeClassPlan

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    self.environment = environment
    let strategies = environment.strategies(for: [.padIdiom])
    self.controller = try TabBarControllerModel(
      context: strategies.context, tabs: TabBarPlacementClients.tabs, window: .regular,
      session: environment.session)
    self.plan = TabBarPlacementPlanner(strategies: strategies).sizeClassPlan()
    TabBarPlacementClients.apply(plan, to: controller, session: environment.session)
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "resize" else { return }
    controller.resize(to: argument == 0 ? .compact : .regular)
    TabBarPlacementClients.apply(plan, to: controller, session: environment.session)
    controller.verify(.barsAndMiniPlayer)
  }

  func checkSettled(_ report: (String) -> Void) {
    if controller.position == .top {
      report("tab-bar-placement: the tab bar is at the top in a \(controller.window) window")
    }
    let window = controller.window
    let indices = 0..<TabBarPlacementClients.tabs
    if controller.tabBarSizeClass != window
      || indices.contains(where: { controller.childSizeClass($0) != window })
    {
      report("tab-bar-placement: the content is not in the window's \(window) size class")
    }
  }
}
