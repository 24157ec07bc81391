/// How the views of a state-driven container get their insertion and removal transitions.
public enum DirectionalTransitionStyle: String, Hashable, Sendable, Codable {
  /// Each view keeps the symmetric `.move(edge:)` it was given when it was inserted; the
  /// outgoing view leaves by that edge (what naive code gets).
  case capturedAtInsertion
  /// Every child gets the asymmetric transition of the current direction at the moment of the
  /// change, outgoing view included.
  case currentDirection
}

/// The resolved behaviour of ``DirectionalNavigator``.
public struct DirectionalTransitionPolicy: Hashable, Sendable {
  /// How transitions are assigned.
  public var style: DirectionalTransitionStyle

  /// Creates a policy.
  public init(style: DirectionalTransitionStyle = .capturedAtInsertion) {
    self.style = style
  }

  /// The policy with no strategy applied.
  public static let passthrough = DirectionalTransitionPolicy()
}
