// MARK: - `split-detail-dismiss-noop`: the defect, its identifier and its strategy

extension IssueID {
  /// A `DismissAction` captured in a `NavigationSplitView`'s content or detail column does
  /// nothing (iOS 16.0 up to apps linked against the iOS 18 SDK on iOS 18).
  public static let splitDetailDismissNoop: IssueID = "split-detail-dismiss-noop"
}

extension StrategyID {
  /// The built-in strategy that goes back from a split view's content or detail column by clearing
  /// the sidebar's selection, for ``IssueID/splitDetailDismissNoop``.
  public static let clearSelectionToDismissDetail: StrategyID =
    "clear-selection-to-dismiss-detail"
}

extension KnownIssue {
  /// Apple's iOS & iPadOS 18 release notes, SwiftUI, resolved issues (92522613).
  static let ios18ReleaseNotes =
    "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-18-release-notes"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 16..<18)

extension BuiltInDefect {
  /// `split-detail-dismiss-noop`.
  package static let splitDetailDismissNoop = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .splitDetailDismissNoop,
        title: "Dismiss from a split view's detail column does nothing",
        affected: affectedVersions,
        trigger: "a view in the content or detail column of a NavigationSplitView calls the "
          + "DismissAction it captured (`@Environment(\\.dismiss)`) to go back to the sidebar; "
          + "the split view's implicit stack handles it only in apps linked on or after the "
          + "iOS 18 SDK, running on 18 or later. The release note says \"previously\" without a "
          + "first version: the catalogue assumes every version with NavigationSplitView (16.0)",
        symptom: "nothing happens: the sidebar selection stays and the user stays on the detail",
        sources: [KnownIssue.ios18ReleaseNotes])
      issue.followsLinkedSDK = true
      return issue
    }(),
    strategies: [ClearSelectionToDismissDetail()])
}

/// Goes back from a `NavigationSplitView`'s content or detail column by clearing the sidebar's
/// selection, where the captured `DismissAction` does nothing.
///
/// Before iOS 18, and on 18 in apps built with an older SDK, a `DismissAction` captured in a
/// column finds nothing to dismiss: the split view's implicit stack does not handle it, and the
/// call fails silently. Clearing the selection through the app's model pops the collapsed
/// stack on every version. From iOS 18, in apps linked against the iOS 18 SDK, the action pops
/// the implicit stack itself, and the strategy leaves it alone. Its versions follow the linked
/// SDK (``StrategyDescriptor/followsLinkedSDK``): an app built with the iOS 17 SDK keeps it on
/// iOS 18.
package struct ClearSelectionToDismissDetail: DirectionalTransitionStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `split-detail-dismiss-noop` on iOS and iPadOS 16 and 17, as linked.
  package let descriptor = StrategyDescriptor(
    id: .clearSelectionToDismissDetail,
    title: "Clear the sidebar selection instead of dismissing a column",
    addresses: [.splitDetailDismissNoop],
    versions: affectedVersions,
    rationale: "A cleared selection pops the collapsed split view on every version; the "
      + "captured DismissAction does so only in apps linked against the iOS 18 SDK, on 18.",
    sources: [KnownIssue.ios18ReleaseNotes], followsLinkedSDK: true)

  /// Goes back by clearing the selection.
  package func adjust(_ policy: inout DirectionalTransitionPolicy, for context: StrategyContext) {
    policy.detailDismissal = .clearSelection
  }
}
