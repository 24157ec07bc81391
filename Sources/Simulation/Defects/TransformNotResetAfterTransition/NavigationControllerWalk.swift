import Strategies

extension WalkComponentSpec {
  /// A UIKit navigation controller whose pushes and pops run custom animators planned by a
  /// `TransformTransitionCoordinator` (the covered view scaled down, restored on the pop).
  package static let navigationController = WalkComponentSpec(
    name: "uikit-nav",
    actions: [WalkAction("push", weight: 2), WalkAction("pop", weight: 2)]
  ) { (environment) throws(SimulationError) in
    try NavigationControllerWalk(environment)
  }
}

/// The walk's navigation controller: once its transitions end, every view in the container
/// fills it (the model records a view left larger than its container).
@MainActor
final class NavigationControllerWalk: WalkComponent {
  private let controller: NavigationControllerModel
  private let animators: (push: CustomAnimator, pop: CustomAnimator)
  private var pushed = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    controller = try NavigationControllerModel(
      version: environment.version, root: SimulatedView(name: "root", frame: .zero),
      session: environment.session)
    animators = ModalAnimatorClients.plannedAnimators(
      TransformTransitionCoordinator(strategies: environment.strategies(for: [])))
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "push":
      pushed += 1
      controller.push(
        SimulatedView(name: "screen \(pushed)", frame: .zero), animator: animators.push)
    case "pop": controller.pop(animator: animators.pop)
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    guard !controller.isTransitioning else { return }
    let bounds = controller.containerBounds
    if controller.topView.frame != bounds {
      report("the top view's frame is \(controller.topView.frame), its container \(bounds)")
    }
  }
}
