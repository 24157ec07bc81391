import Strategies

/// A headless `NavigationSplitView` on an iPad and the `UISplitViewController` behind it, whose
/// display-mode (sidebar) button the app hides from the introspection callback SwiftUI runs at
/// each update of the split view.
///
/// ## Mechanism
/// - An update (the first display, and each selection change) runs the app's callback, in which
///   the app may assign `displayModeButtonVisibility` at once or schedule an assignment for the
///   next main-queue turn; then SwiftUI finishes the update.
/// - On iPadOS 17, an update driven by a selection change reconfigures the split view
///   controller after the callback: the button's visibility is back to `.automatic` (shown).
///   The first display does not. Before 17 no update resets it.
/// - An assignment scheduled for the next turn runs after the update, and holds.
/// - The screen shows the visibility the controller holds at the end of each turn.
/// - Without the iPad idiom the split view is collapsed into a stack: there is no display-mode
///   button to show or hide.
///
/// The model's assumptions, beyond the source (a report on iPadOS 17 and the fix that moves the
/// assignment to the next turn): every 17.x resets on every selection change, 18.0 and later do
/// not (the sources stop at 17), and a turn is one frame on screen.
///
/// Detectors: ``verifySettled()`` (once the clock is idle) reports the button shown while the
/// app asks for it hidden as ``GlitchKind/sidebarButtonReappeared``; the frame an update's turn
/// ends with reports the button shown because the app's assignment waits for the next turn,
/// where one made in the callback would have held, as ``GlitchKind/updateDelayed``
/// (over-mitigation). A frame with the button shown because the update reset it, before the
/// next turn's assignment, is the fix's cost on 17 and is not reported.
package final class SplitButtonModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// Whether the app runs with the iPad idiom (the split view shows its columns).
  package let isPad: Bool
  /// Whether the controller shows its display-mode button.
  package private(set) var buttonShown = true
  /// The selected row of the sidebar.
  package private(set) var selection: Int?
  /// Whether the app wants the button hidden (what it assigns).
  package private(set) var appWantsHidden = false
  private var updateResetButton = false
  private var assignedInCallback = false
  private var scheduledAssignments = 0
  private let session: SimulationSession

  /// Creates the split view, not yet displayed.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 or with an SDK below 16
  ///   (no `NavigationSplitView`), and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("NavigationSplitView", from: 16)
    guard context.sdk.platform != context.version.platform || context.sdk.major >= 16 else {
      throw .notApplicable(reason: "NavigationSplitView is not in the \(context.sdk) SDK")
    }
    self.version = context.version
    self.isPad = context.traits.contains(.padIdiom)
    self.session = session
  }

  /// Whether a selection-change update reconfigures the controller after the callback
  /// (iPadOS 17).
  package var resetsOnSelectionChange: Bool { version.major == 17 }

  /// Runs one update of the split view: the first display (`selection` `nil`) or a new
  /// selection; `callback` is the app's introspection callback, given the controller.
  package func update(selecting row: Int?, callback: (SplitButtonModel) -> Void) {
    session.countOperation()
    let isSelectionChange = row != nil && row != selection
    selection = row
    updateResetButton = false
    assignedInCallback = false
    callback(self)
    if isSelectionChange, resetsOnSelectionChange, isPad {
      buttonShown = true
      updateResetButton = true
    }
    commitFrame()
  }

  /// `splitViewController.displayModeButtonVisibility = .never` (or `.automatic`), now.
  package func assignVisibility(hidden: Bool) {
    session.countOperation()
    appWantsHidden = hidden
    assignedInCallback = true
    if isPad { buttonShown = !hidden }
  }

  /// `DispatchQueue.main.async { splitViewController.displayModeButtonVisibility = ... }`.
  package func assignVisibilityOnNextTurn(hidden: Bool) {
    session.countOperation()
    appWantsHidden = hidden
    scheduledAssignments += 1
    // Weak: the clock belongs to the session the model holds, and a walk may end with the
    // assignment still waiting.
    session.clock.nextTurn { [weak self] in
      guard let self else { return }
      scheduledAssignments -= 1
      if isPad { buttonShown = !hidden }
    }
  }

  /// The frame the update's turn ends with: a button shown for a turn because the app's
  /// assignment waits for the next one, where an assignment in the callback would have held.
  private func commitFrame() {
    guard isPad, appWantsHidden, buttonShown, !updateResetButton, !assignedInCallback,
      scheduledAssignments > 0
    else { return }
    session.record(
      .updateDelayed,
      "the sidebar button is shown for a frame: the app hides it on the next turn only, where an "
        + "assignment in the callback would have held (\(version))")
  }

  /// Reports the button shown while the app asks for it hidden; call once the clock is idle.
  package func verifySettled() {
    guard isPad, appWantsHidden, buttonShown else { return }
    session.record(
      .sidebarButtonReappeared,
      "the sidebar button is shown after selecting row \(selection ?? 0) although the app set "
        + "displayModeButtonVisibility = .never (\(version))")
  }
}
