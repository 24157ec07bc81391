import Strategies

extension GlitchKind {
  /// A pushed screen asked to hide the tab bar (`hidesBottomBarWhenPushed`) and the tab bar
  /// stayed over it.
  public static let tabBarShownOverPushedScreen = GlitchKind(
    "tabBarShownOverPushedScreen", summary: "tab bar shown over a screen that hid it")
  /// The tab bar is hidden on a tab's root after the screen that hid it was popped: the
  /// controller's hidden preference was left set.
  public static let tabBarHiddenAtRoot = GlitchKind(
    "tabBarHiddenAtRoot", summary: "tab bar hidden at the tab's root", isOverMitigation: true)
}

extension DefectScenario {
  /// `tab-ipad-hide-bottom-bar-ignored`: a reader app built for the iPad's top tab bar opens
  /// its reader (which asks to hide the tab bar) from the Library tab and goes back, twice.
  ///
  /// The model's assumptions, beyond the sources (Apple's answer quoted in LNPopupController's
  /// iOS 18 issue, ESTabBarController's and Titanium's reports): the push flag reaches the
  /// bottom bar alone and the top container ignores it, on iPadOS 18 and 26 alike; the
  /// controller's preference hides either bar and is never reset by the system. The defect is
  /// modelled where the app keeps the top bar (``ContextTrait/topTabBarKept``): an app designed
  /// for a bottom bar moves it back with `compact-tab-bar-controller-size-class`, and the flag
  /// works there (the run without the trait shows it).
  package static let tabIPadHideBottomBarIgnored = DefectScenario(
    issue: .tabIPadHideBottomBarIgnored,
    title: "Hide the iPad's top tab bar for a pushed screen that wants none",
    defaultTraits: [.padIdiom, .topTabBarKept],
    source: KnownIssue.lnPopupTabBarHidden,
    steps: "On an iPad, full screen, open the reader (hidesBottomBarWhenPushed) from the "
      + "Library tab, then go back; twice",
    detects: [.tabBarShownOverPushedScreen, .tabBarHiddenAtRoot, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try TabBarHidingClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try TabBarHidingClients.runMitigated(
        context: run.context, placement: TabBarPlacementPlanner(strategies: run.strategies),
        hiding: TabBarHidingPlanner(strategies: run.strategies), session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario and its policy key's row.
  package static let tabIPadHideBottomBarIgnored = SimulatedDefect(
    scenario: .tabIPadHideBottomBarIgnored,
    equivalentMutants: [],
    policyFields: [
      PolicyField.keyed(
        TabBarHidingPolicy.self, "tabBarHiding",
        alternate: TabBarHidingPlan.controllerHiddenWhilePushed, values: TabBarHidingPlan.allCases)
    ])
}
