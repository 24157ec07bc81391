import Strategies

extension DefectScenario {
  /// `sheet-multi-layer-dismiss-partial`: one tap that closes three stacked presentations.
  ///
  /// The model's assumptions, beyond the sources (FlowStacks' iOS 17 gate, anytype's recordings
  /// on 15, 16 and 17): every version with SwiftUI sheets before 17.0 dismisses only the top
  /// layer of such an update, and a dismissal asked during another's animation fails there.
  package static let multiLayerDismiss = DefectScenario(
    issue: .sheetMultiLayerDismissPartial,
    title: "Dismiss three stacked presentations in one action",
    defaultTraits: [],
    source: KnownIssue.flowStacksCalculateSteps,
    steps: "settings presents account, which presents a confirmation; its Log out button "
      + "clears all three bindings in one action",
    detects: [.layerNotDismissed, .updateDelayed]
  ) { (run) throws(SimulationError) in
    try LayerDismissClients.run(run)
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes and its part of the random walk.
  package static let sheetMultiLayerDismissPartial = SimulatedDefect(
    scenario: .multiLayerDismiss,
    equivalentMutants: [],
    walkComponents: [.sheetLayers],
    policyFields: [
      .flag(
        .sheetPresentation, "dismissesLayersOneAtATime",
        \.sheetPresentation.dismissesLayersOneAtATime)
    ])
}
