/// How to render a list's background.
public struct ListBackgroundPlan: Hashable, Sendable {
  /// Whether to apply the app's custom background behind the list.
  public let appliesCustomBackground: Bool
  /// Whether to hide the list's scroll-content background (`scrollContentBackground(.hidden)`);
  /// never `true` below iOS 16, where the modifier does not exist.
  public let hidesScrollContentBackground: Bool

  /// Creates a plan.
  @inlinable
  public init(appliesCustomBackground: Bool, hidesScrollContentBackground: Bool) {
    self.appliesCustomBackground = appliesCustomBackground
    self.hidesScrollContentBackground = hidesScrollContentBackground
  }
}

/// What to set on one list's section headers.
public struct SectionHeaderPlan: Hashable, Sendable {
  /// Whether to set `sectionHeaderTopPadding` to 0: on the table itself for a UIKit
  /// `UITableView`, through `UITableView.appearance()` for a SwiftUI `List`. Never `true` below
  /// iOS 15, where the property does not exist.
  public let zeroesTopPadding: Bool

  /// Creates a plan.
  @inlinable
  public init(zeroesTopPadding: Bool) {
    self.zeroesTopPadding = zeroesTopPadding
  }
}

/// Where to host one refreshable feed.
public struct RefreshableFeedPlan: Hashable, Sendable {
  /// The container whose `refreshable(action:)` shows the refresh control.
  public let container: RefreshableFeedContainer

  /// Creates a plan.
  @inlinable
  public init(container: RefreshableFeedContainer) {
    self.container = container
  }
}

/// Plans list appearance per the resolved list-appearance strategies.
///
/// ```swift
/// let plan = ListAppearance(strategies: strategies).backgroundPlan(customBackground: true)
/// // iOS 16+: hidesScrollContentBackground == true; iOS 15: false
/// ```
public struct ListAppearance: Sendable {
  /// The policy the plans follow.
  public let policy: ListAppearancePolicy

  /// Creates the appearance planner with the strategies `registry` resolves for `context`
  /// (the list's traits).
  ///
  /// ```swift
  /// let background = ListAppearance(context: .current(traits: [.listStyleGrouped]))
  ///   .backgroundPlan(customBackground: true)
  /// ```
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates a planner with the list-appearance policy of `strategies`.
  public init(strategies: StrategySet) {
    self.policy = strategies.listAppearance
  }

  /// The background plan for one render.
  ///
  /// - Parameter customBackground: Whether the app wants its own background behind the list.
  /// - Complexity: O(1).
  @inlinable
  public func backgroundPlan(customBackground: Bool) -> ListBackgroundPlan {
    ListBackgroundPlan(
      appliesCustomBackground: customBackground,
      hidesScrollContentBackground: customBackground && policy.hidesScrollContentBackground)
  }

  /// The section-header plan of the list, once, when it is created.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func sectionHeaderPlan() -> SectionHeaderPlan {
    SectionHeaderPlan(zeroesTopPadding: policy.zeroesSectionHeaderTopPadding)
  }

  /// The container of a refreshable feed, once per feed view.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func refreshableFeedPlan() -> RefreshableFeedPlan {
    RefreshableFeedPlan(container: policy.refreshableFeedContainer)
  }
}
