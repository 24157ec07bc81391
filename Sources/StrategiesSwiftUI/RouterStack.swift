#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  /// A navigation stack driven by a ``Strategies/NavigationModel`` or a
  /// ``Strategies/PresentationChainModel``, on every version the app deploys to: a
  /// `NavigationStack` bound to the model's path from iOS 16, and below it a `NavigationView` of
  /// nested hidden `NavigationLink(isActive:)`s, one per level, whose activity the model decides
  /// (`isLinkActive(at:)`). On both, the app changes the path through the model and the system's
  /// pops are adopted by it.
  ///
  /// ```swift
  /// RouterStack(navigation) {
  ///   HomeView()
  /// } destination: { screen in
  ///   DetailView(screen)
  /// }
  /// ```
  ///
  /// The iOS 14 and 15 host is type-checked against the SDK by `Scripts/check-ios` but not run
  /// here; the mapping from path to links is tested on Linux.
  @MainActor
  public struct RouterStack<Destination: Hashable, Root: View, Content: View>: View {
    @ObservedObject private var model: ChangeNotifyingModel
    @Environment(\.containerPath) private var containerPath
    private let links: Links<Destination>
    private let root: Root
    private let destination: (Destination) -> Content
    /// Places the model at the stack's position (a ``Strategies/NavigationModel`` re-plans for
    /// it; a chain's model has no positional policy).
    private let place: @MainActor (ContainerPath) -> [ContextTrait]

    /// Creates the stack of `model`, with `root` at the bottom and `destination` for each
    /// pushed screen.
    public init(
      _ model: NavigationModel<Destination>, @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Destination) -> Content
    ) {
      self.model = model
      links = Links(
        path: { model.path }, adopt: { model.adopt($0) },
        isActive: { model.isLinkActive(at: $0) }, setActive: { model.setLinkActive($0, at: $1) })
      self.root = root()
      self.destination = destination
      place = { model.place(at: $0) }
    }

    /// Creates the stack of a chain's `model`, with `root` at the bottom and `destination` for
    /// each presented level.
    public init(
      _ model: PresentationChainModel<Destination>, @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Destination) -> Content
    ) {
      self.model = model
      links = Links(
        path: { model.path }, adopt: { model.adopt($0) },
        isActive: { model.isLinkActive(at: $0) }, setActive: { model.setLinkActive($0, at: $1) })
      self.root = root()
      self.destination = destination
      place = { _ in [] }
    }

    /// The stack, placed where it sits: its model plans with the traits its position derives,
    /// and its descendants see it in their ``Strategies/ContainerPath``.
    public var body: some View {
      let path = containerPath.appending(.navigationStack)
      reportContradictions(place(path), at: path)
      return stack.environment(\.containerPath, path)
    }

    @ViewBuilder
    private var stack: some View {
      if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        NavigationStack(path: Binding(get: links.path, set: links.adopt)) {
          root.navigationDestination(for: Destination.self, destination: destination)
        }
      } else {
        NavigationView {
          LinkLevel(
            model: model, links: links, level: 0, content: AnyView(root), destination: destination)
        }
        .stackStyle()
      }
    }
  }

  /// What a stack of nested links reads from its model and writes to it.
  @MainActor
  private struct Links<Destination: Hashable> {
    let path: @MainActor () -> [Destination]
    let adopt: @MainActor ([Destination]) -> Void
    let isActive: @MainActor (Int) -> Bool
    let setActive: @MainActor (Bool, Int) -> Void
  }

  /// One screen of a stack of nested links: its content, with the hidden link to the next level.
  /// `NavigationLink(destination:isActive:)` is the only programmatic link below iOS 16, where
  /// this view is used.
  @available(iOS, deprecated: 16, message: "a NavigationStack hosts the model from iOS 16")
  @MainActor
  private struct LinkLevel<Destination: Hashable, Content: View>: View {
    @ObservedObject var model: ChangeNotifyingModel
    let links: Links<Destination>
    let level: Int
    let content: AnyView
    let destination: (Destination) -> Content

    var body: some View {
      content.background(
        NavigationLink(
          destination: next,
          isActive: Binding(
            get: { links.isActive(level) }, set: { links.setActive($0, level) })
        ) { EmptyView() })
    }

    private var next: AnyView {
      let path = links.path()
      guard path.indices.contains(level) else { return AnyView(EmptyView()) }
      return AnyView(
        LinkLevel(
          model: model, links: links, level: level + 1,
          content: AnyView(destination(path[level])), destination: destination))
    }
  }

  extension View {
    /// The one-column style of a `NavigationView` on iOS; as is elsewhere.
    @ViewBuilder
    fileprivate func stackStyle() -> some View {
      #if os(iOS)
        navigationViewStyle(.stack)
      #else
        self
      #endif
    }
  }
#endif
