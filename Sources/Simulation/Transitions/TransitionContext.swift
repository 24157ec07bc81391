import Strategies

/// What a custom animator is handed for one navigation transition
/// (`UIViewControllerContextTransitioning`): the two views, the container's bounds,
/// `UIView.animate` on the virtual clock, and `completeTransition`.
public final class TransitionContext {
  /// A navigation transition's direction.
  public enum Operation: String, Hashable, Sendable, Codable {
    /// A view is pushed over the current one.
    case push
    /// The top view is popped, uncovering the one below.
    case pop
  }

  /// Which of the two views of a transition.
  public enum Role: String, Hashable, Sendable, Codable {
    /// The view being left (covered by a push, removed by a pop).
    case from
    /// The view being shown (pushed, or uncovered by a pop).
    case to
  }

  /// The direction of the transition.
  public let operation: Operation
  /// The view being left.
  public let fromView: SimulatedView
  /// The view being shown.
  public let toView: SimulatedView
  /// The container view's bounds.
  public let containerBounds: ViewRect
  /// Whether ``completeTransition()`` has been called.
  public private(set) var isComplete = false
  /// Whether an animation of this transition has started.
  private var hasStartedAnimating = false
  /// Whether the frame-jump detector runs (off when a benchmark uses the model as a host).
  private let detectsGlitches: Bool
  private let session: SimulationSession
  private let onComplete: () -> Void

  init(
    operation: Operation, fromView: SimulatedView, toView: SimulatedView, containerBounds: ViewRect,
    session: SimulationSession, detectsGlitches: Bool = true, onComplete: @escaping () -> Void
  ) {
    self.detectsGlitches = detectsGlitches
    self.operation = operation
    self.fromView = fromView
    self.toView = toView
    self.containerBounds = containerBounds
    self.session = session
    self.onComplete = onComplete
  }

  /// The view playing `role`.
  public func view(_ role: Role) -> SimulatedView {
    role == .from ? fromView : toView
  }

  /// `UIView.animate(withDuration:animations:completion:)`: the animation block sets the
  /// model values at once (as UIKit's model layer does); the completion runs when the
  /// animation ends, `duration` seconds later on the virtual clock.
  ///
  /// Detector: a push records the frame it leaves the covered view at; when the pop that
  /// uncovers it starts its first animation, the view must start from that frame (the pop
  /// animates back from where the push left it). Otherwise the view visibly jumps at the start
  /// of the pop: ``GlitchKind/frameJumpedDuringTransition``, recorded at that moment, not when
  /// the pop ends (a pop plan that loses seed 002's pre-scale shows it).
  public func animate(
    duration: Double, animations: () -> Void, completion: @escaping () -> Void = {}
  ) {
    session.countOperation()
    if detectsGlitches, !hasStartedAnimating, operation == .pop,
      let covered = toView.coveredFrame
    {
      toView.coveredFrame = nil
      let start = toView.frame
      if !start.isApproximatelyEqual(to: covered, tolerance: 1e-6) {
        session.record(
          .frameJumpedDuringTransition,
          "the pop's animation starts \(toView.name) at \(start) (transform \(toView.transform)); "
            + "the push left it at \(covered)")
      }
    }
    hasStartedAnimating = true
    animations()
    if detectsGlitches, operation == .push { fromView.coveredFrame = fromView.frame }
    session.clock.schedule(after: duration, completion)
  }

  /// Tells the navigation controller the transition is over (`completeTransition(true)`).
  /// Calls after the first are ignored.
  public func completeTransition() {
    guard !isComplete else { return }
    isComplete = true
    onComplete()
  }
}

/// A custom `UIViewControllerAnimatedTransitioning` animator: what it does with a
/// ``TransitionContext``.
public struct CustomAnimator {
  /// A name for reports.
  public let name: String
  /// The body of `animateTransition(using:)`.
  public let animateTransition: (TransitionContext) -> Void

  /// Creates an animator from the body of `animateTransition(using:)`.
  public init(name: String, animateTransition: @escaping (TransitionContext) -> Void) {
    self.name = name
    self.animateTransition = animateTransition
  }

  /// The animator an app writes to execute `plan` on the view playing `role`: set the plan's
  /// initial transform, animate to its target transform and alpha over its duration, and on
  /// completion reset the transform if the plan says so, then complete the transition.
  public static func executing(_ plan: TransitionAnimationPlan, on role: TransitionContext.Role)
    -> CustomAnimator
  {
    planning(on: role) { plan }
  }

  /// An animator that asks `plan` for its plan at every transition (as an app's animator object
  /// asks its coordinator) and executes it like ``executing(_:on:)``.
  public static func planning(
    on role: TransitionContext.Role, _ plan: @escaping () -> TransitionAnimationPlan
  ) -> CustomAnimator {
    CustomAnimator(name: "plan(\(role))") { context in
      let plan = plan()
      let view = context.view(role)
      let resets = plan.resetsTransformOnCompletion
      let (target, alpha) = (plan.targetTransform, plan.targetAlpha)
      if let initial = plan.initialTransform { view.transform = initial }
      context.animate(
        duration: plan.duration,
        animations: {
          if let target { view.transform = target }
          if let alpha { view.alpha = alpha }
        },
        completion: {
          if resets { context.view(role).transform = .identity }
          context.completeTransition()
        })
    }
  }
}
