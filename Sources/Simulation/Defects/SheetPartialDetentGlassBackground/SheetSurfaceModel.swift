import Strategies

/// A detent of a simulated sheet.
package enum SimulatedSheetDetent: String, Hashable, Sendable, CaseIterable {
  /// Medium, or any custom detent smaller than large (a fraction, a height).
  case medium
  /// Large: the sheet covers the screen but its top edge.
  case large
}

/// What a simulated sheet is drawn on.
package enum SimulatedSheetSurface: String, Hashable, Sendable {
  /// An opaque background: the system's sheet colour, or the app's own.
  case opaque
  /// Liquid Glass, through which the screen behind shows.
  case glass
}

/// A headless sheet with detents on one screen (`UISheetPresentationController`, or a SwiftUI
/// sheet with `presentationDetents` built on it): its selected detent, whether the app gave it
/// an explicit opaque background, and what it is drawn on.
///
/// ## Mechanism
/// - The screen draws the Liquid Glass design where the linked version
///   (``Strategies/StrategyContext/linkedVersion``, the older of the OS and the SDK) is 26 or
///   later and the app does not use the compatibility design
///   (``Strategies/ContextTrait/compatibilityDesign``).
/// - In that design, on an iPhone, a sheet without a background of the app's own is drawn on
///   glass at a detent smaller than large and opaque at large; elsewhere, and on an iPad
///   (``Strategies/ContextTrait/padIdiom``, form sheets of their own look), it is opaque.
/// - An explicit background of the app's own (an opaque colour) is drawn at every detent.
/// - Sheet detents exist from iOS 15.
///
/// The model's assumptions, beyond the sources: every partial detent (medium, a fraction, a
/// height) is drawn alike, and an opaque background of the app's own covers the glass at every
/// detent (scout's fix; a translucent colour would tint it instead).
///
/// Detector: ``verify(_:)`` reports a sheet designed as an opaque card drawn on glass as
/// ``GlitchKind/sheetContentOnGlass``, and a sheet the app moved to the new design drawn opaque
/// where the system draws it on glass as ``GlitchKind/sheetGlassCovered`` (over-mitigation).
package final class SheetSurfaceModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the app runs with the iPad idiom.
  package let isPad: Bool
  /// Whether the screen draws the Liquid Glass design.
  package let drawsGlass: Bool
  /// The selected detent.
  package private(set) var detent: SimulatedSheetDetent
  /// Whether the app gave the sheet an explicit opaque background.
  package private(set) var hasOpaqueBackground = false
  private let session: SimulationSession

  /// A sheet presented at `detent`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 15 or on platforms other
  ///   than iOS and iPadOS.
  package init(
    context: StrategyContext, detent: SimulatedSheetDetent, session: SimulationSession
  ) throws(SimulationError) {
    try context.version.require("UISheetPresentationController", from: 15)
    self.version = context.version
    self.sdk = context.sdk
    self.isPad = context.traits.contains(.padIdiom)
    self.drawsGlass = context.showsDesign26
    self.detent = detent
    self.session = session
    session.countOperation()
  }

  /// What the system draws the sheet on at its detent, without a background of the app's own.
  package var systemSurface: SimulatedSheetSurface {
    drawsGlass && !isPad && detent != .large ? .glass : .opaque
  }

  /// What the sheet is drawn on.
  package var surface: SimulatedSheetSurface { hasOpaqueBackground ? .opaque : systemSurface }

  /// The app sets an opaque background of its own on the sheet.
  package func setOpaqueBackground() {
    session.countOperation()
    hasOpaqueBackground = true
  }

  /// The user drags the sheet to `detent`.
  package func drag(to detent: SimulatedSheetDetent) {
    session.countOperation()
    self.detent = detent
  }

  /// Reports a sheet not drawn on the surface the app designed: an opaque card on glass, and a
  /// sheet moved to the new design drawn opaque where the system draws it on glass.
  package func verify(_ design: SheetSurfaceDesign, name: String) {
    switch design {
    case .opaqueCard where surface == .glass:
      session.record(
        .sheetContentOnGlass,
        "\(name), designed as an opaque card, is see-through glass at the \(detent) detent "
          + "(\(context))")
    case .systemSurface where surface != systemSurface:
      session.record(
        .sheetGlassCovered,
        "\(name), moved to the new design, is opaque at the \(detent) detent where the system "
          + "draws it on glass (\(context))")
    default: break
    }
  }

  private var context: String {
    "\(version), built with the \(sdk) SDK\(isPad ? ", iPad" : "")"
  }
}
