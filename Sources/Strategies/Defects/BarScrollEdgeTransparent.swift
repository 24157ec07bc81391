// MARK: - `bar-scroll-edge-transparent`: the defect, its identifier and its strategy

extension IssueID {
  /// A navigation or tab bar customised through its standard appearance only turns
  /// transparent when content reaches the scroll edge (iOS 15 and later, by design).
  public static let barScrollEdgeTransparent: IssueID = "bar-scroll-edge-transparent"
}

extension StrategyID {
  /// The built-in strategy that gives navigation and tab bars their standard appearance at the
  /// scroll edge where the app set none, for ``IssueID/barScrollEdgeTransparent``.
  public static let standardAppearanceAtScrollEdge: StrategyID = "standard-bar-appearance-at-edge"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 15...)

extension BuiltInDefect {
  /// `bar-scroll-edge-transparent`.
  package static let barScrollEdgeTransparent = BuiltInDefect(
    issue: KnownIssue(
      id: .barScrollEdgeTransparent,
      title: "Navigation and tab bars turn transparent at the scroll edge",
      affected: affectedVersions,
      trigger: "a navigation bar with a standard title, or a tab bar, customised only through "
        + "its standardAppearance (or the legacy barTintColor) and no scrollEdgeAppearance; "
        + "from iOS 15 every navigation bar (before, only large-title ones) and every tab bar "
        + "uses the scroll-edge appearance, and a nil one means the standard appearance with a "
        + "transparent background. This is the platform's behaviour from iOS 15 on, not a bug "
        + "that a later version fixes",
      symptom: "while the content is scrolled to the bar's edge (at the top for a navigation "
        + "bar, at the bottom for a tab bar, or a screen too short to scroll) the bar's "
        + "background is transparent instead of the app's",
      sources: [
        "https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance",
        "https://github.com/xamarin/Xamarin.Forms/issues/14679",
        "https://github.com/scenee/FloatingPanel/issues/504",
      ]),
    strategies: [StandardAppearanceAtScrollEdge()])
}

/// Gives navigation and tab bars their standard appearance at the scroll edge on iOS 15 and
/// later, where the app set no scroll-edge appearance of its own.
///
/// From iOS 15 every navigation bar, not only a large-title one, and every tab bar switch to
/// their `scrollEdgeAppearance` while the content is scrolled to their edge; left `nil`, that
/// is the standard appearance with a transparent background. Setting `scrollEdgeAppearance` to
/// the standard appearance restores the look the bar had on iOS 14. A large-title navigation
/// bar used its scroll-edge appearance before iOS 15 too, and a bar whose app set its own wants
/// that one: ``BarAppearance`` leaves both alone. `UITabBar.scrollEdgeAppearance` exists only
/// from iOS 15, so below it the plan must not ask for it.
package struct StandardAppearanceAtScrollEdge: ListAppearanceStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `bar-scroll-edge-transparent` on iOS and iPadOS 15 and later.
  package let descriptor = StrategyDescriptor(
    id: .standardAppearanceAtScrollEdge,
    title: "Use the standard bar appearance at the scroll edge",
    addresses: [.barScrollEdgeTransparent],
    versions: affectedVersions,
    rationale: "From iOS 15 every navigation and tab bar uses its scroll-edge appearance at the "
      + "scroll edge, and a nil one is transparent; copying the standard appearance into it "
      + "keeps the app's background. Large-title bars and bars with the app's own scroll-edge "
      + "appearance keep theirs.",
    sources: [
      "https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance"
    ])

  /// Turns on the standard appearance at the scroll edge.
  package func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    policy.barScrollEdgeUsesStandardAppearance = true
  }
}
