#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  @available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
  extension View {
    /// Applies a sheet-sizing plan (``SheetSizingPlanner/plan(for:)``) to this view, the
    /// content of a sheet: with ``SheetSizingPlan/page`` it is `presentationSizing(.page)` on
    /// iOS 18 and later, with ``SheetSizingPlan/automatic`` (and below iOS 18) the view as is.
    ///
    /// Call it inside the sheet's content closure, not on the view that presents the sheet:
    /// the sheet reads the sizing of its content only.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsWhatsNew) {
    ///   WhatsNewView().presentationSizing(planned: sizing.plan(for: .page))
    /// }
    /// ```
    ///
    /// `presentationSizing` is in the iOS 18 SDK (SwiftUI 6) and later: the call is compiled
    /// only where `canImport(SwiftUI, _version: 6.0)` holds, so it is not type-checked against
    /// the iOS 17.4 SDK `Scripts/check-ios` uses; built with an older SDK, the plan is never
    /// `page` (the strategy follows the linked SDK) and the view is returned as is.
    @ViewBuilder
    public func presentationSizing(planned plan: SheetSizingPlan) -> some View {
      #if canImport(SwiftUI, _version: 6.0)
        if plan == .page, #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
          self.presentationSizing(.page)
        } else {
          self
        }
      #else
        self
      #endif
    }
  }
#endif
