import Simulation
import Strategies
import Testing

/// `stack-retained-after-dismiss`: on iOS 17 a closed flow's `NavigationStack` stays in the
/// hierarchy and keeps the flow's model alive; a stack-style `NavigationView` with destination
/// links is released, and one left with value links ignores the flow's pushes
/// (over-mitigation).
@Suite("A closed flow's model: kept alive by its NavigationStack on iOS 17")
struct RetainedStackTests {
  static let affected = [iOS(17, 0), iOS(17, 4), PlatformVersion(.iOS, 17, 7, 2)]
  static let outside = [iOS(16, 0), iOS(16, 7), iOS(18, 0), iOS(18, 7), iOS(26)]

  @Test("the original code leaks both visits' models on 17, none elsewhere")
  func naive() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let host = try RetainedStackClients.runNaive(version: version, session: session)
      #expect(
        kinds(session) == [.closedFlowModelAlive, .closedFlowModelAlive], "\(version)")
      #expect(host.retained.map(\.id) == RetainedStackClients.visits)
      // The reader's reconnection after both visits reached both leaked models' services.
      #expect(host.retained.map(\.eventsAfterClose) == [1, 1])
      #expect(host.retained.allSatisfy { $0.holders == [.retainedStack] })
    }
    for version in Self.outside {
      let session = SimulationSession()
      let host = try RetainedStackClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(host.models.allSatisfy { !$0.isAlive }, "\(version)")
    }
  }

  @Test("leaving the mode drops the host's hold; the stack's hold outlives the close on 17")
  func closingIsNotEnough() throws {
    let session = SimulationSession()
    let host = try FlowStackLifetimeModel(version: iOS(17, 2), session: session)
    host.openFlow("pos", in: .navigationStack)
    host.closeFlow()
    // The host no longer holds it; the close is still running.
    #expect(host.models[0].holders == [.flowContent])
    session.clock.runUntilIdle()
    #expect(host.models[0].holders == [.retainedStack])
    // Opening the mode again does not release the earlier one: the leaks accumulate.
    host.openFlow("pos-2", in: .navigationStack)
    host.closeFlow()
    session.clock.runUntilIdle()
    #expect(host.retained.count == 2)
  }

  @Test("a NavigationView with destination links leaves nothing behind on any version")
  func navigationView() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      let host = try RetainedStackClients.run(.navigationView, version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(host.models.allSatisfy { !$0.isAlive }, "\(version)")
    }
  }

  @Test("a NavigationView left with value links is released but ignores the push")
  func valueLinksIgnored() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      try RetainedStackClients.run(
        .navigationViewWithValueLinks, version: version, session: session)
      #expect(kinds(session) == [.flowPushIgnored], "\(version)")
    }
    // A destination link pushes in a NavigationStack too.
    let session = SimulationSession()
    let host = try FlowStackLifetimeModel(version: iOS(18, 0), session: session)
    host.openFlow("pos", in: .navigationStack)
    host.pushDestinationLink("variations")
    #expect(host.shownPath == ["variations"])
  }

  @Test("the strategy is active on 17 only, and the planner follows it")
  func strategies() throws {
    for version in Self.affected {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      #expect(strategies.isActive(.hostFlowInNavigationView), "\(version)")
      #expect(
        FlowNavigationContainerPlanner(strategies: strategies).container() == .navigationView)
      let session = SimulationSession()
      try RetainedStackClients.runMitigated(
        version: version, planner: FlowNavigationContainerPlanner(strategies: strategies),
        session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    for version in Self.outside {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      #expect(!strategies.isActive(.hostFlowInNavigationView), "\(version)")
      #expect(
        FlowNavigationContainerPlanner(strategies: strategies).container() == .navigationStack)
    }
  }

  @Test("NavigationStack does not exist below iOS 16, nor in an SDK below 16")
  func notApplicable() {
    #expect(throws: SimulationError.self) {
      try RetainedStackClients.runNaive(version: iOS(15, 7), session: SimulationSession())
    }
    #expect(throws: SimulationError.self) {
      try RetainedStackClients.runNaive(
        version: iOS(17, 0), sdk: iOS(15, 8), session: SimulationSession())
    }
  }
}
