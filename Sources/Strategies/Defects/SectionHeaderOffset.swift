// MARK: - `section-header-offset`: the defect, its identifier and its strategy

extension IssueID {
  /// A List with section headers sits lower by the header's height (iOS 14).
  public static let sectionHeaderOffset: IssueID = "section-header-offset"
}

extension BuiltInDefect {
  /// `section-header-offset`.
  package static let sectionHeaderOffset = BuiltInDefect(
    issue: KnownIssue(
      id: .sectionHeaderOffset,
      title: "List with section headers sits lower by the header's height",
      affected: .on(.iOS, .iPadOS, versions: 14..<15),
      requiredTraits: [.listHasSectionHeaders],
      trigger: "a List with section headers",
      symptom: "the list content sits lower by the height of a section header",
      sources: [KnownIssue.seedSwiftUIAdoption]),
    strategies: [])
}
