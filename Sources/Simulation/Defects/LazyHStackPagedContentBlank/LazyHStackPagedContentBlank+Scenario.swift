import Strategies

extension GlitchKind {
  /// A pager's pages did not all register: the tab items of its lazy strip were never built.
  public static let pagerPagesNotRegistered = GlitchKind(
    "pagerPagesNotRegistered", summary: "pager pages never registered")
  /// Content meant to be built lazily (a long feed) was built whole.
  public static let lazyContentBuiltEagerly = GlitchKind(
    "lazyContentBuiltEagerly", summary: "lazy content built eagerly", isOverMitigation: true)
}

extension DefectScenario {
  /// `lazy-hstack-paged-content-blank`: a news app opens its three-section pager, whose first
  /// page holds a feed of 200 cards.
  ///
  /// The model's assumptions, beyond the sources (a pager library's report on iOS 18.0 and
  /// 17.5, its fix, and an app that took it): on 18 and later a lazy strip sized from its
  /// registered pages builds only its first item; on 17 and earlier it builds the items that
  /// fit the screen; no release is known to fix it, so the range has no end, and the SDK does
  /// not matter.
  package static let lazyHStackPagedContentBlank = DefectScenario(
    issue: .lazyHStackPagedContentBlank,
    title: "Build a pager's self-registering tab items eagerly",
    defaultTraits: [],
    source: KnownIssue.pagerTabStripBlank,
    steps: "Open the news pager (Top, Local, Sport: each tab item registers its page when it "
      + "appears); its first page shows a horizontal feed of 200 story cards",
    detects: [.pagerPagesNotRegistered, .lazyContentBuiltEagerly]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try PagerStripClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try PagerStripClients.runMitigated(
        version: run.version, planner: LazyStackPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario and its policy key's row.
  package static let lazyHStackPagedContentBlank = SimulatedDefect(
    scenario: .lazyHStackPagedContentBlank,
    equivalentMutants: [],
    policyFields: [
      PolicyField.keyed(
        LazyStackPolicy.self, "lazyStack", alternate: LazyStackRoute.eagerForRegisteringChildren,
        values: LazyStackRoute.allCases)
    ])
}
