import Strategies

extension GlitchKind {
  /// The app crashed in UIKit laying out or restoring a search presentation that stayed on
  /// while its screen was out of view.
  public static let searchPresentationCrash = GlitchKind(
    "searchPresentationCrash", summary: "crash with search presented")
  /// The app collapsed a presented search before the screen left the view where the container
  /// would have restored it: the user comes back to a closed search for nothing.
  public static let searchCollapsedNeedlessly = GlitchKind(
    "searchCollapsedNeedlessly", summary: "search collapsed needlessly", isOverMitigation: true)
}

extension DefectScenario {
  /// `search-active-scene-transition-crash`: on a catalogue's search screen the user searches,
  /// opens a result and goes back, switches tabs and back, and sends the app to the background
  /// and back, searching again each time.
  ///
  /// The model's assumptions, beyond the sources (an app's crash reports on 26.4 and later, its
  /// shipped fix and its review; another app's iPad fix on 26.0): every exit with the search
  /// presented, and every return to it, crashes on 26.4 and later; on an iPad before 26.4
  /// only the way back from a pushed screen crashes, whatever the pushed screen does with the
  /// navigation bar; no release is known to fix either, so the range has no end. The default
  /// traits are an iPad's (both strategies act there); the default matrix also runs it without
  /// the iPad idiom, where the defect starts at 26.4.
  package static let searchActiveSceneTransitionCrash = DefectScenario(
    issue: .searchActiveSceneTransitionCrash,
    title: "Collapse a presented search before its screen leaves the view",
    defaultTraits: [.padIdiom],
    source: KnownIssue.ruddarrSearchPaletteCrash,
    steps: "Search for a title and open a result, then go back; search again and switch to "
      + "another tab, then back; search again, send the app to the background, then open it",
    detects: [.searchPresentationCrash, .searchCollapsedNeedlessly]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try SearchCollapseClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try SearchCollapseClients.runMitigated(
        context: run.context, planner: SearchCollapsePlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// key's row.
  package static let searchActiveSceneTransitionCrash = SimulatedDefect(
    scenario: .searchActiveSceneTransitionCrash,
    equivalentMutants: [
      EquivalentMutant(
        strategy: .deactivateSearchBeforePush,
        change: "drop trait ipad-idiom",
        reason: "before 26.4 its issue needs the iPad idiom, so the registry keeps the variant "
          + "off on an iPhone there; from 26.4 collapse-search-before-hiding is active on an "
          + "iPhone too and already collapses before a push, so the plan is the same"),
      EquivalentMutant(
        strategy: .collapseSearchBeforeHiding,
        change: "order swapped: applied before deactivate-search-before-push",
        reason: "both add exits to the same set of triggers, and a union does not depend on "
          + "its order: either order resolves the same plan"),
    ],
    walkComponents: [.searchCollapse],
    policyFields: [
      PolicyField.keyed(
        SearchCollapsePolicy.self, "searchCollapse", alternate: SearchCollapseTriggers.everyExit,
        values: SearchCollapseTriggers.allCases)
    ])
}
