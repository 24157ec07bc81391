import Bench
import Simulation
import Strategies

/// Custom push/pop transitions: resetting the covered view's transform (the strategy) against
/// leaving it scaled (seed 002's first animators), on the simulated navigation controller; and
/// the other transform of a screen, its forced rotation.
enum TransformsSuite {
  static let suite = Suite(
    name: "transforms",
    defaultSizes: [10, 100, 1_000],
    traits: [],
    make: { context in [try pushPopCycles(context), try RotationEvents.benchmark(context)] })

  /// A navigation controller `depth` views deep, glitch detection off, and the view to push.
  final class Host {
    let session = SimulationSession()
    let controller: NavigationControllerModel
    let pushed = SimulatedView(name: "pushed", frame: .zero)

    init(version: PlatformVersion, depth: Int) throws {
      let root = SimulatedView(name: "root", frame: .zero)
      do {
        controller = try NavigationControllerModel(version: version, root: root, session: session)
      } catch {
        // Below iOS 7 there are no custom animators: the case is skipped, not failed.
        if let reason = error.notApplicableReason { throw CaseNotApplicable(reason) }
        throw error
      }
      controller.detectsGlitches = false
      let instant = CustomAnimator(name: "instant") { context in
        context.animate(duration: 0, animations: {}, completion: { context.completeTransition() })
      }
      for index in 1..<max(depth, 1) {
        controller.push(SimulatedView(name: "view \(index)", frame: .zero), animator: instant)
        session.clock.runUntilIdle()
      }
    }

    /// One push and pop of `pushed`, each run to completion on the virtual clock.
    @inline(__always)
    func cycle(push: CustomAnimator, pop: CustomAnimator) {
      controller.push(pushed, animator: push)
      session.clock.runUntilIdle()
      controller.pop(animator: pop)
      session.clock.runUntilIdle()
    }
  }

  /// Seed 002's fix, hand-written into the animators.
  static var inlinePushAnimator: CustomAnimator {
    CustomAnimator(name: "inline push") { context in
      context.animate(
        duration: ModalAnimatorClients.duration,
        animations: { context.fromView.transform = ModalAnimatorClients.coveredScale },
        completion: {
          context.fromView.transform = .identity
          context.completeTransition()
        })
    }
  }

  /// Seed 002's fix on pop: scale first, then animate back to identity.
  static var inlinePopAnimator: CustomAnimator {
    CustomAnimator(name: "inline pop") { context in
      context.toView.transform = ModalAnimatorClients.coveredScale
      context.animate(
        duration: ModalAnimatorClients.duration,
        animations: { context.toView.transform = .identity },
        completion: { context.completeTransition() })
    }
  }

  /// The animators an app writes around ``TransformTransitionCoordinator``: each transition
  /// asks the coordinator for its plan and does what the plan says beyond the animation the
  /// app chose (the reset on completion, the transform to set before a pop). Like the
  /// hand-written animators, their closures capture only the transition context.
  static func plannedAnimators(_ coordinator: TransformTransitionCoordinator)
    -> (CustomAnimator, CustomAnimator)
  {
    let push = CustomAnimator(name: "planned push") { context in
      let plan = coordinator.pushPlan(
        transform: ModalAnimatorClients.coveredScale, duration: ModalAnimatorClients.duration)
      context.animate(
        duration: plan.duration,
        animations: { context.fromView.transform = ModalAnimatorClients.coveredScale },
        completion: plan.resetsTransformOnCompletion
          ? {
            context.fromView.transform = .identity
            context.completeTransition()
          } : { context.completeTransition() })
    }
    let pop = CustomAnimator(name: "planned pop") { context in
      let plan = coordinator.popPlan(
        restoringFrom: ModalAnimatorClients.coveredScale, duration: ModalAnimatorClients.duration)
      if let initial = plan.initialTransform { context.toView.transform = initial }
      context.animate(
        duration: plan.duration,
        animations: { context.toView.transform = .identity },
        completion: { context.completeTransition() })
    }
    return (push, pop)
  }

  static func pushPopCycles(_ context: SuiteContext) throws -> Benchmark {
    let coordinator = TransformTransitionCoordinator(strategies: context.strategies)
    let version = context.os
    // Each variant's animators are made once, as an app keeps its animator objects; every
    // variant has its own workload closure so that instruction counts can tell them apart.
    return try Benchmark(
      "transforms/push-pop-cycles",
      tags: Pricing.tags("transforms", prices: .resetTransformAfterTransition),
      configuration: context.configuration, sizes: context.sizes,
      operationsPerIteration: { _ in 2 }, comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          let host = try Host(version: version, depth: size)
          let (push, pop) = (
            ModalAnimatorClients.originalPushAnimator, ModalAnimatorClients.originalPopAnimator
          )
          return Workload { iterations in
            for _ in 0..<iterations { host.cycle(push: push, pop: pop) }
            blackHole(host.controller.topView.bounds)
          }
        },
        Variant(VariantName.inline) { size in
          let host = try Host(version: version, depth: size)
          let (push, pop) = (inlinePushAnimator, inlinePopAnimator)
          return Workload { iterations in
            for _ in 0..<iterations { host.cycle(push: push, pop: pop) }
            blackHole(host.controller.topView.bounds)
          }
        },
        Variant(VariantName.strategies) { size in
          let host = try Host(version: version, depth: size)
          let (push, pop) = plannedAnimators(coordinator)
          return Workload { iterations in
            for _ in 0..<iterations { host.cycle(push: push, pop: pop) }
            blackHole(host.controller.topView.bounds)
          }
        },
      ])
  }
}
