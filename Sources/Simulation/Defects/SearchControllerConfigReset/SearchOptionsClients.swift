import Strategies

/// A screen that invites people to a room: a list with a search field under the title, the
/// navigation bar kept during a search and no Cancel button (the Next button stays reachable).
/// The user taps the field and types a name, picks a person (the app ends the search), and taps
/// the field again. Written as the sources show it (`searchable` with the options set through
/// introspection), and through `SearchControllerPlanner`.
package enum SearchOptionsClients {
  /// The original app code: `searchable(text: $query)` and
  /// `.introspect(.searchField...) { $0.hidesNavigationBarDuringPresentation = false; ... }`,
  /// the search ended with `dismissSearch()`.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> SearchControllerOptionsModel
  {
    try run(.searchable, version: version, session: session)
  }

  /// The same through a planner: the controller as ``SearchControllerPlanner/ownership()``
  /// says.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: SearchControllerPlanner, session: SimulationSession
  ) throws(SimulationError) -> SearchControllerOptionsModel {
    try run(planner.ownership(), version: version, session: session)
  }

  /// Runs the scenario with the screen's controller as `ownership` says.
  @discardableResult
  package static func run(
    _ ownership: SearchControllerOwnership, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> SearchControllerOptionsModel {
    let screen = try makeScreen(ownership, version: version, session: session)
    screen.update(configure: configure)
    for round in 0..<2 {
      screen.activate(configure: configure)
      screen.verifyPresentation()
      if round == 0 {
        screen.update(configure: configure)
        end(ownership, on: screen)
        session.clock.runUntilIdle()
        screen.verifyEnded()
      }
    }
    return screen
  }

  /// The screen, searching with `searchable`'s controller or one the app owns.
  package static func makeScreen(
    _ ownership: SearchControllerOwnership, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> SearchControllerOptionsModel {
    try SearchControllerOptionsModel(
      version: version, owner: ownership == .searchable ? .swiftUI : .app, session: session)
  }

  /// The app's options, set at each update (in the introspection callback, or in the
  /// representable's `updateUIViewController`).
  package static func configure(_ screen: SearchControllerOptionsModel) {
    screen.setOptions(hidesNavigationBar: false, showsCancelButton: false)
  }

  /// The user picks a person: the app ends the search, as `ownership` says.
  package static func end(
    _ ownership: SearchControllerOwnership, on screen: SearchControllerOptionsModel
  ) {
    switch ownership {
    case .searchable, .ownedControllerWithDismissSearch: screen.dismissSearch()
    case .ownedController: screen.endThroughBinding()
    }
  }
}
