// MARK: - `list-custom-background-ignored`: the defect, its identifier and its strategy

extension IssueID {
  /// A grouped List ignores its custom background (iOS 16 and later).
  public static let listCustomBackgroundIgnored: IssueID = "list-custom-background-ignored"
}

extension StrategyID {
  /// The built-in strategy that hides a List's scroll-content background, so a custom background
  /// shows, for ``IssueID/listCustomBackgroundIgnored``.
  public static let hideScrollContentBackground: StrategyID = "hide-scroll-content-background"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 16...)

extension BuiltInDefect {
  /// `list-custom-background-ignored`.
  package static let listCustomBackgroundIgnored = BuiltInDefect(
    issue: KnownIssue(
      id: .listCustomBackgroundIgnored,
      title: "Grouped List ignores its custom background",
      affected: affectedVersions,
      trigger: "a grouped List is given a custom background; since iOS 16 List is built on "
        + "UICollectionView, which draws its own scroll-content background",
      symptom: "the system grouped background colour shows instead of the custom one",
      sources: [
        KnownIssue.seedSwiftUIAdoption,
        "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-16-release-notes",
      ]),
    strategies: [HideScrollContentBackground()])
}

/// Hides a List's scroll-content background on iOS 16 and later, so a custom background shows.
///
/// iOS 16 moved List from UITableView to UICollectionView, which paints the grouped style's
/// background over whatever is behind it. `scrollContentBackground(.hidden)` exists only from
/// iOS 16, so below it the plan must not ask for it.
package struct HideScrollContentBackground: ListAppearanceStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `list-custom-background-ignored` on iOS and iPadOS 16 and later.
  package let descriptor = StrategyDescriptor(
    id: .hideScrollContentBackground,
    title: "Hide the scroll-content background of lists with a custom background",
    addresses: [.listCustomBackgroundIgnored],
    versions: affectedVersions,
    rationale: "The collection-view List draws an opaque grouped background; hiding it lets "
      + "the custom background behind the list show. The modifier exists only from iOS 16.",
    sources: [KnownIssue.seedSwiftUIAdoption])

  /// Turns on hiding of the scroll-content background.
  package func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    policy.hidesScrollContentBackground = true
  }
}
