/// How to present one sheet.
public struct SheetPresentationPlan: Hashable, Sendable {
  /// Whether to leave edit mode first.
  public let leavesEditMode: Bool
  /// Run-loop turns to wait before presenting (0: present now).
  public let presentAfterTurns: Int
  /// The weight to set explicitly on text fields inside the sheet, or `nil` for the default.
  public let textFieldWeight: FontWeight?

  /// Creates a plan.
  @inlinable
  public init(leavesEditMode: Bool, presentAfterTurns: Int, textFieldWeight: FontWeight?) {
    self.leavesEditMode = leavesEditMode
    self.presentAfterTurns = presentAfterTurns
    self.textFieldWeight = textFieldWeight
  }
}

/// Plans sheet presentation per the resolved sheet strategies.
///
/// ```swift
/// let plan = SheetPresenter(strategies: strategies).plan(listIsEditing: true)
/// // iOS 15: leave edit mode, present one turn later; iOS 16: present now
/// ```
public struct SheetPresenter: Sendable {
  /// The policy the plans follow.
  public let policy: SheetPresentationPolicy

  /// Creates a presenter with the sheet policy of `strategies`.
  public init(strategies: StrategySet) {
    self.policy = strategies.sheetPresentation
    self.presentsAsIs = policy == .passthrough
  }

  /// Whether every plan is "present now, as is" (no sheet strategy active), resolved once at
  /// creation so that ``plan(listIsEditing:)`` then costs one test and returns a constant.
  @usableFromInline let presentsAsIs: Bool

  /// The plan for presenting a sheet now.
  ///
  /// - Parameter listIsEditing: Whether a list on screen is in edit mode.
  /// - Complexity: O(1).
  @inlinable
  public func plan(listIsEditing: Bool) -> SheetPresentationPlan {
    // `_fastPath` marks the branch as predictable, so that the optimiser keeps it a branch
    // rather than computing both plans and selecting one.
    if _fastPath(presentsAsIs) {
      return SheetPresentationPlan(
        leavesEditMode: false, presentAfterTurns: 0, textFieldWeight: nil)
    }
    let leave = listIsEditing && policy.leavesEditModeBeforePresenting
    return SheetPresentationPlan(
      leavesEditMode: leave, presentAfterTurns: leave ? 1 : 0,
      textFieldWeight: policy.explicitTextFieldWeight)
  }
}
