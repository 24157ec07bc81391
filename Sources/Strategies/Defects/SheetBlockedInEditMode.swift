// MARK: - `sheet-blocked-in-edit-mode`: the defect, its identifier and its strategy

extension IssueID {
  /// A sheet does not present while a List is in edit mode (before iOS 16).
  public static let sheetBlockedInEditMode: IssueID = "sheet-blocked-in-edit-mode"
}

extension StrategyID {
  /// The built-in strategy that leaves edit mode before presenting a sheet, and presents on the
  /// next run-loop turn, for ``IssueID/sheetBlockedInEditMode``.
  public static let leaveEditModeBeforeSheet: StrategyID = "leave-edit-mode-before-sheet"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: ..<16)

extension BuiltInDefect {
  /// `sheet-blocked-in-edit-mode`.
  package static let sheetBlockedInEditMode = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetBlockedInEditMode,
      title: "Sheet does not present while a List is in edit mode",
      affected: affectedVersions,
      trigger: "presenting a sheet while a List is in edit mode",
      symptom: "the sheet does not present",
      sources: [KnownIssue.seedSwiftUIAdoption]),
    strategies: [LeaveEditModeBeforeSheet()])
}

/// Leaves edit mode before presenting a sheet, and presents on the next run-loop turn, before
/// iOS 16.
///
/// Before iOS 16 a sheet asked to present while a List is in edit mode does not present. The
/// edit-mode change takes effect at the end of the current turn, so the presentation waits one
/// turn.
package struct LeaveEditModeBeforeSheet: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-blocked-in-edit-mode` before iOS 16.
  package let descriptor = StrategyDescriptor(
    id: .leaveEditModeBeforeSheet,
    title: "Leave edit mode, then present the sheet on the next turn",
    addresses: [.sheetBlockedInEditMode],
    versions: affectedVersions,
    rationale: "The presentation is refused only while edit mode is active; leaving it first and "
      + "presenting once that change has been committed lets the sheet present.",
    sources: [KnownIssue.seedSwiftUIAdoption])

  /// Turns on leaving edit mode before presenting.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.leavesEditModeBeforePresenting = true
  }
}
