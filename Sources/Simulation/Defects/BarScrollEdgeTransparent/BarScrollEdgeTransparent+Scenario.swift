import Strategies

extension GlitchKind {
  /// A navigation or tab bar showed through (no background) where the app's design has one.
  public static let barTransparentAtScrollEdge = GlitchKind(
    "barTransparentAtScrollEdge", summary: "bar transparent at the scroll edge")
  /// A bar showed another background than the app designed (a transparent scroll edge made
  /// opaque, the app's own scroll-edge appearance replaced).
  public static let barScrollEdgeAppearanceLost = GlitchKind(
    "barScrollEdgeAppearanceLost", summary: "bar scroll-edge appearance lost",
    isOverMitigation: true)
}

extension DefectScenario {
  /// `bar-scroll-edge-transparent`: an app's navigation and tab bars at the scroll edge and
  /// scrolled away.
  ///
  /// By design from iOS 15: the catalogue has no fixed version, and the model keeps the iOS 15
  /// rule on every later version.
  package static let barScrollEdge = barScrollEdge { appearance, screen, ownSet in
    appearance.scrollEdgePlan(for: screen.kind, appSetsScrollEdgeAppearance: ownSet)
  }

  /// The scenario with the mitigated run's plans from `plan` (the appearance, the bar, whether
  /// the app set its own scroll-edge appearance) instead of the primitive's: for checking that
  /// the scenario tells a wrong plan apart.
  package static func barScrollEdge(
    plan: @escaping @Sendable (BarAppearance, BarScreenClients.Screen, Bool) -> BarAppearancePlan
  ) -> DefectScenario {
    DefectScenario(
      issue: .barScrollEdgeTransparent,
      title: "Navigation and tab bars customised through their standard appearance",
      defaultTraits: [],
      source:
        "https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance",
      steps: "a standard-title navigation bar with a brand standardAppearance, a tab bar with a "
        + "legacy barTintColor, a large-title navigation bar designed transparent at the top, a "
        + "tab bar with its own scrollEdgeAppearance (iOS 15+); each rendered at the scroll "
        + "edge and scrolled",
      detects: [.barTransparentAtScrollEdge, .barScrollEdgeAppearanceLost, .unavailableAPICalled]
    ) { (run) throws(SimulationError) in
      switch run.mode {
      case .naive:
        try BarScreenClients.runNaive(version: run.version, session: run.session)
      case .strategies:
        let appearance = BarAppearance(strategies: run.strategies)
        try BarScreenClients.run(version: run.version, session: run.session) { screen, ownSet in
          plan(appearance, screen, ownSet)
        }
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the primitive that carries it.
  package static let barScrollEdgeTransparent = SimulatedDefect(
    scenario: .barScrollEdge,
    equivalentMutants: [], walkComponents: [.bars],
    policyFields: [
      .flag(
        .listAppearance, "barScrollEdgeUsesStandardAppearance",
        \.listAppearance.barScrollEdgeUsesStandardAppearance)
    ],
    primitiveMutants: [
      PrimitiveMutant(
        strategy: .standardAppearanceAtScrollEdge,
        change: "BarAppearance gives large-title navigation bars the standard appearance too",
        scenario: .barScrollEdge { appearance, _, ownSet in
          BarAppearancePlan(
            setsScrollEdgeToStandard: appearance.policy.barScrollEdgeUsesStandardAppearance
              && !ownSet)
        }),
      PrimitiveMutant(
        strategy: .standardAppearanceAtScrollEdge,
        change: "BarAppearance replaces the app's own scroll-edge appearance",
        scenario: .barScrollEdge { appearance, screen, _ in
          appearance.scrollEdgePlan(for: screen.kind, appSetsScrollEdgeAppearance: false)
        }),
    ])
}
