// MARK: - `sheet-textfield-bold-font`: the defect, its identifier and its strategy

extension IssueID {
  /// A TextField inside a sheet renders in a bold font (iOS 14).
  public static let sheetTextFieldBoldFont: IssueID = "sheet-textfield-bold-font"
}

extension StrategyID {
  /// The built-in strategy that sets the font weight of text fields inside sheets explicitly, for
  /// ``IssueID/sheetTextFieldBoldFont``.
  public static let explicitTextFieldFontWeight: StrategyID = "explicit-textfield-font-weight"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 14..<15)

extension BuiltInDefect {
  /// `sheet-textfield-bold-font`.
  package static let sheetTextFieldBoldFont = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetTextFieldBoldFont,
      title: "TextField in a sheet renders bold",
      affected: affectedVersions,
      trigger: "a TextField inside a sheet with no explicit font weight",
      symptom: "the text field's font renders bold",
      sources: [KnownIssue.seedSwiftUIAdoption]),
    strategies: [ExplicitTextFieldFontWeight()])
}

/// Sets the font weight of text fields inside sheets explicitly on iOS 14.
///
/// On iOS 14 a TextField inside a sheet with no explicit weight renders bold; naming the weight
/// (regular) gives the intended font.
package struct ExplicitTextFieldFontWeight: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-textfield-bold-font` on iOS and iPadOS 14.x.
  package let descriptor = StrategyDescriptor(
    id: .explicitTextFieldFontWeight,
    title: "Explicit regular weight for text fields in sheets",
    addresses: [.sheetTextFieldBoldFont],
    versions: affectedVersions,
    rationale: "The bold weight is only the inherited default; an explicit weight wins.",
    sources: [KnownIssue.seedSwiftUIAdoption])

  /// Sets the text-field weight to regular.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.explicitTextFieldWeight = .regular
  }
}
