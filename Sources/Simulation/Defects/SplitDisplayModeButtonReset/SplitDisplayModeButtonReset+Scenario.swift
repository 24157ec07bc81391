import Strategies

extension GlitchKind {
  /// A split view's display-mode (sidebar) button the app hid is shown again.
  public static let sidebarButtonReappeared = GlitchKind(
    "sidebarButtonReappeared", summary: "hidden sidebar button shown again")
}

extension DefectScenario {
  /// `split-display-mode-button-reset`: an iPad app hides its split view's sidebar button from
  /// the introspection callback, and the user selects two rows.
  ///
  /// The model's assumptions, beyond the source (a report on iPadOS 17 and the fix that moves
  /// the assignment to the next main-queue turn): every 17.x reconfigures the split view
  /// controller after the callback at each selection change, 18.0 and later do not, and a turn
  /// is one frame on screen.
  package static let splitDisplayModeButtonReset = DefectScenario(
    issue: .splitDisplayModeButtonReset,
    title: "Keep a split view's sidebar button hidden across selection changes",
    defaultTraits: [.padIdiom],
    source: KnownIssue.introspectDisplayModeButton,
    steps: "Display a NavigationSplitView on an iPad, hiding its sidebar button in the "
      + "introspection callback; select row 1; select row 2",
    detects: [.sidebarButtonReappeared, .updateDelayed]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SplitButtonClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try SplitButtonClients.runMitigated(
        context: run.context, planner: DisplayModeButtonPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let splitDisplayModeButtonReset = SimulatedDefect(
    scenario: .splitDisplayModeButtonReset,
    equivalentMutants: [],
    walkComponents: [.splitButton],
    policyFields: [
      .keyed(
        DisplayModeButtonAssignmentPolicy.self, "displayModeButtonAssignment",
        alternate: DisplayModeButtonAssignment.nowAndNextTurn,
        values: DisplayModeButtonAssignment.allCases)
    ])
}
