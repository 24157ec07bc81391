import Strategies

extension GlitchKind {
  /// A vertical scroll started on a row did not move the list: the row's drag took it.
  public static let scrollBlockedByRowDrag = GlitchKind(
    "scrollBlockedByRowDrag", summary: "scroll taken by a row's drag")
  /// A horizontal swipe on a row, as long as the app designed its swipe to start at, did not
  /// slide the row.
  public static let rowSwipeMissed = GlitchKind(
    "rowSwipeMissed", summary: "row swipe missed", isOverMitigation: true)
}

extension DefectScenario {
  /// `scroll-child-drag-blocks-scroll`: a feed whose rows swipe sideways to reply; the user
  /// scrolls starting on rows and swipes rows far and a little.
  ///
  /// The model's assumptions, beyond the sources (FB14688465, mlem, SwipeCell, Artemis): the
  /// scroll view's slop is 10 points, the first recognizer to begin wins from a linked 18,
  /// and iOS 26 arbitrates as 18 does (no source gives a fixed version).
  package static let scrollChildDragBlocksScroll = DefectScenario(
    issue: .scrollChildDragBlocksScroll,
    title: "Scroll a feed whose rows swipe sideways",
    defaultTraits: [],
    source: KnownIssue.scrollDragFeedback,
    steps: "A feed whose rows swipe to reply (DragGesture, minimum distance 10): scroll down "
      + "140 points starting on a row; swipe a row 80 points; swipe a row 16 points; scroll "
      + "up 90 points starting on a row",
    detects: [.scrollBlockedByRowDrag, .rowSwipeMissed, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try RowSwipeClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try RowSwipeClients.runMitigated(
        context: run.context, planner: RowSwipeGesturePlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let scrollChildDragBlocksScroll = SimulatedDefect(
    scenario: .scrollChildDragBlocksScroll,
    equivalentMutants: [],
    walkComponents: [.rowSwipe],
    policyFields: [
      PolicyField.keyed(
        RowSwipeGesturePolicy.self, "rowSwipeGesture",
        alternate: RowSwipeGesturePlan.directionalPan, values: RowSwipeGesturePlan.allCases)
    ])
}
