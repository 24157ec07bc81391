// MARK: - `split-conditional-column-stale`: the defect, its identifier and its strategy

extension IssueID {
  /// A navigation column whose root is an `if` or `switch` on state keeps showing the old
  /// branch when the state changes (iOS 16.0, fix unknown).
  public static let splitConditionalColumnStale: IssueID = "split-conditional-column-stale"
}

extension StrategyID {
  /// The built-in strategy that hosts a navigation column's conditional root inside a container of
  /// stable identity, for ``IssueID/splitConditionalColumnStale``.
  public static let wrapConditionalColumnRoot: StrategyID = "wrap-conditional-column-root"
}

extension KnownIssue {
  /// Apple's sample "Bringing robust navigation structure to your SwiftUI app", whose columns
  /// wrap their conditional content in a `ZStack`, citing the iOS 16 release notes (91311311).
  static let robustNavigationSample =
    "https://developer.apple.com/documentation/swiftui/bringing-robust-navigation-structure-to-your-swiftui-app"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 16...)

extension BuiltInDefect {
  /// `split-conditional-column-stale`.
  package static let splitConditionalColumnStale = BuiltInDefect(
    issue: KnownIssue(
      id: .splitConditionalColumnStale,
      title: "A column whose root is a conditional does not update",
      affected: affectedVersions,
      trigger: "a NavigationSplitView column (or a NavigationStack's root) whose content is an "
        + "`if` or `switch` on state, and the state changes to another branch; the column's "
        + "update misses the change of its root's structural identity. No source names a "
        + "fixed version: the catalogue assumes every version from 16.0 is affected",
      symptom: "the column keeps showing the old branch (the placeholder after a selection, "
        + "the old detail after it is cleared)",
      sources: [
        KnownIssue.robustNavigationSample,
        "https://github.com/DanXi-Dev/DanXi-swift/issues/64",
      ]),
    strategies: [WrapConditionalColumnRoot()])
}

/// Hosts a navigation column's conditional root inside a container of stable identity (a
/// `ZStack`), from iOS 16.
///
/// A column whose root is the `if` or `switch` itself changes its root's structural identity
/// when the branch changes, and the column's update misses that change: it keeps showing the
/// old branch. Inside a `ZStack` the root never changes; the branch change is an update inside
/// it, which the column does apply. An explicit identity that follows the selection
/// (`.id(selection)`) also makes the column update, but rebuilds it on every selection, so the
/// column's own state (its navigation, scroll position, a text field's contents) is lost: the
/// strategy does not do that.
package struct WrapConditionalColumnRoot: DirectionalTransitionStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `split-conditional-column-stale` on iOS and iPadOS 16 and later.
  package let descriptor = StrategyDescriptor(
    id: .wrapConditionalColumnRoot,
    title: "Wrap a column's conditional root in a ZStack",
    addresses: [.splitConditionalColumnStale],
    versions: affectedVersions,
    rationale: "A container of stable identity turns a change of branch into an update inside "
      + "it, which the column applies, and keeps the column's state across selections; an "
      + "explicit identity per selection would update it too but reset that state each time.",
    sources: [KnownIssue.robustNavigationSample])

  /// Hosts conditional column roots in a stable container.
  package func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext) {
    policy.conditionalColumnRoots = .stableContainer
  }
}
