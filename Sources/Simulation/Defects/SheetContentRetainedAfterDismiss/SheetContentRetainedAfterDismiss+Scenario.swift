import Strategies

extension GlitchKind {
  /// A dismissed sheet's view model is still alive: its `deinit` has not run, and it keeps
  /// handling the app's events.
  public static let dismissedSheetContentAlive = GlitchKind(
    "dismissedSheetContentAlive", summary: "dismissed sheet's model still alive")
  /// A sheet on screen shows a value of its presenter's that the presenter has replaced: its
  /// host was given the content once, where SwiftUI's sheet would have followed the state.
  public static let sheetContentStale = GlitchKind(
    "sheetContentStale", summary: "sheet content not updated", isOverMitigation: true)
}

extension DefectScenario {
  /// `sheet-content-retained-after-dismiss`: an inbox opens two messages in an editor sheet,
  /// one after the other, and a sync event arrives after both are closed.
  ///
  /// The model's assumptions, beyond the sources (an app's investigation bounding the leak to
  /// 17.0 up to 17.2, a workaround package tested on 17.0 to 17.1 beta 3, an article naming
  /// 17.0 to 17.1 and a fix in 17.2): every dismissed SwiftUI sheet on 17.0.x and 17.1.x is
  /// kept for the rest of the process, whatever its content; a hosting controller the app
  /// presents with UIKit is released on every version.
  package static let sheetContentRetainedAfterDismiss = DefectScenario(
    issue: .sheetContentRetainedAfterDismiss,
    title: "Release a dismissed sheet's view model",
    defaultTraits: [],
    source: KnownIssue.approachLeakedStores,
    steps: "Open message 1 in the editor sheet (its view model subscribes to sync events, its "
      + "header shows the inbox's unread count); the count changes; swipe the sheet down; open "
      + "message 2 and tap Done; a sync event arrives",
    detects: [.dismissedSheetContentAlive, .sheetContentStale]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try RetainedSheetClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try RetainedSheetClients.runMitigated(
        version: run.version, planner: SheetContentHostingPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let sheetContentRetainedAfterDismiss = SimulatedDefect(
    scenario: .sheetContentRetainedAfterDismiss,
    equivalentMutants: [],
    walkComponents: [.retainedSheet],
    policyFields: [
      .keyed(
        SheetContentHostingPolicy.self, "sheetContentHosting",
        alternate: SheetContentHosting.ownedController, values: SheetContentHosting.allCases)
    ])
}
