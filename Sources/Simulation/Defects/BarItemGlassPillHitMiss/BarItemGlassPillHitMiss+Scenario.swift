import Strategies

extension GlitchKind {
  /// A toolbar item's glass pill highlighted a touch its button did not take: the press
  /// animates and the action never runs.
  public static let pillPressWithoutAction = GlitchKind(
    "pillPressWithoutAction", summary: "pill pressed, action not run")
  /// A toolbar item drawn otherwise than designed by a workaround: its pill an oval, or, where
  /// there is no pill, the item wider than its glyph.
  public static let barItemReshaped = GlitchKind(
    "barItemReshaped", summary: "bar item reshaped", isOverMitigation: true)
}

extension DefectScenario {
  /// `bar-item-glass-pill-hit-miss`: a detail screen's toolbar of three icon-only buttons, each
  /// tapped at its centre and near the edge of its pill.
  ///
  /// The model's assumptions, beyond the sources (NativePHP, MacMagazine, lemonade, Apple's
  /// forums and Apple's documentation of `UIDesignRequiresCompatibility`): the pill follows the
  /// older of the OS and the SDK (26 or later) and the compatibility design alone, a bare glyph's
  /// frame is 24 points in a round 36-point pill, and the behaviour has no known end.
  package static let barItemGlassPillHitMiss = DefectScenario(
    issue: .barItemGlassPillHitMiss,
    title: "Tap toolbar icons near the edge of their glass pill",
    defaultTraits: [],
    source: KnownIssue.nativePHPPillEdgeTaps,
    steps: "Show a toolbar of back, share and more buttons, each label an icon; tap each at "
      + "its centre, then 15 pt right of it",
    detects: [.pillPressWithoutAction, .barItemReshaped]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try BarIconLabelClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try BarIconLabelClients.runMitigated(
        context: run.context, planner: BarIconLabelPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its part of the random walk and its policy key's row.
  package static let barItemGlassPillHitMiss = SimulatedDefect(
    scenario: .barItemGlassPillHitMiss,
    equivalentMutants: [],
    walkComponents: [.barIconLabel],
    policyFields: [
      .keyed(
        BarIconLabelPolicy.self, "barIconLabel", alternate: BarIconLabelPlan.iconOnlyLabel,
        values: BarIconLabelPlan.allCases)
    ])
}
