#if canImport(UIKit) && os(iOS)
  import UIKit
  import Strategies

  extension UINavigationItem {
    /// Sets this item's `searchBarPlacementAllowsToolbarIntegration` as a plan of
    /// `SearchPlacementPlanner.plan(for:)` says: for
    /// ``SearchPlacementPlan/disallowsToolbarIntegration`` it sets it to `false`, for
    /// ``SearchPlacementPlan/systemDefault`` it sets nothing. Call it when the item gets its
    /// search controller, before the screen is shown.
    ///
    /// `searchBarPlacementAllowsToolbarIntegration` exists from the iOS 26 SDK. Built with
    /// `NAVBENCH_SDK_26` defined (`-D NAVBENCH_SDK_26`, for an app built with Xcode 26 or
    /// later), the method sets the property directly, inside `if #available(iOS 26, *)`; that
    /// line is not type-checked here, where the package is checked against the iOS 17.4 SDK.
    /// Without the flag it sets the same property by its Objective-C name where the item
    /// responds to its setter (iOS 26 and later), and does nothing elsewhere. The plan asks for
    /// it only where the app is built with the iOS 26 SDK or later and runs on 26 or later.
    public func applySearchPlacementPlan(_ plan: SearchPlacementPlan) {
      switch plan {
      case .systemDefault:
        return
      case .disallowsToolbarIntegration:
        #if NAVBENCH_SDK_26
          if #available(iOS 26, *) { searchBarPlacementAllowsToolbarIntegration = false }
        #else
          if responds(to: NSSelectorFromString("setSearchBarPlacementAllowsToolbarIntegration:")) {
            setValue(false, forKey: "searchBarPlacementAllowsToolbarIntegration")
          }
        #endif
      }
    }

    /// Sets `searchController` and the toolbar integration `planner` plans for a field
    /// designed as `design`.
    public func setSearchController(
      _ searchController: UISearchController, designed design: SearchFieldDesign,
      planner: SearchPlacementPlanner
    ) {
      applySearchPlacementPlan(planner.plan(for: design))
      self.searchController = searchController
    }
  }
#endif
