import Strategies

extension GlitchKind {
  /// A bar designed to take the new design's glass draws its appearance's own background
  /// instead: an opaque slab, or nothing at all.
  public static let barBackgroundOverGlass = GlitchKind(
    "barBackgroundOverGlass", summary: "bar background replaces the glass")
  /// A bar drawn otherwise than its design where the glass is not at stake: the app's colour or
  /// foreground styling lost, a transparent bar blurred, a bar meant opaque turned to glass.
  public static let barDesignLost = GlitchKind(
    "barDesignLost", summary: "bar drawn unlike its design", isOverMitigation: true)
}

extension DefectScenario {
  /// `bar-appearance-background-overridden`: an app's navigation bar in its colour, its tab bar
  /// over the content and a map screen's opaque navigation bar, configured at launch and again
  /// for a new theme.
  ///
  /// The model's assumptions, beyond the sources (cupertino_native_better, dailyvox,
  /// react-native-bottom-tabs, iBurn-iOS, Scribe-iOS and Apple's documentation of
  /// `UIDesignRequiresCompatibility`): the glass follows the older of the OS and the SDK (26 or
  /// later) and the compatibility design alone, every opaque colour covers it alike, and the
  /// design has no announced end, so the affected range has none.
  package static let barAppearanceBackgroundOverridden = DefectScenario(
    issue: .barAppearanceBackgroundOverridden,
    title: "Keep the glass on bars whose appearance sets a background",
    defaultTraits: [],
    source: KnownIssue.cupertinoTransparentTabBar,
    steps: "Launch: a navigation bar with an opaque appearance in the app's colour, a tab bar "
      + "with a transparent appearance over the content, a map screen's navigation bar opaque "
      + "in every design, each with the app's title and item colours; change the theme: every "
      + "appearance configured again",
    detects: [.barBackgroundOverGlass, .barDesignLost]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try BarGlassBackgroundClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try BarGlassBackgroundClients.runMitigated(
        context: run.context, planner: BarGlassBackgroundPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its part of the random walk and its policy key's row.
  package static let barAppearanceBackgroundOverridden = SimulatedDefect(
    scenario: .barAppearanceBackgroundOverridden,
    equivalentMutants: [],
    walkComponents: [.barGlassBackground],
    policyFields: [
      PolicyField.keyed(
        BarGlassBackgroundPolicy.self, "barGlassBackground",
        alternate: BarGlassBackgroundRoute.defaultWhereGlassDesigned,
        values: BarGlassBackgroundRoute.allCases)
    ])
}
