import Strategies

/// A shop app's two sheets: the filters sheet, a form designed as an opaque card, presented at
/// the medium detent, dragged to large and back; and the mini player, moved to the new design,
/// presented at medium over the list it plays from. Written as the sources show it (detents
/// set, no background), and through `SheetSurfacePlanner` (each sheet given the plan for its
/// design when it is presented).
package enum SheetSurfaceClients {
  /// The filters sheet's detents, in the order the user drags it.
  package static let filterDetents: [SimulatedSheetDetent] = [.medium, .large, .medium]

  /// The original app code: no background set.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> [SheetSurfaceModel]
  {
    try run(context: context, session: session) { _ in .systemDefault }
  }

  /// The same through a planner: each sheet gets ``SheetSurfacePlanner/plan(for:)`` for what
  /// its surface is designed as.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: SheetSurfacePlanner, session: SimulationSession
  ) throws(SimulationError) -> [SheetSurfaceModel] {
    try run(context: context, session: session) { planner.plan(for: $0) }
  }

  /// Runs the scenario: the filters sheet is presented and dragged, checked at each detent;
  /// the mini player is presented and checked. Each sheet gets `plan(design)`.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession,
    plan: (SheetSurfaceDesign) -> SheetSurfacePlan
  ) throws(SimulationError) -> [SheetSurfaceModel] {
    let filters = try present(
      .opaqueCard, at: filterDetents[0], context: context, plan: plan(.opaqueCard),
      session: session)
    filters.verify(.opaqueCard, name: "the filters sheet")
    for detent in filterDetents.dropFirst() {
      filters.drag(to: detent)
      filters.verify(.opaqueCard, name: "the filters sheet")
    }
    let player = try present(
      .systemSurface, at: .medium, context: context, plan: plan(.systemSurface),
      session: session)
    player.verify(.systemSurface, name: "the mini player")
    return [filters, player]
  }

  /// A sheet presented at `detent` with `plan` applied as the app presents it.
  package static func present(
    _ design: SheetSurfaceDesign, at detent: SimulatedSheetDetent, context: StrategyContext,
    plan: SheetSurfacePlan, session: SimulationSession
  ) throws(SimulationError) -> SheetSurfaceModel {
    let sheet = try SheetSurfaceModel(context: context, detent: detent, session: session)
    if plan == .opaqueBackground { sheet.setOpaqueBackground() }
    return sheet
  }
}
