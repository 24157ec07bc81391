#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UINavigationController {
    /// Guards the navigation bar (its back button among its items) for the transition that
    /// begins, as a ``BackDuringTransitionPlan`` says. Call it from the delegate's
    /// `navigationController(_:willShow:animated:)`; it makes no decision of its own.
    ///
    /// For ``BackDuringTransitionPlan/accepted``, or with no transition coordinator, it does
    /// nothing. Otherwise it turns off the bar's user interaction and, for
    /// ``BackDuringTransitionPlan/ignoredUntilTransitionEnds`` and
    /// ``BackDuringTransitionPlan/buttonIgnoredUntilTransitionEnds``, turns it on again in the
    /// coordinator's completion, which runs when the transition finishes or is cancelled. For
    /// ``BackDuringTransitionPlan/ignoredUntilDidShow`` it is turned on again by
    /// ``endBackGuard(_:)`` in `navigationController(_:didShow:animated:)`.
    ///
    /// ```swift
    /// let plan = BackDuringTransitionPlanner().plan
    /// func navigationController(
    ///   _ navigationController: UINavigationController, willShow viewController: UIViewController,
    ///   animated: Bool
    /// ) {
    ///   navigationController.beginBackGuard(plan)
    /// }
    /// ```
    public func beginBackGuard(_ plan: BackDuringTransitionPlan) {
      guard plan.disablesBackButton, let coordinator = transitionCoordinator else { return }
      navigationBar.isUserInteractionEnabled = false
      guard plan != .ignoredUntilDidShow else { return }
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.navigationBar.isUserInteractionEnabled = true
      }
    }

    /// Turns the bar's user interaction on again where the plan waits for `didShow`
    /// (``BackDuringTransitionPlan/ignoredUntilDidShow``); nothing for the other plans. Call it
    /// from the delegate's `navigationController(_:didShow:animated:)`.
    public func endBackGuard(_ plan: BackDuringTransitionPlan) {
      guard plan == .ignoredUntilDidShow else { return }
      navigationBar.isUserInteractionEnabled = true
    }

    /// The answer of `gestureRecognizerShouldBegin(_:)` for the pop gestures
    /// (`interactivePopGestureRecognizer`, and `interactiveContentPopGestureRecognizer` from the
    /// iOS 26 SDK) of a delegate that follows a ``BackDuringTransitionPlan``: `false` at the root
    /// (as UIKit's own delegate answers), and while a transition coordinator is present where
    /// the plan refuses the gestures
    /// (``BackDuringTransitionPlan/popGestureMayBegin(transitionRunning:)``).
    public func popGestureMayBegin(_ plan: BackDuringTransitionPlan) -> Bool {
      viewControllers.count > 1
        && plan.popGestureMayBegin(transitionRunning: transitionCoordinator != nil)
    }
  }
#endif
