import Strategies

extension WalkComponentSpec {
  /// A UIKit navigation controller whose coordinator keeps its list of screens from the
  /// navigation delegate, guarding back as `BackDuringTransitionPlanner` plans: links, back
  /// taps and swipes back (0: cancelled, 1: finished), one frame apart, so that many come while
  /// a transition runs.
  package static let backDuringTransition = WalkComponentSpec(
    name: "back-transition",
    actions: [
      WalkAction("push", weight: 2),
      WalkAction("back", weight: 2),
      WalkAction("swipe", arguments: 0...1),
    ]
  ) { (environment) throws(SimulationError) in
    try BackDuringTransitionWalk(environment)
  }
}

/// The walk's navigation controller: once every transition has ended, the app's list is the
/// controller's screens and the back button is enabled wherever there is a screen to go back
/// to.
@MainActor
final class BackDuringTransitionWalk: WalkComponent {
  private let navigation: InterruptibleNavigationModel
  private let coordinator: BackDuringTransitionClients.Coordinator

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    navigation = try InterruptibleNavigationModel(
      version: environment.version, session: environment.session)
    coordinator = BackDuringTransitionClients.Coordinator(
      navigation: navigation, plan: BackDuringTransitionPlanner(strategies: strategies).plan)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "push": coordinator.push()
    case "back": navigation.tapBack()
    case "swipe": navigation.swipeBack(finishes: argument == 1)
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    guard !navigation.isTransitioning else { return }
    let shown = Array(navigation.screens.dropFirst())
    if coordinator.screens != shown {
      report("back-transition: the app lists \(coordinator.screens) and the stack shows \(shown)")
    }
    if navigation.screens.count > 1, !navigation.backButtonEnabled {
      report("back-transition: the back button stays disabled at rest")
    }
  }
}
