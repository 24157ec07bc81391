// MARK: - `sheet-represent-during-dismiss-ignored`: the defect, its identifier and its strategy

extension IssueID {
  /// A sheet or full-screen cover asked for while the previous one's dismiss animation runs
  /// does not present (fixed in iOS 16.4; the first affected version is unknown).
  public static let sheetRepresentDuringDismissIgnored: IssueID =
    "sheet-represent-during-dismiss-ignored"
}

extension StrategyID {
  /// The built-in strategy that presents a sheet asked for during another sheet's dismiss animation
  /// from that sheet's `onDismiss`, for ``IssueID/sheetRepresentDuringDismissIgnored``.
  public static let presentAfterDismissal: StrategyID = "present-after-dismissal"
}

extension KnownIssue {
  /// The iOS & iPadOS 16.4 release notes, SwiftUI resolved issues (101487810).
  package static let iOS16_4ReleaseNotes =
    "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-16_4-release-notes"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(13)..<VersionNumber(16, 4))

extension BuiltInDefect {
  /// `sheet-represent-during-dismiss-ignored`.
  package static let sheetRepresentDuringDismissIgnored = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetRepresentDuringDismissIgnored,
      title: "A sheet asked for while another is being dismissed does not present",
      affected: affectedVersions,
      trigger: "the app sets a `sheet` or `fullScreenCover` binding to present while the "
        + "previous presentation's dismiss animation is still running (dismiss one sheet and "
        + "present the next in one action, or a quick re-tap); the iOS 16.4 release notes: "
        + "\"can now be dynamically presented again while a dismiss animation is in progress. "
        + "Previously, attempting to present again in this case would do nothing. (101487810)\". "
        + "The first affected version is unknown: the sources name only the fix, and the "
        + "catalogue assumes every version with SwiftUI sheets (iOS 13.0 on)",
      symptom: "nothing presents: the binding says presented while no sheet is on screen, and "
        + "setting it again changes nothing until the app resets it",
      sources: [
        KnownIssue.iOS16_4ReleaseNotes,
        "https://github.com/pointfreeco/swift-composable-architecture/issues/1991",
      ]),
    strategies: [PresentAfterDismissal()])
}

/// Presents a sheet asked for during another sheet's dismiss animation from that sheet's
/// `onDismiss`, below iOS 16.4.
///
/// Below 16.4 a presentation set while a dismiss animation runs does nothing; once the
/// animation has ended (`onDismiss`) the same presentation presents. From 16.4 the system
/// presents it at once, so waiting for `onDismiss` there would only delay every presentation
/// that follows a dismissal by the rest of the animation: the strategy does nothing from 16.4.
package struct PresentAfterDismissal: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-represent-during-dismiss-ignored` on iOS and iPadOS 13.0 to 16.3.
  package let descriptor = StrategyDescriptor(
    id: .presentAfterDismissal,
    title: "Present after the previous sheet's dismissal",
    addresses: [.sheetRepresentDuringDismissIgnored],
    versions: affectedVersions,
    rationale: "A presentation set while the previous sheet's dismiss animation runs does "
      + "nothing; set from that sheet's onDismiss, once the animation has ended, it presents.",
    sources: [KnownIssue.iOS16_4ReleaseNotes])

  /// Holds a presentation asked for during a dismissal until the dismissal ends.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.presentsAfterDismissal = true
  }
}
