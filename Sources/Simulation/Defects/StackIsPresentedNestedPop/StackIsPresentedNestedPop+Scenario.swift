import Strategies

extension GlitchKind {
  /// More screens show than the app's state presents: a screen stayed after its Bool was set
  /// to `false`.
  public static let presentedScreenNotPopped = GlitchKind(
    "presentedScreenNotPopped", summary: "presented screen not popped")
}

extension DefectScenario {
  /// `stack-ispresented-nested-pop`: a chain of `isPresented` screens, inner levels dismissed
  /// in code.
  ///
  /// The model's assumption, beyond the sources (16.0, 16.1.1, 16.2 and "16.X" broken, 17.0
  /// fixed, 16.3 and 16.4 never named): every 16.x ignores a nested level's `false`.
  public static let stackIsPresentedNestedPop = DefectScenario(
    issue: .stackIsPresentedNestedPop,
    title: "Dismiss nested navigationDestination(isPresented:) screens in code",
    defaultTraits: [],
    source: "https://github.com/VAndrJ/awesome-apple-bugs/pull/9",
    steps: "present levels 1 and 2, set level 2's Bool to false, then level 1's; present levels "
      + "1 to 3, set level 3's and level 2's Bools to false, then level 1's",
    detects: [.presentedScreenNotPopped]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try IsPresentedClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try IsPresentedClients.runMitigated(
        version: run.version, strategies: run.strategies, session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let stackIsPresentedNestedPop = SimulatedDefect(
    scenario: .stackIsPresentedNestedPop,
    equivalentMutants: [
      EquivalentMutant(
        strategy: .drivePresentationFromPath,
        change: "versions iOS 16.0..<17.0 → iOS 15.8..<17.0 (and iPadOS)",
        reason: "NavigationStack does not exist below iOS 16: on 15.8 there is no stack for the "
          + "chain to be bound to"),
      EquivalentMutant(
        strategy: .drivePresentationFromPath,
        change: "versions iOS 16.0..<17.0 → iOS 16.0..<17.1 (and iPadOS)",
        reason: "a path bound to the stack pops on every version, so on 17.0, where the Bools "
          + "pop too, the chain bound as a path shows the same screens at the same times"),
    ], walkComponents: [.presentationChain])
}
