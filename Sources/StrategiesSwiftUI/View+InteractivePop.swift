#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  @available(iOS 14, macOS 13, tvOS 14, watchOS 7, *)
  extension View {
    /// Applies an interactive-pop plan to a pushed screen: with
    /// ``InteractivePopPlan/backButtonOnly`` it hides the system back button, which takes the
    /// edge swipe with it, and shows `backButton` in its place; with
    /// ``InteractivePopPlan/system`` the screen keeps the system's back button and swipe.
    ///
    /// ```swift
    /// DetailView()
    ///   .interactivePop(model.router.interactivePop) {
    ///     Button("Back") { model.back() }  // router.pop(), published in its plan
    ///   }
    /// ```
    @ViewBuilder
    public func interactivePop(
      _ plan: InteractivePopPlan, @ViewBuilder backButton: () -> some View
    ) -> some View {
      switch plan {
      case .system:
        self
      case .backButtonOnly:
        navigationBarBackButtonHidden(true)
          .toolbar { ToolbarItem(placement: .navigation) { backButton() } }
      }
    }
  }
#endif
