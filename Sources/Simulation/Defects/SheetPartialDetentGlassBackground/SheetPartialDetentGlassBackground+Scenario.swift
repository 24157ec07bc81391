import Strategies

extension GlitchKind {
  /// A sheet designed as an opaque card was drawn on see-through glass at a partial detent.
  public static let sheetContentOnGlass = GlitchKind(
    "sheetContentOnGlass", summary: "opaque sheet drawn on glass")
  /// A sheet the app moved to the new design was drawn opaque where the system draws it on
  /// glass.
  public static let sheetGlassCovered = GlitchKind(
    "sheetGlassCovered", summary: "sheet's glass covered", isOverMitigation: true)
}

extension DefectScenario {
  /// `sheet-partial-detent-glass-background`: a shop app presents its filters sheet at the
  /// medium detent, drags it to large and back, then presents its mini player at medium.
  ///
  /// The model's assumptions, beyond the sources (SwiftfulRouting, scout, Artemis,
  /// code-payments, and Apple's documentation of `UIDesignRequiresCompatibility`): the glass
  /// follows the older of the OS and the SDK (26 or later), the compatibility design, the idiom
  /// and the detent alone, and an opaque background of the app's own covers it; the design has
  /// no announced end, so the affected range has none.
  package static let sheetPartialDetentGlassBackground = DefectScenario(
    issue: .sheetPartialDetentGlassBackground,
    title: "Keep a sheet designed as an opaque card opaque at its medium detent",
    defaultTraits: [],
    source: KnownIssue.swiftfulRoutingTransparentSheet,
    steps: "Present the filters sheet (a form on the sheet's colour) at the medium detent; "
      + "drag it to large and back to medium; present the mini player (moved to the new "
      + "design) at medium",
    detects: [.sheetContentOnGlass, .sheetGlassCovered]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SheetSurfaceClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try SheetSurfaceClients.runMitigated(
        context: run.context, planner: SheetSurfacePlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// key's row.
  package static let sheetPartialDetentGlassBackground = SimulatedDefect(
    scenario: .sheetPartialDetentGlassBackground,
    equivalentMutants: [],
    walkComponents: [.sheetSurface],
    policyFields: [
      PolicyField.keyed(
        SheetSurfacePolicy.self, "sheetSurface", alternate: SheetSurfaceRoute.opaqueWhereDesigned,
        values: SheetSurfaceRoute.allCases)
    ])
}
