import Strategies

/// Seed 002's custom push/pop animators: the push scales the covered view down to half size;
/// the pop animates it back to identity. Naive (the seed's first code) and through
/// `TransformTransitionCoordinator`.
///
/// Each run pushes a second screen, waits until the push has completed, pops, and waits again.
package enum ModalAnimatorClients {
  /// The scale the push animates the covered view to.
  package static let coveredScale = ViewTransform.scale(x: 0.5, y: 0.5)
  /// The animators' duration, in seconds (`transitionDuration` in the seed).
  package static let duration = 1.0

  /// The seed's `PushModalAnimation`: animates the from-view to half size and completes,
  /// leaving the transform scaled.
  package static var originalPushAnimator: CustomAnimator {
    CustomAnimator(name: "PushModalAnimation") { context in
      context.animate(
        duration: duration,
        animations: { context.fromView.transform = coveredScale },
        completion: { context.completeTransition() })
    }
  }

  /// The seed's `PopModalAnimation`: animates the to-view back to identity.
  package static var originalPopAnimator: CustomAnimator {
    CustomAnimator(name: "PopModalAnimation") { context in
      context.animate(
        duration: duration,
        animations: { context.toView.transform = .identity },
        completion: { context.completeTransition() })
    }
  }

  /// The animators an app builds from `coordinator`'s plans: the push plan executed on the
  /// from-view, the pop plan on the to-view.
  package static func plannedAnimators(_ coordinator: TransformTransitionCoordinator)
    -> (push: CustomAnimator, pop: CustomAnimator)
  {
    let push = coordinator.pushPlan(transform: coveredScale, duration: duration)
    let pop = coordinator.popPlan(restoringFrom: coveredScale, duration: duration)
    return (CustomAnimator.executing(push, on: .from), CustomAnimator.executing(pop, on: .to))
  }

  /// Pushes and pops one screen with `push` and `pop` on a fresh navigation controller.
  ///
  /// - Returns: The controller, showing its root again.
  /// - Throws: ``SimulationError/notApplicable(reason:)`` off iOS and iPadOS.
  @discardableResult
  package static func run(
    push: CustomAnimator, pop: CustomAnimator, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> NavigationControllerModel {
    let home = SimulatedView(name: "home", frame: .zero)
    let controller = try NavigationControllerModel(version: version, root: home, session: session)
    let detail = SimulatedView(name: "detail", frame: .zero)
    controller.push(detail, animator: push)
    session.clock.runUntilIdle()
    session.clock.advance(by: 1)
    controller.pop(animator: pop)
    session.clock.runUntilIdle()
    return controller
  }

  /// The seed's original animators.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> NavigationControllerModel
  {
    try run(
      push: originalPushAnimator, pop: originalPopAnimator, version: version, session: session)
  }

  /// The animators planned by `coordinator`.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, coordinator: TransformTransitionCoordinator,
    session: SimulationSession
  ) throws(SimulationError) -> NavigationControllerModel {
    let animators = plannedAnimators(coordinator)
    return try run(push: animators.push, pop: animators.pop, version: version, session: session)
  }
}

// MARK: - Former names

extension ModalAnimatorClients {
  /// The former name of ``originalPushAnimator``.
  @available(*, deprecated, renamed: "originalPushAnimator")
  package static var seedPushAnimator: CustomAnimator { originalPushAnimator }
  /// The former name of ``originalPopAnimator``.
  @available(*, deprecated, renamed: "originalPopAnimator")
  package static var seedPopAnimator: CustomAnimator { originalPopAnimator }
}
