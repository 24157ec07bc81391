/// Gives every child of a state-driven container the transition of the current direction at
/// the moment of the change, with the direction derived from a "from" state recorded before it.
///
/// A view's transition is captured when it is inserted; a direction computed afterwards (from a
/// "from" state set in `onAppear`, or on a later run-loop turn) sends the outgoing view off the
/// edge chosen at its insertion. This is a correctness pattern for every version.
public struct RecordDirectionBeforeChange: DirectionalTransitionStrategy {
  /// Creates the strategy.
  public init() {}

  /// Addresses `stale-transition-direction` on every version.
  public let descriptor = StrategyDescriptor(
    id: .recordDirectionBeforeChange,
    title: "Record the direction before the change; assign transitions from it",
    addresses: [.staleTransitionDirection],
    versions: .all,
    rationale: "Deriving the direction synchronously from the state recorded before the change, "
      + "and giving it to the outgoing view in an update of its own before the state changes "
      + "(SwiftUI removes a view with the transition of its last render), makes both views "
      + "move by the edges of the current direction.",
    sources: [KnownIssue.seedDirection, "https://github.com/joshdholtz/DeckUI/pull/35"])

  /// Switches the navigator to asymmetric transitions of the current direction.
  public func adjust(_ policy: inout DirectionalTransitionPolicy, for context: Context) {
    policy.style = .currentDirection
  }
}
