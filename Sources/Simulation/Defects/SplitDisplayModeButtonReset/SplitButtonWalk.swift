import Strategies

extension WalkComponentSpec {
  /// An iPad split view whose sidebar button the app hides at every update, as
  /// `DisplayModeButtonPlanner` plans; the user selects one of three rows.
  package static let splitButton = WalkComponentSpec(
    name: "split-button",
    actions: [WalkAction("select", arguments: 0...2)]
  ) { (environment) throws(SimulationError) in
    try SplitButtonWalk(environment)
  }
}

/// The walk's split view: once the next turn has run, the sidebar button the app hides is
/// hidden.
@MainActor
final class SplitButtonWalk: WalkComponent {
  private let split: SplitButtonModel
  private let assignment: DisplayModeButtonAssignment

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [.padIdiom])
    self.split = try SplitButtonModel(context: strategies.context, session: environment.session)
    self.assignment = DisplayModeButtonPlanner(strategies: strategies).assignment()
    let assignment = assignment
    split.update(selecting: nil) { SplitButtonClients.hide($0, as: assignment) }
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "select" else { return }
    let assignment = assignment
    split.update(selecting: argument + 1) { SplitButtonClients.hide($0, as: assignment) }
  }

  func checkSettled(_ report: (String) -> Void) {
    if split.appWantsHidden, split.buttonShown {
      report("split-button: the sidebar button is shown although the app hides it")
    }
  }
}
