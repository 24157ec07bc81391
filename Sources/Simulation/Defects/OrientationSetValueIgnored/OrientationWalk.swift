import Strategies

extension WalkComponentSpec {
  /// A window scene rotated to portrait (0) or landscape (1) through
  /// `InterfaceRotationPlanner`, with the strategies of its context.
  package static let orientationScene = WalkComponentSpec(
    name: "orientation",
    actions: [WalkAction("rotate", arguments: 0...1)]
  ) { (environment) throws(SimulationError) in
    try OrientationWalk(environment)
  }
}

/// The walk's window scene: after every rotation the interface is in the orientation asked
/// for (the model records it otherwise), and no unavailable API is called.
@MainActor
final class OrientationWalk: WalkComponent {
  private let environment: WalkEnvironment
  private let scene: InterfaceOrientationModel
  private let request: InterfaceRotationRequest
  private var requested: SimulatedOrientation = .portrait

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    self.environment = environment
    let strategies = environment.strategies(for: [])
    self.scene = try InterfaceOrientationModel(
      context: strategies.context, session: environment.session)
    self.request = InterfaceRotationPlanner(strategies: strategies).rotationRequest()
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "rotate" else { return }
    requested = argument == 0 ? .portrait : .landscapeRight
    OrientationClients.rotate(scene, to: requested, by: request, session: environment.session)
    scene.verify(requested)
  }

  func checkSettled(_ report: (String) -> Void) {
    if scene.interface != requested {
      report("orientation: asked for \(requested), the interface is \(scene.interface)")
    }
  }
}
