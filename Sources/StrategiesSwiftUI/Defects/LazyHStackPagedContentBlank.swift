#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  /// A horizontal stack built as a ``HorizontalStackKind`` says: a `LazyHStack` for
  /// ``HorizontalStackKind/lazy``, an `HStack` for ``HorizontalStackKind/eager``. It makes no
  /// decision of its own.
  ///
  /// ```swift
  /// let stacks = LazyStackPlanner(context: .current())
  /// ScrollView(.horizontal) {
  ///   PlannedHStack(stacks.stack(for: .registeringChildren), spacing: 12) {
  ///     ForEach(sections) { section in TabItem(section) }
  ///   }
  /// }
  /// ```
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public struct PlannedHStack<Content: View>: View {
    private let kind: HorizontalStackKind
    private let alignment: VerticalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A stack of `content` built as `kind` says.
    public init(
      _ kind: HorizontalStackKind, alignment: VerticalAlignment = .center,
      spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
      self.kind = kind
      self.alignment = alignment
      self.spacing = spacing
      self.content = content()
    }

    /// `LazyHStack` or `HStack`.
    public var body: some View {
      switch kind {
      case .lazy: LazyHStack(alignment: alignment, spacing: spacing) { content }
      case .eager: HStack(alignment: alignment, spacing: spacing) { content }
      }
    }
  }
#endif
