import Strategies

extension DefectScenario {
  /// `sheet-represent-during-dismiss-ignored`: one tap dismisses a sheet and presents the next.
  ///
  /// The model's assumptions, beyond the sources (the iOS 16.4 release notes give the fix and
  /// the trigger): every version with SwiftUI sheets before 16.4 is affected (the first
  /// affected version is unknown), and 16.4 presents the next sheet in the turn its binding is
  /// set.
  package static let representDuringDismiss = DefectScenario(
    issue: .sheetRepresentDuringDismissIgnored,
    title: "Present a sheet while the previous one is being dismissed",
    defaultTraits: [],
    source: KnownIssue.iOS16_4ReleaseNotes,
    steps: "a filter sheet is on screen; its Edit button sets showFilters = false and "
      + "showEditor = true in one action",
    detects: [.presentationDidNotPresent, .updateDelayed]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try RepresentClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try RepresentClients.runMitigated(
        version: run.version, sequencer: SheetSequencer(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategy that are equivalent to it.
  package static let sheetRepresentDuringDismissIgnored = SimulatedDefect(
    scenario: .representDuringDismiss,
    equivalentMutants: [],
    policyFields: [
      .flag(
        .sheetPresentation, "presentsAfterDismissal", \.sheetPresentation.presentsAfterDismissal)
    ])
}
