import Foundation
import Testing

@testable import Strategies

@Suite("Explain")
struct ExplainTests {
  let registry = StrategyRegistry.standard()

  func statuses(_ explanation: Explanation) -> [IssueID: Explanation.IssueState] {
    Dictionary(uniqueKeysWithValues: explanation.issues.map { ($0.id, $0.status) })
  }

  @Test("iOS 14.8 with every trait: the row, sheet and font defects are mitigated")
  func explain14_8() {
    let context = StrategyContext.iOS(
      14, 8,
      [
        .stackInTabView, .listHasMultipleSections, .listFirstSectionHasHeader,
        .listHasSectionHeaders,
      ])
    let explanation = registry.explain(context)
    #expect(
      statuses(explanation) == [
        .tabViewStackPopToRootAnimation: .notAffected,
        .listCustomBackgroundIgnored: .notAffected,
        .adjacentRowToggleAnimation: .mitigated,
        .transformNotResetAfterTransition: .mitigated,
        .staleTransitionDirection: .mitigated,
        .sheetBlockedInEditMode: .mitigated,
        .sheetTextFieldBoldFont: .mitigated,
        .sectionHeaderOffset: .unmitigated,
        .stackMultiPopUnanimated: .notAffected,
        .stackCancelledSwipeBackDesync: .notAffected,
        .stackIsPresentedNestedPop: .notAffected,
        .splitConditionalColumnStale: .notAffected,
        .sheetChainedModifiersLastWins: .notAffected,
        .barScrollEdgeTransparent: .notAffected,
        .tableSectionHeaderTopPadding: .notAffected,
        .splitDetailDismissNoop: .notAffected,
        .sheetRepresentDuringDismissIgnored: .mitigated,
        .sheetBackgroundInteractionBlocked: .notAffected,
        .sheetMultiLayerDismissPartial: .mitigated,
        .listRefreshableScrollViewUnsupported: .notAffected,
        .orientationSetValueIgnored: .notAffected,
        .tabReselectPopsStack: .notAffected,
        .stackDestinationInLazyContainerIgnored: .notAffected,
        .modalDefaultPageSheet: .mitigated,
        .tabBarIPadFloatingTop: .notAffected,
        .sheetContentRetainedAfterDismiss: .notAffected,
        .splitDisplayModeButtonReset: .notAffected,
        .stackRetainedAfterDismiss: .notAffected,
        .searchControllerConfigReset: .notAffected,
        .sheetIPadDefaultFormSize: .notAffected,
        .scrollChildDragBlocksScroll: .notAffected,
        .barButtonSharedGlassBackground: .notAffected,
        .searchBottomPlacementDefault: .notAffected,
        .sheetPartialDetentGlassBackground: .notAffected,
        .stackBackTapDuringTransitionDoublePop: .notAffected,
        .barAppearanceBackgroundOverridden: .notAffected,
        .barItemGlassPillHitMiss: .notAffected,
        .searchActiveSceneTransitionCrash: .notAffected,
        .tabIPadHideBottomBarIgnored: .notAffected,
        .lazyHStackPagedContentBlank: .notAffected,
      ])
    let header = explanation.issues.first { $0.id == .sectionHeaderOffset }!
    #expect(header.detail == "no strategy is known")
    let tab = explanation.issues.first { $0.id == .tabViewStackPopToRootAnimation }!
    #expect(tab.detail == "iOS 14.8 is outside iOS 16.0..<17.0, iPadOS 16.0..<17.0")
  }

  @Test("iOS 15.7 without list traits: the row defect does not occur, and says why")
  func explain15_7() {
    let explanation = registry.explain(.iOS(15, 7))
    let row = explanation.issues.first { $0.id == .adjacentRowToggleAnimation }!
    #expect(row.status == .notAffected)
    #expect(row.detail == "needs list-first-section-header, list-multiple-sections")
    let strategy = explanation.strategies.first { $0.id == .deferAdjacentRowToggles }!
    #expect(!strategy.active)
    #expect(strategy.reason == .missingTraits)
    #expect(statuses(explanation)[.sheetBlockedInEditMode] == .mitigated)
    #expect(statuses(explanation)[.sheetTextFieldBoldFont] == .notAffected)
  }

  @Test("iOS 16.4 in a TabView: pop-to-root and background mitigated; reasons name the range")
  func explain16_4() {
    let explanation = registry.explain(.iOS(16, 4, [.stackInTabView]))
    #expect(statuses(explanation)[.tabViewStackPopToRootAnimation] == .mitigated)
    #expect(statuses(explanation)[.listCustomBackgroundIgnored] == .mitigated)
    #expect(statuses(explanation)[.sheetBlockedInEditMode] == .notAffected)
    let path = explanation.strategies.first { $0.id == .explicitPathChangeAnimation }!
    #expect(path.active)
    #expect(path.detail == "iOS 16.4 is in iOS 16.0..<17.0, iPadOS 16.0..<17.0 (declared)")
    let reset = explanation.strategies.first { $0.id == .resetTransformAfterTransition }!
    #expect(reset.reason == .alwaysOn)
  }

  @Test(
    "iOS 17.5: only the background, bar, split view, rotation, tab reselect, lazy destination, modal style, closable flow, search controller and always-on patterns remain"
  )
  func explain17_5() {
    let explanation = registry.explain(.iOS(17, 5, [.stackInTabView]))
    #expect(
      explanation.strategies.filter(\.active).map(\.id) == [
        .clearSelectionToDismissDetail, .hideScrollContentBackground,
        .hoistDestinationsOutOfLazyContainers, .hostFlowInNavigationView,
        .ownSearchController, .popToRootOnTabReselect, .presentFullScreenExplicitly,
        .recordDirectionBeforeChange, .requestGeometryUpdateToRotate,
        .resetTransformAfterTransition,
        .standardAppearanceAtScrollEdge, .wrapConditionalColumnRoot,
      ])
    let path = explanation.strategies.first { $0.id == .explicitPathChangeAnimation }!
    #expect(path.reason == .versionOutOfRange)
    #expect(path.detail == "iOS 17.5 is outside iOS 16.0..<17.0, iPadOS 16.0..<17.0 (declared)")
  }

  @Test("a forced-off strategy leaves its issue unmitigated and says so")
  func forcedOffIsUnmitigated() {
    registry.updateOverrides { $0.forceDisable(.explicitPathChangeAnimation) }
    let issue = registry.explain(.iOS(16, 4, [.stackInTabView])).issues.first {
      $0.id == .tabViewStackPopToRootAnimation
    }!
    #expect(issue.status == .unmitigated)
    #expect(issue.detail == "inactive: explicit-path-change-animation (forced off by code)")
  }

  @Test(
    "expired strategies at a deployment target",
    arguments: [
      ("14.0", [StrategyID]()),
      ("15.0", [.explicitTextFieldFontWeight, .presentThroughSingleItem]),
      (
        "16.0",
        [
          .deferAdjacentRowToggles, .leaveEditModeBeforeSheet, .explicitTextFieldFontWeight,
          .presentThroughSingleItem, .zeroListSectionHeaderTopPadding, .hostRefreshableFeedInList,
        ]
      ),
      (
        "17.0",
        [
          .explicitPathChangeAnimation, .stageMultiLevelPops, .deferAdjacentRowToggles,
          .leaveEditModeBeforeSheet,
          .explicitTextFieldFontWeight, .disableInteractivePop, .drivePresentationFromPath,
          .presentThroughSingleItem, .presentAfterDismissal, .zeroListSectionHeaderTopPadding,
          .undimDetentsThroughSheetController, .stageLayerDismissals,
          .hostRefreshableFeedInList,
        ]
      ),
    ])
  func expiry(_ target: String, _ expected: [StrategyID]) throws {
    let explanation = registry.explain(
      .iOS(17, 5), deploymentTarget: try PlatformVersion(parsing: target))
    #expect(Set(explanation.expired.map(\.id)) == Set(expected))
    #expect(explanation.text.contains("Expired strategies"))
  }

  @Test("JSON round-trips and text lists every strategy and issue")
  func encodings() throws {
    let explanation = registry.explain(
      .iOS(16, 4, [.stackInTabView]), deploymentTarget: PlatformVersion(.iOS, 15))
    let data = try JSONEncoder().encode(explanation)
    #expect(try JSONDecoder().decode(Explanation.self, from: data) == explanation)
    let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    #expect(object["strategies"] is [Any])
    let text = explanation.text
    for id in registry.strategies.map(\.id.rawValue) + KnownIssue.catalogue.map(\.id.rawValue) {
      #expect(text.contains(id))
    }
    #expect(
      text.hasPrefix(
        "Context: iOS 16.4 [navigation-stack-in-tab-view]\nDeployment target: iOS 15.0\n"))
  }
}
