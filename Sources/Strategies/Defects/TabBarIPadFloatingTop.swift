// MARK: - `tab-bar-ipad-floating-top`: the defect, its identifiers, its trait and its strategy

extension IssueID {
  /// On iPadOS 18 and later, in the regular horizontal size class, a tab bar controller (or an
  /// automatic-style `TabView`) of an app linked against the iOS 18 SDK or later shows its tab
  /// bar at the top, over the navigation bar, instead of at the bottom.
  public static let tabBarIPadFloatingTop: IssueID = "tab-bar-ipad-floating-top"
}

extension StrategyID {
  /// The built-in strategy that keeps the iPad tab bar at the bottom by giving the tab bar
  /// controller the compact horizontal size class, for ``IssueID/tabBarIPadFloatingTop``.
  public static let compactTabBarControllerSizeClass: StrategyID =
    "compact-tab-bar-controller-size-class"
}

extension ContextTrait {
  /// The app runs with the iPad user-interface idiom (`UIUserInterfaceIdiom.pad`): an iPad,
  /// whatever the size of its window.
  public static let padIdiom = ContextTrait("ipad-idiom")
}

extension KnownIssue {
  /// WooCommerce's fix: the tab bar controller's horizontal size class overridden to compact,
  /// its tab bar and children given the window's size class again.
  package static let wooCommerceBottomTabBar =
    "https://github.com/woocommerce/woocommerce-ios/pull/14136"
}

extension BuiltInDefect {
  /// `tab-bar-ipad-floating-top`.
  package static let tabBarIPadFloatingTop = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .tabBarIPadFloatingTop,
        title: "The iPad tab bar floats at the top, over the navigation bar",
        affected: .on(.iOS, .iPadOS, versions: 18...),
        requiredTraits: [.padIdiom],
        trigger: "a UITabBarController, or a SwiftUI TabView in the automatic style, on an iPad "
          + "in the regular horizontal size class (full screen, or a wide window), in an app "
          + "that designed its screens for a bottom tab bar: navigation-bar items or search in "
          + "each tab, or UI anchored to the tab bar's top edge such as a mini player. Apple's "
          + "iOS & iPadOS 18 release notes (117029720): the tab bar now appears at the top "
          + "instead of the bottom; apps built with Xcode 15 keep the bottom bar on iPadOS 18, "
          + "so the catalogue judges the versions on the older of the OS and the SDK. By "
          + "design, with no opt-out: on iPadOS 26 the bar is a floating pill, still at the "
          + "top, so no version is known to end it. An app that keeps the top bar by design "
          + "(`ipad-top-tab-bar-kept`) is left out",
        symptom: "the tab bar moves to the top and shares the navigation bar's row: the bar's "
          + "items and search are covered or collapsed into a menu, and UI anchored above the "
          + "bottom tab bar loses its inset (the mini player drops to the screen's edge)",
        sources: [
          KnownIssue.ios18ReleaseNotes,
          KnownIssue.wooCommerceBottomTabBar,
          "https://github.com/dotnet/maui/issues/23380",
          "https://github.com/TortugaPower/BookPlayer/pull/1178",
          "https://github.com/tidev/titanium-sdk/pull/14337",
        ])
      issue.followsLinkedSDK = true
      issue.excludedTraits = [.topTabBarKept]
      return issue
    }(),
    strategies: [CompactTabBarControllerSizeClass()],
    traits: [TraitDescriptor(.padIdiom, summary: "the app runs with the iPad user-interface idiom")]
  )
}

/// Keeps the iPad tab bar at the bottom by giving the tab bar controller, and only it, the
/// compact horizontal size class.
///
/// On iPadOS 18 and later, in apps linked against the iOS 18 SDK or later, a tab bar
/// controller whose horizontal size class is regular shows its tab bar at the top, in the
/// navigation bar's row. The controller reads its own trait collection to choose: overriding
/// its `horizontalSizeClass` to compact (`traitOverrides`, iOS 17 and later) brings the bottom
/// tab bar back. Traits flow down, so the plan gives the tab bar and every child the window's
/// size class again; a compact class that reaches the children turns the iPad's regular
/// layouts (split views, multi-column grids) into iPhone ones. The app applies the plan again
/// whenever the window's size class changes. The strategy's versions follow the linked SDK
/// (``StrategyDescriptor/followsLinkedSDK``), and it needs the iPad idiom
/// (``ContextTrait/padIdiom``): an iPhone's tab bar stays at the bottom.
package struct CompactTabBarControllerSizeClass: ListAppearanceStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `tab-bar-ipad-floating-top` on iPadOS 18 and later, as linked, with the iPad
  /// idiom.
  package let descriptor = StrategyDescriptor(
    id: .compactTabBarControllerSizeClass,
    title: "Override the tab bar controller's horizontal size class to compact",
    addresses: [.tabBarIPadFloatingTop],
    versions: .on(.iOS, .iPadOS, versions: 18...),
    requiredTraits: [.padIdiom],
    rationale: "Linked on or after iOS 18, an iPad tab bar controller in the regular size class "
      + "puts its tab bar at the top; a compact override on the controller alone puts it back "
      + "at the bottom, and the tab bar and children keep the window's size class.",
    sources: [KnownIssue.wooCommerceBottomTabBar, "https://github.com/dotnet/maui/issues/23380"],
    followsLinkedSDK: true)

  /// Overrides the tab bar controller's size class, and only its.
  package func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    policy.tabBarSizeClass = .compactTabBarController
  }
}

// MARK: - The plan and its planner

/// The horizontal size classes an app gives a tab bar controller, its tab bar and its children
/// (through `traitOverrides`, iOS 17 and later), which decide where an iPad's tab bar is shown.
public enum TabBarSizeClassPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// No override: every view controller inherits the window's size class (the default).
  case inherited
  /// The tab bar controller's `horizontalSizeClass` overridden to compact, and its tab bar and
  /// each of its children overridden back to the window's size class: the tab bar is laid out
  /// at the bottom, and the content keeps the window's layout. Applied again whenever the
  /// window's size class changes.
  case compactTabBarController
  /// The tab bar controller's `horizontalSizeClass` overridden to compact and left to flow
  /// down, as `.environment(\.horizontalSizeClass, .compact)` on a whole `TabView` does: the
  /// tab bar is at the bottom, and every child is laid out compact too (an iPad's regular
  /// layouts become iPhone ones).
  case compactTree

  /// `inherited`, `compactTabBarController` or `compactTree`.
  public var description: String {
    switch self {
    case .inherited: "inherited"
    case .compactTabBarController: "compactTabBarController"
    case .compactTree: "compactTree"
    }
  }
}

/// Plans the horizontal size class of a tab bar controller, per the resolved list-appearance
/// strategies (the policy of lists and the bars around them).
///
/// ```swift
/// let plan = TabBarPlacementPlanner(strategies: strategies).sizeClassPlan()
/// // iPadOS 18 and later, built with the iOS 18 SDK or later, the iPad idiom:
/// // .compactTabBarController
/// ```
public struct TabBarPlacementPlanner: Sendable, Hashable {
  /// The plan every tab bar controller gets.
  public let plan: TabBarSizeClassPlan

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the list-appearance policy of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.listAppearance.tabBarSizeClass
  }

  /// The size classes to give a tab bar controller, once it is in a window and again whenever
  /// the window's horizontal size class changes.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func sizeClassPlan() -> TabBarSizeClassPlan {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension TabBarPlacementPlanner: StrategySetPlanner {}
