// MARK: - `table-section-header-top-padding`: the defect, its identifier and its strategies

extension IssueID {
  /// A plain-style table, and a SwiftUI List while it is built on one, pads every section
  /// header (iOS 15 and later, by design).
  public static let tableSectionHeaderTopPadding: IssueID = "table-section-header-top-padding"
}

extension StrategyID {
  /// The built-in strategy that removes the padding above each section header of a UIKit table, for
  /// ``IssueID/tableSectionHeaderTopPadding``.
  public static let zeroTableSectionHeaderTopPadding: StrategyID = "zero-table-header-top-padding"
  /// The built-in strategy that removes the padding above each section header of a SwiftUI List,
  /// for ``IssueID/tableSectionHeaderTopPadding``.
  public static let zeroListSectionHeaderTopPadding: StrategyID = "zero-list-header-top-padding"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 15...)

extension BuiltInDefect {
  /// `table-section-header-top-padding`.
  package static let tableSectionHeaderTopPadding = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .tableSectionHeaderTopPadding,
        title: "Plain tables pad every section header",
        affected: affectedVersions,
        requiredTraits: [.listHasSectionHeaders],
        trigger: "a plain-style UITableView with section headers, or a SwiftUI List with section "
          + "headers while List is built on UITableView (iOS 15); iOS 15 added "
          + "sectionHeaderTopPadding, whose default (automaticDimension) pads every header. From "
          + "iOS 16 a SwiftUI List is built on UICollectionView and the table property does not "
          + "reach it; a UIKit table keeps the padding. This is the platform's behaviour from "
          + "iOS 15 on, not a bug that a later version fixes. The grouped style is left out "
          + "(the sources report plain tables; the model gives grouped ones no padding)",
        symptom: "extra space above every section header of the list",
        sources: [
          "https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding",
          "https://developer.apple.com/forums/thread/684706",
        ])
      issue.versionBoundTraits = [
        VersionBoundTrait(.listIsUIKitTableView, on: .on(.iOS, .iPadOS, versions: 16...))
      ]
      issue.excludedTraits = [.listStyleGrouped]
      return issue
    }(),
    strategies: [ZeroTableSectionHeaderTopPadding(), ZeroListSectionHeaderTopPadding()])
}

/// Removes the padding above each section header of a UIKit table on iOS 15 and later.
///
/// iOS 15 added `UITableView.sectionHeaderTopPadding`, whose automatic default pads every
/// section header of a plain table; setting it to 0 restores the iOS 14 layout. The property
/// exists only from iOS 15, so below it the plan must not ask for it.
package struct ZeroTableSectionHeaderTopPadding: ListAppearanceStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `table-section-header-top-padding` on iOS and iPadOS 15 and later, for UIKit
  /// tables with section headers.
  package let descriptor = StrategyDescriptor(
    id: .zeroTableSectionHeaderTopPadding,
    title: "Set a UIKit table's sectionHeaderTopPadding to 0",
    addresses: [.tableSectionHeaderTopPadding],
    versions: affectedVersions,
    requiredTraits: [.listHasSectionHeaders, .listIsUIKitTableView],
    rationale: "From iOS 15 a table pads every section header by default; a padding of 0 lays "
      + "the headers out as on iOS 14. The property exists only from iOS 15.",
    sources: ["https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding"]
  )

  /// Turns on the zero header padding.
  package func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    policy.zeroesSectionHeaderTopPadding = true
  }
}

/// Removes the padding above each section header of a SwiftUI List on iOS 15, where List is
/// built on `UITableView`, through `UITableView.appearance().sectionHeaderTopPadding = 0`.
///
/// From iOS 16 List is built on `UICollectionView`: the table property does not reach it, so
/// setting it there is dead code, and the strategy is not selected. On iOS 15 a UIKit table
/// with section headers selects both strategies; they set the same field, in a declared order.
package struct ZeroListSectionHeaderTopPadding: ListAppearanceStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `table-section-header-top-padding` on iOS and iPadOS 15, for lists with
  /// section headers.
  package let descriptor = StrategyDescriptor(
    id: .zeroListSectionHeaderTopPadding,
    title: "Set the table appearance's sectionHeaderTopPadding to 0 for a List",
    addresses: [.tableSectionHeaderTopPadding],
    versions: .on(.iOS, .iPadOS, versions: 15..<16),
    requiredTraits: [.listHasSectionHeaders],
    rationale: "On iOS 15 a SwiftUI List is a UITableView, padded above every section header; "
      + "the appearance proxy reaches it. From iOS 16 List is a UICollectionView, which the "
      + "table property does not reach.",
    sources: ["https://developer.apple.com/forums/thread/684706"],
    ordering: StrategyOrdering(runsAfter: [.zeroTableSectionHeaderTopPadding]))

  /// Turns on the zero header padding.
  package func adjust(_ policy: inout ListAppearancePolicy, for context: StrategyContext) {
    policy.zeroesSectionHeaderTopPadding = true
  }
}
