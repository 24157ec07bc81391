/// How to host the root of a navigation column whose content is an `if` or `switch` on state.
public struct ColumnRootPlan: Hashable, Sendable {
  /// The hosting to apply.
  public let hosting: ConditionalRootHosting

  /// Creates a plan.
  @inlinable
  public init(hosting: ConditionalRootHosting) {
    self.hosting = hosting
  }

  /// The conditional as written: no wrapper, no explicit identity.
  @inlinable
  public static var asWritten: ColumnRootPlan { ColumnRootPlan(hosting: .asWritten) }
}

/// Plans the hosting of conditional roots of navigation columns (a `NavigationSplitView`
/// column, or a `NavigationStack`'s root, whose content is an `if` or `switch` on state).
///
/// The plan is resolved once, when the planner is created: the column's hosting must not
/// change while it is on screen, or the hosting itself becomes a change of identity.
///
/// ```swift
/// let plan = ColumnRootPlanner(strategies: strategies).plan()
/// // iOS 16 and later: wrap the conditional in a ZStack; iOS 15: NavigationSplitView
/// // does not exist
/// ```
public struct ColumnRootPlanner: Hashable, Sendable {
  /// The hosting every plan carries.
  public let hosting: ConditionalRootHosting
  /// How a content or detail column goes back to the sidebar.
  public let detailDismissal: DetailDismissal

  /// Creates a planner with the conditional-root hosting and the detail dismissal of
  /// `strategies`.
  public init(strategies: StrategySet) {
    self.hosting = strategies.directionalTransitions.conditionalColumnRoots
    self.detailDismissal = strategies.directionalTransitions.detailDismissal
  }

  /// The plan for the column's root.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan() -> ColumnRootPlan {
    ColumnRootPlan(hosting: hosting)
  }

  /// How a view in the content or detail column goes back to the sidebar: call the captured
  /// `DismissAction`, or clear the sidebar's selection in the app's model.
  ///
  /// ```swift
  /// switch planner.dismissDetail() {
  /// case .dismissAction: dismiss()
  /// case .clearSelection: model.selection = nil
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  public func dismissDetail() -> DetailDismissal {
    detailDismissal
  }
}
