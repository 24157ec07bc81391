#if canImport(UIKit)
  import UIKit
  import Strategies
  import StrategiesUIKit

  /// The app's root: a navigation controller whose push shrinks the covered view to half size
  /// and whose pop grows the uncovered one back. The animators' plans reset the transform when
  /// the push completes, where a view left scaled comes back larger than the screen.
  final class ScaleNavigationController: UINavigationController {
    private let transitions = TransformTransitionDelegate(
      transform: .scale(x: 0.5, y: 0.5), duration: 1)

    init(root: UIViewController) {
      super.init(rootViewController: root)
      delegate = transitions
    }

    required init?(coder: NSCoder) {
      nil
    }
  }
#endif
