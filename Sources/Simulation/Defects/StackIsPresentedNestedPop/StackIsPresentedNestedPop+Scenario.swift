import Strategies

extension GlitchKind {
  /// More screens show than the app's state presents: a screen stayed after its Bool was set
  /// to `false`.
  public static let presentedScreenNotPopped = GlitchKind(
    "presentedScreenNotPopped", summary: "presented screen not popped")
  /// Once a change's turn is over, the screens a stack shows are not the levels the app asked
  /// for: a level missing, one too many, out of order, or a multi-step change left unfinished.
  public static let shownLevelsNotRequested = GlitchKind(
    "shownLevelsNotRequested", summary: "shown levels not the ones requested")
}

extension DefectScenario {
  /// `stack-ispresented-nested-pop`: a chain of `isPresented` screens, inner levels dismissed
  /// in code.
  ///
  /// The model's assumption, beyond the sources (16.0, 16.1.1, 16.2 and "16.X" broken, 17.0
  /// fixed, 16.3 and 16.4 never named): every 16.x ignores a nested level's `false`.
  package static let stackIsPresentedNestedPop = DefectScenario(
    issue: .stackIsPresentedNestedPop,
    title: "Dismiss nested navigationDestination(isPresented:) screens in code",
    defaultTraits: [],
    source: "https://github.com/VAndrJ/awesome-apple-bugs/pull/9",
    steps: "present levels 1 and 2, set level 2's Bool to false, then level 1's; present levels "
      + "1 to 3, set level 3's and level 2's Bools to false, then level 1's; present levels 1 to "
      + "3, set the middle level's Bool to false, level 1's to true (already shown) and then "
      + "twice to false; on a chain of a single level, present it twice and dismiss it twice",
    detects: [.presentedScreenNotPopped, .shownLevelsNotRequested]
  ) { (run) throws(SimulationError) in
    try IsPresentedClients.runScenario(
      version: run.version, strategies: run.mode == .naive ? nil : run.strategies,
      session: run.session)
  }

  /// The scenario with the chain's dismissal replaced by `dismissal` (the path after
  /// dismissing a level, from the level and the path before): a wrong rule for the mutation
  /// check.
  package static func stackIsPresentedNestedPop(
    dismissal: @escaping @Sendable (_ level: Int, _ path: [Int]) -> [Int]
  ) -> DefectScenario {
    let base = stackIsPresentedNestedPop
    return DefectScenario(
      issue: base.issue, title: base.title, defaultTraits: base.defaultTraits,
      source: base.source, steps: base.steps, detects: base.detects
    ) { (run) throws(SimulationError) in
      guard run.mode == .strategies else {
        try IsPresentedClients.runScenario(
          version: run.version, strategies: nil, session: run.session)
        return
      }
      for (steps, levels) in [
        (IsPresentedClients.scenarioSteps, IsPresentedClients.levels),
        (IsPresentedClients.singleLevelSteps, 1),
      ] {
        try IsPresentedClients.runMitigated(
          steps, levels: levels, version: run.version, strategies: run.strategies,
          session: run.session, dismissal: dismissal)
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the primitive that carries it.
  package static let stackIsPresentedNestedPop = SimulatedDefect(
    scenario: .stackIsPresentedNestedPop,
    equivalentMutants: [], walkComponents: [.presentationChain],
    policyFields: [
      PolicyField(
        .pathChanges, "presentationBinding", \.pathChanges.presentationBinding,
        alternate: PresentationBindingPlan.path, values: PresentationBindingPlan.allCases)
    ],
    primitiveMutants: [
      PrimitiveMutant(
        strategy: .drivePresentationFromPath,
        change: "PresentationChain cuts the chain one level above the dismissed one",
        scenario: .stackIsPresentedNestedPop { level, path in Array(path.prefix(level)) }),
      PrimitiveMutant(
        strategy: .drivePresentationFromPath,
        change: "PresentationChain cuts the chain one level below the dismissed one",
        scenario: .stackIsPresentedNestedPop { level, path in Array(path.prefix(max(level - 2, 0)))
        }),
      PrimitiveMutant(
        strategy: .drivePresentationFromPath,
        change: "PresentationChain counts a dismissal from the top (pops as many levels as the "
          + "dismissed level's number)",
        scenario: .stackIsPresentedNestedPop { level, path in Array(path.dropLast(level)) }),
      PrimitiveMutant(
        strategy: .drivePresentationFromPath,
        change: "PresentationChain splits a dismissal of several levels and never finishes it "
          + "(the covered levels dropped, the top kept)",
        scenario: .stackIsPresentedNestedPop { level, path in
          path.count - level >= 1
            ? Array(path.prefix(level - 1)) + [path[path.count - 1]] : Array(path.prefix(level - 1))
        }),
    ])
}
