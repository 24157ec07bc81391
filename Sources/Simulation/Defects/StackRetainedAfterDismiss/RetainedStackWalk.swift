import Strategies

extension WalkComponentSpec {
  /// A host that opens a flow with a new model, pushes and pops in it, closes it, and receives
  /// app events, each flow's navigation in the container `FlowNavigationContainerPlanner`
  /// plans.
  package static let retainedStack = WalkComponentSpec(
    name: "flow-stack",
    actions: [
      WalkAction("open", weight: 2),
      WalkAction("push"),
      WalkAction("pop"),
      WalkAction("close", weight: 2),
      WalkAction("event"),
    ]
  ) { (environment) throws(SimulationError) in
    try RetainedStackWalk(environment)
  }
}

/// The walk's flow host: once every close has ended, no closed flow's model is alive, and the
/// open flow shows every push it asked for.
@MainActor
final class RetainedStackWalk: WalkComponent {
  private let host: FlowStackLifetimeModel
  private let container: FlowNavigationContainer
  private var opened = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.host = try FlowStackLifetimeModel(
      version: strategies.context.version, sdk: strategies.context.sdk,
      session: environment.session)
    self.container = FlowNavigationContainerPlanner(strategies: strategies).container()
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "open":
      guard host.open == nil else { return }
      opened += 1
      host.openFlow("flow-\(opened)", in: container)
    case "push":
      RetainedStackClients.push("screen-\(argument)", container, on: host)
    case "pop":
      host.pop()
    case "close":
      host.closeFlow()
    case "event":
      host.postAppEvent()
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    for model in host.retained {
      report("flow-stack: the model of closed flow \"\(model.id)\" is still alive")
    }
    if host.open != nil, host.shownPath != host.requestedPath {
      report(
        "flow-stack: the open flow asked for \(host.requestedPath) and shows \(host.shownPath)")
    }
  }
}
