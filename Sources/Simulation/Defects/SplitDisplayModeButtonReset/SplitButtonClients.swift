import Strategies

/// An iPad app with a `NavigationSplitView` (a sidebar list and a detail) that hides the
/// sidebar button from its introspection callback; the user selects two rows, one after the
/// other. Written as the source shows it (the assignment in the callback), and through
/// `DisplayModeButtonPlanner`.
package enum SplitButtonClients {
  /// The rows the user selects, in order.
  package static let rows = [1, 2]

  /// The original app code:
  /// `.introspect(.navigationSplitView, on: .iOS(.v16, .v17)) { $0.displayModeButtonVisibility = .never }`.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> SplitButtonModel
  {
    try run(.now, context: context, session: session)
  }

  /// The same through a planner: the assignment made as ``DisplayModeButtonPlanner/assignment()``
  /// says.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: DisplayModeButtonPlanner, session: SimulationSession
  ) throws(SimulationError) -> SplitButtonModel {
    try run(planner.assignment(), context: context, session: session)
  }

  /// Runs the scenario with every assignment made as `assignment` says.
  @discardableResult
  package static func run(
    _ assignment: DisplayModeButtonAssignment, context: StrategyContext,
    session: SimulationSession
  ) throws(SimulationError) -> SplitButtonModel {
    let split = try SplitButtonModel(context: context, session: session)
    for row in [nil] + rows.map(Optional.some) {
      split.update(selecting: row) { hide($0, as: assignment) }
      session.clock.runUntilIdle()
      split.verifySettled()
    }
    return split
  }

  /// The introspection callback: hides the button as `assignment` says.
  package static func hide(_ split: SplitButtonModel, as assignment: DisplayModeButtonAssignment) {
    switch assignment {
    case .now:
      split.assignVisibility(hidden: true)
    case .nowAndNextTurn:
      split.assignVisibility(hidden: true)
      split.assignVisibilityOnNextTurn(hidden: true)
    case .nextTurnOnly:
      split.assignVisibilityOnNextTurn(hidden: true)
    }
  }
}
