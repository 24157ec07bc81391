// MARK: - `stack-multi-pop-unanimated`: the defect, its identifier and its strategy

extension IssueID {
  /// A pop of two or more entries in one update jumps back without animation (iOS 16.0–16.1).
  public static let stackMultiPopUnanimated: IssueID = "stack-multi-pop-unanimated"
}

extension StrategyID {
  /// The built-in strategy that splits a pop of two or more entries into two updates, so the top
  /// leaves with the pop animation, for ``IssueID/stackMultiPopUnanimated``.
  public static let stageMultiLevelPops: StrategyID = "stage-multi-level-pops"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(16)..<VersionNumber(16, 2))

extension BuiltInDefect {
  /// `stack-multi-pop-unanimated`.
  package static let stackMultiPopUnanimated = BuiltInDefect(
    issue: KnownIssue(
      id: .stackMultiPopUnanimated,
      title: "Popping several screens at once is not animated",
      affected: affectedVersions,
      trigger: "the path bound to a NavigationStack shrinks by two or more entries in one "
        + "update (pop to root, or pop several, from depth two or more); the stack pops "
        + "through UIKit without animation whatever the transaction",
      symptom: "the stack jumps back to the new top without the pop animation",
      sources: [
        "https://github.com/davdroman/swiftui-navigation-transitions/pull/44",
        "https://github.com/davdroman/swiftui-navigation-transitions/issues/41",
      ]),
    strategies: [StageMultiLevelPops()])
}

/// Splits a pop of two or more entries into two updates on iOS 16.0 and 16.1, so that the
/// screen the user sees leaves with the pop animation.
///
/// On those versions `NavigationStack` pops several entries of one update through UIKit with
/// `animated: false`, whatever the transaction. A single-level pop animates. So the router
/// first drops the entries under the top (the top stays, nothing visible moves), and the host
/// pops the top alone on the next run-loop turn.
///
/// A pop to root that another strategy plans with no visible animation on purpose
/// (`explicit-path-change-animation`'s zero-duration pop to root in a `TabView`) is left whole:
/// the router never splits a pop without a visible animation. The strategy is declared to run
/// after that one, so the two meet in one stated order on 16.0 and 16.1.
package struct StageMultiLevelPops: PathChangeStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `stack-multi-pop-unanimated` on iOS and iPadOS 16.0 and 16.1.
  package let descriptor = StrategyDescriptor(
    id: .stageMultiLevelPops,
    title: "Drop the covered entries, then pop the top alone",
    addresses: [.stackMultiPopUnanimated],
    versions: affectedVersions,
    rationale: "A single-level pop animates where a multi-level one does not; dropping the "
      + "covered entries first changes nothing visible, and the remaining pop is single-level. "
      + "A pop to root planned with no visible animation stays whole.",
    sources: ["https://github.com/davdroman/swiftui-navigation-transitions/pull/44"],
    ordering: StrategyOrdering(runsAfter: [.explicitPathChangeAnimation]))

  /// Splits multi-level pops that have an animation to save.
  package func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.multiLevelPops = .dropCoveredFirst
  }
}
