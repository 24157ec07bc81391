import Strategies

/// A headless screen that searches through a `UISearchController` on its navigation item, with
/// two options the app wants that SwiftUI's `searchable` does not offer: the navigation bar
/// stays during a search (`hidesNavigationBarDuringPresentation = false`) and no Cancel button
/// (`automaticallyShowsCancelButton = false`).
///
/// ## Mechanism
/// - With `searchable`, SwiftUI creates the controller, configured with UIKit's defaults
///   (the bar hides during a search, Cancel shows), and runs the app's introspection callback
///   at each update of the screen; the callback sets the app's options.
/// - The user starts a search (taps the field): the screen updates, and the controller presents
///   with the options it holds then. From iOS 17.1, SwiftUI configures its controller again in
///   that update, after the app's callback: its options are UIKit's defaults again. Before 17.1
///   it does not.
/// - With a controller the app owns (a representable that sets it on the navigation item),
///   SwiftUI neither creates nor configures it: the representable sets the app's options at
///   each update, and they hold on every version.
/// - The search ends with SwiftUI's `dismissSearch` for `searchable`'s controller; it does not
///   reach a controller the app owns, whose search the app ends through its own binding
///   (`isActive = false` on the next turn, as the representable does).
///
/// The model's assumptions, beyond the sources (an app that saw the options hold on 16.4 and
/// 17.0.1 and fail on 17.1 and 17.1.1, and replaced `searchable` with its own controller): every
/// 17.x from 17.1 configures the controller again at every activation (the app saw it
/// "sometimes"); 18.0 and later do not (the sources stop at 17).
///
/// Detectors: ``verifyPresentation()`` reports a search presented with the navigation bar
/// hidden or the Cancel button shown against the app's options as
/// ``GlitchKind/searchOptionsReverted``; ``verifyEnded()`` (once the clock is idle) reports a
/// search the app ended that is still active as ``GlitchKind/searchNotDismissed``
/// (over-mitigation: `dismissSearch` aimed at a controller the app owns).
package final class SearchControllerOptionsModel {
  /// Whose controller the screen searches with.
  package enum Owner: String, Hashable, Sendable {
    /// SwiftUI's, behind `searchable`.
    case swiftUI
    /// The app's, set on the navigation item by a representable.
    case app
  }

  /// The simulated OS version.
  package let version: PlatformVersion
  /// Whose controller the screen searches with.
  package let owner: Owner
  /// The controller's `hidesNavigationBarDuringPresentation`.
  package private(set) var hidesNavigationBar = true
  /// The controller's `automaticallyShowsCancelButton`.
  package private(set) var showsCancelButton = true
  /// Whether the search is active (presented).
  package private(set) var isActive = false
  /// Whether the navigation bar is hidden.
  package private(set) var navigationBarHidden = false
  /// Whether the Cancel button is shown.
  package private(set) var cancelShown = false
  /// Whether the app has ended the search and waits for it to end.
  package private(set) var endRequested = false
  private let session: SimulationSession

  /// Creates the screen, not searching.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 15 (no `searchable`) and on
  ///   platforms other than iOS and iPadOS.
  package init(version: PlatformVersion, owner: Owner, session: SimulationSession)
    throws(SimulationError)
  {
    try version.require("searchable(text:)", from: 15)
    self.version = version
    self.owner = owner
    self.session = session
  }

  /// Whether SwiftUI configures `searchable`'s controller again when a search starts, after
  /// the app's callback (iOS and iPadOS 17.1 to 17.x).
  package var reconfiguresOnActivation: Bool {
    version.number >= VersionNumber(17, 1) && version.major == 17
  }

  /// One update of the screen: `configure` is the app's code that sets the options, SwiftUI's
  /// introspection callback or the representable's `updateUIViewController`.
  package func update(configure: (SearchControllerOptionsModel) -> Void) {
    session.countOperation()
    configure(self)
  }

  /// `hidesNavigationBarDuringPresentation = hides`, `automaticallyShowsCancelButton = shows`.
  package func setOptions(hidesNavigationBar hides: Bool, showsCancelButton shows: Bool) {
    session.countOperation()
    hidesNavigationBar = hides
    showsCancelButton = shows
  }

  /// The user taps the search field: the screen updates (running `configure`), SwiftUI
  /// configures its own controller again where it does, and the search presents with the
  /// options the controller holds.
  package func activate(configure: (SearchControllerOptionsModel) -> Void) {
    session.countOperation()
    guard !isActive else { return }
    configure(self)
    if owner == .swiftUI, reconfiguresOnActivation {
      hidesNavigationBar = true
      showsCancelButton = true
    }
    isActive = true
    endRequested = false
    navigationBarHidden = hidesNavigationBar
    cancelShown = showsCancelButton
  }

  /// `dismissSearch()` from the environment: ends `searchable`'s search; a controller the app
  /// owns is not SwiftUI's, so nothing happens to it.
  package func dismissSearch() {
    session.countOperation()
    guard isActive else { return }
    endRequested = true
    if owner == .swiftUI { end() }
  }

  /// The app's binding set to `false`: the representable sets `isActive = false` on the
  /// controller the app owns, on the next turn.
  package func endThroughBinding() {
    session.countOperation()
    guard isActive else { return }
    endRequested = true
    guard owner == .app else { return }
    // Weak: the clock belongs to the session the model holds, and a walk may end with the
    // end still waiting.
    session.clock.nextTurn { [weak self] in
      self?.end()
    }
  }

  /// Reports a search presented against the app's options.
  package func verifyPresentation() {
    guard isActive, navigationBarHidden || cancelShown else { return }
    var what: [String] = []
    if navigationBarHidden { what.append("the navigation bar hidden") }
    if cancelShown { what.append("the Cancel button shown") }
    session.record(
      .searchOptionsReverted,
      "the search is presented with \(what.joined(separator: " and ")) although the app set "
        + "hidesNavigationBarDuringPresentation and automaticallyShowsCancelButton to false "
        + "(\(version))")
  }

  /// Reports a search the app ended that is still active; call once the clock is idle.
  package func verifyEnded() {
    guard endRequested, isActive else { return }
    session.record(
      .searchNotDismissed,
      "the search is still active after the app ended it: dismissSearch does not reach a "
        + "search controller the app owns (\(version))")
  }

  private func end() {
    guard isActive else { return }
    isActive = false
    endRequested = false
    navigationBarHidden = false
    cancelShown = false
  }
}
