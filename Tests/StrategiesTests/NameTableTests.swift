import Foundation
import Testing

@testable import Strategies

/// The table of built-in ids and their Swift names, checked against the code: every
/// built-in strategy, catalogue issue and trait has its row, and each row's id is the value of
/// the Swift name beside it.
@Suite("Explaining and overrides article: the table of ids and Swift names")
struct NameTableTests {
  /// Each issue's Swift name, and the strategy (id name, type) that addresses it, if any: one
  /// row per strategy, so an issue with several strategies has several rows, in order.
  static let issues: [(IssueID, String, (StrategyID, String)?)] = [
    (
      .tabViewStackPopToRootAnimation, "tabViewStackPopToRootAnimation",
      (.explicitPathChangeAnimation, "explicitPathChangeAnimation")
    ),
    (
      .listCustomBackgroundIgnored, "listCustomBackgroundIgnored",
      (.hideScrollContentBackground, "hideScrollContentBackground")
    ),
    (
      .adjacentRowToggleAnimation, "adjacentRowToggleAnimation",
      (.deferAdjacentRowToggles, "deferAdjacentRowToggles")
    ),
    (
      .transformNotResetAfterTransition, "transformNotResetAfterTransition",
      (.resetTransformAfterTransition, "resetTransformAfterTransition")
    ),
    (
      .staleTransitionDirection, "staleTransitionDirection",
      (.recordDirectionBeforeChange, "recordDirectionBeforeChange")
    ),
    (
      .sheetBlockedInEditMode, "sheetBlockedInEditMode",
      (.leaveEditModeBeforeSheet, "leaveEditModeBeforeSheet")
    ),
    (
      .sheetTextFieldBoldFont, "sheetTextFieldBoldFont",
      (.explicitTextFieldFontWeight, "explicitTextFieldFontWeight")
    ),
    (.sectionHeaderOffset, "sectionHeaderOffset", nil),
    (
      .stackMultiPopUnanimated, "stackMultiPopUnanimated",
      (.stageMultiLevelPops, "stageMultiLevelPops")
    ),
    (
      .stackCancelledSwipeBackDesync, "stackCancelledSwipeBackDesync",
      (.disableInteractivePop, "disableInteractivePop")
    ),
    (
      .stackIsPresentedNestedPop, "stackIsPresentedNestedPop",
      (.drivePresentationFromPath, "drivePresentationFromPath")
    ),
    (
      .splitConditionalColumnStale, "splitConditionalColumnStale",
      (.wrapConditionalColumnRoot, "wrapConditionalColumnRoot")
    ),
    (
      .sheetChainedModifiersLastWins, "sheetChainedModifiersLastWins",
      (.presentThroughSingleItem, "presentThroughSingleItem")
    ),
    (
      .barScrollEdgeTransparent, "barScrollEdgeTransparent",
      (.standardAppearanceAtScrollEdge, "standardAppearanceAtScrollEdge")
    ),
    (
      .tableSectionHeaderTopPadding, "tableSectionHeaderTopPadding",
      (.zeroTableSectionHeaderTopPadding, "zeroTableSectionHeaderTopPadding")
    ),
    (
      .tableSectionHeaderTopPadding, "tableSectionHeaderTopPadding",
      (.zeroListSectionHeaderTopPadding, "zeroListSectionHeaderTopPadding")
    ),
    (
      .sheetRepresentDuringDismissIgnored, "sheetRepresentDuringDismissIgnored",
      (.presentAfterDismissal, "presentAfterDismissal")
    ),
  ]

  static let traits: [(ContextTrait, String)] = [
    (.stackInTabView, "stackInTabView"), (.listStyleGrouped, "listStyleGrouped"),
    (.listHasSectionHeaders, "listHasSectionHeaders"),
    (.listFirstSectionHasHeader, "listFirstSectionHasHeader"),
    (.listHasMultipleSections, "listHasMultipleSections"),
    (.listIsUIKitTableView, "listIsUIKitTableView"),
  ]

  /// The Strategies articles holding the name table.
  func article() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    // The name table lives in the Strategies catalog: the original defects' rows in the article on
    // explaining and overrides, every built-in defect's in the article on the built-in defects.
    let docs = root.appendingPathComponent("Sources/Strategies/Strategies.docc")
    return try ["ExplainingAndOverrides.md", "BuiltInDefects.md"].map {
      try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  @Test("every built-in issue and strategy has its row, with the id its Swift names hold")
  func issuesAndStrategies() throws {
    let text = try article()
    var issueOrder: [IssueID] = []
    for (issue, _, _) in Self.issues where issueOrder.last != issue { issueOrder.append(issue) }
    #expect(issueOrder == KnownIssue.catalogue.map(\.id))
    let builtIns = Dictionary(
      uniqueKeysWithValues: BuiltInStrategies.all.map { ($0.descriptor.id, $0) })
    #expect(Self.issues.compactMap(\.2?.0).sorted() == builtIns.keys.sorted())
    for (issue, issueName, strategy) in Self.issues {
      var row = "| `\(issue)` | `.\(issueName)` | "
      if let (id, idName) = strategy {
        let value = try #require(builtIns[id])
        #expect(value.descriptor.addresses == [issue])
        row += "`\(id)` | `.\(idName)` | `\(type(of: value))` |"
      } else {
        row += "– (unmitigated) | – | – |"
      }
      #expect(text.contains(row), "the article lacks the row \(row)")
    }
  }

  @Test("every built-in trait has its row")
  func traitRows() throws {
    let text = try article()
    #expect(Set(Self.traits.map(\.0)) == Set(TraitDescriptor.builtIn.map(\.trait)))
    for (trait, name) in Self.traits {
      #expect(text.contains("| `\(trait)` | `.\(name)`"), "the article lacks the trait \(trait)")
    }
  }
}
