import Strategies

/// An inbox whose rows open an editor sheet with a view model of its own (subscribed to the
/// app's sync events) and the inbox's unread count in its header. The user opens one message,
/// the count changes while the sheet is up, the user swipes the sheet down; opens another and
/// closes it with Done; then a sync event arrives. Written as the sources show it (`sheet(item:)`
/// with the view model as the item), and through `SheetContentHostingPlanner`.
package enum RetainedSheetClients {
  /// The messages opened, in order.
  package static let messages = ["message-1", "message-2"]

  /// The original app code: `sheet(item: $editor) { EditorView(model: $0, unread: unread) }`.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> SheetContentLifetimeModel
  {
    try run(.system, version: version, session: session)
  }

  /// The same through a planner: each sheet hosted as ``SheetContentHostingPlanner/hosting()``
  /// says.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: SheetContentHostingPlanner, session: SimulationSession
  ) throws(SimulationError) -> SheetContentLifetimeModel {
    try run(planner.hosting(), version: version, session: session)
  }

  /// Runs the scenario with every sheet hosted as `hosting` says.
  @discardableResult
  package static func run(
    _ hosting: SheetContentHosting, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> SheetContentLifetimeModel {
    let screen = try SheetContentLifetimeModel(version: version, session: session)
    for (index, message) in messages.enumerated() {
      present(message, hosting, on: screen)
      session.clock.runUntilIdle()
      if index == 0 {
        presenterChanged(hosting, on: screen)
        session.clock.runUntilIdle()
        screen.verifyOnScreen()
      }
      dismiss(hosting, on: screen)
      session.clock.runUntilIdle()
    }
    screen.postAppEvent()
    screen.verify()
    return screen
  }

  /// The app presents the sheet for a new view model `id`, hosted as `hosting` says.
  package static func present(
    _ id: String, _ hosting: SheetContentHosting, on screen: SheetContentLifetimeModel
  ) {
    switch hosting {
    case .system: screen.presentSystemSheet(id)
    case .ownedController, .ownedSnapshot: screen.presentAppOwnedController(id)
    }
  }

  /// The presenter's state the sheet shows changes; a controller the app refreshes gets it.
  package static func presenterChanged(
    _ hosting: SheetContentHosting, on screen: SheetContentLifetimeModel
  ) {
    screen.updatePresenter()
    if hosting == .ownedController { screen.setRootView() }
  }

  /// The sheet on screen is dismissed (the user's swipe or Done), as its host does it.
  package static func dismiss(
    _ hosting: SheetContentHosting, on screen: SheetContentLifetimeModel
  ) {
    switch hosting {
    case .system: screen.dismissSystemSheet()
    case .ownedController, .ownedSnapshot: screen.dismissAppOwnedController()
    }
  }
}
