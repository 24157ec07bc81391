import Strategies

extension WalkComponentSpec {
  /// A screen that presents a sheet with a new view model, changes the state the sheet shows,
  /// dismisses it, and receives app events, each sheet hosted as `SheetContentHostingPlanner`
  /// plans.
  package static let retainedSheet = WalkComponentSpec(
    name: "sheet-content",
    actions: [
      WalkAction("present", weight: 2),
      WalkAction("update"),
      WalkAction("dismiss", weight: 2),
      WalkAction("event"),
    ]
  ) { (environment) throws(SimulationError) in
    try RetainedSheetWalk(environment)
  }
}

/// The walk's sheet presenter: once every dismissal has ended, no dismissed sheet's view model
/// is alive, and the sheet on screen shows the presenter's current state.
@MainActor
final class RetainedSheetWalk: WalkComponent {
  private let screen: SheetContentLifetimeModel
  private let hosting: SheetContentHosting
  private var presented = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.screen = try SheetContentLifetimeModel(
      version: strategies.context.version, session: environment.session)
    self.hosting = SheetContentHostingPlanner(strategies: strategies).hosting()
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "present":
      guard screen.onScreen == nil else { return }
      presented += 1
      RetainedSheetClients.present("model-\(presented)", hosting, on: screen)
    case "update":
      RetainedSheetClients.presenterChanged(hosting, on: screen)
    case "dismiss":
      RetainedSheetClients.dismiss(hosting, on: screen)
    case "event":
      screen.postAppEvent()
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    for object in screen.retained {
      report("sheet-content: the model of dismissed sheet \"\(object.id)\" is still alive")
    }
    if screen.onScreen != nil, screen.shownValue != screen.presenterValue {
      report("sheet-content: the sheet on screen shows a state the presenter has replaced")
    }
  }
}
