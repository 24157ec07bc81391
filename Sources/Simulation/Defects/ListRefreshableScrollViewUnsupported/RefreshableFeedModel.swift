import Strategies

/// A headless feed with pull to refresh: the container its rows are hosted in, the refresh
/// control `refreshable(action:)` installs on that container's scroll view, and the user's pulls.
///
/// ## Mechanism
/// - `refreshable(action:)` puts the action into the environment; a container whose backing
///   scroll view reads it installs a refresh control. A `List` does so from iOS 15 (the
///   modifier's first version); a `ScrollView` from iOS 16. On iOS 15 a `ScrollView` does not
///   read it: the modifier compiles and nothing is installed.
/// - A pull past the threshold on a scroll view with a refresh control shows the control and
///   calls the action; without one the content bounces back and nothing else happens.
///
/// The model's assumptions, beyond the sources (which show the iOS 15 failure, and a
/// `ScrollView` refreshing from iOS 16 on): every 15.x release behaves as 15.0, and a feed
/// built in a `List` for the refresh control alone looks like the designed `ScrollView` only
/// where it must (its `List` styling is the price of the control on 15).
///
/// Detectors: ``verify()`` (once the user is done) reports every pull that called no refresh
/// action as `GlitchKind.refreshNotTriggered`, and a feed the app designed as a `ScrollView`
/// that is hosted in a `List` on a version whose `ScrollView` would have shown the control as
/// `GlitchKind.feedRestyledAsList`: the `List` brought its styling and cell reuse for
/// nothing.
package final class RefreshableFeedModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The container the app designed the feed in.
  package let designedContainer: RefreshableFeedContainer
  /// The container the feed's rows are hosted in.
  package private(set) var container: RefreshableFeedContainer
  /// Whether the app attached a refresh action (`refreshable(action:)`).
  package private(set) var hasRefreshAction = false
  /// Whether the container's scroll view carries a refresh control.
  package private(set) var hasRefreshControl = false
  /// The pulls past the threshold so far.
  package private(set) var pulls = 0
  /// The calls of the refresh action so far.
  package private(set) var refreshes = 0
  private let session: SimulationSession

  /// Creates the feed, designed in `designedContainer` and hosted in `container`, with no
  /// refresh action yet.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 15 (no
  ///   `refreshable(action:)`) and on platforms other than iOS and iPadOS.
  package init(
    version: PlatformVersion, designedContainer: RefreshableFeedContainer = .scrollView,
    container: RefreshableFeedContainer, session: SimulationSession
  ) throws(SimulationError) {
    try version.require("refreshable(action:)", from: 15)
    self.version = version
    self.designedContainer = designedContainer
    self.container = container
    self.session = session
  }

  /// Whether `container`'s backing scroll view reads the refresh action from the environment
  /// and installs a refresh control: a `List` from iOS 15, a `ScrollView` from iOS 16.
  package func installsRefreshControl(_ container: RefreshableFeedContainer) -> Bool {
    switch container {
    case .list: true
    case .scrollView: version.number >= VersionNumber(16)
    }
  }

  /// `refreshable(action:)` on the feed's container.
  package func attachRefreshAction() {
    session.countOperation()
    hasRefreshAction = true
    hasRefreshControl = installsRefreshControl(container)
  }

  /// The user pulls the feed down past the threshold: the action runs if a refresh control
  /// is installed.
  package func pull() {
    session.countOperation()
    pulls += 1
    guard hasRefreshControl, hasRefreshAction else { return }
    refreshes += 1
  }

  /// Reports the pulls that refreshed nothing and a `List` the feed did not need; call once
  /// the user is done.
  package func verify() {
    if refreshes < pulls {
      session.record(
        .refreshNotTriggered,
        "\(pulls - refreshes) of \(pulls) pulls on a feed in a \(container) with "
          + "refreshable(action:) showed no refresh control and called no action (\(version))")
    }
    if container != designedContainer, installsRefreshControl(designedContainer) {
      session.record(
        .feedRestyledAsList,
        "a feed designed as a \(designedContainer) is hosted in a \(container), although a "
          + "\(designedContainer) shows the refresh control on \(version)")
    }
  }
}
