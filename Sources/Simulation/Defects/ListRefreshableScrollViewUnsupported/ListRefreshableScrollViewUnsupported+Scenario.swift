import Strategies

extension GlitchKind {
  /// A pull to refresh showed no refresh control and called no refresh action.
  package static let refreshNotTriggered = GlitchKind(
    "refreshNotTriggered", summary: "pull to refresh did nothing")
  /// A feed designed as a `ScrollView` was hosted in a `List` where the `ScrollView` would have
  /// refreshed: it got `List` styling and cell reuse for nothing.
  package static let feedRestyledAsList = GlitchKind(
    "feedRestyledAsList", summary: "feed restyled as a List", isOverMitigation: true)
}

extension DefectScenario {
  /// `list-refreshable-scrollview-unsupported`: pull a `ScrollView` feed with
  /// `refreshable(action:)` down twice.
  ///
  /// The model's assumptions, beyond the sources (which show the failure on iOS 15 and a
  /// refreshable `ScrollView` from iOS 16): every 15.x release behaves as 15.0, and a `List`
  /// installs the refresh control on every version with the modifier.
  package static let refreshableScrollView = DefectScenario(
    issue: .listRefreshableScrollViewUnsupported,
    title: "Pull to refresh a ScrollView feed",
    defaultTraits: [],
    source: KnownIssue.tangemRefreshableScrollView,
    steps: "a feed of rows in a ScrollView with refreshable(action:), pulled down twice",
    detects: [.refreshNotTriggered, .feedRestyledAsList]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try RefreshableFeedClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try RefreshableFeedClients.runMitigated(
        version: run.version,
        plan: ListAppearance(strategies: run.strategies).refreshableFeedPlan(),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let listRefreshableScrollViewUnsupported = SimulatedDefect(
    scenario: .refreshableScrollView,
    equivalentMutants: [],
    walkComponents: [.refreshableFeed],
    policyFields: [
      PolicyField(
        .listAppearance, "refreshableFeedContainer", \.listAppearance.refreshableFeedContainer,
        alternate: RefreshableFeedContainer.list, values: RefreshableFeedContainer.allCases,
        text: { (container: RefreshableFeedContainer) -> String in container.rawValue })
    ])
}
