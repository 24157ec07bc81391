import Strategies

/// What a sheet contains, as far as the defects care.
public struct SheetContent: Hashable, Sendable {
  /// A name for reports.
  public var title: String
  /// Whether the sheet holds a `TextField`.
  public var hasTextField: Bool
  /// The font weight the app sets explicitly on that text field, or `nil` for none.
  public var textFieldWeight: FontWeight?
  /// The weight the design calls for: what the field shows where no defect strikes (the
  /// system's regular body weight unless the design says otherwise).
  public var designWeight: FontWeight

  /// Creates sheet content.
  public init(
    title: String, hasTextField: Bool = false, textFieldWeight: FontWeight? = nil,
    designWeight: FontWeight = .regular
  ) {
    self.title = title
    self.hasTextField = hasTextField
    self.textFieldWeight = textFieldWeight
    self.designWeight = designWeight
  }
}

/// When a ``SheetHostModel``'s edit-mode change takes effect: at the end of the turn, as
/// SwiftUI commits it, or (a wrong model, for checking that the scenario tells it apart) at once.
package enum EditModeTiming: Sendable {
  /// At the end of the current run-loop turn: the model.
  case endOfTurn
  /// At once: a wrong model.
  case immediate
}

/// A headless screen holding a `List` that can enter edit mode and present a `.sheet`.
///
/// ## Mechanism
/// - Edit-mode changes (``setEditMode(_:)``) take effect at the end of the current run-loop
///   turn, when SwiftUI commits the environment change; the list draws then.
/// - Below iOS 16 a presentation requested while the list is in edit mode (as committed) is
///   ignored; from iOS 16 it presents. So leaving edit mode and presenting in the same turn is
///   still blocked; presenting on the next turn works; and entering edit mode and presenting
///   in the same turn presents (the list is not in edit mode yet).
/// - On iOS 14.x a `TextField` in a sheet with no explicit weight resolves bold; an explicit
///   weight wins.
///
/// Detectors: ``verifyPresentation()`` (once the clock is idle) reports a requested sheet that
/// never presented as ``GlitchKind/sheetDidNotPresent``; presenting a sheet whose text field
/// resolves to a weight other than its design's reports ``GlitchKind/textFieldFontBold`` when
/// it is bold (an explicit `.bold` is not a fix: the design is regular) and
/// ``GlitchKind/textFieldWeightChanged`` otherwise; leaving edit mode to present a sheet on a
/// version that presents in edit mode reports ``GlitchKind/intendedStateLost``, and so does
/// leaving edit mode in the turn the app entered it (the edit mode the user asked for is never
/// drawn).
public final class SheetHostModel {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// Whether the list is in edit mode, as committed.
  public private(set) var isEditing: Bool
  /// The sheet on screen, if any.
  public private(set) var presentedSheet: SheetContent?
  /// The weight the presented sheet's text field resolved to, if it has one.
  public private(set) var resolvedTextFieldWeight: FontWeight?
  /// A requested sheet that has not presented.
  private var outstandingRequest: SheetContent?
  /// The turn in which the app last asked to leave edit mode while editing.
  private var leftEditModeInTurn: Int?
  /// Whether the app asked to enter edit mode in the current turn (cleared when it ends).
  private var enteredEditModeThisTurn = false
  private let editModeTiming: EditModeTiming
  private let session: SimulationSession

  /// Creates the screen, with its list in edit mode or not.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no SwiftUI sheets) and
  ///   on platforms other than iOS and iPadOS.
  public init(version: PlatformVersion, listIsEditing: Bool = false, session: SimulationSession)
    throws(SimulationError)
  {
    try version.require("sheet(isPresented:content:)", from: 13)
    self.version = version
    self.isEditing = listIsEditing
    self.session = session
    self.editModeTiming = .endOfTurn
  }

  /// Creates the screen with edit-mode changes taking effect as `editModeTiming` says.
  package init(
    version: PlatformVersion, listIsEditing: Bool = false, session: SimulationSession,
    editModeTiming: EditModeTiming
  ) throws(SimulationError) {
    try version.require("sheet(isPresented:content:)", from: 13)
    self.version = version
    self.isEditing = listIsEditing
    self.session = session
    self.editModeTiming = editModeTiming
  }

  /// Whether this version refuses to present a sheet while the list is in edit mode.
  package var blocksSheetsInEditMode: Bool { version.major < 16 }

  /// Sets the list's edit mode; it takes effect at the end of the current turn.
  ///
  /// Leaving edit mode in the turn the app entered it reports
  /// ``GlitchKind/intendedStateLost``: the list never drew the edit mode.
  public func setEditMode(_ editing: Bool) {
    session.countOperation()
    if editing {
      if !enteredEditModeThisTurn {
        enteredEditModeThisTurn = true
        session.clock.atEndOfTurn { [weak self] in self?.enteredEditModeThisTurn = false }
      }
    } else if enteredEditModeThisTurn {
      enteredEditModeThisTurn = false
      session.record(
        .intendedStateLost,
        "the list left edit mode in the turn it entered it: the edit mode asked for never "
          + "showed (\(version))")
    }
    if !editing, isEditing { leftEditModeInTurn = session.clock.turn }
    switch editModeTiming {
    case .endOfTurn: session.clock.atEndOfTurn { [weak self] in self?.isEditing = editing }
    case .immediate: isEditing = editing
    }
  }

  /// Asks to present `sheet` (`isPresented = true`).
  ///
  /// Ignored while a sheet is on screen, and below iOS 16 while the list is in edit mode.
  public func presentSheet(_ sheet: SheetContent) {
    session.countOperation()
    guard presentedSheet == nil else { return }
    if let left = leftEditModeInTurn, session.clock.turn - left <= 1, !blocksSheetsInEditMode {
      leftEditModeInTurn = nil
      session.record(
        .intendedStateLost,
        "the list left edit mode to present sheet \"\(sheet.title)\", but \(version) presents "
          + "sheets in edit mode")
    }
    outstandingRequest = sheet
    if blocksSheetsInEditMode, isEditing { return }
    outstandingRequest = nil
    presentedSheet = sheet
    resolveTextField(of: sheet)
  }

  /// Dismisses the sheet on screen.
  public func dismissSheet() {
    session.countOperation()
    presentedSheet = nil
    resolvedTextFieldWeight = nil
  }

  /// Reports a requested sheet that never presented; call once the clock is idle.
  public func verifyPresentation() {
    guard let request = outstandingRequest else { return }
    outstandingRequest = nil
    session.record(
      .sheetDidNotPresent,
      "sheet \"\(request.title)\" was requested while the list was in edit mode and never "
        + "presented (\(version))")
  }

  private func resolveTextField(of sheet: SheetContent) {
    guard sheet.hasTextField else {
      resolvedTextFieldWeight = nil
      return
    }
    let inherited: FontWeight = version.major == 14 ? .bold : .regular
    let resolved = sheet.textFieldWeight ?? inherited
    resolvedTextFieldWeight = resolved
    guard resolved != sheet.designWeight else { return }
    let how = sheet.textFieldWeight.map { "explicit \($0)" } ?? "no explicit weight"
    session.record(
      resolved == .bold ? .textFieldFontBold : .textFieldWeightChanged,
      "the text field in sheet \"\(sheet.title)\" resolved \(resolved) (\(how)); the design is "
        + "\(sheet.designWeight) (\(version))")
  }
}
