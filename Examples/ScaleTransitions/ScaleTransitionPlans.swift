// The animators' plans, framework-free: no UIKit import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// What the scale push and pop animators do: the push shrinks the covered view to half size,
/// the pop grows it back; the strategies add the reset after the push and the pre-scale
/// before the pop that keep the view from coming back larger than the screen.
struct ScaleTransitionPlans: Sendable {
  /// The scale of the covered view.
  static let scale = ViewTransform.scale(x: 0.5, y: 0.5)
  /// Seconds per transition.
  static let duration = 1.0

  let coordinator: TransformTransitionCoordinator

  init(version: PlatformVersion, registry: StrategyRegistry = .standard()) {
    coordinator = TransformTransitionCoordinator(
      strategies: registry.resolve(StrategyContext(version)))
  }

  /// The push's animation of the view it covers.
  var push: TransitionAnimationPlan {
    coordinator.pushPlan(transform: Self.scale, duration: Self.duration)
  }

  /// The pop's animation of the view it uncovers.
  var pop: TransitionAnimationPlan {
    coordinator.popPlan(restoringFrom: Self.scale, duration: Self.duration)
  }
}
