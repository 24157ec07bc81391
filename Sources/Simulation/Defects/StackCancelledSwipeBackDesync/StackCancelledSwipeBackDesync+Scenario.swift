import Strategies

extension GlitchKind {
  /// The path's count differs from the number of pushed screens shown after a swipe back ended
  /// (or after a later change): the path dropped a screen that still shows.
  public static let pathOutOfSyncWithScreens = GlitchKind(
    "pathOutOfSyncWithScreens", summary: "path out of sync with screens")

  /// The user's edge swipe back was refused where the stack would have kept the path in step.
  public static let interactivePopRefused = GlitchKind(
    "interactivePopRefused", summary: "swipe back refused", isOverMitigation: true)
}

extension DefectScenario {
  /// `stack-cancelled-swipe-back-desync`: a swipe back cancelled, then the screen's dismiss
  /// button, a push and a swipe back finished.
  ///
  /// The model's assumption, beyond the sources (16.0 broken, 16.2 fixed, 16.1 untested): the
  /// stack writes the path when the swipe finishes from 16.1 on, as Decompose's gate assumes.
  package static let stackCancelledSwipeBack = DefectScenario(
    issue: .stackCancelledSwipeBackDesync,
    title: "Cancel a swipe back on a NavigationStack(path:)",
    defaultTraits: [],
    source: "https://github.com/pointfreeco/swift-composable-architecture/issues/3673",
    steps: "push ×2, swipe back and cancel, tap dismiss (path.removeLast()), push, swipe back "
      + "and finish, tap dismiss; the binding's writes taken as they come",
    detects: [.pathOutOfSyncWithScreens, .interactivePopRefused]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SwipeBackClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try SwipeBackClients.runMitigated(
        version: run.version, strategies: run.strategies, session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let stackCancelledSwipeBackDesync = SimulatedDefect(
    scenario: .stackCancelledSwipeBack,
    equivalentMutants: [], walkComponents: [.swipeBackStack],
    policyFields: [
      PolicyField(
        .pathChanges, "interactivePop", \.pathChanges.interactivePop,
        alternate: InteractivePopPlan.backButtonOnly, values: InteractivePopPlan.allCases)
    ])
}
