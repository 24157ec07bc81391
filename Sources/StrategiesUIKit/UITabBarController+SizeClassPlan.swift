#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UITabBarController {
    /// Gives this tab bar controller, its tab bar and its children the horizontal size classes
    /// a plan of `TabBarPlacementPlanner.sizeClassPlan()` says, for a window of
    /// `windowSizeClass`; call it once the controller is in its window and again whenever the
    /// window's horizontal size class changes.
    ///
    /// ``TabBarSizeClassPlan/inherited`` sets nothing.
    /// ``TabBarSizeClassPlan/compactTabBarController`` overrides the controller's
    /// `horizontalSizeClass` to `.compact`, then its tab bar's and each child's to
    /// `windowSizeClass`. ``TabBarSizeClassPlan/compactTree`` overrides the controller's
    /// alone. The plan never asks for an override below iOS 17, where `traitOverrides` does
    /// not exist.
    ///
    /// ```swift
    /// let plan = TabBarPlacementPlanner(strategies: strategies).sizeClassPlan()
    /// // in the tab bar controller, in viewIsAppearing(_:) and after each size transition:
    /// if let window = view.window {
    ///   applySizeClassPlan(plan, windowSizeClass: window.traitCollection.horizontalSizeClass)
    /// }
    /// ```
    public func applySizeClassPlan(
      _ plan: TabBarSizeClassPlan, windowSizeClass: UIUserInterfaceSizeClass
    ) {
      guard plan != .inherited, #available(iOS 17.0, *) else { return }
      traitOverrides.horizontalSizeClass = .compact
      guard plan == .compactTabBarController else { return }
      tabBar.traitOverrides.horizontalSizeClass = windowSizeClass
      for child in viewControllers ?? [] {
        child.traitOverrides.horizontalSizeClass = windowSizeClass
      }
    }
  }
#endif
