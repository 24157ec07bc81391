import Strategies

/// One built-in defect's home in the simulation: its scenario (which drives the original app code
/// and its fix, the naive and mitigated clients, in the same folder), its mutation notes (the
/// mutants of its strategies declared equivalent with their reasons), and the mutants of the
/// primitives and performer rules that carry its strategies.
///
/// Each built-in defect has a folder under `Defects/`; ``all`` lists the homes, and
/// ``SimulationMatrix/scenarios``, ``StrategyMutation/builtInEquivalents``,
/// ``GlitchKind/builtIn``, ``PolicyField/all``, ``PrimitiveMutant/builtIn`` and
/// ``WalkMutant/builtIn`` are read from it.
package struct SimulatedDefect: Sendable {
  /// The defect's scenario.
  package let scenario: DefectScenario
  /// The mutants of the defect's strategies that no observable behaviour tells from them.
  package let equivalentMutants: [EquivalentMutant]
  /// The containers the defect adds to the whole-app random walk (``AppWalk``): their actions
  /// and invariants, declared in the defect's home.
  package let walkComponents: [WalkComponentSpec]
  /// The policy fields the defect's strategies introduced, each a row of the mutation check's
  /// table of fields (``PolicyField/all``): where it lives, a value other than its passthrough
  /// value, and the values its type allows.
  package let policyFields: [PolicyField]
  /// Wrong-but-plausible changes to the primitive that carries the defect's strategies (a
  /// schedule, a router rule, a plan), each the defect's scenario run with the changed rule
  /// (``PrimitiveMutant/builtIn``).
  package let primitiveMutants: [PrimitiveMutant]
  /// Wrong-but-plausible changes to a multi-step rule a performer follows for the defect's
  /// strategies (``WalkRules``), each judged by the random walk (``WalkMutant/builtIn``).
  package let walkMutants: [WalkMutant]

  /// Describes one home.
  package init(
    scenario: DefectScenario, equivalentMutants: [EquivalentMutant],
    walkComponents: [WalkComponentSpec] = [], policyFields: [PolicyField] = [],
    primitiveMutants: [PrimitiveMutant] = [], walkMutants: [WalkMutant] = []
  ) {
    self.scenario = scenario
    self.equivalentMutants = equivalentMutants
    self.walkComponents = walkComponents
    self.policyFields = policyFields
    self.primitiveMutants = primitiveMutants
    self.walkMutants = walkMutants
  }

  /// Every built-in defect's home.
  package static let all: [SimulatedDefect] = [
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
