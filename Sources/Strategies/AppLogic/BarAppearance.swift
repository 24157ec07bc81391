/// A bar whose look depends on where the content under it is scrolled.
public enum BarKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// A `UINavigationBar` showing a standard (inline) title.
  case navigationBar
  /// A `UINavigationBar` showing a large title (`prefersLargeTitles`).
  case largeTitleNavigationBar
  /// A `UITabBar`.
  case tabBar
}

/// What to set on one bar's appearances.
public struct BarAppearancePlan: Hashable, Sendable {
  /// Whether to set the bar's `scrollEdgeAppearance` to its `standardAppearance`; never `true`
  /// for a tab bar below iOS 15, where `UITabBar.scrollEdgeAppearance` does not exist.
  public let setsScrollEdgeToStandard: Bool

  /// Creates a plan.
  @inlinable
  public init(setsScrollEdgeToStandard: Bool) {
    self.setsScrollEdgeToStandard = setsScrollEdgeToStandard
  }
}

/// Plans the appearances of navigation and tab bars per the resolved list-appearance
/// strategies.
///
/// ```swift
/// let bars = BarAppearance(strategies: strategies)
/// let plan = bars.scrollEdgePlan(for: .tabBar, appSetsScrollEdgeAppearance: false)
/// // iOS 15+: setsScrollEdgeToStandard == true; iOS 14: false
/// ```
public struct BarAppearance: Sendable {
  /// The policy the plans follow.
  public let policy: ListAppearancePolicy

  /// Creates a planner with the list-appearance policy of `strategies`.
  public init(strategies: StrategySet) {
    self.policy = strategies.listAppearance
  }

  /// The plan for one bar, once, after the app has configured its appearances.
  ///
  /// A large-title navigation bar keeps its scroll-edge appearance (transparent when the app
  /// set none: the look it has had since iOS 13), and so does a bar whose app set its own.
  ///
  /// - Parameters:
  ///   - bar: The kind of bar.
  ///   - appSetsScrollEdgeAppearance: Whether the app sets the bar's `scrollEdgeAppearance`
  ///     itself.
  /// - Complexity: O(1).
  @inlinable
  public func scrollEdgePlan(for bar: BarKind, appSetsScrollEdgeAppearance: Bool)
    -> BarAppearancePlan
  {
    BarAppearancePlan(
      setsScrollEdgeToStandard: policy.barScrollEdgeUsesStandardAppearance
        && !appSetsScrollEdgeAppearance && bar != .largeTitleNavigationBar)
  }
}
