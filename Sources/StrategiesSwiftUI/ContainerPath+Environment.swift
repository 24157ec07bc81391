#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  private struct ContainerPathKey: EnvironmentKey {
    static let defaultValue = ContainerPath()
  }

  extension EnvironmentValues {
    /// Where the view sits in the app's tree of containers: the ones navbench's containers and
    /// modifiers published above it, outermost first. A model or planner below derives its
    /// traits from it (``Strategies/ContainerPath/traits``).
    ///
    /// ```swift
    /// @Environment(\.containerPath) private var containerPath
    /// let tabs = TabReselectPlanner(context: .current(traits: containerPath.traits))
    /// ```
    public var containerPath: ContainerPath {
      get { self[ContainerPathKey.self] }
      set { self[ContainerPathKey.self] = newValue }
    }
  }

  private struct ContainerModifier: ViewModifier {
    let container: ContainerKind
    @Environment(\.containerPath) private var path

    func body(content: Content) -> some View {
      content.environment(\.containerPath, path.appending(container))
    }
  }

  extension View {
    /// Publishes to this view's descendants that they sit inside `container`: apply it to a
    /// container navbench does not host (a `List`, a UIKit controller's hosted SwiftUI root,
    /// with the containers above it that SwiftUI cannot see).
    ///
    /// ```swift
    /// // A SwiftUI root hosted in a tab of a UITabBarController:
    /// LibraryView().containerPath(.tabView)
    /// ```
    public func containerPath(_ container: ContainerKind) -> some View {
      modifier(ContainerModifier(container: container))
    }

    /// Publishes that this view's descendants are in a tab of a `TabView`: apply it to the
    /// `TabView` (its tabs' stacks then plan as stacks in a tab view, with no trait named).
    ///
    /// ```swift
    /// TabView {
    ///   RouterStack(library) { LibraryView() } destination: { BookView($0) }
    ///     .tabItem { Label("Library", systemImage: "books.vertical") }
    /// }
    /// .tabViewContainer()
    /// ```
    public func tabViewContainer() -> some View {
      containerPath(.tabView)
    }

    /// Publishes that this view's descendants are in a column of a `NavigationSplitView`:
    /// apply it to the column's content.
    public func splitViewColumn() -> some View {
      containerPath(.splitViewColumn)
    }
  }

  /// Reports, in debug builds, the traits a model was created with that its position
  /// contradicts.
  @MainActor
  func reportContradictions(_ traits: [ContextTrait], at path: ContainerPath) {
    #if DEBUG
      guard !traits.isEmpty else { return }
      print(
        "navbench: a container at \(path) was declared with \(traits.map(\.id).joined(separator: ", ")), "
          + "which its position does not give it; if a container SwiftUI cannot see holds it (a UIKit "
          + "tab bar controller), publish it with containerPath(_:) instead of the trait")
    #endif
  }
#endif
