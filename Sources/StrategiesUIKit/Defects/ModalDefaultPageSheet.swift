#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UIViewController {
    /// Presents `controller` modally with the style a plan of
    /// `ModalPresentationPlanner.plan(for:)` gives: for ``ModalStylePlan/fullScreen`` it sets
    /// `modalPresentationStyle = .fullScreen` on `controller` itself first, for
    /// ``ModalStylePlan/systemDefault`` it sets nothing.
    ///
    /// Pass the controller that is presented: the `UINavigationController` of a flow, not its
    /// root view controller, whose style UIKit does not read.
    public func present(
      _ controller: UIViewController, planned plan: ModalStylePlan, animated: Bool = true,
      completion: (() -> Void)? = nil
    ) {
      controller.applyModalStyle(plan)
      present(controller, animated: animated, completion: completion)
    }

    /// Sets this controller's `modalPresentationStyle` as `plan` says, before it is presented
    /// (on a navigation controller, call it on the navigation controller).
    public func applyModalStyle(_ plan: ModalStylePlan) {
      switch plan {
      case .systemDefault: break
      case .fullScreen: modalPresentationStyle = .fullScreen
      }
    }
  }
#endif
