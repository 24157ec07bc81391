/// How a chain of screens pushed one from another (``PresentationChain``) is bound to its
/// `NavigationStack`.
public enum PresentationBindingPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Each level's Bool drives its own `navigationDestination(isPresented:)`, nested level in
  /// level: the default.
  case flags
  /// The presented levels are the entries of a path bound to `NavigationStack(path:)`, with
  /// one `navigationDestination(for:)` at the root; a level's Bool is read from the path and
  /// setting it to `false` pops the path to the level below.
  case path

  /// `flags`, `path`.
  public var description: String {
    switch self {
    case .flags: "flags"
    case .path: "path"
    }
  }
}
