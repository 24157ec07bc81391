import Strategies

extension WalkComponentSpec {
  /// A `TabView` of two tabs, each hosting a `NavigationStack(path:)` with its path in a
  /// router, the selection routed through a binding that reports a reselect to a
  /// `TabReselectPlanner` (the passthrough planner where no strategy acts on it).
  package static let tabReselect = WalkComponentSpec(
    name: "tab-reselect",
    actions: [
      WalkAction("push", weight: 3),
      WalkAction("tap", arguments: 0...1, weight: 3),
      WalkAction("back"),
    ],
    weight: 2
  ) { (environment) throws(SimulationError) in
    let strategies = environment.strategies(for: [.stackInTabView])
    if let passthrough = PassthroughTabReselectPlanner(strategies: strategies) {
      return try TabReselectWalk(environment, strategies: strategies, planner: passthrough)
    }
    return try TabReselectWalk(
      environment, strategies: strategies, planner: TabReselectPlanner(strategies: strategies))
  }
}

/// The tab bar of the walk's app: once a turn has passed, every tab's router holds what its
/// stack shows, and a tab the user tapped again is at its root.
@MainActor
final class TabReselectWalk<Planner: TabReselectPlanning>: WalkComponent {
  private let bar: TabBarModel
  private let app: TabReselectClients.RoutedTabs<Planner>
  /// The tab reselected since the last settled check.
  private var reselected: Int?
  private var nextDestination = 1

  init(_ environment: WalkEnvironment, strategies: StrategySet, planner: Planner)
    throws(SimulationError)
  {
    bar = try TabBarModel(
      version: environment.version, tabs: TabReselectClients.tabs, session: environment.session)
    app = TabReselectClients.RoutedTabs(
      bar: bar, strategies: strategies, planner: planner, clock: environment.session.clock)
  }

  func perform(_ action: String, _ argument: Int) {
    // The turns due before this event have run: a reselect's pop has finished.
    verifyReselect()
    switch action {
    case "push":
      app.push(nextDestination)
      nextDestination += 1
    case "tap":
      if argument == bar.selection { reselected = argument }
      bar.tap(argument)
    case "back":
      // The system pops the top with its own animation and writes the shorter path.
      let tab = bar.selection
      let stack = bar.stacks[tab]
      guard !stack.path.isEmpty else { return }
      stack.systemPop(toDepth: stack.path.count - 1)
      bar.pathWritten(tab, stack.path)
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    for (tab, stack) in bar.stacks.enumerated() where stack.path != app.routers[tab].path {
      report(
        "tab \(tab): the router holds \(app.routers[tab].path) and the stack shows \(stack.path)")
    }
    verifyReselect()
  }

  /// Reports a reselect since the last check that left its tab above the root.
  private func verifyReselect() {
    guard let tab = reselected else { return }
    reselected = nil
    bar.verifyAtRoot(tab)
  }
}
