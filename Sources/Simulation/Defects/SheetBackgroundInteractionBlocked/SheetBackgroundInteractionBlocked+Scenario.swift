import Strategies

extension DefectScenario {
  /// `sheet-background-interaction-blocked`: a bottom sheet over a map that keeps the map
  /// usable up through its medium detent, and a modal filter sheet.
  ///
  /// The model's assumptions, beyond the sources (gini/gini-mobile-ios #1126 gives 16.0 to 16.3
  /// and the UIKit fix; Apple's documentation gives `largestUndimmedDetentIdentifier` from 15.0
  /// and `presentationBackgroundInteraction` from 16.4): SwiftUI leaves the controller's
  /// undimmed detent alone below 16.4, and from 16.4 writes its own preference into it when the
  /// sheet presents and whenever it changes detent.
  package static let backgroundInteraction = DefectScenario(
    issue: .sheetBackgroundInteractionBlocked,
    title: "Keep the view behind a sheet with detents interactive",
    defaultTraits: [],
    source: KnownIssue.giniBackgroundInteractionFix,
    steps: "a bottom sheet over a map, interactive behind up through its medium detent: tap "
      + "the map's close button at the small detent, then at medium, large and small again; "
      + "then a modal filter sheet, tapped behind the same way",
    detects: [.presenterInteractionBlocked, .sheetNotModal, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    try BackgroundInteractionClients.run(run)
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes and its part of the random walk.
  package static let sheetBackgroundInteractionBlocked = SimulatedDefect(
    scenario: .backgroundInteraction,
    equivalentMutants: [],
    walkComponents: [.detentSheet],
    policyFields: [
      PolicyField(
        .sheetPresentation, "backgroundInteraction", \.sheetPresentation.backgroundInteraction,
        alternate: BackgroundInteractionRoute.sheetController,
        values: BackgroundInteractionRoute.allCases)
    ])
}
