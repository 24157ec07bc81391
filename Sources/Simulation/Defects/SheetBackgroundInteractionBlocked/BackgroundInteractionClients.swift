import Strategies

/// A map screen with a bottom sheet whose map and close button stay usable up through the
/// sheet's medium detent, and a filter sheet that is modal: written as the sources show it
/// (the modifier where it exists, the sheet unmodified below 16.4), and through a
/// `SheetInteractionPlanning` planner.
package enum BackgroundInteractionClients {
  /// The bottom sheet's largest interactive detent: medium.
  package static let mapSheetInteractiveThrough = 1

  /// The user's steps on a presented sheet: tap behind it at the small detent, drag it to
  /// medium and tap, to large and tap, back to small and tap.
  static func use(_ sheet: SheetDetentsModel) {
    sheet.present()
    sheet.tapBehind()
    for detent in [1, 2, 0] {
      sheet.selectDetent(detent)
      sheet.tapBehind()
    }
    sheet.dismiss()
  }

  /// The original app code (gini's bottom-sheet modifier): the bottom sheet applies
  /// `presentationBackgroundInteraction(.enabled(upThrough: .medium))` under
  /// `if #available(iOS 16.4, *)` and is returned unmodified otherwise; the filter sheet
  /// declares nothing.
  ///
  /// - Returns: The bottom sheet and the filter sheet.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> (map: SheetDetentsModel, filters: SheetDetentsModel)
  {
    let map = try SheetDetentsModel(
      version: version, interactiveThrough: mapSheetInteractiveThrough, session: session)
    if version.number >= VersionNumber(16, 4) {
      session.perform { () throws(SimulationError) in
        try map.applyBackgroundInteractionModifier(upThrough: mapSheetInteractiveThrough)
      }
    }
    use(map)
    let filters = try SheetDetentsModel(
      version: version, interactiveThrough: nil, session: session)
    use(filters)
    return (map, filters)
  }

  /// The same screens through `planner`: each sheet asks for its plan (the bottom sheet keeps
  /// the view behind it interactive, the filter sheet does not) and follows it.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: some SheetInteractionPlanning, session: SimulationSession
  ) throws(SimulationError) -> (map: SheetDetentsModel, filters: SheetDetentsModel) {
    let map = try SheetDetentsModel(
      version: version, interactiveThrough: mapSheetInteractiveThrough, session: session)
    apply(
      planner.plan(interactiveBehind: true), to: map, upThrough: mapSheetInteractiveThrough,
      session: session)
    use(map)
    let filters = try SheetDetentsModel(
      version: version, interactiveThrough: nil, session: session)
    apply(
      planner.plan(interactiveBehind: false), to: filters, upThrough: 0, session: session)
    use(filters)
    return (map, filters)
  }

  /// Executes `plan` on `sheet`, as the adapter does: the modifier with `detent`, or the
  /// controller's property set to `detent` when the sheet appears, or nothing.
  package static func apply(
    _ plan: SheetBackgroundInteractionPlan, to sheet: SheetDetentsModel, upThrough detent: Int,
    session: SimulationSession
  ) {
    switch plan {
    case .modal: break
    case .presentationModifier:
      session.perform { () throws(SimulationError) in
        try sheet.applyBackgroundInteractionModifier(upThrough: detent)
      }
    case .sheetController:
      sheet.onSheetAppear { $0.setLargestUndimmedDetent(detent) }
    }
  }

  /// Runs the scenario: naive, or through the planner the run's strategies choose (its type
  /// chosen once, as an app builds its view model).
  package static func run(_ run: ScenarioRun) throws(SimulationError) {
    switch run.mode {
    case .naive:
      try runNaive(version: run.version, session: run.session)
    case .strategies:
      if let passthrough = PassthroughSheetInteractionPlanner(strategies: run.strategies) {
        try runMitigated(version: run.version, planner: passthrough, session: run.session)
      } else {
        try runMitigated(
          version: run.version, planner: SheetInteractionPlanner(strategies: run.strategies),
          session: run.session)
      }
    }
  }
}
