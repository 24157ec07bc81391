/// What the app does when the user taps the tab that is already selected, for the
/// `NavigationStack` that tab hosts.
public enum TabReselectPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing: the tap is left to the `TabView`, which pops the tab's stack itself where it
  /// does so (the default).
  case system
  /// The app pops the tab's stack to its root through its router (``NavigationRouter/popToRoot()``,
  /// published in its plan), from the tab selection's binding, which the `TabView` writes with
  /// the same value on a reselect.
  case popToRoot

  /// `system`, `popToRoot`.
  public var description: String {
    switch self {
    case .system: "system"
    case .popToRoot: "popToRoot"
    }
  }
}
