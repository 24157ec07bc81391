import Strategies

extension GlitchKind {
  /// A bar button item whose custom view draws its own background was drawn on the bar's shared
  /// glass background too, in a capsule with its neighbours.
  public static let barItemDoubleBackground = GlitchKind(
    "barItemDoubleBackground", summary: "bar item drawn on two backgrounds")
  /// A plain bar button item (a title, an image, a system item) lost the glass background the
  /// design gives it: it shows bare, and its touch area shrinks to the glyph.
  public static let barItemGlassRemoved = GlitchKind(
    "barItemGlassRemoved", summary: "plain bar item lost its glass", isOverMitigation: true)
}

extension DefectScenario {
  /// `bar-button-shared-glass-background`: a profile screen's navigation bar with an avatar, a
  /// filled button and two icons; the trailing items are built again when a count changes.
  ///
  /// The model's assumptions, beyond the sources (Apple's documentation of
  /// `hidesSharedBackground` and of `UIDesignRequiresCompatibility`, godtools-swift,
  /// TZImagePickerController, react-native-screens): the glass follows the older of the OS and
  /// the SDK (26 or later) and the compatibility design alone, and every custom view that
  /// draws its own background is judged as one; the design has no announced end, so the
  /// affected range has none.
  package static let barButtonSharedGlassBackground = DefectScenario(
    issue: .barButtonSharedGlassBackground,
    title: "Keep bar items that draw their own background off the bar's glass",
    defaultTraits: [],
    source: KnownIssue.godToolsHidesSharedBackground,
    steps: "Open a profile screen: an avatar on the leading side, a filled Upgrade button, a "
      + "share icon and a more icon on the trailing side; the unread count changes and the "
      + "trailing items are built again (the button with a badge, the share icon)",
    detects: [.barItemDoubleBackground, .barItemGlassRemoved, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try BarItemBackgroundClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try BarItemBackgroundClients.runMitigated(
        context: run.context, planner: BarItemBackgroundPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its part of the random walk and its policy key's row.
  package static let barButtonSharedGlassBackground = SimulatedDefect(
    scenario: .barButtonSharedGlassBackground,
    equivalentMutants: [],
    walkComponents: [.barItemBackground],
    policyFields: [
      PolicyField.keyed(
        BarItemBackgroundPolicy.self, "barItemBackground",
        alternate: BarItemBackgroundRoute.hiddenWhereItemDrawsItsOwn,
        values: BarItemBackgroundRoute.allCases)
    ])
}
