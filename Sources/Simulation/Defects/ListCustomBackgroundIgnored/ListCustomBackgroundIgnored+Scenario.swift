import Strategies

extension DefectScenario {
  /// `list-custom-background-ignored` (seed 001): a grouped list with the app's background.
  public static let listCustomBackground = DefectScenario(
    issue: .listCustomBackgroundIgnored,
    title: "Grouped List with a custom background",
    defaultTraits: [.listStyleGrouped], source: KnownIssue.seedSwiftUIAdoption,
    steps: "a grouped List of three rows with the app's background behind it, rendered",
    detects: [.customBackgroundNotShown, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    let layout = ListScreenClients.timerList(traits: run.traits)
    switch run.mode {
    case .naive:
      try ListScreenClients.runNaiveBackground(
        version: run.version, layout: layout, session: run.session)
    case .strategies:
      try ListScreenClients.runMitigatedBackground(
        version: run.version, layout: layout,
        appearance: ListAppearance(strategies: run.strategies), session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let listCustomBackgroundIgnored = SimulatedDefect(
    scenario: .listCustomBackground,
    equivalentMutants: [])
}
