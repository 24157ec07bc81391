import Strategies

extension WalkComponentSpec {
  /// A screen that starts a search, updates while searching and ends it, with its search
  /// controller as `SearchControllerPlanner` plans and the app's options set at each update.
  package static let searchOptions = WalkComponentSpec(
    name: "search-options",
    actions: [
      WalkAction("activate", weight: 2),
      WalkAction("update"),
      WalkAction("end"),
    ]
  ) { (environment) throws(SimulationError) in
    try SearchOptionsWalk(environment)
  }
}

/// The walk's searching screen: an active search shows the navigation bar and no Cancel
/// button, and once the clock is idle a search the app ended is over.
@MainActor
final class SearchOptionsWalk: WalkComponent {
  private let screen: SearchControllerOptionsModel
  private let ownership: SearchControllerOwnership

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.ownership = SearchControllerPlanner(strategies: strategies).ownership()
    self.screen = try SearchOptionsClients.makeScreen(
      ownership, version: strategies.context.version, session: environment.session)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "activate":
      screen.activate(configure: SearchOptionsClients.configure)
    case "update":
      screen.update(configure: SearchOptionsClients.configure)
    case "end":
      SearchOptionsClients.end(ownership, on: screen)
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if screen.isActive, screen.navigationBarHidden || screen.cancelShown {
      report("search-options: the search shows the navigation bar hidden or Cancel shown")
    }
    if screen.endRequested, screen.isActive {
      report("search-options: the search the app ended is still active")
    }
  }
}
