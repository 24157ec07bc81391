import Strategies

extension GlitchKind {
  /// The app asked for an interface orientation and the interface stayed in another.
  package static let interfaceNotRotated = GlitchKind(
    "interfaceNotRotated", summary: "interface not rotated")
}

extension DefectScenario {
  /// `orientation-setvalue-ignored`: a portrait app rotates to landscape for its player and
  /// back.
  ///
  /// The model's assumptions, beyond the sources (the iOS 16 release notes, and WebKit's
  /// "for all apps linked on or after iOS 16" a no-op): the orientation key rotated on every
  /// version where the linked version is below 16, and the request is judged once the calls
  /// have returned.
  package static let orientationSetValue = DefectScenario(
    issue: .orientationSetValueIgnored,
    title: "Rotate a portrait app to a landscape player and back",
    defaultTraits: [],
    source: KnownIssue.webKitRotationLinkedOnOrAfter,
    steps: "Watch: the player supports landscape only and the app rotates to landscape; Done: "
      + "the screen supports portrait only and the app rotates back",
    detects: [.interfaceNotRotated, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try OrientationClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try OrientationClients.runMitigated(
        context: run.context, planner: InterfaceRotationPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let orientationSetValueIgnored = SimulatedDefect(
    scenario: .orientationSetValue,
    equivalentMutants: [],
    walkComponents: [.orientationScene],
    policyFields: [
      PolicyField(
        .viewTransforms, "interfaceRotation", \.viewTransforms.interfaceRotation,
        alternate: InterfaceRotationRequest.geometryUpdate,
        values: InterfaceRotationRequest.allCases)
    ])
}
