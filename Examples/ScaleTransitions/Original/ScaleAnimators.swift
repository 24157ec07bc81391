// The same screen written by hand, without navbench: the code the example replaces, kept to
// measure the example against (Scripts/glue-lines) and type-checked by Scripts/check-ios.
#if canImport(UIKit)
  import UIKit

  /// The push: the covered view shrinks to half size under the pushed one.
  final class ScalePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
      1
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(true)
        return
      }
      context.containerView.addSubview(to)
      context.containerView.addSubview(from)
      UIView.animate(
        withDuration: 1,
        animations: { from.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) },
        completion: { _ in
          // A view left scaled comes back larger than the screen: reset it.
          from.transform = .identity
          context.completeTransition(!context.transitionWasCancelled)
        })
    }
  }

  /// The pop: the uncovered view grows back to full size, pre-scaled first (the push reset it).
  final class ScalePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval {
      1
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
      guard let to = context.view(forKey: .to), let from = context.view(forKey: .from) else {
        context.completeTransition(true)
        return
      }
      context.containerView.addSubview(from)
      context.containerView.addSubview(to)
      to.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      UIView.animate(
        withDuration: 1,
        animations: { to.transform = .identity },
        completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
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
