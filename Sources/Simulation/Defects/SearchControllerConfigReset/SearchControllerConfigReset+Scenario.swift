import Strategies

extension GlitchKind {
  /// A search presents against the options the app set on its controller: the navigation bar
  /// hides, or the Cancel button shows.
  public static let searchOptionsReverted = GlitchKind(
    "searchOptionsReverted", summary: "search controller options reverted")
  /// A search the app ended is still active: `dismissSearch` does not reach a search
  /// controller the app owns.
  public static let searchNotDismissed = GlitchKind(
    "searchNotDismissed", summary: "search not ended", isOverMitigation: true)
}

extension DefectScenario {
  /// `search-controller-config-reset`: an invite screen keeps its navigation bar and hides the
  /// Cancel button during a search; the user searches, picks a person, and searches again.
  ///
  /// The model's assumptions, beyond the sources (an app that saw the options hold on 16.4 and
  /// 17.0.1 and not from 17.1, and replaced `searchable` with a controller of its own): every
  /// 17.x from 17.1 configures `searchable`'s controller again at every activation, after the
  /// app's callback; 18.0 and later do not.
  package static let searchControllerConfigReset = DefectScenario(
    issue: .searchControllerConfigReset,
    title: "Keep the search controller's options during a search",
    defaultTraits: [],
    source: KnownIssue.elementOwnedSearchController,
    steps: "Show the invite screen (navigation bar kept during a search, no Cancel button); tap "
      + "the search field and type a name; pick a person (the app ends the search); tap the "
      + "search field again",
    detects: [.searchOptionsReverted, .searchNotDismissed]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SearchOptionsClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try SearchOptionsClients.runMitigated(
        version: run.version, planner: SearchControllerPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let searchControllerConfigReset = SimulatedDefect(
    scenario: .searchControllerConfigReset,
    equivalentMutants: [],
    walkComponents: [.searchOptions],
    policyFields: [
      .keyed(
        SearchControllerOwnershipPolicy.self, "searchControllerOwnership",
        alternate: SearchControllerOwnership.ownedController,
        values: SearchControllerOwnership.allCases)
    ])
}
