#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    /// Attaches `navigationDestination(for:destination:)` for `data` where a destination-
    /// placement plan (``DestinationPlacementPlanner/planPlacement()``) registers it: the view
    /// as is when `site` is not the plan's placement.
    ///
    /// The built-in strategy places every destination at the stack's root on every iOS that has
    /// `NavigationStack`, so an app needs this only where a rule file or override turns it off:
    /// otherwise register `navigationDestination(for:destination:)` at the root, once. Declare
    /// the destination at both sites, on the row inside the lazy container
    /// (``DestinationPlacement/lazyRow``) and on the container itself
    /// (``DestinationPlacement/stackRoot``): exactly one of them registers it.
    ///
    /// ```swift
    /// List(books) { book in
    ///   NavigationLink(book.title, value: book)
    ///     .navigationDestination(for: Book.self, placedAt: .lazyRow, plan: placement) {
    ///       BookView(book: $0)
    ///     }
    /// }
    /// .navigationDestination(for: Book.self, placedAt: .stackRoot, plan: placement) {
    ///   BookView(book: $0)
    /// }
    /// ```
    @ViewBuilder
    public func navigationDestination<Data: Hashable, Destination: View>(
      for data: Data.Type, placedAt site: DestinationPlacement, plan: DestinationPlacement,
      @ViewBuilder destination: @escaping (Data) -> Destination
    ) -> some View {
      if site == plan {
        navigationDestination(for: data, destination: destination)
      } else {
        self
      }
    }
  }
#endif
