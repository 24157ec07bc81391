/// The resolved behaviour of ``ListAppearance``.
public struct ListAppearancePolicy: Hashable, Sendable {
  /// Hide the list's scroll-content background (`scrollContentBackground(.hidden)`, iOS 16+)
  /// when a custom background is wanted.
  public var hidesScrollContentBackground: Bool

  /// Creates a policy.
  public init(hidesScrollContentBackground: Bool = false) {
    self.hidesScrollContentBackground = hidesScrollContentBackground
  }

  /// The policy with no strategy applied.
  public static let passthrough = ListAppearancePolicy()
}
