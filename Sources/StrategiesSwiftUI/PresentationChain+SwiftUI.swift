#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  extension PresentationChain {
    /// The path as a `NavigationStack` writes it: reading gives ``path``; a write, which only
    /// the system makes (the back button, a swipe), is adopted (``adopt(_:)``).
    ///
    /// - Complexity: O(1) to read; a write as ``adopt(_:)``.
    public var systemPath: [Level] {
      get { path }
      set { adopt(newValue) }
    }
  }

  extension Binding {
    /// The Bool of `level` in a chain, for `navigationDestination(isPresented:)`: it reads
    /// ``PresentationChain/isPresented(_:)`` and writes ``PresentationChain/setPresented(_:_:)``.
    public func isPresented<Level: Hashable>(_ level: Level) -> Binding<Bool>
    where Value == PresentationChain<Level> {
      Binding<Bool>(
        get: { wrappedValue.isPresented(level) },
        set: { wrappedValue.setPresented(level, $0) })
    }
  }

  /// A `NavigationStack` showing a ``PresentationChain``, bound as the chain's
  /// ``PresentationChain/binding`` says: its path with one `navigationDestination(for:)` at the
  /// root (``PresentationBindingPlan/path``), or one `navigationDestination(isPresented:)` per
  /// level, each inside the screen before it (``PresentationBindingPlan/flags``).
  ///
  /// ```swift
  /// PresentationChainStack(chain: $model.chain) {
  ///   ListView()
  /// } destination: { level in
  ///   ScreenView(level)  // its buttons call model.chain.setPresented(level, false)
  /// }
  /// ```
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct PresentationChainStack<Level: Hashable, Root: View, Destination: View>: View {
    @Binding private var chain: PresentationChain<Level>
    private let root: Root
    private let destination: (Level) -> Destination

    /// Creates the stack for `chain`, with `root` at the bottom and `destination` for each
    /// level.
    public init(
      chain: Binding<PresentationChain<Level>>, @ViewBuilder root: () -> Root,
      @ViewBuilder destination: @escaping (Level) -> Destination
    ) {
      self._chain = chain
      self.root = root()
      self.destination = destination
    }

    /// The stack.
    public var body: some View {
      switch chain.binding {
      case .path:
        NavigationStack(path: $chain.systemPath) {
          root.navigationDestination(for: Level.self, destination: destination)
        }
      case .flags:
        NavigationStack {
          FlagLevel(chain: $chain, position: 0, content: AnyView(root), destination: destination)
        }
      }
    }
  }

  /// One level of a chain bound by flags: its content, with the next level's
  /// `navigationDestination(isPresented:)` inside it.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  private struct FlagLevel<Level: Hashable, Destination: View>: View {
    @Binding var chain: PresentationChain<Level>
    let position: Int
    let content: AnyView
    let destination: (Level) -> Destination

    var body: some View {
      if chain.levels.indices.contains(position) {
        let level = chain.levels[position]
        content.navigationDestination(isPresented: $chain.isPresented(level)) {
          AnyView(
            FlagLevel(
              chain: $chain, position: position + 1, content: AnyView(destination(level)),
              destination: destination))
        }
      } else {
        content
      }
    }
  }
#endif
