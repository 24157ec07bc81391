import Strategies

extension GlitchKind {
  /// Going back from a split view's content or detail column left the column on screen.
  package static let columnDismissIgnored = GlitchKind(
    "columnDismissIgnored", summary: "dismiss from a split view column ignored")
}

extension DefectScenario {
  /// `split-detail-dismiss-noop`: a detail column's Back button that calls `dismiss()`.
  ///
  /// The model's assumption, beyond the source (which gives the trigger, the fix for apps
  /// linked against the iOS 18 SDK, and the workaround of clearing the selection): the action
  /// did nothing on every version from 16.0.
  package static let splitDetailDismiss = DefectScenario(
    issue: .splitDetailDismissNoop,
    title: "Go back from a collapsed NavigationSplitView's detail column through dismiss()",
    defaultTraits: [],
    source: KnownIssue.catalogue.first { $0.id == .splitDetailDismissNoop }?.sources.first ?? "",
    steps: "select item 1, tap Back (dismiss), select item 2, tap Back",
    detects: [.columnDismissIgnored]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SplitDismissClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try SplitDismissClients.runMitigated(
        context: run.context, planner: ColumnRootPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let splitDetailDismissNoop = SimulatedDefect(
    scenario: .splitDetailDismiss,
    equivalentMutants: [],
    policyFields: [
      PolicyField(
        .directionalTransitions, "detailDismissal", \.directionalTransitions.detailDismissal,
        alternate: DetailDismissal.clearSelection, values: DetailDismissal.allCases)
    ])
}
