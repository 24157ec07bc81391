import Strategies

/// A headless screen that presents its sheets one at a time: the Bool bindings of its `sheet`
/// modifiers, the sheet on screen, and the dismiss animation between one sheet and the next.
///
/// ## Mechanism
/// - Setting a binding while nothing is on screen or leaving it presents that sheet at once.
/// - Clearing the binding of the sheet on screen starts its dismiss animation
///   (``dismissDuration`` seconds on the virtual clock); when the animation ends the sheet has
///   left the screen and its `onDismiss` runs.
/// - Setting a binding while a dismiss animation runs: below iOS 16.4 nothing happens (the
///   binding says presented, nothing is on screen, and setting it again is no change, so it
///   stays stuck until the app clears it); from 16.4 the sheet presents at once. The model's
///   assumptions, beyond the release notes (which give the fix and the trigger): the failure
///   holds on every version with SwiftUI sheets before 16.4 (the first affected version is
///   unknown), and 16.4 presents in the turn the binding is set, not after the animation.
///
/// Detectors: ``verify()`` (once the clock is idle) reports a binding that says presented with
/// its sheet not on screen as ``GlitchKind/presentationDidNotPresent``. A sheet presented later
/// than the user's tap (``tap(_:)``) on a version that would have presented it at the tap
/// reports ``GlitchKind/updateDelayed``: the app held it for a dismissal it did not need to wait
/// for.
package final class SheetDismissalModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// How long a sheet's dismiss animation runs, in seconds (the model's figure; the system's
  /// default is about a third of a second).
  package static let dismissDuration = 0.35
  /// The bindings that say presented.
  package private(set) var presentedBindings: Set<String> = []
  /// The sheet on screen, if any.
  package private(set) var onScreen: String?
  /// The sheet whose dismiss animation is running, if any.
  package private(set) var leaving: String?
  private var onDismiss: [() -> Void] = []
  private var tapTime: Double?
  private let session: SimulationSession

  /// Creates the screen, with no sheet presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no SwiftUI sheets) and
  ///   on platforms other than iOS and iPadOS.
  package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("sheet(isPresented:onDismiss:content:)", from: 13)
    self.version = version
    self.session = session
  }

  /// Whether a sheet set while a dismiss animation runs presents (iOS 16.4 and later).
  package var presentsDuringDismissal: Bool { version.number >= VersionNumber(16, 4) }

  /// The user taps: `action` runs now, and a sheet it leads to is expected at this moment.
  package func tap(_ action: () -> Void) {
    tapTime = session.clock.now
    action()
  }

  /// Sets the binding of sheet `name` to presented.
  package func present(_ name: String) {
    session.countOperation()
    guard !presentedBindings.contains(name) else { return }  // no change: nothing happens
    presentedBindings.insert(name)
    guard onScreen == nil else { return }
    if leaving != nil, !presentsDuringDismissal { return }
    onScreen = name
    if let tap = tapTime, session.clock.now > tap, presentsDuringDismissal {
      let late = session.clock.now - tap
      session.record(
        .updateDelayed,
        "sheet \"\(name)\" presented \(Glitch.format(late)) s after the tap that asked for it, "
          + "although \(version) presents during a dismissal")
    }
  }

  /// Clears the binding of the sheet on screen: its dismiss animation starts, and `then` runs
  /// as its `onDismiss` when the animation ends.
  package func dismiss(then: (() -> Void)? = nil) {
    session.countOperation()
    guard let name = onScreen else { return }
    presentedBindings.remove(name)
    onScreen = nil
    leaving = name
    if let then { onDismiss.append(then) }
    session.clock.schedule(after: Self.dismissDuration) { [weak self] in self?.endDismissal() }
  }

  /// Reports each binding that says presented with its sheet not on screen; call once the
  /// clock is idle.
  package func verify() {
    for name in presentedBindings.sorted() where name != onScreen {
      session.record(
        .presentationDidNotPresent,
        "sheet \"\(name)\" was set to present during a dismiss animation: its binding says "
          + "presented, nothing is on screen, and setting it again changes nothing (\(version))")
    }
  }

  private func endDismissal() {
    leaving = nil
    let handlers = onDismiss
    onDismiss.removeAll()
    for handler in handlers { handler() }
  }
}
