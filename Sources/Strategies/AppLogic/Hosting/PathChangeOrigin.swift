/// Who changed a ``NavigationRouter``'s path.
public enum PathChangeOrigin: String, Hashable, Sendable, Codable {
  /// The app, through a router operation (`push`, `pop`, `popToRoot`, ...).
  case app
  /// The system, writing through the `NavigationStack` binding after the back button, a swipe,
  /// or a long press on the back button choosing a screen; the app adopts it with
  /// ``NavigationRouter/adopt(_:)``.
  case system
}

extension PathChangePlan {
  /// The transaction to publish the change in, given who made it.
  ///
  /// A change the app made runs in the plan's ``transaction``. A change the system made has
  /// already been animated by the navigation controller, which then writes the new path: it is
  /// adopted as it is (``TransactionPlan/inherit``), since an animation applied now would
  /// animate nothing or animate it twice. It never leaves a tab's stack stale, so no workaround
  /// is needed for it.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func transaction(for origin: PathChangeOrigin) -> TransactionPlan {
    switch origin {
    case .app: transaction
    case .system: .inherit
    }
  }
}
