import Strategies

extension GlitchKind {
  /// A list's content sat lower than its top by a section header's height.
  public static let listOffsetByHeader = GlitchKind(
    "listOffsetByHeader", summary: "list offset by a header's height")
}

extension DefectScenario {
  /// `section-header-offset` (seed 001): render a list with section headers. Unmitigated.
  package static let sectionHeaderOffset = DefectScenario(
    issue: .sectionHeaderOffset,
    title: "List with section headers",
    defaultTraits: [.listHasSectionHeaders, .listStyleGrouped],
    source: KnownIssue.seedSwiftUIAdoption,
    steps: "render the timer editor's list, whose sections have headers (no strategy is known: "
      + "the same code runs in both modes)",
    detects: [.listOffsetByHeader]
  ) { (run) throws(SimulationError) in
    try ListScreenClients.runSectionHeaders(
      version: run.version, layout: ListLayout.timerEditor(traits: run.traits),
      session: run.session)
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let sectionHeaderOffset = SimulatedDefect(
    scenario: .sectionHeaderOffset,
    equivalentMutants: [])
}
