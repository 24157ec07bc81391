import Strategies

extension GlitchKind {
  /// A tap on the selected tab left the stack it hosts above its root.
  package static let tabReselectIgnored = GlitchKind(
    "tabReselectIgnored", summary: "tab reselect did not pop to root")
  /// The app popped a tab's stack on a reselect where the tab bar pops it too.
  package static let tabReselectPoppedTwice = GlitchKind(
    "tabReselectPoppedTwice", summary: "tab reselect popped twice", isOverMitigation: true)
}

extension DefectScenario {
  /// `tab-reselect-pops-stack`: the user taps the selected tab of a `TabView` to go back to the
  /// root of the stack it hosts.
  ///
  /// The model's assumptions beyond the sources (Apple's iOS 18 release note and reports on
  /// 17.x): the `TabView` did not pop on any version with `NavigationStack` before 18.0, and
  /// pops from 18.0 whatever SDK the app is linked with.
  package static let tabReselect = DefectScenario(
    issue: .tabReselectPopsStack,
    title: "Tap the selected tab to return to the root of its NavigationStack",
    defaultTraits: [.stackInTabView],
    source: KnownIssue.catalogue.first { $0.id == .tabReselectPopsStack }?.sources.first ?? "",
    steps: "on the first tab push ×3 and tap it again; push ×2, visit the second tab (push), "
      + "back to the first and tap it again (depth 2); push and tap it again (depth 1); tap it "
      + "again at the root; push, select the second tab and tap it again (depth 1)",
    detects: [.tabReselectIgnored, .tabReselectPoppedTwice]
  ) { (run) throws(SimulationError) in
    guard run.traits.contains(.stackInTabView) else {
      throw .notApplicable(reason: "without a TabView there is no tab to tap again")
    }
    switch run.mode {
    case .naive:
      try TabReselectClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      if let passthrough = PassthroughTabReselectPlanner(strategies: run.strategies) {
        try TabReselectClients.runMitigated(
          version: run.version, strategies: run.strategies, planner: passthrough,
          session: run.session)
      } else {
        try TabReselectClients.runMitigated(
          version: run.version, strategies: run.strategies,
          planner: TabReselectPlanner(strategies: run.strategies), session: run.session)
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let tabReselectPopsStack = SimulatedDefect(
    scenario: .tabReselect, equivalentMutants: [], walkComponents: [.tabReselect],
    policyFields: [
      PolicyField(
        .pathChanges, "tabReselection", \.pathChanges.tabReselection,
        alternate: TabReselectPlan.popToRoot, values: TabReselectPlan.allCases)
    ])
}
