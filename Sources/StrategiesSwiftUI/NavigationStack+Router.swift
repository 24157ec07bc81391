#if canImport(SwiftUI)
  import SwiftUI
  import Strategies

  extension NavigationRouter {
    /// The path as a `NavigationStack` writes it: reading gives ``path``; a write, which only
    /// the system makes (the back button, a swipe), is adopted (``adopt(_:)``), in the
    /// transaction the system animated it in (``PathChangeOrigin/system``).
    ///
    /// - Complexity: O(1) to read; a write as ``adopt(_:)``.
    public var systemPath: [Destination] {
      get { path }
      set { adopt(newValue) }
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension NavigationStack {
    /// A stack bound to a router: the app changes the path through the router's operations,
    /// publishing each in its plan's transaction; the system's pops are adopted by the router.
    ///
    /// ```swift
    /// NavigationStack(router: $model.router) { HomeView() }
    /// ```
    public init<Destination: Hashable>(
      router: Binding<NavigationRouter<Destination>>, @ViewBuilder root: () -> Root
    ) where Data == [Destination] {
      self.init(path: router.systemPath, root: root)
    }

    /// A stack bound to the router a performer publishes: the app changes the path through
    /// `PathChangePerformer.perform(_:)` (which finishes a pop the router split in two on the
    /// next turn); the system's pops are adopted through `PathChangePerformer.adopt(_:)`.
    ///
    /// ```swift
    /// NavigationStack(performer: model.performer) { HomeView() }
    /// ```
    @MainActor
    public init<Destination: Hashable, Host: PlanHost>(
      performer: PathChangePerformer<Destination, Host>, @ViewBuilder root: () -> Root
    ) where Data == [Destination] {
      self.init(
        path: Binding(get: { performer.router.path }, set: { performer.adopt($0) }), root: root)
    }
  }
#endif
