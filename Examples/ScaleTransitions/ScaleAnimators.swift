#if canImport(UIKit)
  import UIKit
  import Strategies
  import StrategiesUIKit

  /// The push: the covered view shrinks under the pushed one.
  final class ScalePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let plans: ScaleTransitionPlans

    init(plans: ScaleTransitionPlans) {
      self.plans = plans
    }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
      plans.push.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(true)
        return
      }
      context.containerView.addSubview(to)
      context.containerView.addSubview(from)
      from.animate(plans.push) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
  }

  /// The pop: the uncovered view grows back to full size.
  final class ScalePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let plans: ScaleTransitionPlans

    init(plans: ScaleTransitionPlans) {
      self.plans = plans
    }

    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
      plans.pop.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(true)
        return
      }
      context.containerView.addSubview(from)
      context.containerView.addSubview(to)
      to.animate(plans.pop) { _ in context.completeTransition(!context.transitionWasCancelled) }
    }
  }

  /// The navigation controller's delegate: hands out the scale animators.
  final class ScaleTransitionDelegate: NSObject, UINavigationControllerDelegate {
    let plans: ScaleTransitionPlans

    init(plans: ScaleTransitionPlans) {
      self.plans = plans
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      switch operation {
      case .push: ScalePushAnimator(plans: plans)
      case .pop: ScalePopAnimator(plans: plans)
      default: nil
      }
    }
  }

  /// The app's root: a navigation controller with the scale transitions.
  final class ScaleNavigationController: UINavigationController {
    private let transitions: ScaleTransitionDelegate

    init(root: UIViewController) {
      let os = ProcessInfo.processInfo.operatingSystemVersion
      let version = PlatformVersion(.iOS, UInt32(clamping: os.majorVersion))
      transitions = ScaleTransitionDelegate(plans: ScaleTransitionPlans(version: version))
      super.init(rootViewController: root)
      delegate = transitions
    }

    required init?(coder: NSCoder) {
      nil
    }
  }
#endif
