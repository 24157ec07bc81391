#if canImport(UIKit)
  import UIKit
  import Strategies

  extension UITableView {
    /// Applies a plan of `ListAppearance.sectionHeaderPlan()` to this table: sets
    /// `sectionHeaderTopPadding` to 0 when the plan says so, and changes nothing otherwise.
    ///
    /// The plan never asks for it below iOS 15, where the property does not exist.
    public func apply(_ plan: SectionHeaderPlan) {
      if #available(iOS 15.0, tvOS 15.0, *), plan.zeroesTopPadding {
        sectionHeaderTopPadding = 0
      }
    }

    /// Applies a plan of `ListAppearance.sectionHeaderPlan()` to every table through the
    /// appearance proxy (`UITableView.appearance().sectionHeaderTopPadding = 0`), for a SwiftUI
    /// `List` built on a table; call it before the list is created.
    public static func applyAppearance(_ plan: SectionHeaderPlan) {
      if #available(iOS 15.0, tvOS 15.0, *), plan.zeroesTopPadding {
        UITableView.appearance().sectionHeaderTopPadding = 0
      }
    }
  }
#endif
