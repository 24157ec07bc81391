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

  extension UINavigationBar {
    /// Sets `appearance` as the standard appearance of every navigation bar the app does not
    /// hold (the appearance proxy, which SwiftUI's `NavigationStack` and `NavigationView` bars
    /// read too), and as their scroll-edge appearance where a plan of `BarAppearance` says so.
    ///
    /// ```swift
    /// // once, before the first bar appears (the App's init, or application(_:didFinishLaunchingWithOptions:)):
    /// UINavigationBar.setStandardAppearance(brand, plan: bars.scrollEdgePlan(for: .navigationBar, appSetsScrollEdgeAppearance: false))
    /// ```
    public static func setStandardAppearance(
      _ appearance: UINavigationBarAppearance, plan: BarAppearancePlan
    ) {
      let proxy = Self.appearance()
      proxy.standardAppearance = appearance
      if plan.setsScrollEdgeToStandard {
        proxy.scrollEdgeAppearance = appearance
      }
    }

    /// `setStandardAppearance(_:plan:)` with the plan `bars` gives a standard-title navigation
    /// bar whose app sets no scroll-edge appearance of its own.
    ///
    /// ```swift
    /// UINavigationBar.setStandardAppearance(brand, bars: BarAppearance(strategies: strategies))
    /// ```
    public static func setStandardAppearance(
      _ appearance: UINavigationBarAppearance, bars: BarAppearance
    ) {
      setStandardAppearance(
        appearance,
        plan: bars.scrollEdgePlan(for: .navigationBar, appSetsScrollEdgeAppearance: false))
    }
  }

  extension UITabBar {
    /// Sets `appearance` as the standard appearance of every tab bar the app does not hold
    /// (the appearance proxy, which a SwiftUI `TabView`'s bar reads too), and as their
    /// scroll-edge appearance where a plan of `BarAppearance` says so (never below iOS 15,
    /// where `UITabBar.scrollEdgeAppearance` does not exist).
    ///
    /// ```swift
    /// UITabBar.setStandardAppearance(brand, plan: bars.scrollEdgePlan(for: .tabBar, appSetsScrollEdgeAppearance: false))
    /// ```
    public static func setStandardAppearance(
      _ appearance: UITabBarAppearance, plan: BarAppearancePlan
    ) {
      let proxy = Self.appearance()
      proxy.standardAppearance = appearance
      if #available(iOS 15.0, tvOS 15.0, *), plan.setsScrollEdgeToStandard {
        proxy.scrollEdgeAppearance = appearance
      }
    }

    /// `setStandardAppearance(_:plan:)` with the plan `bars` gives a tab bar whose app sets no
    /// scroll-edge appearance of its own.
    ///
    /// ```swift
    /// UITabBar.setStandardAppearance(brand, bars: BarAppearance(strategies: strategies))
    /// ```
    public static func setStandardAppearance(_ appearance: UITabBarAppearance, bars: BarAppearance)
    {
      setStandardAppearance(
        appearance, plan: bars.scrollEdgePlan(for: .tabBar, appSetsScrollEdgeAppearance: false))
    }
  }
#endif
