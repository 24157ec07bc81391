import Strategies

extension GlitchKind {
  /// A sheet the app asked for was never presented.
  public static let sheetDidNotPresent = GlitchKind(
    "sheetDidNotPresent", summary: "sheet did not present")
}

extension DefectScenario {
  /// `sheet-blocked-in-edit-mode`: present a sheet while the list is editing; then, on a
  /// second screen, enter edit mode and present a sheet in one action.
  package static let sheetInEditMode = sheetInEditMode(editModeTiming: .endOfTurn)

  /// The scenario on screens whose edit-mode changes take effect as `editModeTiming` says:
  /// for checking that the scenario tells a wrong timing apart.
  package static func sheetInEditMode(editModeTiming: EditModeTiming) -> DefectScenario {
    DefectScenario(
      issue: .sheetBlockedInEditMode,
      title: "Sheet presented while a List is in edit mode",
      defaultTraits: [], source: KnownIssue.seedSwiftUIAdoption,
      steps: "the list enters edit mode; the user taps a button that presents a sheet; on a "
        + "second screen, one tap enters edit mode and presents a sheet in the same turn",
      detects: [.sheetDidNotPresent, .intendedStateLost]
    ) { (run) throws(SimulationError) in
      try SheetClients.run(
        SheetClients.plainSheet, startInEditMode: true, run, editModeTiming: editModeTiming)
      try SheetClients.runEnteringEditMode(
        SheetClients.plainSheet, run, editModeTiming: editModeTiming)
    }
  }
}

extension SheetClients {
  /// A sheet with no text field.
  package static let plainSheet = SheetContent(title: "Timer details")
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the primitive that carries it.
  package static let sheetBlockedInEditMode = SimulatedDefect(
    scenario: .sheetInEditMode,
    equivalentMutants: [], walkComponents: [.editModeSheet],
    policyFields: [
      .flag(
        .sheetPresentation, "leavesEditModeBeforePresenting",
        \.sheetPresentation.leavesEditModeBeforePresenting)
    ],
    primitiveMutants: [
      PrimitiveMutant(
        strategy: .leaveEditModeBeforeSheet,
        change:
          "SheetHostModel: an edit-mode change takes effect at once, not at the end of the turn",
        scenario: .sheetInEditMode(editModeTiming: .immediate))
    ])
}
