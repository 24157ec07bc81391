extension NavigationRouter {
  /// Whether the screens this router pushes offer the system's edge-swipe pop
  /// (``InteractivePopPlan/system``), or only a back button that pops through the router
  /// (``InteractivePopPlan/backButtonOnly``).
  ///
  /// A host reads it when it renders a pushed screen: with `backButtonOnly` it hides the system
  /// back button and calls ``pop()`` from its own.
  ///
  /// - Complexity: O(1): a field load.
  @inlinable
  public var interactivePop: InteractivePopPlan { policy.interactivePop }

  /// Whether the user may pop the top screen with the edge swipe (``interactivePop`` is
  /// ``InteractivePopPlan/system``).
  ///
  /// - Complexity: O(1).
  @inlinable
  public var allowsInteractivePop: Bool { policy.interactivePop == .system }
}
