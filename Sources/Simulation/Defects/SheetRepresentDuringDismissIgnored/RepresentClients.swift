import Strategies

/// A screen with a filter sheet whose "Edit" button dismisses it and presents the editor sheet
/// in one action: written as the sources show it (both bindings set in the tap), and through
/// `SheetSequencer`.
package enum RepresentClients {
  /// The sheet on screen when the user taps.
  package static let first = "filters"
  /// The sheet the tap asks for.
  package static let second = "editor"

  /// The original app code: `showFilters = false; showEditor = true` in the button's action.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> SheetDismissalModel
  {
    let screen = try SheetDismissalModel(version: version, session: session)
    screen.present(first)
    session.clock.runUntilIdle()
    screen.tap {
      screen.dismiss()
      screen.present(second)
    }
    session.clock.runUntilIdle()
    screen.verify()
    return screen
  }

  /// The same action through a sequencer: the app knows a dismissal runs from clearing the
  /// binding until its `onDismiss`, and sets the editor's binding now or from that `onDismiss`
  /// as the plan says.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, sequencer: SheetSequencer, session: SimulationSession
  ) throws(SimulationError) -> SheetDismissalModel {
    let screen = try SheetDismissalModel(version: version, session: session)
    screen.present(first)
    session.clock.runUntilIdle()
    var dismissing = false
    var pending: String?
    screen.tap {
      dismissing = true
      screen.dismiss {
        dismissing = false
        if let next = pending {
          pending = nil
          screen.present(next)
        }
      }
      switch sequencer.timing(whileDismissing: dismissing) {
      case .now: screen.present(second)
      case .afterDismissal: pending = second
      }
    }
    session.clock.runUntilIdle()
    screen.verify()
    return screen
  }
}
