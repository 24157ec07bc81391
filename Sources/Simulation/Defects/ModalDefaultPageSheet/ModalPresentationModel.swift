import Strategies

/// A UIKit `UIModalPresentationStyle`, as the simulation resolves it.
package enum SimulatedModalStyle: String, Hashable, Sendable, CaseIterable {
  /// `.automatic` (iOS 13 and later): the system picks a concrete style when presenting.
  case automatic
  /// `.fullScreen`: the presented view covers the screen and the presenter's views leave the
  /// hierarchy.
  case fullScreen
  /// `.pageSheet`.
  case pageSheet
  /// `.formSheet`.
  case formSheet
}

/// How a presentation shows on screen.
package enum SimulatedModalAppearance: String, Hashable, Sendable {
  /// Covering the screen; only the app's own buttons close it.
  case fullScreen
  /// A card over the dimmed presenter, which the user can swipe down.
  case card
}

/// A view controller the app presents, or the navigation controller that holds it: its
/// `modalPresentationStyle`, and the root controller when it is a navigation controller.
package final class SimulatedModalController {
  /// The controller's name, for messages.
  package let name: String
  /// Its `modalPresentationStyle`: the system's default until the app sets one.
  package var modalPresentationStyle: SimulatedModalStyle
  /// The root view controller when this is a `UINavigationController`, else `nil`.
  package let root: SimulatedModalController?

  init(name: String, style: SimulatedModalStyle, root: SimulatedModalController?) {
    self.name = name
    self.modalPresentationStyle = style
    self.root = root
  }
}

/// A headless UIKit window: one presenter on screen, which presents view controllers modally.
///
/// ## Mechanism
/// - A new view controller's `modalPresentationStyle` is the system's default: `.automatic`
///   where the linked version (the older of the OS and the app's SDK,
///   ``Strategies/StrategyContext/linkedVersion``) is 13 or later, `.fullScreen` below.
/// - `present(_:animated:)` reads the style of the controller it is given, never of that
///   controller's children: a style set on a navigation controller's root does nothing.
///   `.automatic` resolves to `.pageSheet` below iOS 18 and to `.formSheet` from 18.
/// - A page or form sheet shows as a card on an iPad (regular width), and on an iPhone where
///   the linked version is 13 or later; on an iPhone below a linked 13 it adapts to full
///   screen. A full-screen presentation takes the presenter's views out of the hierarchy (its
///   `viewWillDisappear`), and its dismissal puts them back (`viewWillAppear`); a card leaves
///   the presenter in the hierarchy, so neither is called.
/// - A swipe down on a card dismisses it; on a full-screen presentation it does nothing.
///
/// The model's assumptions, beyond the sources: the linked version gates both the default
/// style and the card look of sheets on an iPhone (the reports compare builds with the iOS 12
/// and iOS 13 SDKs on iOS 13); the form sheet of iOS 18 follows the OS version alone (it is a
/// card either way).
///
/// Detectors: ``verifyPresented(as:)`` reports a presentation designed full screen that shows
/// as a card (``GlitchKind/modalShownAsCard``), and one meant as a card shown full screen where
/// the default style is a card (``GlitchKind/sheetForcedFullScreen``, over-mitigation);
/// ``verifyReturned(expectedAppearances:)`` reports a presenter whose `viewWillAppear` did not run when a flow
/// designed full screen closed (``GlitchKind/presenterNotRefreshed``).
package final class ModalPresentationModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the presenter's views are in the window's hierarchy.
  package private(set) var presenterInHierarchy = true
  /// How many times the presenter's `viewWillAppear` ran after it was first shown.
  package private(set) var presenterAppearances = 0
  /// The controller presented now, the style UIKit resolved for it and how it shows.
  package private(set) var presented:
    (
      controller: SimulatedModalController, style: SimulatedModalStyle,
      appearance: SimulatedModalAppearance
    )?
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// Creates a window whose presenter is on screen, nothing presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("present(_:animated:completion:)", from: 5)
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.session = session
  }

  /// Whether the system's default style is `.automatic`: a linked version of 13 or later.
  package var defaultsToAutomatic: Bool { linkedVersion.major >= 13 }

  /// Whether a page or form sheet shows as a card: on an iPad, or where the linked version is
  /// 13 or later.
  package var sheetsAreCards: Bool { version.platform == .iPadOS || linkedVersion.major >= 13 }

  /// A new view controller named `name` with the default style; inside a new
  /// `UINavigationController` (which is returned) when `inNavigationController`.
  package func makeController(_ name: String, inNavigationController: Bool)
    -> SimulatedModalController
  {
    let style: SimulatedModalStyle = defaultsToAutomatic ? .automatic : .fullScreen
    let controller = SimulatedModalController(name: name, style: style, root: nil)
    guard inNavigationController else { return controller }
    return SimulatedModalController(
      name: "navigation controller of \(name)", style: style, root: controller)
  }

  /// `presenter.present(controller, animated: true)`: the style is read from `controller`.
  package func present(_ controller: SimulatedModalController) {
    session.countOperation()
    guard presented == nil else { return }  // UIKit refuses a second presentation
    let style: SimulatedModalStyle =
      switch controller.modalPresentationStyle {
      case .automatic: version.major >= 18 ? .formSheet : .pageSheet
      case let style: style
      }
    let appearance: SimulatedModalAppearance =
      switch style {
      case .fullScreen, .automatic: .fullScreen
      case .pageSheet, .formSheet: sheetsAreCards ? .card : .fullScreen
      }
    presented = (controller, style, appearance)
    if appearance == .fullScreen { presenterInHierarchy = false }  // viewWillDisappear
  }

  /// The user drags the presentation down: a card is dismissed, anything else stays.
  package func swipeDown() {
    session.countOperation()
    guard presented?.appearance == .card else { return }
    dismiss()
  }

  /// `dismiss(animated: true)`: the presenter's views return to the hierarchy if they left it.
  package func dismiss() {
    session.countOperation()
    guard presented != nil else { return }
    presented = nil
    if !presenterInHierarchy {
      presenterInHierarchy = true
      presenterAppearances += 1  // viewWillAppear
    }
  }

  /// Reports a presentation that does not show as `intent`: a card for a flow designed full
  /// screen, or full screen for a sheet where the default style is a card (a linked 13 or
  /// later; below, a sheet the app left at the default is full screen as designed).
  package func verifyPresented(as intent: PresentationStyle) {
    guard let presented else { return }
    switch (intent, presented.appearance) {
    case (.fullScreenCover, .card):
      session.record(
        .modalShownAsCard,
        "\(presented.controller.name), designed full screen, shows as a card "
          + "(.\(presented.style)) that can be swiped away (\(context))")
    case (.sheet, .fullScreen) where defaultsToAutomatic:
      session.record(
        .sheetForcedFullScreen,
        "\(presented.controller.name), meant as a card, covers the screen and cannot be swiped "
          + "away (\(context))")
    default: break
    }
  }

  /// Reports a presenter whose `viewWillAppear` has not run `appearances` times, once a flow
  /// designed full screen has closed.
  package func verifyReturned(expectedAppearances appearances: Int) {
    guard presented == nil, presenterAppearances < appearances else { return }
    session.record(
      .presenterNotRefreshed,
      "the presenter stayed in the hierarchy: its viewWillAppear ran \(presenterAppearances) "
        + "of \(appearances) times (\(context))")
  }

  private var context: String { "\(version), built with the \(sdk) SDK" }
}
