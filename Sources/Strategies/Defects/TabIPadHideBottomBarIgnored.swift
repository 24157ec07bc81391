// MARK: - `tab-ipad-hide-bottom-bar-ignored`: the defect, its identifiers, its trait and its strategy

extension IssueID {
  /// On iPadOS 18 and later, in the regular horizontal size class, in an app linked against the
  /// iOS 18 SDK or later that keeps the tab bar at the top, a screen pushed with
  /// `hidesBottomBarWhenPushed` does not hide the tab bar: the flag hides only the bottom bar.
  public static let tabIPadHideBottomBarIgnored: IssueID = "tab-ipad-hide-bottom-bar-ignored"
}

extension StrategyID {
  /// The built-in strategy that hides the tab bar controller's tab bar with
  /// `setTabBarHidden(_:animated:)` while a screen that wants no tab bar is pushed, and shows it
  /// again when that screen is popped, for ``IssueID/tabIPadHideBottomBarIgnored``.
  public static let hideTopTabBarWhilePushed: StrategyID = "hide-top-tab-bar-while-pushed"
}

extension ContextTrait {
  /// The app keeps the iPadOS 18 tab bar at the top: it designed its screens for it (a
  /// `TabView` in the sidebar-adaptable style, a tab bar controller it lets float), instead of
  /// moving it back to the bottom. It says nothing of the idiom: the iPad's is ``padIdiom``.
  public static let topTabBarKept = ContextTrait("ipad-top-tab-bar-kept")
}

extension KnownIssue {
  /// Apple's answer quoted in LNPopupController's iOS 18 issue: `isTabBarHidden` is the
  /// developer's preference for the iPad tab bar and the bottom tab bar, separate from the
  /// bottom bar's state that `hidesBottomBarWhenPushed` changes.
  package static let lnPopupTabBarHidden =
    "https://github.com/LeoNatan/LNPopupController/issues/570"
  /// A custom tab bar controller's users: on iPadOS 18 `hidesBottomBarWhenPushed` has no effect.
  package static let esTabBarHidesBottomBar =
    "https://github.com/eggswift/ESTabBarController/issues/292"
}

/// The versions the defect affects, judged on the linked version: its catalogue entry's range
/// and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 18...)

extension BuiltInDefect {
  /// `tab-ipad-hide-bottom-bar-ignored`.
  package static let tabIPadHideBottomBarIgnored = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .tabIPadHideBottomBarIgnored,
        title: "Hiding the tab bar on push leaves the iPad's top tab bar on screen",
        affected: affectedVersions,
        requiredTraits: [.padIdiom, .topTabBarKept],
        trigger: "a screen that wants the whole window (a player, a reader, a full-screen "
          + "editor) pushed with `hidesBottomBarWhenPushed` (or SwiftUI's "
          + "`toolbar(.hidden, for: .tabBar)` on the pushed view) in a tab of a tab bar "
          + "controller on an iPad in the regular size class, in an app that keeps the iPadOS "
          + "18 tab bar at the top (apps that move it back to the bottom are "
          + "`tab-bar-ipad-floating-top`'s, and the flag works there). Linked on or after "
          + "iOS 18, the tab bar lives in the top container; the push flag hides only the "
          + "bottom bar, and `isTabBarHidden`, the developer's own preference for either bar, "
          + "is left as it was (Apple's answer to a feedback report). The catalogue judges the "
          + "versions on the older of the OS and the SDK and assumes iPadOS 26's floating bar "
          + "behaves as 18's. By design, so no version is known to end it",
        symptom: "the floating tab bar stays over the pushed screen, covering its top edge and "
          + "offering the other tabs from a screen that was meant to stand alone",
        sources: [
          KnownIssue.lnPopupTabBarHidden,
          KnownIssue.esTabBarHidesBottomBar,
          "https://github.com/tidev/titanium-sdk/pull/14173",
          KnownIssue.ios18ReleaseNotes,
        ])
      issue.followsLinkedSDK = true
      return issue
    }(),
    strategies: [HideTopTabBarWhilePushed()],
    traits: [
      TraitDescriptor(
        .topTabBarKept,
        summary: "the app keeps the iPadOS 18 tab bar at the top, its screens designed for it")
    ])
}

/// Hides the iPad's top tab bar while a screen that wants no tab bar is pushed, and shows it
/// again when that screen is popped, on iPadOS 18 and later, in apps linked against the iOS 18
/// SDK or later that keep the top tab bar.
///
/// There `hidesBottomBarWhenPushed` hides only the bottom bar, and the tab bar sits in the top
/// container. `UITabBarController.setTabBarHidden(_:animated:)` (iOS 18) sets the developer's
/// preference for the top bar and the bottom bar alike: set to `true` alongside the push of a
/// screen that wants no tab bar, it hides the floating bar. The preference is the app's to
/// clear: the system does not reset it on pop, so the plan shows the bar again when the screen
/// is popped, or it stays hidden on the tab's root. The API does not exist below iOS 18 or in
/// an older SDK, where the flag works anyway, so the strategy's versions follow the linked SDK
/// (``StrategyDescriptor/followsLinkedSDK``) and it needs ``ContextTrait/topTabBarKept``.
package struct HideTopTabBarWhilePushed: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = TabBarHidingPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `tab-ipad-hide-bottom-bar-ignored` on iPadOS 18 and later, as linked, where
  /// the app keeps the top tab bar.
  package let descriptor = StrategyDescriptor(
    id: .hideTopTabBarWhilePushed,
    title: "Hide the top tab bar while a screen that wants no tab bar is pushed",
    addresses: [.tabIPadHideBottomBarIgnored],
    versions: affectedVersions,
    requiredTraits: [.padIdiom, .topTabBarKept],
    rationale: "Linked on or after iOS 18, hidesBottomBarWhenPushed hides only the bottom bar "
      + "and the iPad's tab bar floats at the top; setTabBarHidden(true, animated:) on the "
      + "push and (false, animated:) on the pop hides it for that screen alone.",
    sources: [KnownIssue.lnPopupTabBarHidden, "https://github.com/tidev/titanium-sdk/pull/14173"],
    followsLinkedSDK: true)

  /// Hides the tab bar while the screen is pushed.
  package func adjust(_ policy: inout TabBarHidingPlan, for context: StrategyContext) {
    policy = .controllerHiddenWhilePushed
  }
}

// MARK: - The policy, the plan and its planner

/// How a screen that wants no tab bar hides it when it is pushed.
public enum TabBarHidingPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `hidesBottomBarWhenPushed` alone (the default).
  case pushFlagOnly
  /// The push flag, and `setTabBarHidden(true, animated: true)` alongside the push, and
  /// `setTabBarHidden(false, animated: true)` alongside the pop of that screen.
  case controllerHiddenWhilePushed
  /// The push flag and `setTabBarHidden(true, animated: true)` on the push, never shown again
  /// (as an app that forgets the preference is sticky): no strategy should write it; the
  /// mutation check tries it.
  case controllerHiddenOnPush

  /// `pushFlagOnly`, `controllerHiddenWhilePushed` or `controllerHiddenOnPush`.
  public var description: String {
    switch self {
    case .pushFlagOnly: "pushFlagOnly"
    case .controllerHiddenWhilePushed: "controllerHiddenWhilePushed"
    case .controllerHiddenOnPush: "controllerHiddenOnPush"
    }
  }
}

/// The plan for `tab-ipad-hide-bottom-bar-ignored`: how a pushed screen hides the tab bar
/// (``TabBarHidingPlan/pushFlagOnly`` unless a strategy adds the controller's preference).
public enum TabBarHidingPolicy: StrategyPolicyKey {
  /// The push flag alone.
  public static let passthrough = TabBarHidingPlan.pushFlagOnly
}

/// Plans, per the resolved strategies, how a screen that wants no tab bar hides it when it is
/// pushed and shows it when it is popped.
///
/// ```swift
/// let hiding = TabBarHidingPlanner(strategies: strategies).hidingPlan()
/// // iPadOS 18 and later, built with the iOS 18 SDK, the top tab bar kept:
/// // .controllerHiddenWhilePushed; elsewhere .pushFlagOnly
/// ```
public struct TabBarHidingPlanner: Sendable, Hashable {
  /// The plan every push of a screen that wants no tab bar gets.
  public let plan: TabBarHidingPlan

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the tab-bar-hiding plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(TabBarHidingPolicy.self)
  }

  /// How to hide the tab bar for a pushed screen that wants none.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func hidingPlan() -> TabBarHidingPlan {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension TabBarHidingPlanner: StrategySetPlanner {}
