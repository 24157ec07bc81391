#if canImport(UIKit)
  import UIKit
  import Strategies

  /// A navigation controller's custom push or pop animator that runs one
  /// `TransitionAnimationPlan`: a push animates the view it covers (the from-view), a pop the
  /// view it uncovers (the to-view), each through `UIView.animate(_:options:completion:)`, on
  /// top of the other view.
  ///
  /// Return it from `navigationController(_:animationControllerFor:from:to:)`:
  ///
  /// ```swift
  /// switch operation {
  /// case .push: TransformTransitionAnimator.push(transform: .scale(x: 0.5, y: 0.5), duration: 1)
  /// case .pop: TransformTransitionAnimator.pop(restoringFrom: .scale(x: 0.5, y: 0.5), duration: 1)
  /// default: nil
  /// }
  /// ```
  public final class TransformTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The animation of the covered (push) or uncovered (pop) view.
    public let plan: TransitionAnimationPlan
    /// Whether the animator pushes (`true`) or pops.
    public let isPush: Bool

    /// Creates an animator that runs `plan` for a push (`isPush`) or a pop.
    public init(plan: TransitionAnimationPlan, isPush: Bool) {
      self.plan = plan
      self.isPush = isPush
    }

    /// A push that animates the covered view to `transform`, planned for `context`.
    public static func push(
      transform: ViewTransform, duration: Double, context: StrategyContext = .current()
    ) -> TransformTransitionAnimator {
      TransformTransitionAnimator(
        plan: TransformTransitionCoordinator(context: context)
          .pushPlan(transform: transform, duration: duration),
        isPush: true)
    }

    /// A pop that animates the uncovered view back from `transform` (the push's), planned for
    /// `context`.
    public static func pop(
      restoringFrom transform: ViewTransform, duration: Double,
      context: StrategyContext = .current()
    ) -> TransformTransitionAnimator {
      TransformTransitionAnimator(
        plan: TransformTransitionCoordinator(context: context)
          .popPlan(restoringFrom: transform, duration: duration),
        isPush: false)
    }

    /// The plan's duration.
    public func transitionDuration(using context: UIViewControllerContextTransitioning?)
      -> TimeInterval
    {
      plan.duration
    }

    /// Adds both views to the container, the animated one where the operation puts it, and runs
    /// the plan on it; completes the transition when the animation ends.
    public func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(!context.transitionWasCancelled)
        return
      }
      let animated = isPush ? from : to
      context.containerView.addSubview(isPush ? to : from)
      context.containerView.addSubview(animated)
      animated.animate(plan) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
  }
#endif
