import Strategies

extension GlitchKind {
  /// A pop of two or more entries that asked for a visible animation rendered without one.
  public static let multiLevelPopNotAnimated = GlitchKind(
    "multiLevelPopNotAnimated", summary: "multi-level pop not animated")
}

extension DefectScenario {
  /// `stack-multi-pop-unanimated`: pops of several screens in one update, to the root and not.
  ///
  /// The model's assumption, beyond the sources (which give the mechanism, UIKit called with
  /// `animated: false` for a multi-level pop, and the versions): dropping only the entries
  /// under an unchanged top shows nothing, so a pop split that way animates like a
  /// single-level one.
  package static let stackMultiPop = DefectScenario(
    issue: .stackMultiPopUnanimated,
    title: "Pop several screens of a NavigationStack in one update",
    defaultTraits: [],
    source: "https://github.com/davdroman/swiftui-navigation-transitions/pull/44",
    steps: "push ×3, pop to root (path.removeAll()), push ×3, pop 2 (path.removeLast(2)), pop, "
      + "push; every change a plain write",
    detects: [.multiLevelPopNotAnimated, .updateDelayed, .intendedAnimationLost, .animationChanged]
  ) { (run) throws(SimulationError) in
    let inTabView = run.traits.contains(.stackInTabView)
    switch run.mode {
    case .naive:
      try MultiPopClients.runNaive(
        version: run.version, hostedInTabView: inTabView, session: run.session)
    case .strategies:
      try MultiPopClients.runMitigated(
        version: run.version, hostedInTabView: inTabView, strategies: run.strategies,
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the split-pop schedule its performer follows.
  package static let stackMultiPopUnanimated = SimulatedDefect(
    scenario: .stackMultiPop,
    equivalentMutants: [
      EquivalentMutant(
        strategy: .stageMultiLevelPops,
        change: "order swapped: applied before explicit-path-change-animation",
        reason: "the two write different fields of the path-change policy (how multi-level pops "
          + "are split, and the pop to root's transaction), and the router reads both once it "
          + "is created: either order resolves the same policy")
    ],
    policyFields: [
      PolicyField(
        .pathChanges, "multiLevelPops", \.pathChanges.multiLevelPops,
        alternate: MultiLevelPopPlan.dropCoveredFirst, values: MultiLevelPopPlan.allCases)
    ],
    walkMutants: [
      WalkMutant(
        strategy: .stageMultiLevelPops,
        change: "PathChangePerformer finishes a split pop in the first update's turn",
        rules: WalkMutant.changing(\.splitPop.finishesInSameTurn, to: true),
        components: WalkMutant.splitPopReaders),
      WalkMutant(
        strategy: .stageMultiLevelPops,
        change: "PathChangePerformer's second update counts from the depth before the split "
          + "(pops as many entries as the first update dropped)",
        rules: WalkMutant.changing(
          \.splitPop.entriesToPop, to: { _, first in first.previousDepth - first.depth }),
        components: WalkMutant.splitPopReaders),
      WalkMutant(
        strategy: .stageMultiLevelPops,
        change: "PathChangePerformer's second update pops one entry below the kept top",
        rules: WalkMutant.changing(\.splitPop.entriesToPop, to: { scheduled, _ in scheduled + 1 }),
        components: WalkMutant.splitPopReaders),
      WalkMutant(
        strategy: .stageMultiLevelPops,
        change: "PathChangePerformer drops a waiting second update when the system writes the "
          + "same path",
        rules: WalkMutant.changing(\.splitPop.dropsOnUnchangedWrite, to: true),
        components: WalkMutant.splitPopReaders),
    ])
}

extension WalkMutant {
  /// The components whose performers follow ``WalkRules/splitPop``: the walk that judges a
  /// mutant of the split pop holds only these.
  package static let splitPopReaders: Set<String> = [WalkComponentSpec.tabStack.name]
}
