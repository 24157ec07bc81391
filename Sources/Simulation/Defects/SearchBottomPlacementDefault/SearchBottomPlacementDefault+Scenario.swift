import Strategies

extension GlitchKind {
  /// A search field designed under the title was shown in the bottom toolbar of an iPhone
  /// screen.
  public static let searchMovedToToolbar = GlitchKind(
    "searchMovedToToolbar", summary: "search field moved to the bottom toolbar")
  /// A search field the app moved to the new design was kept in the navigation bar where the
  /// system places it at the bottom.
  public static let searchKeptFromToolbar = GlitchKind(
    "searchKeptFromToolbar", summary: "search field kept from the bottom toolbar",
    isOverMitigation: true)
}

extension DefectScenario {
  /// `search-bottom-placement-default`: a mail app opens its inbox (search under the title,
  /// with a scope bar) and its contact picker (search left to the system) on an iPhone.
  ///
  /// The model's assumptions, beyond the sources (Apple's documentation of
  /// `searchBarPlacementAllowsToolbarIntegration` and of `UIDesignRequiresCompatibility`,
  /// react-native-screens, react-native-navigation, FlowCrypt): the bottom placement follows
  /// the older of the OS and the SDK (26 or later), the compatibility design, the idiom and the
  /// navigation item's toolbar integration alone, and the preferred placement does not keep the
  /// field at the top; the design has no announced end, so the affected range has none.
  package static let searchBottomPlacementDefault = DefectScenario(
    issue: .searchBottomPlacementDefault,
    title: "Keep a search field designed under the title in the navigation bar",
    defaultTraits: [],
    source: KnownIssue.screensSearchToolbarIntegration,
    steps: "Open the inbox (a search field under the title, a scope bar above the messages); "
      + "open the contact picker (its search field left where the system places it)",
    detects: [.searchMovedToToolbar, .searchKeptFromToolbar, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SearchPlacementClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try SearchPlacementClients.runMitigated(
        context: run.context, planner: SearchPlacementPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its part of the random walk and its policy key's row.
  package static let searchBottomPlacementDefault = SimulatedDefect(
    scenario: .searchBottomPlacementDefault,
    equivalentMutants: [],
    walkComponents: [.searchPlacement],
    policyFields: [
      PolicyField.keyed(
        SearchPlacementPolicy.self, "searchPlacement",
        alternate: SearchPlacementRoute.navigationBarWhereDesigned,
        values: SearchPlacementRoute.allCases)
    ])
}
