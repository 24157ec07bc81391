import Strategies

/// A horizontal size class of the simulated window or view controller.
package enum SimulatedSizeClass: String, Hashable, Sendable, CaseIterable {
  /// Compact: an iPhone in portrait, an iPad app in Slide Over or a narrow split.
  case compact
  /// Regular: an iPad app full screen or in a wide window.
  case regular
}

/// Where a tab bar controller shows its tab bar.
package enum SimulatedTabBarPosition: String, Hashable, Sendable {
  /// At the bottom of the screen, below the content.
  case bottom
  /// At the top, floating in the navigation bar's row (iPadOS 18 and later).
  case top
}

/// What the app laid out around its tab bar, designed for a bottom tab bar.
package struct TabBarAppDesign: Hashable, Sendable {
  /// The items of each tab's navigation bar (buttons, and the search field).
  package var navigationBarItems: Int
  /// Whether a mini player is anchored to the tab bar's top edge.
  package var hasMiniPlayer: Bool

  /// Creates a design.
  package init(navigationBarItems: Int, hasMiniPlayer: Bool) {
    self.navigationBarItems = navigationBarItems
    self.hasMiniPlayer = hasMiniPlayer
  }

  /// A design with bar items and a mini player above the bottom tab bar.
  package static let barsAndMiniPlayer = TabBarAppDesign(navigationBarItems: 3, hasMiniPlayer: true)
}

/// A headless `UITabBarController` in a window: the window's horizontal size class, the
/// `traitOverrides` the app set on the controller, its tab bar and its children, and where the
/// tab bar is laid out.
///
/// ## Mechanism
/// - Traits flow down: the controller's horizontal size class is its override, else the
///   window's; its tab bar's and each child's is their own override, else the controller's.
/// - The controller lays its tab bar out from the user-interface idiom (``ContextTrait/padIdiom``),
///   its own horizontal size class and the linked version
///   (``Strategies/StrategyContext/linkedVersion``, the older of the OS and the SDK): at the top
///   with the iPad idiom, a regular class and a linked version of 18 or later; at the bottom
///   otherwise. At the top, the bar shares the navigation bar's row, and the bottom inset the
///   bar gave the content (the height a mini player anchored to it stands on) is gone.
/// - `traitOverrides` exists from iOS 17, in the iOS 17 SDK and later: elsewhere setting one is
///   an unavailable API.
///
/// The model's assumptions, beyond the sources: the placement does not depend on the number of
/// tabs or the tab bar's own override (WooCommerce gives the tab bar the window's class back and
/// keeps it at the bottom); iPadOS 26's floating pill is placed as 18's bar is (iPadOS 26
/// apps report the same top placement and the same override keeping it at the bottom).
///
/// Detector: ``verify(_:)`` reports a tab bar at the top of an app designed for a bottom one
/// as ``GlitchKind/tabBarMovedToTop``, and a tab bar or child whose size class is not the
/// window's as ``GlitchKind/contentSizeClassChanged`` (over-mitigation).
package final class TabBarControllerModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// Whether the app runs with the iPad idiom.
  package let isPad: Bool
  /// The window's horizontal size class.
  package private(set) var window: SimulatedSizeClass
  /// The override on the tab bar controller, if any.
  package private(set) var controllerOverride: SimulatedSizeClass?
  /// The override on the tab bar, if any.
  package private(set) var tabBarOverride: SimulatedSizeClass?
  /// The override on each child (one per tab), if any.
  package private(set) var childOverrides: [SimulatedSizeClass?]
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// The bottom tab bar's height, the inset the content gets from it.
  package static let bottomBarHeight = 49

  /// Creates a tab bar controller of `tabs` children in a window of the `window` class, with
  /// the idiom of `context`'s traits.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  package init(
    context: StrategyContext, tabs: Int, window: SimulatedSizeClass, session: SimulationSession
  ) throws(SimulationError) {
    try context.version.require("UITabBarController", from: 2)
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.isPad = context.traits.contains(.padIdiom)
    self.window = window
    self.childOverrides = Array(repeating: nil, count: max(tabs, 0))
    self.session = session
  }

  /// The tab bar controller's horizontal size class.
  package var controllerSizeClass: SimulatedSizeClass { controllerOverride ?? window }

  /// The tab bar's horizontal size class.
  package var tabBarSizeClass: SimulatedSizeClass { tabBarOverride ?? controllerSizeClass }

  /// The horizontal size class of the child at `index`.
  package func childSizeClass(_ index: Int) -> SimulatedSizeClass {
    childOverrides.indices.contains(index)
      ? childOverrides[index] ?? controllerSizeClass : controllerSizeClass
  }

  /// Where the controller lays its tab bar out.
  package var position: SimulatedTabBarPosition {
    isPad && controllerSizeClass == .regular && linkedVersion.major >= 18 ? .top : .bottom
  }

  /// The bottom inset the tab bar gives the content: its height at the bottom, none at the top.
  package var bottomInset: Int { position == .bottom ? Self.bottomBarHeight : 0 }

  /// The window's size class changes (full screen, Slide Over, a split's divider moved).
  package func resize(to sizeClass: SimulatedSizeClass) {
    session.countOperation()
    window = sizeClass
  }

  /// `tabBarController.traitOverrides.horizontalSizeClass = sizeClass`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 17 or in an older SDK.
  package func overrideController(_ sizeClass: SimulatedSizeClass) throws(SimulationError) {
    session.countOperation()
    try requireTraitOverrides()
    controllerOverride = sizeClass
  }

  /// `tabBarController.tabBar.traitOverrides.horizontalSizeClass = sizeClass`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 17 or in an older SDK.
  package func overrideTabBar(_ sizeClass: SimulatedSizeClass) throws(SimulationError) {
    session.countOperation()
    try requireTraitOverrides()
    tabBarOverride = sizeClass
  }

  /// `child.traitOverrides.horizontalSizeClass = sizeClass` on every child.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 17 or in an older SDK.
  package func overrideChildren(_ sizeClass: SimulatedSizeClass) throws(SimulationError) {
    session.countOperation()
    try requireTraitOverrides()
    for index in childOverrides.indices { childOverrides[index] = sizeClass }
  }

  /// Reports what the user sees differ from the app's design: a tab bar at the top over the
  /// bars and the mini player `design` laid out for a bottom one, and a tab bar or child not in
  /// the window's size class.
  package func verify(_ design: TabBarAppDesign) {
    let setting = "\(version), built with the \(sdk) SDK, \(window) window"
    if position == .top, design.navigationBarItems > 0 || design.hasMiniPlayer {
      var covered: [String] = []
      if design.navigationBarItems > 0 {
        covered.append("covers the navigation bar's \(design.navigationBarItems) items")
      }
      if design.hasMiniPlayer {
        covered.append("the mini player loses its \(Self.bottomBarHeight)-point inset")
      }
      session.record(
        .tabBarMovedToTop,
        "the tab bar is at the top: it \(covered.joined(separator: ", and ")) (\(setting))")
    }
    var changed: [String] = []
    if tabBarSizeClass != window { changed.append("the tab bar is \(tabBarSizeClass)") }
    for index in childOverrides.indices where childSizeClass(index) != window {
      changed.append("tab \(index) is laid out \(childSizeClass(index))")
    }
    if !changed.isEmpty {
      session.record(
        .contentSizeClassChanged, "\(changed.joined(separator: ", ")) (\(setting))")
    }
  }

  private func requireTraitOverrides() throws(SimulationError) {
    guard linkedVersion.major >= 17 else {
      throw .notApplicable(
        reason: "traitOverrides does not exist below iOS 17 or in an older SDK (\(version), "
          + "built with the \(sdk) SDK)")
    }
  }
}
