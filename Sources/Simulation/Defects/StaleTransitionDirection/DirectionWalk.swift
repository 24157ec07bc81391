import Strategies

extension WalkComponentSpec {
  /// A state-driven container (a sign-in flow's three screens) changed back and forth through a
  /// `DirectionalNavigator`, each screen moving in by the edge of the direction of the change;
  /// `goTwice` asks for two changes in one turn (screen `argument / 4`, then `argument % 4`).
  package static let directionalContainer = WalkComponentSpec(
    name: "transition",
    actions: [
      WalkAction("go", arguments: 1...3, weight: 2), WalkAction("goTwice", arguments: 5...15),
    ]
  ) { (environment) throws(SimulationError) in
    try DirectionWalk(environment)
  }
}

/// The walk's state-driven container, changed through a `DirectionalTransitionPerformer`: once
/// a turn has passed it shows the state the navigator holds and nothing waits (the model records
/// a view leaving or entering by the wrong edge).
@MainActor
final class DirectionWalk: WalkComponent {
  private let container: TransitionContainerModel<DirectionClients.Screen>
  private let performer: DirectionalTransitionPerformer<DirectionClients.Screen, WalkHost>
  private let host: WalkHost
  /// The transition of the change under way, and whether it came in an update of its own.
  private var transition = SimulatedMoveTransition.move(edge: .trailing)
  private var reassigned = false

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    container = try TransitionContainerModel(
      version: environment.version, initial: .initial, transition: .move(edge: .trailing),
      session: environment.session)
    host = WalkHost(clock: environment.session.clock)
    performer = DirectionalTransitionPerformer(
      navigator: DirectionalNavigator(
        initial: .initial, strategies: environment.strategies(for: [])),
      host: host)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "go": go(argument)
    case "goTwice":
      go(argument / 4)
      go(argument % 4)
    default: return
    }
  }

  private func go(_ argument: Int) {
    guard let screen = DirectionClients.Screen(rawValue: argument) else { return }
    performer.go(to: screen) { [unowned self] update in
      switch update {
      case .transition(let edges):
        transition = SimulatedMoveTransition(insertion: edges.insertion, removal: edges.removal)
        // In an update of its own (no animation), the outgoing view's transition is
        // reassigned before the state changes on the next turn.
        reassigned = host.transaction?.animation == nil
        if reassigned { container.render(transition: transition) }
      case .state(let state):
        container.change(
          to: state, incoming: reassigned ? transition : .move(edge: transition.insertion))
      }
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if performer.isPending { report("a state change still waits for its second update") }
    if container.current != performer.navigator.current {
      report(
        "the navigator holds \(performer.navigator.current) and the container shows "
          + "\(container.current)")
    }
  }
}
