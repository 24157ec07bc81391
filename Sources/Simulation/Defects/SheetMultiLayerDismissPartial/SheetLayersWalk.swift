import Strategies

extension WalkComponentSpec {
  /// Stacked presentations: one more presented, the top one closed, or every one closed in one
  /// action through the planner its strategies choose.
  package static let sheetLayers = WalkComponentSpec(
    name: "sheetLayers",
    actions: [
      WalkAction("present", weight: 3),
      WalkAction("closeTop"),
      WalkAction("closeAll", weight: 2),
    ]
  ) { (environment) throws(SimulationError) in
    try SheetLayersWalk(environment)
  }
}

/// The walk's stacked presentations: once the app is left alone, every layer the app closed has
/// left the screen and every one it keeps shows.
@MainActor
final class SheetLayersWalk: WalkComponent {
  private let stack: SheetLayersModel
  private let planner: LayerDismissalPlanner
  private let clock: VirtualClock

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    clock = environment.session.clock
    stack = try SheetLayersModel(version: environment.version, session: environment.session)
    planner = LayerDismissalPlanner(strategies: environment.strategies(for: []))
  }

  func perform(_ action: String, _ argument: Int) {
    // The app's buttons are disabled while a dismissal runs.
    guard !stack.isDismissing, stack.onScreen == stack.bindings.count else { return }
    switch action {
    case "present":
      if stack.onScreen < LayerDismissClients.layers { stack.presentNext() }
    case "closeTop":
      stack.tap { LayerDismissClients.dismiss(stack, to: stack.onScreen - 1, plan: .together) }
    case "closeAll":
      stack.tap {
        LayerDismissClients.dismiss(
          stack, to: 0, plan: planner.plan(dismissing: stack.onScreen))
      }
    default: return
    }
    clock.endTurn()
  }

  func checkSettled(_ report: (String) -> Void) {
    guard !stack.isDismissing else { return report("a dismissal still runs") }
    stack.verify()
    if stack.onScreen != stack.bindings.count {
      report(
        "\(stack.onScreen) layers show where the app presents \(stack.bindings.count)")
    }
  }
}
