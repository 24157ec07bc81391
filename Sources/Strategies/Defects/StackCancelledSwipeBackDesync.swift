// MARK: - `stack-cancelled-swipe-back-desync`: the defect, its identifier and its strategy

extension IssueID {
  /// A cancelled edge-swipe pop leaves the screen showing while the bound path has dropped it
  /// (iOS 16.0; fixed in 16.1 or 16.2, the sources do not say which).
  public static let stackCancelledSwipeBackDesync: IssueID = "stack-cancelled-swipe-back-desync"
}

extension StrategyID {
  /// The built-in strategy that takes the interactive edge-swipe pop away from pushed screens,
  /// leaving a back button that pops through the router, for
  /// ``IssueID/stackCancelledSwipeBackDesync``.
  public static let disableInteractivePop: StrategyID = "disable-interactive-pop"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(16)..<VersionNumber(16, 1))

extension BuiltInDefect {
  /// `stack-cancelled-swipe-back-desync`.
  package static let stackCancelledSwipeBackDesync = BuiltInDefect(
    issue: KnownIssue(
      id: .stackCancelledSwipeBackDesync,
      title: "A cancelled swipe back leaves the path without the screen still showing",
      affected: affectedVersions,
      trigger: "with NavigationStack(path:), the user starts the interactive edge-swipe pop and "
        + "cancels it; the stack writes the shorter path through the binding when the gesture "
        + "begins and does not write it back when the gesture is cancelled. Reported on 16.0 "
        + "and gone on 16.2; no source tests 16.1, so the first fixed version is unknown "
        + "(16.1 or 16.2): the range ends at 16.1, where Decompose gates the swipe, and that "
        + "is the model's assumption",
      symptom: "the screen stays visible while the path has dropped it: its own dismiss or back "
        + "action no longer pops it, and later links and pops act one screen off",
      sources: [
        "https://github.com/pointfreeco/swift-composable-architecture/issues/3673",
        "https://github.com/arkivanov/Decompose/issues/337",
        "https://github.com/arkivanov/Decompose/pull/338",
        "https://github.com/arkivanov/Decompose/pull/384",
        "https://github.com/Team-ShortcutsZip/MacC-Team-HappyAnding/issues/380",
      ],
      fixedInUnknown: true),
    strategies: [DisableInteractivePop()])
}

/// Takes the interactive edge-swipe pop away from pushed screens on iOS 16.0, leaving a back
/// button that pops through the router.
///
/// On 16.0 `NavigationStack(path:)` writes the shorter path through its binding as soon as the
/// swipe begins and never writes it back when the user cancels: the screen stays, the path has
/// lost it. The app sees only the binding's write, the same for a swipe that will finish and
/// one that will be cancelled, so it cannot hold the pop pending or restore it (writing the
/// screen back would push it a second time). Without the swipe, every pop is the app's own, in
/// one update, and the path and the screens stay in step. Decompose ships this fix: its stack
/// view uses `NavigationStack` with the swipe only `#available(iOS 16.1, *)`.
///
/// Elsewhere the swipe works and stays: refusing it there is over-mitigation.
package struct DisableInteractivePop: PathChangeStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `stack-cancelled-swipe-back-desync` on iOS and iPadOS 16.0.
  package let descriptor = StrategyDescriptor(
    id: .disableInteractivePop,
    title: "Offer a back button, not the edge swipe",
    addresses: [.stackCancelledSwipeBackDesync],
    versions: affectedVersions,
    rationale: "The stack drops the path entry when the swipe begins and keeps it dropped when "
      + "the swipe is cancelled; the app cannot tell the two apart from the binding. A pop "
      + "from the app's own back button is one update that the screen follows.",
    sources: ["https://github.com/arkivanov/Decompose/pull/384"])

  /// Takes the edge swipe away.
  package func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.interactivePop = .backButtonOnly
  }
}
