import Strategies

extension GlitchKind {
  /// A UIKit presentation designed full screen showed as a card sheet that can be swiped away.
  public static let modalShownAsCard = GlitchKind(
    "modalShownAsCard", summary: "full-screen flow shown as a card")
  /// A full-screen flow closed and the presenter's `viewWillAppear` did not run: it never left
  /// the hierarchy.
  public static let presenterNotRefreshed = GlitchKind(
    "presenterNotRefreshed", summary: "presenter not refreshed on return")
  /// A presentation the app meant as a card covered the screen where a card was possible, and
  /// lost its swipe-to-dismiss.
  public static let sheetForcedFullScreen = GlitchKind(
    "sheetForcedFullScreen", summary: "sheet forced full screen", isOverMitigation: true)
}

extension DefectScenario {
  /// `modal-default-page-sheet`: a UIKit app presents a camera flow designed full screen and a
  /// compose sheet meant as a card.
  ///
  /// The model's assumptions, beyond the sources (the UIKit header and Apple's documentation
  /// of `.automatic`, and reports that builds with the iOS 12 SDK keep full screen on iOS 13):
  /// the linked version gates both the default style and the card look on an iPhone, and the
  /// user swipes down on every presentation before using its close button.
  package static let modalDefaultPageSheet = DefectScenario(
    issue: .modalDefaultPageSheet,
    title: "Present a full-screen camera flow and a card sheet from a UIKit screen",
    defaultTraits: [],
    source: KnownIssue.hacknicityPresentationChanges,
    steps: "Scan: present the camera flow (a navigation controller), swipe down, tap Done if "
      + "it is still there, the library refreshes in viewWillAppear; New album: present the "
      + "compose sheet, swipe down, tap Cancel if it is still there",
    detects: [.modalShownAsCard, .presenterNotRefreshed, .sheetForcedFullScreen]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try ModalStyleClients.runNaive(context: run.context, session: run.session)
    case .strategies:
      try ModalStyleClients.runMitigated(
        context: run.context, planner: ModalPresentationPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its mutation notes, its part of the random walk and its policy
  /// field.
  package static let modalDefaultPageSheet = SimulatedDefect(
    scenario: .modalDefaultPageSheet,
    equivalentMutants: [],
    walkComponents: [.modalPresentations],
    policyFields: [
      PolicyField(
        .sheetPresentation, "modalStyle", \.sheetPresentation.modalStyle,
        alternate: ModalStyleRoute.fullScreenWhereIntended, values: ModalStyleRoute.allCases)
    ])
}
