#if canImport(UIKit)
  import UIKit
  import Strategies

  extension CGAffineTransform {
    /// The Core Graphics transform of a view transform.
    public init(_ transform: ViewTransform) {
      self.init(
        a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
        d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
  }

  extension UIView {
    /// Runs one animation of a custom push or pop animator, as planned by
    /// `TransformTransitionCoordinator`: sets the plan's initial transform (the pre-scale
    /// before a pop), animates to its target transform and alpha, and, when the animation
    /// completes, resets the transform to identity if the plan says so (after a push) before
    /// calling `completion`.
    ///
    /// ```swift
    /// // In animateTransition(using:) of a UIViewControllerAnimatedTransitioning:
    /// let plan = coordinator.pushPlan(transform: .scale(x: 0.5, y: 0.5), duration: 1)
    /// fromView.animate(plan) { _ in context.completeTransition(!context.transitionWasCancelled) }
    /// ```
    ///
    /// - Parameters:
    ///   - plan: The animation.
    ///   - options: UIKit's animation options.
    ///   - completion: Called when the animation ends, with whether it finished.
    public func animate(
      _ plan: TransitionAnimationPlan, options: UIView.AnimationOptions = [],
      completion: @escaping (Bool) -> Void
    ) {
      if let initial = plan.initialTransform {
        transform = CGAffineTransform(initial)
      }
      UIView.animate(
        withDuration: plan.duration, delay: 0, options: options,
        animations: {
          if let target = plan.targetTransform { self.transform = CGAffineTransform(target) }
          if let alpha = plan.targetAlpha { self.alpha = CGFloat(alpha) }
        },
        completion: { finished in
          if plan.resetsTransformOnCompletion { self.transform = .identity }
          completion(finished)
        })
    }
  }
#endif
