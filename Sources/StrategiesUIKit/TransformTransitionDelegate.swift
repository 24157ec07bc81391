#if canImport(UIKit)
  import UIKit
  import Strategies

  /// A navigation controller's delegate whose pushes animate the covered view to one transform
  /// and whose pops animate the uncovered view back from it, through
  /// ``TransformTransitionAnimator``s planned for one context: the plans reset the transform
  /// where a view left scaled would come back the wrong size.
  ///
  /// The navigation controller holds its delegate weakly: keep the delegate.
  ///
  /// ```swift
  /// let transitions = TransformTransitionDelegate(transform: .scale(x: 0.5, y: 0.5), duration: 1)
  /// navigationController.delegate = transitions
  /// ```
  public final class TransformTransitionDelegate: NSObject, UINavigationControllerDelegate {
    /// The transform a push animates the covered view to, and a pop back from.
    public let transform: ViewTransform
    /// Each transition's duration, in seconds.
    public let duration: Double
    /// The context the animators are planned for.
    public let context: StrategyContext

    /// A delegate whose transitions animate to and from `transform` over `duration` seconds,
    /// planned for `context` (the running device by default).
    public init(transform: ViewTransform, duration: Double, context: StrategyContext = .current()) {
      self.transform = transform
      self.duration = duration
      self.context = context
    }

    /// The push or pop animator; `nil` (the system's transition) for any other operation.
    public func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      switch operation {
      case .push:
        TransformTransitionAnimator.push(transform: transform, duration: duration, context: context)
      case .pop:
        TransformTransitionAnimator.pop(
          restoringFrom: transform, duration: duration, context: context)
      default: nil
      }
    }
  }
#endif
