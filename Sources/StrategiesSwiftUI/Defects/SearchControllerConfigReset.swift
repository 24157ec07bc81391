#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import SwiftUI
  import UIKit
  import Strategies

  extension View {
    /// Search with the navigation bar kept during a search and no Cancel button, as a
    /// ``SearchControllerOwnership`` plan says: for ``SearchControllerOwnership/searchable``,
    /// SwiftUI's `searchable(text:)` (the app sets the options on its controller through
    /// introspection, as before); for the other two, a `UISearchController` this view creates
    /// and sets on its hosting controller's navigation item, given the options at every update,
    /// its search started and ended through `isSearching` (set `isSearching` to `false` to end
    /// it: `dismissSearch` does not reach this controller). The modifier makes no decision of
    /// its own.
    ///
    /// ```swift
    /// let ownership = SearchControllerPlanner(context: .current()).ownership()
    /// List(results) { Text($0.name) }
    ///   .plannedSearch(text: $query, isSearching: $isSearching, ownership: ownership)
    /// ```
    @available(iOS 15, *)
    public func plannedSearch(
      text: Binding<String>, isSearching: Binding<Bool>, ownership: SearchControllerOwnership
    ) -> some View {
      modifier(PlannedSearchModifier(text: text, isSearching: isSearching, ownership: ownership))
    }
  }

  /// Attaches SwiftUI's search, or the app's own controller, as planned.
  @available(iOS 15, *)
  private struct PlannedSearchModifier: ViewModifier {
    @Binding var text: String
    @Binding var isSearching: Bool
    let ownership: SearchControllerOwnership

    @ViewBuilder
    func body(content: Content) -> some View {
      switch ownership {
      case .searchable:
        content.searchable(text: $text)
      case .ownedController, .ownedControllerWithDismissSearch:
        content.background(OwnedSearchController(text: $text, isSearching: $isSearching))
      }
    }
  }

  /// A view controller in the screen's background that puts the app's `UISearchController` on
  /// its parent's navigation item and gives it the options at every update.
  private struct OwnedSearchController: UIViewControllerRepresentable {
    @Binding var text: String
    @Binding var isSearching: Bool

    func makeCoordinator() -> Coordinator {
      Coordinator(text: $text, isSearching: $isSearching)
    }

    func makeUIViewController(context: Context) -> Injector {
      Injector(searchController: context.coordinator.searchController)
    }

    func updateUIViewController(_ injector: Injector, context: Context) {
      let controller = injector.searchController
      context.coordinator.text = $text
      context.coordinator.isSearching = $isSearching
      controller.hidesNavigationBarDuringPresentation = false
      controller.automaticallyShowsCancelButton = false
      if controller.searchBar.text != text { controller.searchBar.text = text }
      if controller.isActive != isSearching {
        let active = isSearching
        DispatchQueue.main.async { controller.isActive = active }
      }
    }

    /// The app's search controller, and the bindings it reports to.
    @MainActor
    final class Coordinator: NSObject, UISearchBarDelegate, UISearchControllerDelegate {
      let searchController = UISearchController(searchResultsController: nil)
      var text: Binding<String>
      var isSearching: Binding<Bool>

      init(text: Binding<String>, isSearching: Binding<Bool>) {
        self.text = text
        self.isSearching = isSearching
        super.init()
        searchController.delegate = self
        searchController.searchBar.delegate = self
      }

      func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        text.wrappedValue = searchText
      }

      func didPresentSearchController(_ searchController: UISearchController) {
        isSearching.wrappedValue = true
      }

      func didDismissSearchController(_ searchController: UISearchController) {
        isSearching.wrappedValue = false
      }
    }

    /// Sets the search controller on the navigation item of the controller it is added to.
    final class Injector: UIViewController {
      let searchController: UISearchController

      init(searchController: UISearchController) {
        self.searchController = searchController
        super.init(nibName: nil, bundle: nil)
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) { nil }

      override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        parent?.navigationItem.searchController = searchController
        parent?.navigationItem.hidesSearchBarWhenScrolling = false
      }
    }
  }
#endif
