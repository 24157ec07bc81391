// MARK: - `sheet-multi-layer-dismiss-partial`: the defect, its identifier and its strategy

extension IssueID {
  /// One state change that dismisses two or more stacked sheets or covers dismisses only the
  /// top one before iOS 17.0 (the first affected version is unknown).
  public static let sheetMultiLayerDismissPartial: IssueID = "sheet-multi-layer-dismiss-partial"
}

extension StrategyID {
  /// The built-in strategy that dismisses several stacked sheets one layer at a time, for
  /// ``IssueID/sheetMultiLayerDismissPartial``.
  public static let stageLayerDismissals: StrategyID = "stage-layer-dismissals"
}

extension KnownIssue {
  /// johnpatrickmorgan/FlowStacks, `FlowPath+calculateSteps.swift`: several presented layers
  /// dismissed in one step only under `#available(iOS 17.0, *)`.
  package static let flowStacksCalculateSteps =
    "https://github.com/johnpatrickmorgan/FlowStacks/blob/main/Sources/FlowStacks/FlowPath%2BcalculateSteps.swift"
  /// anyproto/anytype-swift pull request 462: one dismissal for every layer on iOS 17, one per
  /// layer on iOS 15 and 16.
  package static let anytypeMultipleDismiss = "https://github.com/anyproto/anytype-swift/pull/462"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(13)..<VersionNumber(17))

extension BuiltInDefect {
  /// `sheet-multi-layer-dismiss-partial`.
  package static let sheetMultiLayerDismissPartial = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetMultiLayerDismissPartial,
      title: "Dismissing several stacked sheets in one update leaves the lower ones presented",
      affected: affectedVersions,
      trigger: "one state change clears the bindings of two or more stacked sheets or "
        + "full-screen covers (each presented from the one below it): \"close everything\", a "
        + "logout, a deep link back to the root. FlowStacks dismisses several layers in one step "
        + "only under `#available(iOS 17.0, *)` (\"On iOS 17, this can be performed in one "
        + "step\") and one layer per step, 0.65 s apart, below; anyproto/anytype-swift#462: one "
        + "dismissal for all on iOS 17, two on 15 and 16; FlowStacks#89: `dismissAll()` \"just "
        + "dismiss one\" on iOS 16.0. The first affected version is unknown: the catalogue "
        + "assumes every version with SwiftUI sheets (iOS 13.0 on)",
      symptom: "only the top layer is dismissed: the layers below it stay on screen while their "
        + "bindings say dismissed, until the app sets them again",
      sources: [
        KnownIssue.flowStacksCalculateSteps, KnownIssue.anytypeMultipleDismiss,
        "https://github.com/johnpatrickmorgan/FlowStacks/issues/89",
      ]),
    strategies: [StageLayerDismissals()])
}

/// Dismisses several stacked sheets one layer at a time, each after the one above it has left
/// the screen, below iOS 17.
///
/// Below 17.0 one update that clears the bindings of several presented layers dismisses only
/// the top one; the others stay on screen. Cleared one per update, each once the dismissal
/// above it has ended (its `onDismiss`), every layer leaves. From 17.0 one update dismisses
/// them all together, and staging there would only slide them away one after another: the
/// strategy does nothing.
package struct StageLayerDismissals: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-multi-layer-dismiss-partial` on iOS and iPadOS 13.0 to 16.x.
  package let descriptor = StrategyDescriptor(
    id: .stageLayerDismissals,
    title: "Dismiss stacked sheets one layer at a time",
    addresses: [.sheetMultiLayerDismissPartial],
    versions: affectedVersions,
    rationale: "One update that dismisses several layers dismisses only the top one below 17; "
      + "one layer per update, each after the one above has gone, dismisses them all.",
    sources: [KnownIssue.flowStacksCalculateSteps, KnownIssue.anytypeMultipleDismiss])

  /// Dismisses one layer per update.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.dismissesLayersOneAtATime = true
  }
}
