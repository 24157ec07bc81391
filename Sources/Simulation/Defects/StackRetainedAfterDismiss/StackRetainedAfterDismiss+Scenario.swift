import Strategies

extension GlitchKind {
  /// A closed flow's model is still alive: its `deinit` has not run, and its services keep
  /// answering the app's events.
  public static let closedFlowModelAlive = GlitchKind(
    "closedFlowModelAlive", summary: "closed flow's model still alive")
  /// A push the flow asked for is not shown: its `NavigationView` ignores the value link, where
  /// its `NavigationStack` would have followed it.
  public static let flowPushIgnored = GlitchKind(
    "flowPushIgnored", summary: "push ignored by NavigationView", isOverMitigation: true)
}

extension DefectScenario {
  /// `stack-retained-after-dismiss`: a point-of-sale mode is entered twice and left twice, its
  /// first visit opening a product's variations, and the card reader reconnects afterwards.
  ///
  /// The model's assumptions, beyond the source (an app that saw the leak on iOS 17 devices
  /// and not on 18 nor in the 17 simulator): every 17.x keeps every closed flow's
  /// `NavigationStack` for the rest of the process, whatever its content; 16.x does not; the
  /// app runs on a device.
  package static let stackRetainedAfterDismiss = DefectScenario(
    issue: .stackRetainedAfterDismiss,
    title: "Release a closed flow's model",
    defaultTraits: [],
    source: KnownIssue.wooRetainedNavigationStack,
    steps: "Enter the point-of-sale mode (its item list in a navigation container, its model "
      + "running a card reader's reconnection); open a product's variations and go back; leave "
      + "the mode; enter and leave it again; the reader reconnects",
    detects: [.closedFlowModelAlive, .flowPushIgnored]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try RetainedStackClients.runNaive(
        version: run.version, sdk: run.context.sdk, session: run.session)
    case .strategies:
      try RetainedStackClients.runMitigated(
        version: run.version, sdk: run.context.sdk,
        planner: FlowNavigationContainerPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let stackRetainedAfterDismiss = SimulatedDefect(
    scenario: .stackRetainedAfterDismiss,
    equivalentMutants: [],
    walkComponents: [.retainedStack],
    policyFields: [
      .keyed(
        FlowNavigationContainerPolicy.self, "flowNavigationContainer",
        alternate: FlowNavigationContainer.navigationView,
        values: FlowNavigationContainer.allCases)
    ])
}
