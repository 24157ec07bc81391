// MARK: - `sheet-chained-modifiers-last-wins`: the defect, its identifier and its strategy

extension IssueID {
  /// Of several `sheet` and `fullScreenCover` modifiers on one view, only one presents (iOS
  /// 14.0 to 14.4).
  public static let sheetChainedModifiersLastWins: IssueID = "sheet-chained-modifiers-last-wins"
}

extension StrategyID {
  /// The built-in strategy that drives the presentations of a view through one item-driven
  /// modifier, for ``IssueID/sheetChainedModifiersLastWins``.
  public static let presentThroughSingleItem: StrategyID = "present-through-single-item"
}

extension KnownIssue {
  /// johnpatrickmorgan/FlowStacks#12, which quotes the iOS 14.5 release notes (74246633).
  package static let flowStacksChainedPresentations =
    "https://github.com/johnpatrickmorgan/FlowStacks/issues/12"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(14)..<VersionNumber(14, 5))

extension BuiltInDefect {
  /// `sheet-chained-modifiers-last-wins`.
  package static let sheetChainedModifiersLastWins = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetChainedModifiersLastWins,
      title: "Only one of several sheet or cover modifiers on a view presents",
      affected: affectedVersions,
      trigger: "two or more `sheet` or `fullScreenCover` modifiers chained on the same view; "
        + "the iOS 14.5 release notes: \"You can now apply multiple sheet(isPresented:"
        + "onDismiss:content:) and fullScreenCover(item:onDismiss:content:) modifiers in the "
        + "same view hierarchy. (74246633)\"",
      symptom: "only the last modifier applied ever presents; the others' presentations are "
        + "ignored",
      sources: [
        KnownIssue.flowStacksChainedPresentations,
        "https://github.com/johnpatrickmorgan/FlowStacks/pull/13",
        "https://developer.apple.com/documentation/ios-ipados-release-notes/ios-ipados-14_5-release-notes",
      ]),
    strategies: [PresentThroughSingleItem()])
}

/// Drives the presentations of a view through one item-driven modifier on iOS 14.0 to 14.4.
///
/// On those versions, of several `sheet` and `fullScreenCover` modifiers chained on one view
/// only the last one applied presents. One modifier whose item (an enum of the view's
/// presentations) says which presentation and its style presents every one of them.
///
/// Moving each modifier onto a view of its own, nested in the one before (FlowStacks' first
/// attempt), presents on 14.x but fails from the fifth nested presentation on iOS 15: the
/// strategy does not do that, and does nothing from 14.5.
package struct PresentThroughSingleItem: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-chained-modifiers-last-wins` on iOS and iPadOS 14.0 to 14.4.
  package let descriptor = StrategyDescriptor(
    id: .presentThroughSingleItem,
    title: "Present through one item-driven modifier",
    addresses: [.sheetChainedModifiersLastWins],
    versions: affectedVersions,
    rationale: "Only the last of several chained presentation modifiers presents; a single "
      + "modifier driven by an item presents every presentation the item names, at any depth.",
    sources: [
      KnownIssue.flowStacksChainedPresentations,
      "https://github.com/johnpatrickmorgan/FlowStacks/pull/13",
    ])

  /// Drives several presentations through one item.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.multiplePresentations = .singleItem
  }
}
