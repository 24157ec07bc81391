// MARK: - `sheet-background-interaction-blocked`: the defect, its identifier and its strategy

extension IssueID {
  /// A SwiftUI sheet with detents dims and blocks the view behind it at every detent on iOS
  /// 16.0 to 16.3, which have no SwiftUI API to keep that view interactive.
  public static let sheetBackgroundInteractionBlocked: IssueID =
    "sheet-background-interaction-blocked"
}

extension StrategyID {
  /// The built-in strategy that keeps the view behind a sheet interactive through the sheet
  /// presentation controller's `largestUndimmedDetentIdentifier`, for
  /// ``IssueID/sheetBackgroundInteractionBlocked``.
  public static let undimDetentsThroughSheetController: StrategyID =
    "undim-detents-through-sheet-controller"
}

extension KnownIssue {
  /// Apple's documentation of `UISheetPresentationController.largestUndimmedDetentIdentifier`
  /// (iOS 15.0 and later).
  package static let largestUndimmedDetentDocs =
    "https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier"
  /// Apple's documentation of SwiftUI's `presentationBackgroundInteraction(_:)` (iOS 16.4 and
  /// later).
  package static let presentationBackgroundInteractionDocs =
    "https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)"
  /// gini/gini-mobile-ios pull request 1126: the close and back buttons behind a bottom sheet
  /// unresponsive on iOS 16.0 to 16.3, fixed through `largestUndimmedDetentIdentifier`.
  package static let giniBackgroundInteractionFix =
    "https://github.com/gini/gini-mobile-ios/pull/1126"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(16)..<VersionNumber(16, 4))

extension BuiltInDefect {
  /// `sheet-background-interaction-blocked`.
  package static let sheetBackgroundInteractionBlocked = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetBackgroundInteractionBlocked,
      title: "A sheet with detents blocks the view behind it at every detent",
      affected: affectedVersions,
      trigger: "a SwiftUI sheet with `presentationDetents` (a bottom sheet over a map, say) whose "
        + "presenter should stay interactive at the smaller detents; the app keeps it so with "
        + "`presentationBackgroundInteraction(.enabled(upThrough:))`, which exists from iOS 16.4 "
        + "(16.4 release notes, 101565636), and leaves the sheet unmodified below 16.4. SwiftUI "
        + "sheet detents exist from 16.0, so the range is 16.0 to 16.3 (gini/gini-mobile-ios "
        + "#1126: \"On iOS 16.0–16.3, the close (X) button and back button … are "
        + "unresponsive\"). The model assumes SwiftUI below 16.4 never writes the sheet "
        + "controller's undimmed detent, and from 16.4 writes its own preference whenever the "
        + "sheet presents or changes detent",
      symptom: "the presenting view is dimmed and its buttons (the navigation bar's close and "
        + "back buttons) do not respond at any detent, while the app meant it to respond at the "
        + "smaller ones",
      sources: [
        KnownIssue.giniBackgroundInteractionFix, KnownIssue.presentationBackgroundInteractionDocs,
        KnownIssue.largestUndimmedDetentDocs,
      ]),
    strategies: [UndimDetentsThroughSheetController()])
}

/// Keeps the view behind a sheet interactive through the sheet presentation controller's
/// `largestUndimmedDetentIdentifier`, on iOS 16.0 to 16.3.
///
/// Below iOS 16.4 SwiftUI has no modifier for it, and its sheets dim the view behind them and
/// block its touches at every detent. The UIKit property has existed since iOS 15.0: set from a
/// view controller in the sheet's background when the sheet appears, it removes the dimming
/// view, and so the blocking, at the detents up through the one named. From 16.4 SwiftUI's
/// `presentationBackgroundInteraction(.enabled(upThrough:))` says the same; there SwiftUI also
/// writes the property from its own preference when the sheet changes detent, so a value set
/// behind its back is lost, and the strategy does nothing.
package struct UndimDetentsThroughSheetController: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-background-interaction-blocked` on iOS and iPadOS 16.0 to 16.3.
  package let descriptor = StrategyDescriptor(
    id: .undimDetentsThroughSheetController,
    title: "Undim the detents through the sheet presentation controller",
    addresses: [.sheetBackgroundInteractionBlocked],
    versions: affectedVersions,
    rationale: "Below 16.4 SwiftUI cannot keep the view behind a sheet interactive; "
      + "largestUndimmedDetentIdentifier, set when the sheet appears, can, and SwiftUI leaves "
      + "it alone there.",
    sources: [KnownIssue.giniBackgroundInteractionFix, KnownIssue.largestUndimmedDetentDocs])

  /// Routes background interaction through the sheet presentation controller.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.backgroundInteraction = .sheetController
  }
}
