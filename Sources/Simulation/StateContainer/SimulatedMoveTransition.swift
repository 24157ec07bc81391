import Strategies

/// A `.move(edge:)` transition, symmetric or asymmetric: the edge a view enters from when it
/// is inserted and the edge it leaves by when it is removed.
public struct SimulatedMoveTransition: Hashable, Sendable, CustomStringConvertible {
  /// The edge the view enters from.
  public var insertion: TransitionEdge
  /// The edge the view leaves by.
  public var removal: TransitionEdge

  /// Creates an asymmetric transition
  /// (`.asymmetric(insertion: .move(edge:), removal: .move(edge:))`).
  public init(insertion: TransitionEdge, removal: TransitionEdge) {
    self.insertion = insertion
    self.removal = removal
  }

  /// `.move(edge:)`: in from and out by the same edge.
  public static func move(edge: TransitionEdge) -> SimulatedMoveTransition {
    SimulatedMoveTransition(insertion: edge, removal: edge)
  }

  /// The transition that mimics a navigation push (`forward`) or pop (`back`): in from the
  /// trailing edge and out by the leading one going forward, the reverse going back.
  public static func navigation(_ direction: NavigationDirection) -> SimulatedMoveTransition {
    let transition = DirectionalTransition.for(direction)
    return SimulatedMoveTransition(insertion: transition.insertion, removal: transition.removal)
  }

  /// `move(leading)` or `asymmetric(in: trailing, out: leading)`.
  public var description: String {
    insertion == removal
      ? "move(\(insertion))" : "asymmetric(in: \(insertion), out: \(removal))"
  }
}

/// What a state-driven container rendered for one state change.
public struct StateChangeEvent<State: Hashable>: Hashable {
  /// The state left.
  public let from: State
  /// The state shown.
  public let to: State
  /// The true direction of the change, by the states' order.
  public let direction: NavigationDirection
  /// The edge the outgoing view left by.
  public let outgoingEdge: TransitionEdge
  /// The edge the incoming view entered from.
  public let incomingEdge: TransitionEdge
  /// The virtual time of the change.
  public let time: Double

  /// Whether both views moved by the edges of the true direction.
  public var isCorrect: Bool {
    let expected = SimulatedMoveTransition.navigation(direction)
    return outgoingEdge == expected.removal && incomingEdge == expected.insertion
  }
}

extension StateChangeEvent: Sendable where State: Sendable {}
