/// The container a refreshable feed is hosted in.
public enum RefreshableFeedContainer: String, Hashable, Sendable, CaseIterable {
  /// A `ScrollView` (with a lazy stack of rows), as the feed is designed.
  case scrollView
  /// A plain `List` of the same rows, with no separators and no row insets.
  case list
}

/// The resolved behaviour of ``ListAppearance`` and ``BarAppearance``: how lists and the
/// navigation and tab bars above and below them are drawn.
public struct ListAppearancePolicy: Hashable, Sendable {
  /// Hide the list's scroll-content background (`scrollContentBackground(.hidden)`, iOS 16+)
  /// when a custom background is wanted.
  public var hidesScrollContentBackground: Bool
  /// Give a navigation or tab bar its standard appearance at the scroll edge
  /// (`scrollEdgeAppearance = standardAppearance`) where the app set no scroll-edge appearance
  /// of its own and the bar did not use one before iOS 15 (every bar but a large-title
  /// navigation bar).
  public var barScrollEdgeUsesStandardAppearance: Bool
  /// Remove the padding above each section header of a list built on `UITableView`
  /// (`sectionHeaderTopPadding = 0`, iOS 15+).
  public var zeroesSectionHeaderTopPadding: Bool
  /// The container a refreshable feed (`refreshable(action:)` on rows the app lays out as a
  /// scroll view) is hosted in; read by ``ListAppearance/refreshableFeedPlan()``.
  public var refreshableFeedContainer: RefreshableFeedContainer
  /// The horizontal size class a tab bar controller is given (``TabBarSizeClassPlan/inherited``
  /// unless a strategy keeps the iPad tab bar at the bottom); read by
  /// ``TabBarPlacementPlanner``.
  public var tabBarSizeClass: TabBarSizeClassPlan

  /// Creates a policy.
  public init(hidesScrollContentBackground: Bool = false) {
    self.hidesScrollContentBackground = hidesScrollContentBackground
    self.barScrollEdgeUsesStandardAppearance = false
    self.zeroesSectionHeaderTopPadding = false
    self.refreshableFeedContainer = .scrollView
    self.tabBarSizeClass = .inherited
  }

  /// Creates a policy with every field given.
  public init(
    hidesScrollContentBackground: Bool, barScrollEdgeUsesStandardAppearance: Bool,
    zeroesSectionHeaderTopPadding: Bool,
    refreshableFeedContainer: RefreshableFeedContainer = .scrollView,
    tabBarSizeClass: TabBarSizeClassPlan = .inherited
  ) {
    self.hidesScrollContentBackground = hidesScrollContentBackground
    self.barScrollEdgeUsesStandardAppearance = barScrollEdgeUsesStandardAppearance
    self.zeroesSectionHeaderTopPadding = zeroesSectionHeaderTopPadding
    self.refreshableFeedContainer = refreshableFeedContainer
    self.tabBarSizeClass = tabBarSizeClass
  }

  /// The policy with no strategy applied.
  public static let passthrough = ListAppearancePolicy()
}
