import Strategies

/// Who holds a sheet's content model in a ``SheetContentLifetimeModel``.
package enum SheetContentHolder: String, Hashable, Sendable, CaseIterable {
  /// The presenter's state: the `sheet(item:)` binding, or the app's own reference.
  case appState
  /// The hosting controller on screen (SwiftUI's, or the app's own).
  case onScreen
  /// A dismissed SwiftUI presentation's hosting controller that the system still holds.
  case systemRetainedHost
}

/// A model object a sheet shows (an editor's view model, a scoped store): alive while anyone
/// holds it, and while alive subscribed to the app's events.
package final class SheetContentObject {
  /// Its name in reports.
  package let id: String
  /// Who holds it now.
  package fileprivate(set) var holders: Set<SheetContentHolder> = []
  /// Whether its sheet has been dismissed and the dismiss animation has ended.
  package fileprivate(set) var dismissed = false
  /// The app events it handled after its sheet was dismissed (work done for a screen the user
  /// closed).
  package fileprivate(set) var eventsAfterDismissal = 0

  init(id: String) { self.id = id }

  /// Whether anything holds it: its `deinit` has not run, so its subscriptions are still live.
  package var isAlive: Bool { !holders.isEmpty }
}

/// A headless screen that presents one sheet at a time and shows, in the sheet, a model object
/// of its own and a value of the presenter's (the unread count in the sheet's header).
///
/// ## Mechanism
/// - Presenting through SwiftUI (`sheet(item:)` or `fullScreenCover(item:)`): the binding (the
///   app's state) holds the item, and the hosting controller SwiftUI creates holds the content,
///   which captures it. The content is part of the presenter's view graph: it follows every
///   change of the presenter's state.
/// - Dismissing (the app clears the binding, or the user swipes the sheet down, which clears
///   it): the dismiss animation runs for ``dismissDuration`` seconds; when it ends the hosting
///   controller has left the screen. On iOS and iPadOS 17.0 and 17.1 SwiftUI's presentation
///   still holds that hosting controller after the dismissal, so everything its content
///   captured stays alive, dismissal after dismissal; on every other version it is released
///   there.
/// - Presenting through a hosting controller the app owns (`UIHostingController(rootView:)`
///   presented with UIKit's `present(_:animated:)`): the app holds the controller and UIKit the
///   presentation; dismissing with UIKit releases UIKit's hold when the animation ends and the
///   app drops its own in the dismissal's completion, on every version. Its content is a
///   snapshot of the root view the app gave it: it follows the presenter's state only where the
///   app sets `rootView` again.
/// - An app event (a sync, a store action) reaches every content object still alive.
///
/// The model's assumptions, beyond the sources: every 17.0.x and 17.1.x release keeps every
/// dismissed SwiftUI sheet or cover, whatever its content, and keeps it for the rest of the
/// process (the sources report objects accumulating, not a release at the next presentation);
/// a hosting controller presented by UIKit is released on every version.
///
/// Detectors: ``verify()`` (once the clock is idle) reports each dismissed sheet's object still
/// alive as ``GlitchKind/dismissedSheetContentAlive``, with the app events it handled since;
/// and a sheet on screen that shows a presenter value the presenter has replaced as
/// ``GlitchKind/sheetContentStale`` (over-mitigation: a snapshot host where SwiftUI's sheet
/// would have followed the state).
package final class SheetContentLifetimeModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// How long a sheet's dismiss animation runs, in seconds (the model's figure).
  package static let dismissDuration = 0.35
  /// Every object the screen presented, in order.
  package private(set) var objects: [SheetContentObject] = []
  /// The object on screen, if any.
  package private(set) var onScreen: SheetContentObject?
  /// Whether the sheet on screen is hosted by a controller the app owns.
  package private(set) var onScreenIsAppOwned = false
  /// The presenter's value the sheet shows.
  package private(set) var presenterValue = 0
  /// The value the sheet on screen shows.
  package private(set) var shownValue = 0
  private let session: SimulationSession

  /// Creates the screen, with no sheet presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no SwiftUI sheets or
  ///   hosting controllers) and on platforms other than iOS and iPadOS.
  package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("sheet(item:onDismiss:content:)", from: 13)
    self.version = version
    self.session = session
  }

  /// Whether SwiftUI's presentation keeps a dismissed sheet's hosting controller (iOS and
  /// iPadOS 17.0 and 17.1).
  package var keepsDismissedHosts: Bool {
    version.number >= VersionNumber(17) && version.number < VersionNumber(17, 2)
  }

  /// The objects whose sheet was dismissed and that are still alive.
  package var retained: [SheetContentObject] {
    objects.filter { $0.dismissed && $0.isAlive }
  }

  /// `item = SheetItem(id)`: SwiftUI presents the sheet for a new object `id`.
  package func presentSystemSheet(_ id: String) {
    session.countOperation()
    guard onScreen == nil else { return }
    let object = SheetContentObject(id: id)
    objects.append(object)
    object.holders = [.appState, .onScreen]
    show(object, appOwned: false)
  }

  /// `item = nil` (or the user's swipe, which clears it): SwiftUI dismisses the sheet on screen.
  package func dismissSystemSheet() {
    session.countOperation()
    guard let object = onScreen, !onScreenIsAppOwned else { return }
    object.holders.remove(.appState)
    let keepsHost = keepsDismissedHosts
    leave(object) {
      object.holders.remove(.onScreen)
      if keepsHost { object.holders.insert(.systemRetainedHost) }
    }
  }

  /// `present(UIHostingController(rootView: content(object)), animated: true)`: the app creates
  /// and holds the controller for a new object `id`, with the presenter's value of now.
  package func presentAppOwnedController(_ id: String) {
    session.countOperation()
    guard onScreen == nil else { return }
    let object = SheetContentObject(id: id)
    objects.append(object)
    object.holders = [.appState, .onScreen]
    show(object, appOwned: true)
  }

  /// `controller.rootView = content(object)`: the app gives its own controller the presenter's
  /// current state.
  package func setRootView() {
    session.countOperation()
    guard onScreen != nil, onScreenIsAppOwned else { return }
    shownValue = presenterValue
  }

  /// `controller.dismiss(animated: true) { controller = nil; item = nil }`: UIKit dismisses the
  /// app's controller, and the app drops its references when the animation ends.
  package func dismissAppOwnedController() {
    session.countOperation()
    guard let object = onScreen, onScreenIsAppOwned else { return }
    leave(object) {
      object.holders.remove(.onScreen)
      object.holders.remove(.appState)
    }
  }

  /// The presenter's state changes (a new unread count): a SwiftUI sheet's content follows it.
  package func updatePresenter() {
    session.countOperation()
    presenterValue += 1
    if onScreen != nil, !onScreenIsAppOwned { shownValue = presenterValue }
  }

  /// An app event (a sync, a store action) reaches every object still alive.
  package func postAppEvent() {
    for object in objects where object.isAlive && object.dismissed {
      object.eventsAfterDismissal += 1
    }
  }

  /// Reports each dismissed sheet's object still alive, and a sheet on screen that shows a
  /// presenter value the presenter has replaced; call once the clock is idle.
  package func verify() {
    verifyReleased()
    verifyOnScreen()
  }

  /// Reports each dismissed sheet's object still alive; call once the clock is idle.
  package func verifyReleased() {
    for object in retained {
      session.record(
        .dismissedSheetContentAlive,
        "the model of dismissed sheet \"\(object.id)\" is still alive, held by "
          + "\(object.holders.map(\.rawValue).sorted().joined(separator: ", ")), and handled "
          + "\(object.eventsAfterDismissal) app events since (\(version))")
    }
  }

  /// Reports a sheet on screen that shows a presenter value the presenter has replaced; call
  /// once the clock is idle.
  package func verifyOnScreen() {
    if let object = onScreen, shownValue != presenterValue {
      session.record(
        .sheetContentStale,
        "sheet \"\(object.id)\" shows the presenter's value \(shownValue) while the presenter "
          + "holds \(presenterValue): its app-owned host was given the root view once "
          + "(\(version))")
    }
  }

  private func show(_ object: SheetContentObject, appOwned: Bool) {
    onScreen = object
    onScreenIsAppOwned = appOwned
    shownValue = presenterValue
  }

  private func leave(_ object: SheetContentObject, then end: @escaping () -> Void) {
    onScreen = nil
    onScreenIsAppOwned = false
    session.clock.schedule(after: Self.dismissDuration) {
      end()
      object.dismissed = true
    }
  }
}
