import Strategies

/// A media catalogue's search screen (`.searchable(text:isPresented:)` in the first tab's
/// navigation stack). The user searches for a title, opens a result and goes back; searches
/// again, looks at another tab and comes back; searches again, sends the app to the background
/// and opens it again. Written as the sources show it (nothing done when the screen leaves the
/// view), and through `SearchCollapsePlanner` (the search collapsed, its text kept, before each
/// exit the plan names: in the scene-phase handler and in the screen's disappearance).
package enum SearchCollapseClients {
  /// The exits the user takes, in order, each followed by the way back.
  package static let exits: [SearchScreenExit] = [.push, .tabSwitch, .sceneDeactivation]

  /// The original app code: the search stays presented whatever happens.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> SearchPresentationModel
  {
    try run(context: context, session: session) { _ in false }
  }

  /// The same through a planner: the search is collapsed before each exit for which
  /// ``SearchCollapsePlanner/collapses(before:)`` says so.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: SearchCollapsePlanner, session: SimulationSession
  ) throws(SimulationError) -> SearchPresentationModel {
    try run(context: context, session: session) { planner.collapses(before: $0) }
  }

  /// Runs the scenario, collapsing before each exit where `collapses(exit)`.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession,
    collapses: (SearchScreenExit) -> Bool
  ) throws(SimulationError) -> SearchPresentationModel {
    let screen = try SearchPresentationModel(context: context, session: session)
    for (index, exit) in exits.enumerated() {
      // The user searches (again, where the field was collapsed).
      if !screen.isPresented { screen.present("dune \(index + 1)") }
      leave(screen, by: exit, collapsing: collapses(exit))
      screen.comeBack()
    }
    return screen
  }

  /// The screen leaves the view by `exit`: the app's handler (the scene-phase change, or the
  /// disappearance) collapses the search first where `collapsing`.
  package static func leave(
    _ screen: SearchPresentationModel, by exit: SearchScreenExit, collapsing: Bool
  ) {
    if collapsing { screen.collapse(before: exit) }
    screen.leave(by: exit)
  }
}
