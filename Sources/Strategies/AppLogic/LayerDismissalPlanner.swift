/// How to dismiss several stacked presentations (sheets or covers, each presented from the one
/// below it) that one action closes.
public enum LayerDismissalPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Clear every closed layer's binding in one update.
  case together
  /// Clear the top layer's binding now, and each next one from the `onDismiss` of the layer
  /// above it, once that layer's dismissal has ended.
  case oneAtATime

  /// `together`, `oneAtATime`.
  public var description: String {
    switch self {
    case .together: "together"
    case .oneAtATime: "oneAtATime"
    }
  }
}

/// Plans the dismissal of stacked presentations: ``LayerDismissalPlanner``, which follows the
/// policy resolved at run time, or ``PassthroughLayerDismissalPlanner``, the planner of a
/// version on which no strategy stages them.
public protocol LayerDismissalPlanning: Sendable {
  /// The plan for closing `layers` presented layers at once (fewer than two: together).
  func plan(dismissing layers: Int) -> LayerDismissalPlan
}

/// Plans, per the resolved sheet strategies, how to dismiss several stacked presentations that
/// one action closes ("close everything", a logout).
///
/// ```swift
/// let plan = LayerDismissalPlanner(strategies: strategies).plan(dismissing: 3)
/// // below iOS 17: .oneAtATime; iOS 17 and later: .together
/// ```
public struct LayerDismissalPlanner: LayerDismissalPlanning, Hashable {
  /// Whether several layers are dismissed one at a time.
  @usableFromInline package let stagesLayers: Bool

  /// Creates a planner with the sheet policy of `strategies`.
  public init(strategies: StrategySet) {
    self.stagesLayers = strategies.sheetPresentation.dismissesLayersOneAtATime
  }

  /// The plan for closing `layers` presented layers at once.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(dismissing layers: Int) -> LayerDismissalPlan {
    layers > 1 && stagesLayers ? .oneAtATime : .together
  }
}

/// The layer-dismissal planner of a version on which no strategy stages dismissals: every
/// plan is ``LayerDismissalPlan/together``, as code without navbench does.
public struct PassthroughLayerDismissalPlanner: LayerDismissalPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` stages dismissals, else `nil` (use
  /// ``LayerDismissalPlanner`` then).
  public init?(strategies: StrategySet) {
    guard !strategies.sheetPresentation.dismissesLayersOneAtATime else { return nil }
  }

  /// ``LayerDismissalPlan/together``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(dismissing layers: Int) -> LayerDismissalPlan { .together }
}
