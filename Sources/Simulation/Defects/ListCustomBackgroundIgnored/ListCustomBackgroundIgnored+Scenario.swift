import Strategies

extension GlitchKind {
  /// A list painted its own background over the custom background behind it.
  public static let customBackgroundNotShown = GlitchKind(
    "customBackgroundNotShown", summary: "custom list background not shown")
  /// A list with no custom background behind it had its system background hidden, so the
  /// window shows through.
  public static let listBackgroundLost = GlitchKind(
    "listBackgroundLost", summary: "list background lost", isOverMitigation: true)
}

extension DefectScenario {
  /// `list-custom-background-ignored` (seed 001): a grouped list with the app's background.
  package static let listCustomBackground = listCustomBackground { appearance, custom in
    appearance.backgroundPlan(customBackground: custom)
  }

  /// The scenario with the mitigated run's plans from `plan` (the appearance, whether the
  /// list has a custom background) instead of the primitive's: for checking that the scenario
  /// tells a wrong plan apart.
  package static func listCustomBackground(
    plan: @escaping @Sendable (ListAppearance, Bool) -> ListBackgroundPlan
  ) -> DefectScenario {
    DefectScenario(
      issue: .listCustomBackgroundIgnored,
      title: "Grouped List with a custom background",
      defaultTraits: [.listStyleGrouped], source: KnownIssue.seedSwiftUIAdoption,
      steps: "a grouped List of three rows with the app's background behind it, rendered; then "
        + "the same list with no background behind it",
      detects: [.customBackgroundNotShown, .unavailableAPICalled, .listBackgroundLost]
    ) { (run) throws(SimulationError) in
      let layout = ListScreenClients.timerList(traits: run.traits)
      switch run.mode {
      case .naive:
        try ListScreenClients.runNaiveBackground(
          version: run.version, layout: layout, session: run.session)
      case .strategies:
        let appearance = ListAppearance(strategies: run.strategies)
        try ListScreenClients.runMitigatedBackground(
          version: run.version, layout: layout, session: run.session
        ) { custom in plan(appearance, custom) }
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the primitive that carries it.
  package static let listCustomBackgroundIgnored = SimulatedDefect(
    scenario: .listCustomBackground,
    equivalentMutants: [],
    policyFields: [
      .flag(
        .listAppearance, "hidesScrollContentBackground",
        \.listAppearance.hidesScrollContentBackground)
    ],
    primitiveMutants: [
      PrimitiveMutant(
        strategy: .hideScrollContentBackground,
        change: "ListAppearance hides the background of a list with no custom background",
        scenario: .listCustomBackground { appearance, custom in
          ListBackgroundPlan(
            appliesCustomBackground: custom,
            hidesScrollContentBackground: appearance.policy.hidesScrollContentBackground)
        })
    ])
}
