/// One built-in defect's home: its catalogue entry and the strategies that mitigate it.
///
/// Each built-in defect lives in one file of this folder, which declares its ``IssueID``, its
/// ``StrategyID``s, its `BuiltInDefect` (the ``KnownIssue`` with sources and ranges), its
/// strategies, and the ``ContextTrait``s it introduces. ``all`` lists the homes;
/// ``KnownIssue/catalogue``, ``BuiltInStrategies/all`` and ``TraitDescriptor/builtIn`` are read
/// from it, so adding a defect is one new file and one line here.
package struct BuiltInDefect: Sendable {
  /// The catalogue entry.
  package let issue: KnownIssue
  /// The strategies that address it, in registration order (empty: unmitigated).
  package let strategies: [any WorkaroundStrategy]
  /// The traits this defect introduced (their `ContextTrait` statics declared in its home),
  /// each after the traits it implies; ``TraitDescriptor/builtIn`` lists them after the
  /// general traits.
  package let traits: [TraitDescriptor]

  /// Describes one home.
  package init(
    issue: KnownIssue, strategies: [any WorkaroundStrategy], traits: [TraitDescriptor] = []
  ) {
    self.issue = issue
    self.strategies = strategies
    self.traits = traits
  }

  /// Every built-in defect, in catalogue order.
  package static let all: [BuiltInDefect] = [
    .tabViewStackPopToRootAnimation,
    .listCustomBackgroundIgnored,
    .adjacentRowToggleAnimation,
    .transformNotResetAfterTransition,
    .staleTransitionDirection,
    .sheetBlockedInEditMode,
    .sheetTextFieldBoldFont,
    .sectionHeaderOffset,
    .stackMultiPopUnanimated,
    .stackCancelledSwipeBackDesync,
    .stackIsPresentedNestedPop,
    .splitConditionalColumnStale,
    .sheetChainedModifiersLastWins,
    .barScrollEdgeTransparent,
    .tableSectionHeaderTopPadding,
    .splitDetailDismissNoop,
    .sheetRepresentDuringDismissIgnored,
    .sheetBackgroundInteractionBlocked,
    .sheetMultiLayerDismissPartial,
    .listRefreshableScrollViewUnsupported,
    .orientationSetValueIgnored,
    .tabReselectPopsStack,
    .stackDestinationInLazyContainerIgnored,
    .modalDefaultPageSheet,
    .tabBarIPadFloatingTop,
    .sheetContentRetainedAfterDismiss,
    .splitDisplayModeButtonReset,
    .stackRetainedAfterDismiss,
    .searchControllerConfigReset,
    .sheetIPadDefaultFormSize,
    .scrollChildDragBlocksScroll,
    .tabIPadHideBottomBarIgnored,
    .lazyHStackPagedContentBlank,
    .barButtonSharedGlassBackground,
    .searchBottomPlacementDefault,
    .sheetPartialDetentGlassBackground,
    .stackBackTapDuringTransitionDoublePop,
    .barAppearanceBackgroundOverridden,
    .barItemGlassPillHitMiss,
    .searchActiveSceneTransitionCrash,
  ]
}

/// The strategies ``StrategyRegistry/standard()`` registers: one per catalogue defect that has
/// a known fix. `section-header-offset` has none and stays unmitigated.
public enum BuiltInStrategies {
  /// Every built-in strategy.
  public static let all: [any WorkaroundStrategy] = BuiltInDefect.all.flatMap(\.strategies)
}

extension KnownIssue {
  /// Every built-in defect, in catalogue order.
  public static let catalogue: [KnownIssue] = BuiltInDefect.all.map(\.issue)
}
