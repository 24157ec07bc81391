import Strategies

extension GlitchKind {
  /// The user tapped the view behind a sheet at a detent at which the app meant it to respond,
  /// and the sheet's dimming view swallowed the tap.
  package static let presenterInteractionBlocked = GlitchKind(
    "presenterInteractionBlocked", summary: "view behind the sheet dimmed and unresponsive")
  /// The user tapped the view behind a sheet at a detent at which the app meant the sheet to
  /// be modal, and the view responded.
  package static let sheetNotModal = GlitchKind(
    "sheetNotModal", summary: "view behind a modal sheet responded", isOverMitigation: true)
}

/// A headless screen (a map with a navigation bar) that presents one SwiftUI sheet with
/// detents, and the sheet presentation controller behind it.
///
/// ## Mechanism
/// - The sheet's detents are ordered from the smallest (index 0) to the last of ``detents``. The
///   sheet presents at its smallest detent; the user drags it to another (``selectDetent(_:)``).
/// - The sheet presentation controller dims the view behind the sheet, and blocks its touches,
///   at every detent larger than its largest undimmed detent; with none set (`nil`, the
///   default) at every detent.
/// - SwiftUI's `presentationBackgroundInteraction(.enabled(upThrough:))` exists from iOS 16.4
///   (calling it below records ``GlitchKind/unavailableAPICalled``). From 16.4 SwiftUI writes its
///   preference (the modifier's detent, or `nil` without it) into the controller when the sheet
///   presents and whenever it changes detent. Below 16.4 it never writes the property.
/// - The controller's property can be set directly (iOS 15.0 and later) from a view controller
///   in the sheet's background when the sheet appears (``onSheetAppear(_:)``), after SwiftUI's
///   write of the presentation.
///
/// The model's assumptions, beyond the sources (the gini report gives 16.0 to 16.3 and the
/// UIKit fix, Apple's documentation the two APIs and their versions): SwiftUI leaves the
/// property alone below 16.4, and from 16.4 rewrites it on every detent change.
///
/// Detectors (``tapBehind()``): a tap at a detent up through the app's intended one that the
/// dimming view swallows reports `GlitchKind.presenterInteractionBlocked`; a tap at a larger
/// detent (or behind a sheet the app meant to be modal) that the view behind answers reports
/// `GlitchKind.sheetNotModal` (over-mitigation).
package final class SheetDetentsModel {
  /// The sheet's detents, smallest first.
  package static let detents = ["small", "medium", "large"]
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The largest detent at which the app means the view behind the sheet to respond, or `nil`
  /// for a modal sheet: the design, which the detectors compare with the screen.
  package let intendedInteractiveThrough: Int?
  /// Whether the sheet is on screen.
  package private(set) var isPresented = false
  /// The detent the sheet is at (an index into ``detents``).
  package private(set) var selectedDetent = 0
  /// The sheet presentation controller's largest undimmed detent (`nil`: dimmed at every
  /// detent).
  package private(set) var largestUndimmedDetent: Int?
  /// The taps behind the sheet that the view behind answered.
  package private(set) var answeredTaps = 0
  /// SwiftUI's background-interaction preference: the modifier's detent, if applied.
  private var modifierDetent: Int?
  private var appearHandlers: [(SheetDetentsModel) -> Void] = []
  private let session: SimulationSession

  /// Creates the screen, with the sheet not presented.
  ///
  /// - Parameter interactiveThrough: The largest detent at which the app means the view behind
  ///   the sheet to respond (clamped to the detents), or `nil` for a modal sheet.
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no SwiftUI sheet
  ///   detents) and on platforms other than iOS and iPadOS.
  package init(
    version: PlatformVersion, interactiveThrough: Int?, session: SimulationSession
  ) throws(SimulationError) {
    try version.require("presentationDetents(_:)", from: 16)
    self.version = version
    self.intendedInteractiveThrough = interactiveThrough.map(Self.clamp)
    self.session = session
  }

  /// Whether SwiftUI writes the controller's undimmed detent from its own preference (iOS 16.4
  /// and later).
  package var swiftUIWritesUndimmedDetent: Bool { version.number >= VersionNumber(16, 4) }

  /// Applies `presentationBackgroundInteraction(.enabled(upThrough: detents[detent]))` to the
  /// sheet's content.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.4, where the modifier
  ///   does not exist.
  package func applyBackgroundInteractionModifier(upThrough detent: Int) throws(SimulationError) {
    guard swiftUIWritesUndimmedDetent else {
      throw .notApplicable(
        reason: "presentationBackgroundInteraction(_:) does not exist below iOS 16.4 "
          + "(\(version))")
    }
    session.countOperation()
    modifierDetent = Self.clamp(detent)
    if isPresented { largestUndimmedDetent = modifierDetent }
  }

  /// Runs `handler` when the sheet appears, after SwiftUI has set up the presentation: the
  /// `viewWillAppear` of a view controller in the sheet's background.
  package func onSheetAppear(_ handler: @escaping (SheetDetentsModel) -> Void) {
    appearHandlers.append(handler)
  }

  /// Sets the sheet presentation controller's `largestUndimmedDetentIdentifier` (`nil`: dimmed
  /// at every detent).
  package func setLargestUndimmedDetent(_ detent: Int?) {
    session.countOperation()
    largestUndimmedDetent = detent.map(Self.clamp)
  }

  /// Presents the sheet at its smallest detent.
  package func present() {
    session.countOperation()
    guard !isPresented else { return }
    isPresented = true
    selectedDetent = 0
    if swiftUIWritesUndimmedDetent { largestUndimmedDetent = modifierDetent }
    for handler in appearHandlers { handler(self) }
  }

  /// The user drags the sheet to `detent` (clamped to the detents).
  package func selectDetent(_ detent: Int) {
    session.countOperation()
    guard isPresented else { return }
    let detent = Self.clamp(detent)
    guard detent != selectedDetent else { return }
    selectedDetent = detent
    if swiftUIWritesUndimmedDetent { largestUndimmedDetent = modifierDetent }
  }

  /// Dismisses the sheet; the controller goes with it.
  package func dismiss() {
    session.countOperation()
    isPresented = false
    selectedDetent = 0
    largestUndimmedDetent = nil
  }

  /// Whether the view behind the sheet responds to touches now.
  package var presenterIsInteractive: Bool {
    guard isPresented else { return true }
    guard let undimmed = largestUndimmedDetent else { return false }
    return selectedDetent <= undimmed
  }

  /// Whether the app means the view behind the sheet to respond now.
  package var presenterShouldBeInteractive: Bool {
    guard isPresented else { return true }
    guard let intended = intendedInteractiveThrough else { return false }
    return selectedDetent <= intended
  }

  /// The user taps the close button of the view behind the sheet; reports a tap swallowed where
  /// the app meant it to be answered, or answered where the app meant the sheet to be modal.
  ///
  /// - Returns: Whether the view behind answered.
  @discardableResult
  package func tapBehind() -> Bool {
    session.countOperation()
    let answered = presenterIsInteractive
    if answered { answeredTaps += 1 }
    let detent = Self.detents[selectedDetent]
    switch (answered, presenterShouldBeInteractive) {
    case (false, true):
      session.record(
        .presenterInteractionBlocked,
        "the sheet at its \(detent) detent dims the view behind it and its close button does "
          + "not respond, although the app keeps it interactive up through the "
          + "\(Self.detents[intendedInteractiveThrough ?? 0]) detent (\(version))")
    case (true, false):
      let meant =
        intendedInteractiveThrough.map { "up through the \(Self.detents[$0]) detent only" }
        ?? "never (a modal sheet)"
      session.record(
        .sheetNotModal,
        "the view behind the sheet answered a tap at the \(detent) detent, although the app "
          + "meant it to respond \(meant) (\(version))")
    default: break
    }
    return answered
  }

  private static func clamp(_ detent: Int) -> Int { min(max(detent, 0), detents.count - 1) }
}
