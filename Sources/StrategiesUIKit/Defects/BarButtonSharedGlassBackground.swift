#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UIBarButtonItem {
    /// Sets this item's `hidesSharedBackground` as a plan of
    /// `BarItemBackgroundPlanner.plan(for:)` says: for ``BarItemBackgroundPlan/hidesSharedBackground``
    /// it sets it to `true`, for ``BarItemBackgroundPlan/shared`` it sets nothing. Call it when
    /// the item is created, before it is put in a navigation item: an item built again is a new
    /// item, without the flag.
    ///
    /// `hidesSharedBackground` exists from the iOS 26 SDK. Built with `NAVBENCH_SDK_26` defined
    /// (`-D NAVBENCH_SDK_26`, for an app built with Xcode 26 or later), the method sets the
    /// property directly, inside `if #available(iOS 26, *)`; that line is not type-checked here,
    /// where the package is checked against the iOS 17.4 SDK. Without the flag it sets the same
    /// property by its Objective-C name where the item responds to its setter (iOS 26 and
    /// later), and does nothing elsewhere. The plan asks for it only where the app is built with
    /// the iOS 26 SDK or later and runs on 26 or later.
    public func applySharedBackgroundPlan(_ plan: BarItemBackgroundPlan) {
      switch plan {
      case .shared:
        return
      case .hidesSharedBackground:
        #if NAVBENCH_SDK_26
          if #available(iOS 26, *) { hidesSharedBackground = true }
        #else
          if responds(to: NSSelectorFromString("setHidesSharedBackground:")) {
            setValue(true, forKey: "hidesSharedBackground")
          }
        #endif
      }
    }

    /// A new item showing `customView`, with `hidesSharedBackground` as `planner` plans for an
    /// item that shows `content` (``BarItemContent/ownBackground`` for a view that draws its
    /// own background: a filled button, an avatar, a badge).
    public convenience init(
      customView: UIView, showing content: BarItemContent, planner: BarItemBackgroundPlanner
    ) {
      self.init(customView: customView)
      applySharedBackgroundPlan(planner.plan(for: content))
    }
  }
#endif
