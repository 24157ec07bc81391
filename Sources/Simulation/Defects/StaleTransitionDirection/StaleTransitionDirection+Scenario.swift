import Strategies

extension GlitchKind {
  /// The outgoing view of a state change left by the edge of the other direction.
  public static let outgoingViewLeftByWrongEdge = GlitchKind(
    "outgoingViewLeftByWrongEdge", summary: "outgoing view left by the wrong edge")
  /// The incoming view of a state change entered from the edge of the other direction.
  public static let incomingViewEnteredFromWrongEdge = GlitchKind(
    "incomingViewEnteredFromWrongEdge", summary: "incoming view entered from the wrong edge")
}

extension DefectScenario {
  /// `stale-transition-direction` (seed 004): initial → login → details → login → initial.
  package static let staleTransitionDirection = DefectScenario(
    issue: .staleTransitionDirection,
    title: "State-driven slide transitions with a direction computed after the change",
    defaultTraits: [], source: KnownIssue.seedDirection,
    steps: "initial → login → details → login → initial (forward, forward, back, back)",
    detects: [.outgoingViewLeftByWrongEdge, .incomingViewEnteredFromWrongEdge]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try DirectionClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try DirectionClients.runMitigated(
        version: run.version, strategies: run.strategies, session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let staleTransitionDirection = SimulatedDefect(
    scenario: .staleTransitionDirection,
    equivalentMutants: [], walkComponents: [.directionalContainer],
    policyFields: [
      PolicyField(
        .directionalTransitions, "style", \.directionalTransitions.style,
        alternate: DirectionalTransitionStyle.currentDirection,
        values: [DirectionalTransitionStyle.capturedAtInsertion, .currentDirection],
        text: { (style: DirectionalTransitionStyle) -> String in style.rawValue })
    ])
}
