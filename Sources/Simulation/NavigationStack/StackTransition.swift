import Strategies

/// What a navigation stack rendered for one path change.
public struct StackTransition: Hashable, Sendable, CustomStringConvertible {
  /// The direction of a rendered navigation transition.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The path grew: a new top slid in.
    case push
    /// The path shrank: the top slid out (to the root, when the path is now empty).
    case pop
    /// The top was replaced at an equal depth, or the path was rewritten.
    case replace
  }

  /// The direction.
  public let kind: Kind
  /// The depth before the change.
  public let fromDepth: Int
  /// The depth after the change.
  public let toDepth: Int
  /// The animation the transition ran with, or `nil` when it was not animated.
  public let animation: PlannedAnimation?
  /// The transaction the change arrived in.
  public let transaction: SimTransaction
  /// The virtual time at which it rendered.
  public let time: Double

  /// Creates a rendered transition.
  public init(
    kind: Kind, fromDepth: Int, toDepth: Int, animation: PlannedAnimation?,
    transaction: SimTransaction, time: Double
  ) {
    self.kind = kind
    self.fromDepth = fromDepth
    self.toDepth = toDepth
    self.animation = animation
    self.transaction = transaction
    self.time = time
  }

  /// Whether the transition was animated.
  public var isAnimated: Bool { animation != nil }

  /// How long it ran, in seconds (0 when not animated).
  public var duration: Double { animation?.duration ?? 0 }

  /// `push 0→1 animated default (0.35s)`, `pop 3→0 not animated`.
  public var description: String {
    let how = animation.map { "animated \($0)" } ?? "not animated"
    return "\(kind) \(fromDepth)→\(toDepth) \(how)"
  }
}
