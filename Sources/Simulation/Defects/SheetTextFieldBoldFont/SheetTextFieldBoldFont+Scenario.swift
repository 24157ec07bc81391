import Strategies

extension DefectScenario {
  /// `sheet-textfield-bold-font` (seed 001): present a sheet holding a text field.
  package static let sheetTextFieldFont = DefectScenario(
    issue: .sheetTextFieldBoldFont,
    title: "TextField inside a sheet",
    defaultTraits: [], source: KnownIssue.seedSwiftUIAdoption,
    steps: "present the timer editor sheet, which holds a TextField with no explicit weight",
    detects: [.textFieldFontBold]
  ) { (run) throws(SimulationError) in
    try SheetClients.run(SheetClients.timerEditorSheet, startInEditMode: false, run)
  }
}

extension SheetClients {
  /// The timer editor sheet: a title `TextField` and the time controls.
  package static let timerEditorSheet = SheetContent(title: "Edit timer", hasTextField: true)
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let sheetTextFieldBoldFont = SimulatedDefect(
    scenario: .sheetTextFieldFont,
    equivalentMutants: [])
}
