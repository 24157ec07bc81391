import Strategies

extension GlitchKind {
  /// A back made while a pop animated interrupted it and popped a second screen; the
  /// interrupted pop never reported its screen shown, so the app's list of screens keeps one
  /// that is gone.
  public static let secondPopUnreported = GlitchKind(
    "secondPopUnreported", summary: "second pop missed by the app's list")
  /// The back button stays disabled with no transition running, where there is a screen to go
  /// back to: the app disabled it for a transition and never enabled it again.
  public static let backDisabledAtRest = GlitchKind(
    "backDisabledAtRest", summary: "back button left disabled", isOverMitigation: true)
}

extension DefectScenario {
  /// `stack-back-tap-during-transition-double-pop`: a coordinator that keeps its list of
  /// screens from the navigation delegate; two quick back taps, a cancelled swipe back, and a
  /// back tap followed by a swipe back before the pop ends.
  ///
  /// The model's assumptions, beyond the sources (react-native-screens on iOS 26: a back during
  /// a transition pops two screens at once, the content pop gesture fires mid-transition, and a
  /// back button disabled for a transition can stay disabled): an interrupted transition never
  /// delivers its `didShow`, a cancelled interactive pop delivers `willShow` and not `didShow`,
  /// and the behaviour follows the OS (not the SDK) from 26.0 on, with no known end.
  package static let stackBackTapDuringTransitionDoublePop = DefectScenario(
    issue: .stackBackTapDuringTransitionDoublePop,
    title: "Tap back twice quickly in a UIKit navigation controller",
    defaultTraits: [],
    source: KnownIssue.screensBackDuringTransition,
    steps: "push ×3; tap back, tap back 0.1 s later; swipe back and cancel; tap back; push ×2; "
      + "tap back, swipe back 0.1 s later; the app's list kept by the navigation delegate's "
      + "didShow, checked each time every transition has ended",
    detects: [.secondPopUnreported, .backDisabledAtRest]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try BackDuringTransitionClients.runNaive(version: run.version, session: run.session)
    case .strategies:
      try BackDuringTransitionClients.runMitigated(
        version: run.version, planner: BackDuringTransitionPlanner(strategies: run.strategies),
        session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, its part of the random walk and its policy key's row.
  package static let stackBackTapDuringTransitionDoublePop = SimulatedDefect(
    scenario: .stackBackTapDuringTransitionDoublePop,
    equivalentMutants: [],
    walkComponents: [.backDuringTransition],
    policyFields: [
      .keyed(
        BackDuringTransitionPolicy.self, "backDuringTransition",
        alternate: BackDuringTransitionPlan.ignoredUntilTransitionEnds,
        values: BackDuringTransitionPlan.allCases)
    ])
}
