import Strategies

/// A SwiftUI presentation sizing, as the simulation resolves it (`PresentationSizing`).
package enum SimulatedSheetSizing: String, Hashable, Sendable, CaseIterable {
  /// `.page`: roughly the size of a page, the only size of an iPad sheet before iOS 18.
  case page
  /// `.form`: a smaller card, slightly less wide than a page and about half as tall on an
  /// iPad.
  case form
}

/// The content of a SwiftUI sheet: its name, the height its layout needs, and the
/// `presentationSizing` the app put on it.
package final class SimulatedSheetContent {
  /// The sheet's name, for messages.
  package let name: String
  /// The height, in points, the content's layout needs to show without scrolling.
  package let height: Int
  /// The `presentationSizing` on the content, if the app set one.
  package fileprivate(set) var sizing: SimulatedSheetSizing?

  init(name: String, height: Int) {
    self.name = name
    self.height = height
  }
}

/// A headless SwiftUI screen that presents sheets with `.sheet`: the device's idiom, the
/// sizing each sheet resolves to, and the height it shows.
///
/// ## Mechanism
/// - A sheet's sizing is the `presentationSizing` on its content, else the system's default:
///   `.form` where the linked version (the older of the OS and the SDK,
///   ``Strategies/StrategyContext/linkedVersion``) is 18 or later, the page size below (iOS 17
///   and earlier had no other). A `presentationSizing` on the view that presents the sheet is
///   not read by the sheet.
/// - `presentationSizing` exists from iOS 18, in the iOS 18 SDK and later: elsewhere setting
///   it is an unavailable API.
/// - With the iPad idiom (``ContextTrait/padIdiom``) a page-sized sheet is
///   ``padPageHeight`` points tall and a form-sized one ``padFormHeight``; on an iPhone a
///   sheet is ``phoneSheetHeight`` tall at either size. Content taller than its sheet
///   scrolls.
///
/// The model's assumptions, beyond the sources (Apple's iOS 18 release notes, WhatsNewKit,
/// Esri's samples): the sizes are one iPad's in portrait (an 11-inch one's page and form
/// sheets), the default follows the linked version and nothing else (no report mentions the
/// window's size or the orientation changing it), and iPadOS 26 sizes its sheets as 18 does.
///
/// Detectors: ``verifyPresented(as:)`` reports a sheet laid out for a page that shows less of
/// its content than a page-sized sheet on the device would
/// (``GlitchKind/sheetShownAtFormSize``), and a short form stretched to a page-sized sheet on
/// an iPad whose default is the form size (``GlitchKind/formSheetStretchedToPage``,
/// over-mitigation).
package final class SheetSizingModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the app runs with the iPad idiom.
  package let isPad: Bool
  /// The sheet presented now, the sizing it resolved to and the height it shows.
  package private(set) var presented:
    (content: SimulatedSheetContent, sizing: SimulatedSheetSizing, height: Int)?
  /// The `presentationSizing` the app put on the presenting view, which no sheet reads.
  package private(set) var presenterSizing: SimulatedSheetSizing?
  /// The session the sheets report to.
  package let session: SimulationSession
  private let linkedVersion: PlatformVersion

  /// The height of a page-sized sheet on the iPad the model simulates.
  package static let padPageHeight = 1_100
  /// The height of a form-sized sheet on the iPad the model simulates.
  package static let padFormHeight = 620
  /// The height of a sheet on an iPhone, at either size.
  package static let phoneSheetHeight = 790

  /// Creates a screen that presents nothing yet, with the idiom of `context`'s traits.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (SwiftUI's `.sheet`)
  ///   and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("sheet(isPresented:content:)", from: 13)
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.isPad = context.traits.contains(.padIdiom)
    self.session = session
  }

  /// The sizing of a sheet whose content sets none: `.form` where the linked version is 18 or
  /// later, the page size below.
  package var defaultSizing: SimulatedSheetSizing { linkedVersion.major >= 18 ? .form : .page }

  /// The height a sheet of `sizing` shows.
  package func height(of sizing: SimulatedSheetSizing) -> Int {
    guard isPad else { return Self.phoneSheetHeight }
    return sizing == .page ? Self.padPageHeight : Self.padFormHeight
  }

  /// A sheet's content named `name` whose layout needs `height` points.
  package func makeContent(_ name: String, height: Int) -> SimulatedSheetContent {
    SimulatedSheetContent(name: name, height: height)
  }

  /// `content.presentationSizing(sizing)`, on the sheet's content.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 18 or in an older SDK.
  package func setSizing(_ sizing: SimulatedSheetSizing, on content: SimulatedSheetContent)
    throws(SimulationError)
  {
    session.countOperation()
    try requirePresentationSizing()
    content.sizing = sizing
  }

  /// `presentationSizing(sizing)` on the view that presents the sheets, where the sheet does
  /// not read it.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 18 or in an older SDK.
  package func setPresenterSizing(_ sizing: SimulatedSheetSizing) throws(SimulationError) {
    session.countOperation()
    try requirePresentationSizing()
    presenterSizing = sizing
  }

  /// The sheet's binding turns true: `content` is presented at its sizing, or the default.
  package func present(_ content: SimulatedSheetContent) {
    session.countOperation()
    guard presented == nil else { return }  // one sheet per presenter
    let sizing = content.sizing ?? defaultSizing
    presented = (content, sizing, height(of: sizing))
  }

  /// The sheet is dismissed.
  package func dismiss() {
    session.countOperation()
    presented = nil
  }

  /// Reports a presented sheet that does not show as `design` laid it out: content laid out
  /// for a page that shows less of itself than a page-sized sheet on this device would (the
  /// rest scrolls), or a short form stretched to a page on an iPad whose default is the form
  /// size.
  package func verifyPresented(as design: SheetContentDesign) {
    guard let presented else { return }
    let shownOfContent = min(presented.content.height, presented.height)
    let setting = "\(version), built with the \(sdk) SDK, \(isPad ? "iPad" : "iPhone")"
    switch design {
    case .page where shownOfContent < min(presented.content.height, height(of: .page)):
      session.record(
        .sheetShownAtFormSize,
        "\(presented.content.name), laid out for a page, opens \(presented.sizing)-sized: "
          + "\(presented.height) of its \(presented.content.height) points show where a page "
          + "sheet shows \(height(of: .page)), the rest scrolls (\(setting))")
    case .form where isPad && defaultSizing == .form && presented.sizing == .page:
      session.record(
        .formSheetStretchedToPage,
        "\(presented.content.name), a short form, is stretched to a \(presented.height)-point "
          + "page sheet where the form size is the default (\(setting))")
    default: break
    }
  }

  private func requirePresentationSizing() throws(SimulationError) {
    guard linkedVersion.major >= 18 else {
      throw .notApplicable(
        reason: "presentationSizing does not exist below iOS 18 or in an older SDK "
          + "(\(version), built with the \(sdk) SDK)")
    }
  }
}
