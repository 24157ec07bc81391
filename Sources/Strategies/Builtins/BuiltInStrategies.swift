// MARK: - Built-in strategy identifiers

extension StrategyID {
  /// ``ExplicitPathChangeAnimation``.
  public static let explicitPathChangeAnimation: StrategyID = "explicit-path-change-animation"
  /// ``HideScrollContentBackground``.
  public static let hideScrollContentBackground: StrategyID = "hide-scroll-content-background"
  /// ``DeferAdjacentRowToggles``.
  public static let deferAdjacentRowToggles: StrategyID = "defer-adjacent-row-toggles"
  /// ``ResetTransformAfterTransition``.
  public static let resetTransformAfterTransition: StrategyID = "reset-transform-after-transition"
  /// ``RecordDirectionBeforeChange``.
  public static let recordDirectionBeforeChange: StrategyID = "record-direction-before-change"
  /// ``LeaveEditModeBeforeSheet``.
  public static let leaveEditModeBeforeSheet: StrategyID = "leave-edit-mode-before-sheet"
  /// ``ExplicitTextFieldFontWeight``.
  public static let explicitTextFieldFontWeight: StrategyID = "explicit-textfield-font-weight"
}

/// The strategies ``StrategyRegistry/standard()`` registers: one per catalogue defect that has
/// a known fix. `section-header-offset` has none and stays unmitigated.
public enum BuiltInStrategies {
  /// Every built-in strategy.
  public static let all: [any WorkaroundStrategy] = [
    ExplicitPathChangeAnimation(),
    HideScrollContentBackground(),
    DeferAdjacentRowToggles(),
    ResetTransformAfterTransition(),
    RecordDirectionBeforeChange(),
    LeaveEditModeBeforeSheet(),
    ExplicitTextFieldFontWeight(),
  ]
}
