import Strategies

/// A headless tab bar controller whose tab holds a navigation stack: where its tab bar is laid
/// out (``TabBarControllerModel``), the bottom bar's state that `hidesBottomBarWhenPushed`
/// changes, and the developer's own hidden preference (`isTabBarHidden`).
///
/// ## Mechanism
/// - Pushing a screen whose `hidesBottomBarWhenPushed` is set hides the bottom tab bar while it
///   is on top; popping it shows the bar again. The flag reaches only the bottom bar.
/// - Linked on or after iOS 18, an iPad in the regular size class lays the tab bar out at the
///   top (``TabBarControllerModel/position``); there the push flag changes nothing the user
///   sees, and the bar stays over the pushed screen.
/// - `setTabBarHidden(_:animated:)` (`isTabBarHidden`, iOS 18 and the iOS 18 SDK) is the
///   developer's preference for the top bar and the bottom bar alike: it hides either while it
///   is set, and the system never resets it (Apple's answer to a feedback report: it "does not
///   reflect the active state of the bottom bar … so that the system does not unset the
///   developer's preference"). Below iOS 18 or in an older SDK it is an unavailable API.
///
/// The model's assumptions, beyond the sources: iPadOS 26's floating bar ignores the push flag
/// as 18's does; the preference takes effect with the push's animation (Titanium animates its
/// show and hide methods alongside).
///
/// Detectors: ``verifyPushed()`` reports a tab bar shown over a pushed screen that asked to hide
/// it as ``GlitchKind/tabBarShownOverPushedScreen`` where the app designed its screens for the
/// top bar (``ContextTrait/topTabBarKept``), and as the top placement itself
/// (``GlitchKind/tabBarMovedToTop``, `tab-bar-ipad-floating-top`'s symptom) where the app
/// designed them for a bottom bar; ``verifyRoot()`` reports a tab bar hidden on the tab's root
/// as ``GlitchKind/tabBarHiddenAtRoot`` (over-mitigation: the preference left set).
package final class TabBarHidingModel {
  /// The tab bar controller: the window's size class, the overrides, the bar's position.
  package let controller: TabBarControllerModel
  /// Whether the app designed its screens for the iPad's top tab bar.
  package let keepsTopBar: Bool
  /// Whether a screen that asked to hide the tab bar is on top of the stack.
  package private(set) var pushed = false
  /// Whether the bottom bar is hidden by the pushed screen's `hidesBottomBarWhenPushed`.
  package private(set) var bottomBarHiddenByPush = false
  /// The developer's preference, `isTabBarHidden`.
  package private(set) var controllerHidden = false
  private let context: StrategyContext
  private let session: SimulationSession

  /// Creates a three-tab controller on its tab's root, in a regular window on an iPad and a
  /// compact one on an iPhone.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    let isPad = context.traits.contains(.padIdiom)
    self.controller = try TabBarControllerModel(
      context: context, tabs: 3, window: isPad ? .regular : .compact, session: session)
    self.keepsTopBar = context.traits.contains(.topTabBarKept)
    self.context = context
    self.session = session
  }

  /// Whether the user sees the tab bar.
  package var tabBarVisible: Bool {
    if controllerHidden { return false }
    return controller.position == .top || !bottomBarHiddenByPush
  }

  /// `navigationController.pushViewController(screen, animated: true)`, the screen's
  /// `hidesBottomBarWhenPushed` set.
  package func pushHidingScreen() {
    session.countOperation()
    pushed = true
    bottomBarHiddenByPush = true
  }

  /// `popViewController(animated: true)` back to the tab's root.
  package func pop() {
    session.countOperation()
    pushed = false
    bottomBarHiddenByPush = false
  }

  /// `tabBarController.setTabBarHidden(hidden, animated: true)`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 18 or in an older SDK.
  package func setTabBarHidden(_ hidden: Bool) throws(SimulationError) {
    session.countOperation()
    guard context.linkedVersion.major >= 18 else {
      throw .notApplicable(
        reason: "setTabBarHidden(_:animated:) does not exist below iOS 18 or in an older SDK "
          + "(\(context.version), built with the \(context.sdk) SDK)")
    }
    controllerHidden = hidden
  }

  /// Reports a tab bar shown over the pushed screen that asked to hide it.
  package func verifyPushed() {
    guard pushed, tabBarVisible else { return }
    let setting =
      "\(context.version), built with the \(context.sdk) SDK, \(controller.window) "
      + "window"
    if keepsTopBar {
      session.record(
        .tabBarShownOverPushedScreen,
        "the \(controller.position) tab bar stays over the pushed screen that set "
          + "hidesBottomBarWhenPushed (\(setting))")
    } else if controller.position == .top {
      session.record(
        .tabBarMovedToTop,
        "the tab bar is at the top, over the pushed screen of an app designed for a bottom "
          + "bar (\(setting))")
    }
  }

  /// Reports a tab bar hidden on the tab's root.
  package func verifyRoot() {
    guard !pushed, !tabBarVisible else { return }
    session.record(
      .tabBarHiddenAtRoot,
      "the tab bar is hidden on the tab's root: isTabBarHidden was left set after the pop "
        + "(\(context.version), built with the \(context.sdk) SDK)")
  }
}
