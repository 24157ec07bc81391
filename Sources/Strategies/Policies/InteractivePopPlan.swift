/// Whether a pushed screen offers the system's interactive edge-swipe pop.
public enum InteractivePopPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The system's back button and edge swipe, as `NavigationStack` gives them: the default.
  case system
  /// No edge swipe: the host hides the system back button (which takes the swipe with it) and
  /// shows a back button of its own that pops through the router. A pop then always comes from
  /// the app, in one update, and never from a gesture the user may cancel.
  case backButtonOnly

  /// `system`, `backButtonOnly`.
  public var description: String {
    switch self {
    case .system: "system"
    case .backButtonOnly: "backButtonOnly"
    }
  }
}
