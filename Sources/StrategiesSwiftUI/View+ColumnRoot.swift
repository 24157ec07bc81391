#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  extension View {
    /// Hosts this view, a navigation column's conditional root (an `if` or `switch` on state),
    /// as a ``ColumnRootPlan`` asks: as is, inside a `ZStack` of stable identity, or with an
    /// explicit identity that follows `selection`.
    ///
    /// Apply it with a plan resolved once for the scene, so that the hosting itself never
    /// changes while the column is on screen.
    @ViewBuilder
    public func columnRoot(_ plan: ColumnRootPlan, selection: some Hashable) -> some View {
      switch plan.hosting {
      case .asWritten: self
      case .stableContainer: ZStack { self }
      case .identityPerSelection: id(selection)
      }
    }
  }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  extension DetailDismissal {
    /// Goes back to the sidebar of a `NavigationSplitView` as planned
    /// (``ColumnRootPlanner/dismissDetail()``): calls `dismiss`, the `DismissAction` the
    /// content or detail column captured, or sets the sidebar's `selection` to `nil`.
    @MainActor
    public func perform<Selection>(dismiss: DismissAction, selection: Binding<Selection?>) {
      switch self {
      case .dismissAction: dismiss()
      case .clearSelection: selection.wrappedValue = nil
      }
    }
  }
#endif
