// MARK: - `stale-transition-direction`: the defect, its identifier and its strategy

extension IssueID {
  /// A direction computed after the state change sends the outgoing view off the wrong edge.
  public static let staleTransitionDirection: IssueID = "stale-transition-direction"
}

extension StrategyID {
  /// The built-in strategy that gives every child of a state-driven container the transition of the
  /// direction at the moment of the change, for ``IssueID/staleTransitionDirection``.
  public static let recordDirectionBeforeChange: StrategyID = "record-direction-before-change"
}

extension BuiltInDefect {
  /// `stale-transition-direction`.
  package static let staleTransitionDirection = BuiltInDefect(
    issue: KnownIssue(
      id: .staleTransitionDirection,
      title: "Outgoing view leaves by the wrong edge in a state-driven transition",
      affected: .every(.iOS, .iPadOS),
      trigger: "a state-driven container picks `.move(edge:)` from a direction computed after "
        + "the state change, from a \"from\" state recorded in onAppear",
      symptom: "the outgoing view leaves by the edge chosen when it was inserted",
      sources: [
        KnownIssue.seedDirection,
        "https://github.com/matteopuc/swiftui-navigation-stack/issues/80",
      ]),
    strategies: [RecordDirectionBeforeChange()])
}

/// Gives every child of a state-driven container the transition of the current direction at
/// the moment of the change, with the direction derived from a "from" state recorded before it.
///
/// A view's transition is captured when it is inserted; a direction computed afterwards (from a
/// "from" state set in `onAppear`, or on a later run-loop turn) sends the outgoing view off the
/// edge chosen at its insertion. This is a correctness pattern for every version.
package struct RecordDirectionBeforeChange: DirectionalTransitionStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `stale-transition-direction` on every version.
  package let descriptor = StrategyDescriptor(
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
  package func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext) {
    policy.style = .currentDirection
  }
}
