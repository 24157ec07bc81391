import Strategies

extension GlitchKind {
  /// A sheet or full-screen cover the app asked for did not present.
  public static let presentationDidNotPresent = GlitchKind(
    "presentationDidNotPresent", summary: "presentation did not present")
}

extension DefectScenario {
  /// `sheet-chained-modifiers-last-wins`: five levels of sheets and covers, each screen with
  /// both modifiers.
  ///
  /// The model's assumption, beyond the sources (the release notes give the versions and the
  /// trigger): the last modifier applied is the live one, so of `.sheet` then
  /// `.fullScreenCover`, the cover presents and the sheet does not.
  package static let chainedPresentations = DefectScenario(
    issue: .sheetChainedModifiersLastWins,
    title: "Present a sheet from a screen that also declares a full-screen cover",
    defaultTraits: [],
    source: KnownIssue.flowStacksChainedPresentations,
    steps: "each screen chains .sheet and .fullScreenCover; present sheet, cover, sheet, cover, "
      + "sheet (five levels deep)",
    detects: [.presentationDidNotPresent]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try PresentationClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      // As an app builds its screens: the planner's type is chosen once.
      if let passthrough = PassthroughPresentationPlanner(strategies: run.strategies) {
        try PresentationClients.runPlanned(
          version: run.version, planner: passthrough, session: run.session)
      } else {
        try PresentationClients.runMitigated(
          version: run.version, planner: PresentationPlanner(strategies: run.strategies),
          session: run.session)
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let sheetChainedModifiersLastWins = SimulatedDefect(
    scenario: .chainedPresentations,
    equivalentMutants: [], walkComponents: [.chainedPresentations],
    policyFields: [
      PolicyField(
        .sheetPresentation, "multiplePresentations", \.sheetPresentation.multiplePresentations,
        alternate: PresentationHosting.singleItem, values: PresentationHosting.allCases)
    ])
}
