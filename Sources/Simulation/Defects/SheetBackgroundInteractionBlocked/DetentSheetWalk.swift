import Strategies

extension WalkComponentSpec {
  /// A bottom sheet that keeps the view behind it interactive up through its medium detent,
  /// through the planner its strategies choose: presented, dragged between its detents, tapped
  /// behind and dismissed by the user.
  package static let detentSheet = WalkComponentSpec(
    name: "detentSheet",
    actions: [
      WalkAction("present"),
      WalkAction("drag", arguments: 0...2, weight: 2),
      WalkAction("tapBehind", weight: 2),
      WalkAction("dismiss"),
    ]
  ) { (environment) throws(SimulationError) in
    try DetentSheetWalk(environment)
  }
}

/// The walk's bottom sheet: after every step the view behind the sheet responds exactly where
/// the app means it to.
@MainActor
final class DetentSheetWalk: WalkComponent {
  private let sheet: SheetDetentsModel
  private let clock: VirtualClock

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    clock = environment.session.clock
    sheet = try SheetDetentsModel(
      version: environment.version,
      interactiveThrough: BackgroundInteractionClients.mapSheetInteractiveThrough,
      session: environment.session)
    let planner = SheetInteractionPlanner(strategies: environment.strategies(for: []))
    BackgroundInteractionClients.apply(
      planner.plan(interactiveBehind: true), to: sheet,
      upThrough: BackgroundInteractionClients.mapSheetInteractiveThrough,
      session: environment.session)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "present": sheet.present()
    case "drag": sheet.selectDetent(argument)
    case "tapBehind": sheet.tapBehind()
    case "dismiss": sheet.dismiss()
    default: return
    }
    clock.endTurn()
  }

  func checkSettled(_ report: (String) -> Void) {
    let detent = SheetDetentsModel.detents[sheet.selectedDetent]
    if sheet.presenterIsInteractive != sheet.presenterShouldBeInteractive {
      report(
        "the view behind the sheet at its \(detent) detent is "
          + (sheet.presenterIsInteractive ? "interactive" : "blocked") + ", where the app means "
          + "it to be " + (sheet.presenterShouldBeInteractive ? "interactive" : "blocked"))
    }
  }
}
