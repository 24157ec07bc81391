#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Strategies

  /// A feed of rows with pull to refresh, hosted in the container a
  /// ``RefreshableFeedPlan`` names (`ListAppearance.refreshableFeedPlan()`): a `ScrollView` with
  /// a `LazyVStack` of the rows, or a plain `List` of the same rows with no separators and no
  /// row insets; `refreshable(action:)` is on that container. It makes no decision of its own.
  ///
  /// ```swift
  /// RefreshableFeed(ListAppearance(strategies: strategies).refreshableFeedPlan()) {
  ///   await model.reload()
  /// } content: {
  ///   ForEach(model.items) { ItemRow(item: $0) }
  /// }
  /// ```
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public struct RefreshableFeed<Content: View>: View {
    private let plan: RefreshableFeedPlan
    private let action: @Sendable () async -> Void
    private let content: Content

    /// A feed hosted as `plan` says, refreshed by `action`.
    public init(
      _ plan: RefreshableFeedPlan, action: @escaping @Sendable () async -> Void,
      @ViewBuilder content: () -> Content
    ) {
      self.plan = plan
      self.action = action
      self.content = content()
    }

    /// The rows in the planned container, with the refresh action on it.
    public var body: some View {
      switch plan.container {
      case .scrollView:
        ScrollView { LazyVStack(spacing: 0) { content } }
          .refreshable(action: action)
      case .list:
        List {
          content
            .listRowInsets(EdgeInsets())
            .listRowSeparator(.hidden)
        }
        .listStyle(.plain)
        .refreshable(action: action)
      }
    }
  }
#endif
