import Strategies

extension WalkComponentSpec {
  /// A search screen in a tab of a navigation stack whose user searches, leaves it by one of
  /// the ``SearchScreenExit``s (0: the scene deactivates, 1: another tab, 2: a push) and comes
  /// back, its search collapsed before each exit `SearchCollapsePlanner` names.
  package static let searchCollapse = WalkComponentSpec(
    name: "search-collapse",
    actions: [
      WalkAction("search"),
      WalkAction("leave", arguments: 0...2, weight: 2),
      WalkAction("back", weight: 2),
    ]
  ) { (environment) throws(SimulationError) in
    try SearchCollapseWalk(environment)
  }
}

/// The walk's search screen: the app never crashes, and no search is collapsed where the
/// container would have restored it (the model records both).
@MainActor
final class SearchCollapseWalk: WalkComponent {
  private let screen: SearchPresentationModel
  private let planner: SearchCollapsePlanner
  private var searches = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.screen = try SearchPresentationModel(
      context: strategies.context, session: environment.session)
    self.planner = SearchCollapsePlanner(strategies: strategies)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "search":
      searches += 1
      screen.present("query \(searches)")
    case "leave":
      let exits = SearchScreenExit.allCases
      let exit = exits[min(max(argument, 0), exits.count - 1)]
      guard screen.isInView else { return }
      SearchCollapseClients.leave(screen, by: exit, collapsing: planner.collapses(before: exit))
    case "back":
      screen.comeBack()
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if screen.crashed { report("search-collapse: the app crashed") }
  }
}
