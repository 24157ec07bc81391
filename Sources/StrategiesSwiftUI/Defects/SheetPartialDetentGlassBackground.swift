#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  extension View {
    /// Applies a sheet-surface plan (``SheetSurfacePlanner/plan(for:)``) to a sheet's content:
    /// with ``SheetSurfacePlan/opaqueBackground`` it sets `presentationBackground` to `color`
    /// (iOS 16.4 and later; the plan asks for it only on iOS 26 and later), with
    /// ``SheetSurfacePlan/systemDefault`` it leaves the content as is.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsFilters) {
    ///   FiltersForm()
    ///     .presentationDetents([.medium, .large])
    ///     .sheetSurfacePlan(planner.plan(for: .opaqueCard), color: Color(.systemBackground))
    /// }
    /// ```
    @MainActor
    @ViewBuilder
    public func sheetSurfacePlan(_ plan: SheetSurfacePlan, color: Color) -> some View {
      switch plan {
      case .systemDefault:
        self
      case .opaqueBackground:
        if #available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *) {
          presentationBackground(color)
        } else {
          self
        }
      }
    }
  }
#endif
