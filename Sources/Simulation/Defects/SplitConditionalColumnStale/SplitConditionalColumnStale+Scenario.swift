import Strategies

extension GlitchKind {
  /// A navigation column kept showing another branch of its conditional root than the app's
  /// state selects.
  public static let columnShowsStaleBranch = GlitchKind(
    "columnShowsStaleBranch", summary: "column shows a stale branch")
}

extension DefectScenario {
  /// `split-conditional-column-stale`: a detail column whose root is `if let selection`.
  ///
  /// The model's assumption, beyond the sources (which give the trigger, the workaround and
  /// iOS 16): every version from 16.0 misses the change, since no source names a fix.
  package static let splitConditionalColumn = DefectScenario(
    issue: .splitConditionalColumnStale,
    title: "Change the selection that a NavigationSplitView column's conditional root reads",
    defaultTraits: [],
    source: "https://github.com/DanXi-Dev/DanXi-swift/issues/64",
    steps: "select item 1 (placeholder → detail), scroll and type in the detail, select item 2, "
      + "clear the selection, select item 3",
    detects: [.columnShowsStaleBranch, .intendedStateLost]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SplitColumnClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      // As an app builds its scene: the planner's type is chosen once.
      if let passthrough = PassthroughColumnRootPlanner(strategies: run.strategies) {
        try SplitColumnClients.runPlanned(
          version: run.version, planner: passthrough, session: run.session)
      } else {
        try SplitColumnClients.runMitigated(
          version: run.version, planner: ColumnRootPlanner(strategies: run.strategies),
          session: run.session)
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let splitConditionalColumnStale = SimulatedDefect(
    scenario: .splitConditionalColumn,
    equivalentMutants: [], walkComponents: [.splitColumn],
    policyFields: [
      PolicyField(
        .directionalTransitions, "conditionalColumnRoots",
        \.directionalTransitions.conditionalColumnRoots,
        alternate: ConditionalRootHosting.identityPerSelection,
        values: ConditionalRootHosting.allCases)
    ])
}
