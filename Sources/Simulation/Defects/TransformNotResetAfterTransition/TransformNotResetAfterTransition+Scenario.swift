import Strategies

extension GlitchKind {
  /// A view ended a transition with a frame different from (larger than) its container.
  public static let viewLargerThanContainer = GlitchKind(
    "viewLargerThanContainer", summary: "view larger than its container")
  /// During a transition a view showed a frame other than the one the animation should
  /// start from (it jumped).
  public static let frameJumpedDuringTransition = GlitchKind(
    "frameJumpedDuringTransition", summary: "frame jumped during the transition")
}

extension DefectScenario {
  /// `transform-not-reset-after-transition` (seed 002): push with the scaling animator, pop.
  package static let transformNotReset = DefectScenario(
    issue: .transformNotResetAfterTransition,
    title: "Custom push scales the covered view; custom pop scales it back",
    defaultTraits: [], source: KnownIssue.seedTransform,
    steps: "push (animator scales the from-view to 0.5 and leaves it), pop (the container "
      + "sets the frame, the animator animates to identity)",
    detects: [.viewLargerThanContainer, .frameJumpedDuringTransition]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try ModalAnimatorClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try ModalAnimatorClients.runMitigated(
        version: run.version,
        coordinator: TransformTransitionCoordinator(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let transformNotResetAfterTransition = SimulatedDefect(
    scenario: .transformNotReset,
    equivalentMutants: [], walkComponents: [.navigationController],
    policyFields: [
      .flag(.viewTransforms, "resetsTransformAfterPush", \.viewTransforms.resetsTransformAfterPush),
      .flag(.viewTransforms, "prescalesBeforePop", \.viewTransforms.prescalesBeforePop),
    ])
}
