#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import SwiftUI
  import Strategies

  @available(iOS 17, *)
  extension View {
    /// Collapses this screen's `.searchable` presentation (`isPresented = false`) before each
    /// exit a ``SearchCollapsePlanner`` names, and gives the field its query back: when the
    /// scene phase leaves `.active` (``SearchScreenExit/sceneDeactivation``), and when the
    /// screen disappears, as ``SearchScreenExit/tabSwitch`` where `selectedTab()` differs from
    /// its value when the screen appeared and as ``SearchScreenExit/push`` where it does not.
    /// The modifier makes no decision of its own: with an empty plan it does nothing.
    ///
    /// Attach it after `.searchable(text:isPresented:)`, on the screen inside the navigation
    /// stack; `selectedTab` reads the app's current tab selection (a router's, say).
    ///
    /// ```swift
    /// let collapse = SearchCollapsePlanner(context: .current())
    /// MovieSearchView()
    ///   .searchable(text: $query, isPresented: $isSearching)
    ///   .collapsesSearch($isSearching, text: $query, planner: collapse) { router.selectedTab }
    /// ```
    public func collapsesSearch<Tab: Equatable>(
      _ isPresented: Binding<Bool>, text: Binding<String>, planner: SearchCollapsePlanner,
      selectedTab: @escaping () -> Tab
    ) -> some View {
      modifier(
        SearchCollapseModifier(
          isPresented: isPresented, text: text, planner: planner, selectedTab: selectedTab))
    }
  }

  /// Watches the scene phase and the screen's disappearance, and collapses as planned.
  @available(iOS 17, *)
  private struct SearchCollapseModifier<Tab: Equatable>: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var text: String
    let planner: SearchCollapsePlanner
    let selectedTab: () -> Tab
    @State private var tabWhenShown: Tab?
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
      content
        .onAppear { tabWhenShown = selectedTab() }
        .onChange(of: scenePhase) { _, phase in
          if phase != .active { collapse(before: .sceneDeactivation) }
        }
        .onDisappear {
          collapse(before: tabWhenShown == selectedTab() ? .push : .tabSwitch)
        }
    }

    /// `isPresented = false` where the plan names `exit`, the query given back on the next
    /// turn if dismissing the field cleared it.
    private func collapse(before exit: SearchScreenExit) {
      guard isPresented, planner.collapses(before: exit) else { return }
      let query = text
      let binding = $text
      isPresented = false
      DispatchQueue.main.async {
        if binding.wrappedValue.isEmpty { binding.wrappedValue = query }
      }
    }
  }
#endif
