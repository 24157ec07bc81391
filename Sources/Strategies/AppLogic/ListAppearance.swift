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

/// Plans list appearance per the resolved list-appearance strategies.
///
/// ```swift
/// let plan = ListAppearance(strategies: strategies).backgroundPlan(customBackground: true)
/// // iOS 16+: hidesScrollContentBackground == true; iOS 15: false
/// ```
public struct ListAppearance: Sendable {
  /// The policy the plans follow.
  public let policy: ListAppearancePolicy

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
}
