import Strategies

/// A headless `TabView(selection:)` whose tabs each host a `NavigationStack(path:)` (a
/// ``NavigationStackModel`` hosted in a `TabView`), with the tab selection bound to the app.
///
/// ## Mechanism
/// - A tap on another tab selects it: the `TabView` writes the selection binding with the new
///   value (``selectionWritten``). Each tab keeps its stack.
/// - A tap on the selected tab writes the selection binding with the value it already has,
///   then, where the `TabView` pops on a reselect (``systemPopsOnReselect``: iOS 18 and later),
///   the system pops the tab's stack to its root with its own animation
///   (``NavigationStackModel/systemPop(toDepth:)``) and writes the shorter path through the
///   tab's path binding (``pathWritten``). Before 18 nothing else happens.
/// - The system's pop is decided at the tap, from the depth the stack had then. When the app's
///   code in the selection binding also changed the tab's path during that tap, the two pops
///   act on one stack for one tap: the model counts that as a second pop (it does not render
///   the system's), whatever the order the two would run in.
///
/// The model's assumption beyond the sources: the `TabView` behaviour follows the OS version,
/// not the SDK the app is linked with (the release note lists it as a new feature and names no
/// SDK gate).
///
/// ## Detectors
/// - `GlitchKind.tabReselectIgnored`: after a reselect, the tab's stack is not at its root.
/// - `GlitchKind.tabReselectPoppedTwice` (over-mitigation): the app popped the stack on a
///   reselect where the `TabView` pops it too.
package final class TabBarModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// Each tab's stack, by tab index.
  package let stacks: [NavigationStackModel<Int>]
  /// The selected tab, as the `TabView` shows it.
  package private(set) var selection = 0
  /// The app's selection binding's setter: called on every tap with the tapped tab, also when
  /// it is the selected one.
  package var selectionWritten: (Int) -> Void = { _ in }
  /// The app's path binding's setter for a tab: called when the system writes the tab's path
  /// (after its pop on a reselect).
  package var pathWritten: (_ tab: Int, _ path: [Int]) -> Void = { _, _ in }
  private let session: SimulationSession

  /// Creates a tab bar of `tabs` tabs (at least one), the first selected, every stack at its
  /// root.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no `NavigationStack`)
  ///   and on platforms other than iOS and iPadOS.
  package init(version: PlatformVersion, tabs: Int, session: SimulationSession)
    throws(SimulationError)
  {
    var stacks: [NavigationStackModel<Int>] = []
    for _ in 0..<max(tabs, 1) {
      stacks.append(
        try NavigationStackModel<Int>(version: version, hostedInTabView: true, session: session))
    }
    self.version = version
    self.stacks = stacks
    self.session = session
  }

  /// Whether a tap on the selected tab pops the stack it hosts to its root (iOS 18 and later).
  package var systemPopsOnReselect: Bool { version.major >= 18 }

  /// The user taps `tab`; a tab the bar does not have is ignored.
  package func tap(_ tab: Int) {
    guard stacks.indices.contains(tab) else { return }
    session.countOperation()
    guard tab == selection else {
      selection = tab
      selectionWritten(tab)
      return
    }
    let stack = stacks[tab]
    let depthAtTap = stack.path.count
    let pathAtTap = stack.path
    selectionWritten(tab)
    let appChangedPath = stack.path != pathAtTap
    if systemPopsOnReselect, depthAtTap > 0 {
      if appChangedPath {
        session.record(
          .tabReselectPoppedTwice,
          "the app changed tab \(tab)'s path from depth \(depthAtTap) on a reselect where the "
            + "TabView pops it too (\(version))")
      } else {
        stack.systemPop(toDepth: 0)
        pathWritten(tab, stack.path)
      }
    }
  }

  /// Reports a reselect of `tab` that left its stack above the root, once the run loop has
  /// turned (a pop the app split in two updates has finished).
  package func verifyAtRoot(_ tab: Int) {
    guard stacks.indices.contains(tab), !stacks[tab].path.isEmpty else { return }
    session.record(
      .tabReselectIgnored,
      "tapping the selected tab \(tab) left its stack at depth \(stacks[tab].path.count) "
        + "(\(version))")
  }
}
