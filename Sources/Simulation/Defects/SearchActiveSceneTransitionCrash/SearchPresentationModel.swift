import Strategies

/// A headless screen with a navigation-bar search field (`.searchable(text:isPresented:)`, or a
/// `UISearchController` in the navigation item) in the first tab of a tab view, inside a
/// navigation stack, in a scene the user can leave: whether its search is presented, the query,
/// and how the screen left the user's view.
///
/// ## Mechanism
/// - The user presents the search (taps the field and types); the app may collapse it
///   (`isPresented = false`, `isActive = false`), keeping the query and its results.
/// - The screen leaves the user's view by one of the ``SearchScreenExit``s: the scene leaves
///   the foreground, another tab is selected, or a screen is pushed over it. A presentation
///   still on when it leaves is suspended, and restored when the screen comes back (the scene
///   is active again, the tab is selected again, the pushed screen is popped).
/// - The scene transition lays the navigation bar out, its search palette included, while the
///   presentation is on: on iOS and iPadOS 26.4 and later that traps (an app's crash reports:
///   none on 26.3 and earlier, every release from 26.4). The app's scene-phase handler runs
///   before that layout.
/// - Restoring a suspended presentation: on 26.4 and later it traps, whatever the exit; on an
///   iPad (``ContextTrait/padIdiom``) with iPadOS 26.0 and later, coming back from a pushed
///   screen raises an exception (the search bar's scroll interaction is attached before the bar
///   is back in the window). Elsewhere the presentation is restored as the user left it.
/// - A crash ends the process: nothing the app or the user does afterwards happens.
///
/// The model's assumptions, beyond the sources (an app's crash reports and its fix, with their
/// review; another app's iPad fix): every exit and return above crashes on those versions
/// (the sources report crashes, not a rate; the iPad report crashed on the fourth repeated
/// attempt); on an iPad before 26.4 only the way back from a pushed screen crashes, whether or
/// not the pushed screen hides the navigation bar (the source's did); orientation changes,
/// which the crash reports also name, are not modelled.
///
/// Detectors: a crash is recorded as ``GlitchKind/searchPresentationCrash`` when it happens;
/// a presentation the app collapsed before an exit whose return the container would have
/// restored safely is recorded as ``GlitchKind/searchCollapsedNeedlessly`` (over-mitigation:
/// the user comes back to a closed search, its keyboard and focus gone, for nothing) when the
/// screen comes back.
package final class SearchPresentationModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// Whether the app runs with the iPad idiom.
  package let isPad: Bool
  /// Whether the search is presented (`isPresented`, `isActive`).
  package private(set) var isPresented = false
  /// The query the field holds.
  package private(set) var query = ""
  /// How the screen left the user's view, while it is out of view.
  package private(set) var exit: SearchScreenExit?
  /// Whether a presentation was on when the screen left the user's view (suspended until it
  /// comes back).
  package private(set) var suspended = false
  /// The exit before which the app collapsed a presentation, until the screen comes back.
  package private(set) var collapsedBefore: SearchScreenExit?
  /// Whether the app crashed.
  package private(set) var crashed = false
  /// The presentations the user found restored when the screen came back.
  package private(set) var restored = 0
  private let session: SimulationSession

  /// Creates the screen, in view, its search not presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 11 (no search controller in
  ///   a navigation item) and on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("UINavigationItem.searchController", from: 11)
    self.version = context.version
    self.isPad = context.traits.contains(.padIdiom)
    self.session = session
  }

  /// Whether the screen is in the user's view.
  package var isInView: Bool { exit == nil }

  /// Whether a scene transition's bar layout traps on a presented search palette (iOS and
  /// iPadOS 26.4 and later).
  package var sceneLayoutTraps: Bool { version.number >= VersionNumber(26, 4) }

  /// Whether restoring a presentation suspended by `exit` traps: on 26.4 and later always; on
  /// an iPad with 26.0 and later on the way back from a pushed screen.
  package func restoreTraps(after exit: SearchScreenExit) -> Bool {
    version.number >= VersionNumber(26, 4)
      || (isPad && exit == .push && version.number >= VersionNumber(26))
  }

  /// The user taps the search field and types `text`: the search is presented.
  package func present(_ text: String) {
    session.countOperation()
    guard !crashed, isInView else { return }
    isPresented = true
    query = text
  }

  /// `isPresented = false`: the app collapses the search, keeping the query, before `exit`.
  package func collapse(before exit: SearchScreenExit) {
    session.countOperation()
    guard !crashed, isPresented else { return }
    isPresented = false
    collapsedBefore = exit
  }

  /// The screen leaves the user's view by `exit`, after the app's handler ran: a scene
  /// transition lays the bar out (trapping on a presented palette where it does), and a
  /// presentation still on is suspended.
  package func leave(by exit: SearchScreenExit) {
    session.countOperation()
    guard !crashed, isInView else { return }
    self.exit = exit
    if exit == .sceneDeactivation, isPresented, sceneLayoutTraps {
      crash(
        "the scene transition repositioned the presented search palette "
          + "(EXC_BREAKPOINT in _repositionPaletteWithNavigationBarHidden:)")
      return
    }
    suspended = isPresented
  }

  /// The screen comes back (the scene is active again, the tab is selected again, the pushed
  /// screen is popped): a suspended presentation is restored, or traps where it does.
  package func comeBack() {
    session.countOperation()
    guard !crashed, let exit else { return }
    self.exit = nil
    if suspended {
      suspended = false
      if restoreTraps(after: exit) {
        crash(
          exit == .push && isPad && !sceneLayoutTraps
            ? "navigating back attached the search bar's scroll interaction before the bar was "
              + "in the window (NSInternalInconsistencyException)"
            : "restoring the search presentation suspended by \(exit) trapped")
        return
      }
      restored += 1
    }
    if let collapsed = collapsedBefore {
      collapsedBefore = nil
      let wouldTrap =
        collapsed == .sceneDeactivation ? sceneLayoutTraps : restoreTraps(after: collapsed)
      if !wouldTrap {
        session.record(
          .searchCollapsedNeedlessly,
          "the app collapsed the search for \"\(query)\" before \(collapsed); the user comes "
            + "back to a closed search, its keyboard and focus gone, where the presentation "
            + "would have been restored (\(setting))")
      }
    }
  }

  private var setting: String { "\(version)\(isPad ? ", iPad" : "")" }

  private func crash(_ reason: String) {
    crashed = true
    isPresented = false
    session.record(.searchPresentationCrash, "\(reason) (\(setting))")
  }
}
