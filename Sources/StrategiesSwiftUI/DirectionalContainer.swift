#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  /// Shows a ``Strategies/DirectionalModel``'s state, each state a view of its own that slides
  /// in and out by the direction of the change: the view the model hosts, so that the screens
  /// of a state-driven flow are all an app writes.
  ///
  /// ```swift
  /// @StateObject private var flow = DirectionalModel(initial: Step.welcome)
  /// DirectionalContainer(flow) { step in
  ///   switch step {
  ///   case .welcome: Button("Forward") { flow.go(to: .login) }
  ///   case .login: Button("Back") { flow.go(to: .welcome) }
  ///   }
  /// }
  /// ```
  @MainActor
  public struct DirectionalContainer<State: Hashable & Sendable, Content: View>: View {
    @ObservedObject private var model: DirectionalModel<State>
    private let content: (State) -> Content

    /// A container showing `model`'s state through `content`, filling the space it is given.
    public init(
      _ model: DirectionalModel<State>, @ViewBuilder content: @escaping (State) -> Content
    ) {
      self.model = model
      self.content = content
    }

    /// The state's view, identified by the state, with the model's current transition.
    public var body: some View {
      ZStack {
        content(model.state)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .id(model.state)
          .transition(.move(model.transition))
      }
    }
  }
#endif
