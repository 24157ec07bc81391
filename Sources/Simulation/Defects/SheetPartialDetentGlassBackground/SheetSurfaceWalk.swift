import Strategies

extension WalkComponentSpec {
  /// A sheet presented as an opaque card (0) or on the system's surface (1) with the plan of
  /// `SheetSurfacePlanner`, dragged to medium (0) or large (1).
  package static let sheetSurface = WalkComponentSpec(
    name: "sheet-surface",
    actions: [
      WalkAction("present", arguments: 0...1),
      WalkAction("drag", arguments: 0...1, weight: 2),
    ]
  ) { (environment) throws(SimulationError) in
    try SheetSurfaceWalk(environment)
  }
}

/// The walk's sheet: after every step it is drawn on the surface the app designed (the model
/// records it otherwise).
@MainActor
final class SheetSurfaceWalk: WalkComponent {
  private let environment: WalkEnvironment
  private let context: StrategyContext
  private let planner: SheetSurfacePlanner
  private var shown: (sheet: SheetSurfaceModel, design: SheetSurfaceDesign)?

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    self.environment = environment
    let strategies = environment.strategies(for: [])
    self.context = strategies.context
    self.planner = SheetSurfacePlanner(strategies: strategies)
    try context.version.require("UISheetPresentationController", from: 15)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "present":
      let design: SheetSurfaceDesign = argument == 0 ? .opaqueCard : .systemSurface
      do {
        let sheet = try SheetSurfaceClients.present(
          design, at: .medium, context: context, plan: planner.plan(for: design),
          session: environment.session)
        sheet.verify(design, name: "the walk's sheet")
        shown = (sheet, design)
      } catch {
        environment.report("sheet-surface: \(error)")
      }
    case "drag":
      guard let (sheet, design) = shown else { return }
      sheet.drag(to: argument == 0 ? .medium : .large)
      sheet.verify(design, name: "the walk's sheet")
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    guard let (sheet, design) = shown else { return }
    switch design {
    case .opaqueCard where sheet.surface != .opaque:
      report("sheet-surface: an opaque card is on glass at the \(sheet.detent) detent")
    case .systemSurface where sheet.surface != sheet.systemSurface:
      report("sheet-surface: a sheet on the system's surface is opaque where it is glass")
    default: break
    }
  }
}
