#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UITabBarController {
    /// Performs a ``TabBarHidingPlan`` for a screen that wants no tab bar (its
    /// `hidesBottomBarWhenPushed` set): call it with `screenPushed: true` alongside the push
    /// of that screen, and with `false` alongside its pop. For
    /// ``TabBarHidingPlan/controllerHiddenWhilePushed`` it sets `setTabBarHidden(_:animated:)`
    /// to `screenPushed`; for ``TabBarHidingPlan/pushFlagOnly`` it does nothing, the push flag
    /// alone hiding the bar. The method makes no decision of its own.
    ///
    /// `setTabBarHidden(_:animated:)` exists from iOS 18, in the iOS 18 SDK: the call is
    /// compiled only where `NAVBENCH_SDK_18` is defined (`-D NAVBENCH_SDK_18` when building with
    /// that SDK or later), inside `if #available(iOS 18, *)`, so that line is not type-checked
    /// against the iOS 17.4 SDK `Scripts/check-ios` uses. Built otherwise, the method does
    /// nothing; the plan is then never other than `pushFlagOnly` (the strategy follows the
    /// linked SDK).
    ///
    /// ```swift
    /// let hiding = TabBarHidingPlanner(context: .current(traits: [.padIdiom, .topTabBarKept]))
    /// reader.hidesBottomBarWhenPushed = true
    /// tabBarController.applyTabBarHiding(hiding.hidingPlan(), screenPushed: true)
    /// navigationController.pushViewController(reader, animated: true)
    /// ```
    public func applyTabBarHiding(
      _ plan: TabBarHidingPlan, screenPushed: Bool, animated: Bool = true
    ) {
      switch plan {
      case .pushFlagOnly:
        return
      case .controllerHiddenWhilePushed:
        setTabBarHiddenWhereAvailable(screenPushed, animated: animated)
      case .controllerHiddenOnPush:
        if screenPushed { setTabBarHiddenWhereAvailable(true, animated: animated) }
      }
    }

    /// `setTabBarHidden(hidden, animated:)` on iOS 18 and later, built with `NAVBENCH_SDK_18`.
    private func setTabBarHiddenWhereAvailable(_ hidden: Bool, animated: Bool) {
      #if NAVBENCH_SDK_18
        if #available(iOS 18, *) { setTabBarHidden(hidden, animated: animated) }
      #endif
    }
  }
#endif
