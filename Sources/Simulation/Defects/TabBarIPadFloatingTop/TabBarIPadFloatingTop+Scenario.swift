import Strategies

extension GlitchKind {
  /// The tab bar moved to the top, over the navigation bar's items, and the UI anchored above
  /// a bottom tab bar lost its inset.
  public static let tabBarMovedToTop = GlitchKind(
    "tabBarMovedToTop", summary: "tab bar moved to the top")
  /// A view controller (a tab's content, or the tab bar) is laid out in a horizontal size
  /// class other than its window's: an iPad's regular layout turned into an iPhone one, or
  /// the reverse.
  public static let contentSizeClassChanged = GlitchKind(
    "contentSizeClassChanged", summary: "content's size class not the window's",
    isOverMitigation: true)
}

extension DefectScenario {
  /// `tab-bar-ipad-floating-top`: a three-tab app designed for a bottom tab bar opens full
  /// screen on an iPad, goes into Slide Over and back.
  ///
  /// The model's assumptions, beyond the sources (Apple's iOS 18 release notes, WooCommerce,
  /// .NET MAUI): the top placement follows the idiom, the tab bar controller's own horizontal
  /// size class and the older of the OS and the SDK (18 or later), and nothing else; iPadOS 26
  /// places its bar as 18 does, so the affected range has no end.
  package static let tabBarIPadFloatingTop = DefectScenario(
    issue: .tabBarIPadFloatingTop,
    title: "Keep an iPad tab bar at the bottom, under bars and a mini player",
    defaultTraits: [.padIdiom],
    source: KnownIssue.wooCommerceBottomTabBar,
    steps: "Open a three-tab app (bar items and search in each tab, a mini player on the tab "
      + "bar) full screen on an iPad; go into Slide Over; back to full screen",
    detects: [.tabBarMovedToTop, .contentSizeClassChanged, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try TabBarPlacementClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try TabBarPlacementClients.runMitigated(
        context: run.context, planner: TabBarPlacementPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let tabBarIPadFloatingTop = SimulatedDefect(
    scenario: .tabBarIPadFloatingTop,
    equivalentMutants: [],
    walkComponents: [.tabBarPlacement],
    policyFields: [
      PolicyField(
        .listAppearance, "tabBarSizeClass", \.listAppearance.tabBarSizeClass,
        alternate: TabBarSizeClassPlan.compactTabBarController,
        values: TabBarSizeClassPlan.allCases)
    ])
}
