// MARK: - `list-refreshable-scrollview-unsupported`: the defect, its identifier and its strategy

extension IssueID {
  /// `refreshable(action:)` on a `ScrollView` does nothing on iOS 15: only a `List` gets a
  /// refresh control (a `ScrollView` gets one from iOS 16).
  public static let listRefreshableScrollViewUnsupported: IssueID =
    "list-refreshable-scrollview-unsupported"
}

extension StrategyID {
  /// The built-in strategy that hosts a refreshable feed in a plain `List`, for
  /// ``IssueID/listRefreshableScrollViewUnsupported``.
  public static let hostRefreshableFeedInList: StrategyID = "host-refreshable-feed-in-list"
}

extension KnownIssue {
  /// tangem/tangem-app-ios-old#860: a refreshable `ScrollView` from iOS 16, a refreshable
  /// `List` on iOS 15, a hand-made control below.
  package static let tangemRefreshableScrollView =
    "https://github.com/tangem/tangem-app-ios-old/pull/860"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(15)..<VersionNumber(16))

extension BuiltInDefect {
  /// `list-refreshable-scrollview-unsupported`.
  package static let listRefreshableScrollViewUnsupported = BuiltInDefect(
    issue: KnownIssue(
      id: .listRefreshableScrollViewUnsupported,
      title: "Pull to refresh on a ScrollView does nothing on iOS 15",
      affected: affectedVersions,
      trigger: "the app puts `refreshable(action:)` on a `ScrollView` feed (a `LazyVStack` in a "
        + "`ScrollView`) on iOS 15, where the modifier is honoured by a `List` only; from iOS 16 "
        + "a `ScrollView` gets the refresh control as well",
      symptom: "no refresh control appears when the feed is pulled down and the refresh action "
        + "is never called",
      sources: [
        KnownIssue.tangemRefreshableScrollView,
        "https://github.com/openedx/openedx-app-ios/pull/75",
        "https://github.com/leolelego/brickie.swiftui/issues/78",
        "https://github.com/jellyfin/Swiftfin/issues/123",
      ]),
    strategies: [HostRefreshableFeedInList()])
}

/// Hosts a refreshable feed in a plain `List` on iOS 15, where a `ScrollView` ignores
/// `refreshable(action:)`.
///
/// On iOS 15 the refresh control of `refreshable(action:)` is installed by a `List` only: on a
/// `ScrollView` the modifier compiles and does nothing. The feed's rows in a plain `List` (no
/// separators, no insets) get the control. From iOS 16 a `ScrollView` is refreshable too, and
/// the `List` would only bring its styling and cell reuse to a feed designed as a scroll view:
/// the strategy does nothing there.
package struct HostRefreshableFeedInList: ListAppearanceStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `list-refreshable-scrollview-unsupported` on iOS and iPadOS 15.x.
  package let descriptor = StrategyDescriptor(
    id: .hostRefreshableFeedInList,
    title: "Host a refreshable feed in a List on iOS 15",
    addresses: [.listRefreshableScrollViewUnsupported],
    versions: affectedVersions,
    rationale: "On iOS 15 refreshable(action:) installs a refresh control on a List only; the "
      + "feed's rows in a plain List get it. A ScrollView is refreshable from iOS 16.",
    sources: [KnownIssue.tangemRefreshableScrollView])

  /// Hosts refreshable feeds in a `List`.
  package func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    policy.refreshableFeedContainer = .list
  }
}
