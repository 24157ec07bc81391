#if canImport(SwiftUI) && canImport(UIKit) && os(iOS)
  import SwiftUI
  import Strategies

  /// The navigation container of a flow the app closes, as a ``FlowNavigationContainer`` plan
  /// says: `NavigationStack` for ``FlowNavigationContainer/navigationStack``, `NavigationView`
  /// with `.navigationViewStyle(.stack)` for the other two. The view makes no decision of its
  /// own; push with ``FlowNavigationLink``, which writes the link the container follows.
  ///
  /// ```swift
  /// let container = FlowNavigationContainerPlanner(context: .current()).container()
  /// FlowNavigation(container) {
  ///   ItemList(container: container)
  ///     .navigationDestination(for: Product.self) { VariationList(product: $0) }
  /// }
  /// ```
  @available(iOS 16, *)
  public struct FlowNavigation<Root: View>: View {
    private let container: FlowNavigationContainer
    private let root: Root

    /// The container `container` names, around `root`.
    public init(_ container: FlowNavigationContainer, @ViewBuilder root: () -> Root) {
      self.container = container
      self.root = root()
    }

    /// The planned container around the root.
    public var body: some View {
      switch container {
      case .navigationStack:
        NavigationStack { root }
      case .navigationView, .navigationViewWithValueLinks:
        NavigationView { root }
          .navigationViewStyle(.stack)
      }
    }
  }

  /// A link that pushes `destination(value)` in a ``FlowNavigation``, as its plan says:
  /// `NavigationLink(value:)` (resolved by the stack's `navigationDestination(for:)`) for
  /// ``FlowNavigationContainer/navigationStack``; `NavigationLink(destination:)` for
  /// ``FlowNavigationContainer/navigationView``, since `NavigationView` ignores value links;
  /// and the value link, which then does nothing, for
  /// ``FlowNavigationContainer/navigationViewWithValueLinks``.
  ///
  /// ```swift
  /// FlowNavigationLink(value: product, container: container) {
  ///   VariationList(product: $0)
  /// } label: {
  ///   ProductCard(product: product)
  /// }
  /// ```
  @available(iOS 16, *)
  public struct FlowNavigationLink<Value: Hashable, Destination: View, Label: View>: View {
    private let value: Value
    private let container: FlowNavigationContainer
    private let destination: (Value) -> Destination
    private let label: Label

    /// A link to `value`, pushed with the link `container` follows.
    public init(
      value: Value, container: FlowNavigationContainer,
      @ViewBuilder destination: @escaping (Value) -> Destination,
      @ViewBuilder label: () -> Label
    ) {
      self.value = value
      self.container = container
      self.destination = destination
      self.label = label()
    }

    /// The planned link around the label.
    public var body: some View {
      switch container {
      case .navigationStack, .navigationViewWithValueLinks:
        NavigationLink(value: value) { label }
      case .navigationView:
        NavigationLink(destination: destination(value)) { label }
      }
    }
  }
#endif
