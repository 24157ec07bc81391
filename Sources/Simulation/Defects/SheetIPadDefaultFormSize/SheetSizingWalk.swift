import Strategies

extension WalkComponentSpec {
  /// An iPad screen that presents a sheet laid out for a page (0) or a short form (1) with
  /// the sizing `SheetSizingPlanner` plans, and dismisses it.
  package static let sheetSizing = WalkComponentSpec(
    name: "sheet-sizing",
    actions: [
      WalkAction("present", arguments: 0...1, weight: 2),
      WalkAction("dismiss"),
    ]
  ) { (environment) throws(SimulationError) in
    try SheetSizingWalk(environment)
  }
}

/// The walk's iPad screen: whatever sheet is presented shows its whole content when it is
/// laid out for a page, and keeps the form size where that is the default when it is a short
/// form (the model records both otherwise).
@MainActor
final class SheetSizingWalk: WalkComponent {
  private let screen: SheetSizingModel
  private let planner: SheetSizingPlanner
  private var design: SheetContentDesign?

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [.padIdiom])
    self.screen = try SheetSizingModel(context: strategies.context, session: environment.session)
    self.planner = SheetSizingPlanner(strategies: strategies)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "present":
      guard screen.presented == nil else { return }
      let design: SheetContentDesign = argument == 0 ? .page : .form
      SheetSizingClients.present(design, plan: planner.plan(for: design), in: screen)
      screen.verifyPresented(as: design)
      self.design = design
    case "dismiss":
      screen.dismiss()
      design = nil
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    guard let presented = screen.presented, let design else { return }
    if design == .page, presented.height < screen.height(of: .page) {
      report("sheet-sizing: a sheet laid out for a page shows \(presented.sizing)-sized")
    }
  }
}
