import Strategies

extension DefectScenario {
  /// `sheet-blocked-in-edit-mode` (seed 001): present a sheet while the list is editing.
  public static let sheetInEditMode = DefectScenario(
    issue: .sheetBlockedInEditMode,
    title: "Sheet presented while a List is in edit mode",
    defaultTraits: [], source: KnownIssue.seedSwiftUIAdoption,
    steps: "the list enters edit mode; the user taps a button that presents a sheet",
    detects: [.sheetDidNotPresent]
  ) { (run) throws(SimulationError) in
    try SheetClients.run(SheetClients.plainSheet, startInEditMode: true, run)
  }
}

extension SheetClients {
  /// A sheet with no text field.
  public static let plainSheet = SheetContent(title: "Timer details")
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let sheetBlockedInEditMode = SimulatedDefect(
    scenario: .sheetInEditMode,
    equivalentMutants: [])
}
