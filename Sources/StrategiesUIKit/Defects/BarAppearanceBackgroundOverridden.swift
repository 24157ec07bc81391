#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UIBarAppearance {
    /// A copy of this appearance as a ``BarGlassBackgroundPlan`` says: itself for
    /// ``BarGlassBackgroundPlan/asDesigned``; for ``BarGlassBackgroundPlan/defaultBackground`` a
    /// copy whose background is `configureWithDefaultBackground()`'s (the Liquid Glass material
    /// in the new design), its title and item styling kept; `nil` for
    /// ``BarGlassBackgroundPlan/systemAppearance`` (set no appearance). It makes no decision of
    /// its own.
    public func planned(_ plan: BarGlassBackgroundPlan) -> Self? {
      switch plan {
      case .asDesigned:
        return self
      case .defaultBackground:
        let copy = self.copy()
        copy.configureWithDefaultBackground()
        return copy
      case .systemAppearance:
        return nil
      }
    }
  }

  extension UINavigationBar {
    /// Sets `appearance`, as `plan` says (``UIBarAppearance/planned(_:)``), as the bar's
    /// standard and scroll-edge appearances; for ``BarGlassBackgroundPlan/systemAppearance`` it
    /// sets none.
    ///
    /// ```swift
    /// let planner = BarGlassBackgroundPlanner(strategies: strategies)
    /// navigationBar.setAppearance(brand, planned: planner.plan(for: .brandColoured))
    /// ```
    public func setAppearance(
      _ appearance: UINavigationBarAppearance, planned plan: BarGlassBackgroundPlan
    ) {
      guard let planned = appearance.planned(plan) else { return }
      standardAppearance = planned
      scrollEdgeAppearance = planned
    }
  }

  extension UITabBar {
    /// Sets `appearance`, as `plan` says (``UIBarAppearance/planned(_:)``), as the bar's
    /// standard appearance and, from iOS 15, its scroll-edge appearance; for
    /// ``BarGlassBackgroundPlan/systemAppearance`` it sets none.
    public func setAppearance(
      _ appearance: UITabBarAppearance, planned plan: BarGlassBackgroundPlan
    ) {
      guard let planned = appearance.planned(plan) else { return }
      standardAppearance = planned
      if #available(iOS 15.0, *) { scrollEdgeAppearance = planned }
    }
  }
#endif
