#if canImport(UIKit)
  import UIKit
  import Strategies
  import StrategiesUIKit

  /// The navigation controller's delegate: the push shrinks the covered view to half size, the
  /// pop grows the uncovered one back. The animators' plans reset the transform when the push
  /// completes, where a view left scaled comes back larger than the screen.
  final class ScaleTransitionDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
      switch operation {
      case .push: TransformTransitionAnimator.push(transform: .scale(x: 0.5, y: 0.5), duration: 1)
      case .pop: TransformTransitionAnimator.pop(restoringFrom: .scale(x: 0.5, y: 0.5), duration: 1)
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
