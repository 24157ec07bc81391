import Strategies

extension WalkComponentSpec {
  /// A `NavigationStack(path:)` over a `List` of two sections whose destinations are
  /// registered where a `DestinationPlacementPlanner` says (the passthrough planner where no
  /// strategy moves them): the user scrolls, taps links and goes back, and deep links append
  /// values.
  package static let lazyContainerDestinations = WalkComponentSpec(
    name: "lazy-container-destinations",
    actions: [
      WalkAction("scroll", arguments: 0...(LazyDestinationClients.rows - 1), weight: 2),
      WalkAction("tap", arguments: 0...(LazyDestinationClients.rowsOnScreen - 1), weight: 3),
      WalkAction("deepLink", arguments: 0...(LazyDestinationClients.sections.count - 1)),
      WalkAction("back", weight: 2),
    ]
  ) { (environment) throws(SimulationError) in
    let strategies = environment.strategies(for: [])
    if let passthrough = PassthroughDestinationPlacementPlanner(strategies: strategies) {
      return try LazyDestinationWalk(environment, placement: passthrough.planPlacement())
    }
    return try LazyDestinationWalk(
      environment, placement: DestinationPlacementPlanner(strategies: strategies).planPlacement())
  }
}

/// The library list of the walk's app: once settled, every screen on its stack was rendered by
/// a destination.
@MainActor
final class LazyDestinationWalk: WalkComponent {
  private let stack: LazyDestinationStackModel

  init(_ environment: WalkEnvironment, placement: DestinationPlacement) throws(SimulationError) {
    stack = try LazyDestinationStackModel(
      version: environment.version, rows: LazyDestinationClients.rows,
      rowsOnScreen: LazyDestinationClients.rowsOnScreen, session: environment.session)
    LazyDestinationClients.declare(on: stack, placement: placement)
  }

  func perform(_ action: String, _ argument: Int) {
    let sections = LazyDestinationClients.sections
    switch action {
    case "scroll": LazyDestinationClients.perform(.scroll(toRow: argument), on: stack)
    case "tap":
      LazyDestinationClients.perform(
        .tap(row: stack.firstVisibleRow + argument % stack.rowsOnScreen), on: stack)
    case "deepLink":
      LazyDestinationClients.perform(
        .deepLink(sections[argument % sections.count].type), on: stack)
    case "back": LazyDestinationClients.perform(.back, on: stack)
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    guard stack.blankScreens > 0 else { return }
    report(
      "\(stack.blankScreens) of the \(stack.path.count) screens on the stack have no "
        + "destination (rows \(stack.realisedRows) on screen)")
  }
}
