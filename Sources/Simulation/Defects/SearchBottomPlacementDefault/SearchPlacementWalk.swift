import Strategies

extension WalkComponentSpec {
  /// A screen with search opened as designed under the title (0) or left to the system (1),
  /// its navigation item given the plan of `SearchPlacementPlanner`.
  package static let searchPlacement = WalkComponentSpec(
    name: "search-placement",
    actions: [WalkAction("open", arguments: 0...1)]
  ) { (environment) throws(SimulationError) in
    try SearchPlacementWalk(environment)
  }
}

/// The walk's screen with search: after every screen opened its field is where the app
/// designed it (the model records it otherwise).
@MainActor
final class SearchPlacementWalk: WalkComponent {
  private let environment: WalkEnvironment
  private let context: StrategyContext
  private let planner: SearchPlacementPlanner
  private var shown: (item: NavigationSearchModel, design: SearchFieldDesign)?

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    self.environment = environment
    let strategies = environment.strategies(for: [])
    self.context = strategies.context
    self.planner = SearchPlacementPlanner(strategies: strategies)
    try context.version.require("UINavigationItem.searchController", from: 11)
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "open" else { return }
    let design: SearchFieldDesign = argument == 0 ? .underTitle : .systemPlacement
    do {
      let item = try SearchPlacementClients.open(
        design, context: context, plan: planner.plan(for: design),
        session: environment.session)
      item.verify(design)
      shown = (item, design)
    } catch {
      environment.report("search-placement: \(error)")
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    guard let (item, design) = shown else { return }
    switch design {
    case .underTitle where item.position != .navigationBar:
      report("search-placement: a field designed under the title is in the bottom toolbar")
    case .systemPlacement where item.position != item.systemPosition:
      report("search-placement: a field left to the system is not where the system places it")
    default: break
    }
  }
}
