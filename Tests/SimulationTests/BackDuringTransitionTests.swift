import Simulation
import Strategies
import Testing

/// `stack-back-tap-during-transition-double-pop`: from iOS 26 a back tap or a pop gesture made
/// while a pop animates interrupts it and pops again, and the interrupted pop never reports its
/// screen shown; guarding back until the transition coordinator completes keeps one pop per
/// transition, and enabling the button again in `didShow` leaves it disabled after a cancelled
/// swipe.
@Suite("A back during a pop in a UIKit navigation controller, iOS 26 and later")
struct BackDuringTransitionTests {
  static let before = [iOS(15, 7), iOS(17, 5), iOS(18), iOS(18, 6)]
  static let from26 = [iOS(26), iOS(26, 1), iOS(26, 4)]

  typealias Step = BackDuringTransitionClients.Step

  @Test("two quick back taps pop one screen before 26, and two from 26")
  func twoQuickBackTaps() throws {
    let steps: [Step] = [.push, .settle, .push, .settle, .push, .settle, .back, .back, .settle]
    for version in Self.before {
      let session = SimulationSession()
      let (navigation, app) = try BackDuringTransitionClients.runNaive(
        steps, version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(navigation.screens == [0, 1, 2], "\(version)")
      #expect(app.screens == [1, 2])
      #expect(navigation.interruptions == 0)
    }
    for version in Self.from26 {
      let session = SimulationSession()
      let (navigation, app) = try BackDuringTransitionClients.runNaive(
        steps, version: version, session: session)
      #expect(navigation.screens == [0, 1], "\(version)")
      #expect(app.screens == [1, 3], "the interrupted pop of screen 3 was never reported")
      #expect(navigation.interruptions == 1)
      #expect(kinds(session) == [.secondPopUnreported], "\(version)")
    }
  }

  @Test("the original code loses track of a screen from 26 on, and not before")
  func naiveScenario() throws {
    for version in Self.before {
      let session = SimulationSession()
      try BackDuringTransitionClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    for version in Self.from26 {
      let session = SimulationSession()
      try BackDuringTransitionClients.runNaive(version: version, session: session)
      #expect(!session.glitches.isEmpty, "\(version)")
      #expect(Set(kinds(session)) == [.secondPopUnreported], "\(version)")
    }
  }

  @Test("with strategies back is guarded from 26 and left alone before")
  func mitigated() throws {
    for version in Self.before + Self.from26 {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      let from26 = Self.from26.contains(version)
      #expect(strategies.isActive(.ignoreBackDuringTransition) == from26, "\(version)")
      let planner = BackDuringTransitionPlanner(strategies: strategies)
      #expect(planner.plan == (from26 ? .ignoredUntilTransitionEnds : .accepted))
      let session = SimulationSession()
      let (navigation, app) = try BackDuringTransitionClients.runMitigated(
        version: version, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(navigation.interruptions == 0)
      #expect(app.screens == Array(navigation.screens.dropFirst()))
      #expect(navigation.backButtonEnabled)
    }
  }

  @Test("an app built with an older SDK is guarded on 26 too: the behaviour follows the OS")
  func olderSDK() throws {
    let context = StrategyContext(iOS(26), sdk: iOS(18, 6))
    #expect(standardRegistry.resolve(context).isActive(.ignoreBackDuringTransition))
    let session = SimulationSession()
    try BackDuringTransitionClients.runNaive(version: context.version, session: session)
    #expect(!session.glitches.isEmpty)
  }

  @Test("guarding the button alone leaves a swipe to interrupt the pop")
  func buttonOnlyLeavesTheSwipe() throws {
    let steps: [Step] = [.push, .settle, .push, .settle, .back, .swipeBack, .settle]
    let session = SimulationSession()
    let (navigation, app) = try BackDuringTransitionClients.run(
      steps, plan: .buttonIgnoredUntilTransitionEnds, version: iOS(26), session: session)
    #expect(kinds(session) == [.secondPopUnreported])
    #expect(navigation.screens == [0])
    #expect(app.screens == [2])
    let guarded = SimulationSession()
    try BackDuringTransitionClients.run(
      steps, plan: .ignoredUntilTransitionEnds, version: iOS(26), session: guarded)
    #expect(guarded.glitches.isEmpty, "\(guarded.glitches)")
  }

  @Test("enabling the button again in didShow leaves it disabled after a cancelled swipe")
  func didShowMissesCancelledSwipes() throws {
    let steps: [Step] = [.push, .settle, .swipeBackCancelled, .settle, .back, .settle]
    for version in [iOS(18), iOS(26)] {
      let session = SimulationSession()
      let (navigation, _) = try BackDuringTransitionClients.run(
        steps, plan: .ignoredUntilDidShow, version: version, session: session)
      #expect(!navigation.backButtonEnabled)
      #expect(navigation.screens == [0, 1], "the back tap was ignored")
      #expect(kinds(session) == [.backDisabledAtRest, .backDisabledAtRest], "\(version)")
      #expect(GlitchKind.backDisabledAtRest.isOverMitigation)
      let completion = SimulationSession()
      let (enabled, _) = try BackDuringTransitionClients.run(
        steps, plan: .ignoredUntilTransitionEnds, version: version, session: completion)
      #expect(completion.glitches.isEmpty, "\(version): \(completion.glitches)")
      #expect(enabled.screens == [0])
    }
  }

  @Test("the pop gesture is refused only while a transition runs")
  func gestureRule() {
    for plan in BackDuringTransitionPlan.allCases {
      #expect(plan.popGestureMayBegin(transitionRunning: false))
    }
    #expect(BackDuringTransitionPlan.accepted.popGestureMayBegin(transitionRunning: true))
    #expect(
      BackDuringTransitionPlan.buttonIgnoredUntilTransitionEnds.popGestureMayBegin(
        transitionRunning: true))
    #expect(
      !BackDuringTransitionPlan.ignoredUntilTransitionEnds.popGestureMayBegin(
        transitionRunning: true))
  }
}
