#if canImport(UIKit)
  import UIKit
  import Strategies

  extension UINavigationBar {
    /// Applies a plan of `BarAppearance` to the bar's appearances: sets `scrollEdgeAppearance`
    /// to `standardAppearance` when the plan says so, and changes nothing otherwise.
    ///
    /// Call it after configuring `standardAppearance` (or the legacy `barTintColor`):
    ///
    /// ```swift
    /// navigationBar.standardAppearance = brand
    /// navigationBar.apply(bars.scrollEdgePlan(for: .navigationBar, appSetsScrollEdgeAppearance: false))
    /// ```
    public func apply(_ plan: BarAppearancePlan) {
      if plan.setsScrollEdgeToStandard {
        scrollEdgeAppearance = standardAppearance
      }
    }
  }

  extension UITabBar {
    /// Applies a plan of `BarAppearance` to the bar's appearances: sets `scrollEdgeAppearance`
    /// to `standardAppearance` when the plan says so, and changes nothing otherwise.
    ///
    /// The plan never asks for it below iOS 15, where `UITabBar.scrollEdgeAppearance` does not
    /// exist.
    public func apply(_ plan: BarAppearancePlan) {
      if #available(iOS 15.0, tvOS 15.0, *), plan.setsScrollEdgeToStandard {
        scrollEdgeAppearance = standardAppearance
      }
    }
  }
#endif
