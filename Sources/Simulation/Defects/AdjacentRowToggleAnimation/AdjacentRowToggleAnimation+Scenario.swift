import Strategies

extension DefectScenario {
  /// `adjacent-row-toggle-animation` (seed 001): tap "Tap" twice in the timer editor.
  public static let adjacentRowToggle = DefectScenario(
    issue: .adjacentRowToggleAnimation,
    title: "Adjacent picker and stepper rows toggled in one animation",
    defaultTraits: [
      .listHasMultipleSections, .listFirstSectionHasHeader, .listHasSectionHeaders,
      .listStyleGrouped,
    ],
    source: KnownIssue.seedSwiftUIAdoption,
    steps: "withAnimation { toggle picker row; toggle stepper row } (adjacent slots of section "
      + "0, a header on each of two sections), tapped twice",
    detects: [.rowsSlidSideways, .rowToggleDropped]
  ) { (run) throws(SimulationError) in
    let layout = ListLayout.timerEditor(traits: run.traits)
    switch run.mode {
    case .naive:
      try TimerEditorClients.runNaive(version: run.version, layout: layout, session: run.session)
    case .strategies:
      try TimerEditorClients.runMitigated(
        version: run.version, layout: layout,
        coordinator: RowToggleCoordinator(strategies: run.strategies), session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let adjacentRowToggleAnimation = SimulatedDefect(
    scenario: .adjacentRowToggle,
    equivalentMutants: [])
}
