import Strategies

extension GlitchKind {
  /// A push found no `navigationDestination` for its value: a link did nothing, or the path
  /// showed a blank screen.
  public static let pushFoundNoDestination = GlitchKind(
    "pushFoundNoDestination", summary: "push found no destination")
  /// A type's destination was registered both on the stack's root and on a row.
  public static let destinationDeclaredTwice = GlitchKind(
    "destinationDeclaredTwice", summary: "destination declared twice", isOverMitigation: true)
}

extension DefectScenario {
  /// `stack-destination-in-lazy-container-ignored`: links and deep links in a `List` whose
  /// sections' headers attach `navigationDestination(for:)`.
  ///
  /// The model's assumption beyond the sources (Apple's iOS 18 release note, the runtime
  /// warning): before iOS 18, from 16.0, a destination on a row that is not on screen is not
  /// there, so a deep link whose destination's section is scrolled off finds none.
  package static let lazyContainerDestination = DefectScenario(
    issue: .stackDestinationInLazyContainerIgnored,
    title: "Push from a List whose section headers attach navigationDestination(for:)",
    defaultTraits: [],
    source: KnownIssue.catalogue.first { $0.id == .stackDestinationInLazyContainerIgnored }?
      .sources.first ?? "",
    steps: "tap a book next to the Books header, back; deep link to an author (Authors "
      + "header off screen), back; scroll to the authors, tap one, back; deep link to a book "
      + "(Books header off screen), back",
    detects: [.pushFoundNoDestination, .destinationDeclaredTwice, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try LazyDestinationClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      if let passthrough = PassthroughDestinationPlacementPlanner(strategies: run.strategies) {
        try LazyDestinationClients.runMitigated(
          version: run.version, planner: passthrough, session: run.session)
      } else {
        try LazyDestinationClients.runMitigated(
          version: run.version, planner: DestinationPlacementPlanner(strategies: run.strategies),
          session: run.session)
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its walk component and the policy field its strategy introduced.
  package static let stackDestinationInLazyContainerIgnored = SimulatedDefect(
    scenario: .lazyContainerDestination, equivalentMutants: [],
    walkComponents: [.lazyContainerDestinations],
    policyFields: [
      PolicyField(
        .pathChanges, "destinationPlacement", \.pathChanges.destinationPlacement,
        alternate: DestinationPlacement.stackRoot, values: DestinationPlacement.allCases)
    ])
}
