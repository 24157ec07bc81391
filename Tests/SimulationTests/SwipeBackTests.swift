import Simulation
import Strategies
import Testing

/// `stack-cancelled-swipe-back-desync`: on iOS 16.0 a cancelled edge swipe leaves the screen
/// showing while the path has dropped it; the router takes the swipe away there, and only
/// there.
@Suite("Cancelled swipe back: the path drops a screen that stays on 16.0")
struct SwipeBackTests {
  static let affected = [iOS(16)]
  static let unaffected = [iOS(16, 1), iOS(16, 2), iOS(16, 4), iOS(17), iOS(18)]

  @Test("the original code desyncs on 16.0: the cancelled swipe, then every later change")
  func naiveDesyncsWhereAffected() throws {
    let session = SimulationSession()
    let stack = try SwipeBackClients.runNaive(version: iOS(16), session: session)
    #expect(Set(kinds(session)) == [.pathOutOfSyncWithScreens])
    // The cancel leaves 1 entry and 2 screens; the dismiss and the push keep the offset; the
    // finished swipe cuts the path to the screens that remain, which brings them back in step.
    #expect(session.glitches.count == 3, "\(session.glitches)")
    #expect(stack.path.isEmpty)
    #expect(stack.visibleDepth == 0)
  }

  @Test("the original code stays in step from 16.1 on", arguments: unaffected)
  func naiveInStepElsewhere(_ version: PlatformVersion) throws {
    let session = SimulationSession()
    let stack = try SwipeBackClients.runNaive(version: version, session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
    #expect(stack.path.isEmpty)
    #expect(stack.visibleDepth == 0)
  }

  @Test("a cancelled swipe alone: on 16.0 the path is written at the start, never restored")
  func cancelledSwipeMechanism() throws {
    for version in [iOS(16), iOS(16, 1)] {
      let session = SimulationSession()
      let stack = try InteractivePopStackModel<Int>(version: version, session: session)
      var written: [[Int]] = []
      stack.onSystemWrite = { written.append($0) }
      stack.setPath([1, 2])
      #expect(stack.beginSwipe())
      #expect(written == (version == iOS(16) ? [[1]] : []), "\(version)")
      stack.endSwipe(.cancelled)
      #expect(stack.visibleDepth == 2)
      #expect(stack.isInSync == (version != iOS(16)), "\(version)")
      #expect(kinds(session) == (version == iOS(16) ? [.pathOutOfSyncWithScreens] : []))
    }
  }

  @Test("with strategies the path and the screens stay in step on 16.0 to 18.0")
  func mitigatedInStepEverywhere() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      let stack = try SwipeBackClients.runMitigated(
        version: version, strategies: strategies, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.isInSync, "\(version)")
      #expect(strategies.isActive(.disableInteractivePop) == Self.affected.contains(version))
      // On 16.0 both swipes were refused, so the second dismiss leaves the first screen.
      #expect(stack.path.count == (version == iOS(16) ? 1 : 0), "\(version)")
    }
  }

  @Test(
    "refusing the swipe where it works is over-mitigation (interactivePopRefused)",
    arguments: unaffected)
  func refusingWhereNotNeededIsRejected(_ version: PlatformVersion) throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceEnable(.disableInteractivePop) }
    let session = SimulationSession()
    try SwipeBackClients.runMitigated(
      version: version, strategies: registry.resolve(StrategyContext(version)), session: session)
    #expect(kinds(session) == [.interactivePopRefused, .interactivePopRefused])
    #expect(GlitchKind.interactivePopRefused.isOverMitigation)
  }

  @Test("the router on 16.0 without the strategy desyncs like the original code")
  func routerWithoutStrategyDesyncs() throws {
    let session = SimulationSession()
    try SwipeBackClients.runMitigated(
      version: iOS(16), strategies: .none(for: StrategyContext(iOS(16))), session: session)
    #expect(kinds(session).first == .pathOutOfSyncWithScreens)
  }

  @Test("the router's plan: back button only on 16.0 and iPadOS 16.0, the swipe elsewhere")
  func routerPlan() {
    for version in [iOS(16), PlatformVersion(.iPadOS, 16)] + Self.unaffected + [iOS(15, 7)] {
      let router = NavigationRouter<Int>(
        strategies: standardRegistry.resolve(StrategyContext(version)))
      let affected = version.number == VersionNumber(16)
      #expect(router.interactivePop == (affected ? .backButtonOnly : .system), "\(version)")
      #expect(router.allowsInteractivePop == !affected)
    }
    #expect(PathChangePolicy.passthrough.interactivePop == .system)
  }

  @Test("the scenario is not applicable below 16 and its cells agree with the catalogue")
  func scenarioCells() throws {
    #expect(throws: SimulationError.self) {
      try InteractivePopStackModel<Int>(version: iOS(15, 7), session: SimulationSession())
    }
    let outcomes = SimulationMatrix.run(
      versions: [iOS(15, 7), iOS(16), iOS(16, 1), iOS(17)],
      issues: [.stackCancelledSwipeBackDesync], registry: standardRegistry)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
    let naive = outcomes.filter { $0.mode == .naive }
    #expect(naive.map(\.applicable) == [false, true, true, true])
    #expect(naive.map { !$0.glitchKinds.isEmpty } == [false, true, false, false])
  }
}
