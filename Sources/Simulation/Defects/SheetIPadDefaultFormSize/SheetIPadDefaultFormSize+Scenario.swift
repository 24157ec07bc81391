import Strategies

extension GlitchKind {
  /// A sheet whose content is laid out for a page opened smaller than its content: the rest
  /// scrolls, and the buttons at its end are off screen.
  public static let sheetShownAtFormSize = GlitchKind(
    "sheetShownAtFormSize", summary: "page-sized sheet shown at the form size")
  /// A short form, on an iPad whose default sheet is the form size, was stretched to a
  /// page-sized sheet.
  public static let formSheetStretchedToPage = GlitchKind(
    "formSheetStretchedToPage", summary: "short form stretched to a page",
    isOverMitigation: true)
}

extension DefectScenario {
  /// `sheet-ipad-default-form-size`: an iPad notes app presents its "what's new" sheet, laid
  /// out for a page-sized sheet, and then a short rename form.
  ///
  /// The model's assumptions, beyond the sources (Apple's iOS 18 release notes, WhatsNewKit,
  /// Esri's samples): the default sizing follows the older of the OS and the SDK (18 or later:
  /// the form size) and nothing else; the sizes are an 11-inch iPad's in portrait; iPadOS 26
  /// sizes sheets as 18 does, so the affected range has no end.
  package static let sheetIPadDefaultFormSize = DefectScenario(
    issue: .sheetIPadDefaultFormSize,
    title: "Keep an iPad sheet laid out for a page at the page size",
    defaultTraits: [.padIdiom],
    source: KnownIssue.whatsNewKitPageSizing,
    steps: "On an iPad: present the \"what's new\" sheet (a feature list laid out for a "
      + "page-sized sheet, Continue at its end), check it shows whole, dismiss it; present "
      + "the rename sheet (a short form), check its size, dismiss it",
    detects: [.sheetShownAtFormSize, .formSheetStretchedToPage, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SheetSizingClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try SheetSizingClients.runMitigated(
        context: run.context, planner: SheetSizingPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let sheetIPadDefaultFormSize = SimulatedDefect(
    scenario: .sheetIPadDefaultFormSize,
    equivalentMutants: [],
    walkComponents: [.sheetSizing],
    policyFields: [
      PolicyField.keyed(
        SheetSizingPolicy.self, "sheetSizing", alternate: SheetSizingRoute.pageWhereDesigned,
        values: SheetSizingRoute.allCases)
    ])
}
