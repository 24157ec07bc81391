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

  /// The same action through a ``SequencedSheet`` hosted as `StrategiesSwiftUI`'s
  /// `sheet(sequenced:)` hosts it: the app only asks for the editor; the presentation keeps
  /// the dismissal's bookkeeping, and the host sets the sheet's binding from it and reports the
  /// sheet's `onDismiss` back.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, sequencer: SheetSequencer, session: SimulationSession
  ) throws(SimulationError) -> SheetDismissalModel {
    let screen = try SheetDismissalModel(version: version, session: session)
    let host = SequencedSheetHost(screen: screen, sheet: SequencedSheet(sequencer: sequencer))
    host.update { $0.present(first) }
    session.clock.runUntilIdle()
    screen.tap { host.update { $0.present(second) } }
    session.clock.runUntilIdle()
    screen.verify()
    return screen
  }
}

/// What `sheet(sequenced:)` does with a ``SequencedSheet`` on a screen of sheets: after each
/// change the app makes, the item binding follows the presentation (a sheet that leaves is
/// dismissed, a new one presented), and each dismissal's `onDismiss` ends it.
package final class SequencedSheetHost {
  private let screen: SheetDismissalModel
  /// The presentation the app changes.
  package private(set) var sheet: SequencedSheet<String>

  /// A host of `sheet` on `screen`, with nothing presented yet.
  package init(screen: SheetDismissalModel, sheet: SequencedSheet<String>) {
    self.screen = screen
    self.sheet = sheet
  }

  /// Runs the app's `change` and sets the sheet's binding from the result.
  package func update(_ change: (inout SequencedSheet<String>) -> Void) {
    let before = sheet.item
    change(&sheet)
    apply(from: before)
  }

  private func apply(from before: String?) {
    let after = sheet.item
    guard before != after else { return }
    if before != nil {
      screen.dismiss { [self] in
        let shown = sheet.item
        sheet.dismissalDidEnd()
        apply(from: shown)
      }
    }
    if let after { screen.present(after) }
  }
}
