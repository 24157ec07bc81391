#if canImport(UIKit)
  import UIKit
  import Strategies
  import StrategiesUIKit

  /// The push: the covered view shrinks to half size under the pushed one. The plan resets the
  /// transform when the push completes, where a view left scaled comes back larger than the
  /// screen.
  final class ScalePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let plan = TransformTransitionCoordinator(context: .current())
      .pushPlan(transform: .scale(x: 0.5, y: 0.5), duration: 1)

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
      plan.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(true)
        return
      }
      context.containerView.addSubview(to)
      context.containerView.addSubview(from)
      from.animate(plan) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
  }

  /// The pop: the uncovered view grows back to full size (pre-scaled first, as the plan says).
  final class ScalePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let plan = TransformTransitionCoordinator(context: .current())
      .popPlan(restoringFrom: .scale(x: 0.5, y: 0.5), duration: 1)

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
      plan.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(true)
        return
      }
      context.containerView.addSubview(from)
      context.containerView.addSubview(to)
      to.animate(plan) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
  }

  /// The navigation controller's delegate: hands out the scale animators.
  final class ScaleTransitionDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      switch operation {
      case .push: ScalePushAnimator()
      case .pop: ScalePopAnimator()
      default: nil
      }
    }
  }

  /// The app's root: a navigation controller with the scale transitions.
  final class ScaleNavigationController: UINavigationController {
    private let transitions = ScaleTransitionDelegate()

    init(root: UIViewController) {
      super.init(rootViewController: root)
      delegate = transitions
    }

    required init?(coder: NSCoder) {
      nil
    }
  }
#endif
