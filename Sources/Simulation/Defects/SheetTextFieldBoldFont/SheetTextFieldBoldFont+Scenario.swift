import Strategies

extension GlitchKind {
  /// A text field inside a sheet rendered bold although the design is regular (whether or not
  /// the app named the weight: an explicit `.bold` is not a fix).
  public static let textFieldFontBold = GlitchKind(
    "textFieldFontBold", summary: "text field font bold")
  /// A text field rendered with a weight other than the design's (not bold).
  public static let textFieldWeightChanged = GlitchKind(
    "textFieldWeightChanged", summary: "text field weight changed", isOverMitigation: true)
}

extension DefectScenario {
  /// `sheet-textfield-bold-font` (seed 001): present a sheet holding a text field.
  package static let sheetTextFieldFont = DefectScenario(
    issue: .sheetTextFieldBoldFont,
    title: "TextField inside a sheet",
    defaultTraits: [], source: KnownIssue.seedSwiftUIAdoption,
    steps: "present the timer editor sheet, which holds a TextField with no explicit weight",
    detects: [.textFieldFontBold, .textFieldWeightChanged]
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
    equivalentMutants: [],
    policyFields: [
      PolicyField(
        .sheetPresentation, "explicitTextFieldWeight", \.sheetPresentation.explicitTextFieldWeight,
        alternate: FontWeight?.some(.bold),
        values: [FontWeight?.none] + FontWeight.allCases.map { Optional($0) },
        text: { (weight: FontWeight?) -> String in weight?.rawValue ?? "nil" })
    ])
}
