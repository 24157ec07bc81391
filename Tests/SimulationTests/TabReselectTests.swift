import Simulation
import Strategies
import Testing

/// `tab-reselect-pops-stack`: a tap on the selected tab pops the stack it hosts from iOS 18 and
/// does nothing before; the app's pop fixes 16 and 17 and would be a second pop from 18.
@Suite("Tab reselect: no pop to root before iOS 18, the app pops there")
struct TabReselectTests {
  static let affected = [iOS(16), iOS(16, 4), iOS(17), iOS(17, 5), iOS(17, 7)]
  static let unaffected = [iOS(18), iOS(18, 2), iOS(26)]
  /// The reselects of the scenario: five, one of them at the root where the stack is popped.
  static let reselects = 5
  /// The reselects of the scenario from a depth above the root, where the stack is popped.
  static let deepReselects = 4

  @Test("the original code leaves the stack deep on every reselect before 18, and not from 18")
  func naive() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let bar = try TabReselectClients.runNaive(version: version, session: session)
      #expect(
        kinds(session) == Array(repeating: .tabReselectIgnored, count: Self.reselects),
        "\(version)")
      #expect(bar.stacks[1].path == [6], "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let bar = try TabReselectClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(bar.stacks[1].path.isEmpty, "\(version)")
    }
  }

  @Test(
    "with strategies every reselect reaches the root, by the app before 18 and the system after")
  func mitigated() throws {
    for version in Self.affected + Self.unaffected {
      let strategies = resolved(version, [.stackInTabView])
      let appPops = Self.affected.contains(version)
      #expect(strategies.isActive(.popToRootOnTabReselect) == appPops, "\(version)")
      #expect(
        (PassthroughTabReselectPlanner(strategies: strategies) == nil) == appPops, "\(version)")
      let outcome = DefectScenario.tabReselect.run(
        .strategies, in: StrategyContext(version, traits: [.stackInTabView]),
        registry: standardRegistry)
      #expect(outcome.glitches.isEmpty, "\(version): \(outcome.glitches)")
    }
  }

  @Test("the app's pop where the tab bar pops too is a second pop (over-mitigation)")
  func doublePop() throws {
    let policy = PathChangePolicy(tabReselection: .popToRoot)
    for version in Self.unaffected {
      let strategies = StrategySet(
        context: StrategyContext(version, traits: [.stackInTabView]), pathChanges: policy)
      let session = SimulationSession()
      try TabReselectClients.runMitigated(
        version: version, strategies: strategies,
        planner: TabReselectPlanner(strategies: strategies),
        session: session)
      #expect(
        kinds(session) == Array(repeating: .tabReselectPoppedTwice, count: Self.deepReselects),
        "\(version)")
    }
  }

  @Test("the model pops on a reselect by the version, not on a switch, and keeps each tab's stack")
  func mechanism() throws {
    let session = SimulationSession()
    let bar = try TabBarModel(version: iOS(18), tabs: 2, session: session)
    var written: [Int] = []
    bar.selectionWritten = { written.append($0) }
    bar.stacks[0].setPath([1, 2])
    bar.tap(1)
    #expect(bar.selection == 1 && bar.stacks[0].path == [1, 2])
    bar.tap(0)
    #expect(bar.stacks[0].path == [1, 2])
    bar.tap(0)
    #expect(bar.stacks[0].path.isEmpty)
    #expect(written == [1, 0, 0])
    bar.tap(5)
    #expect(written == [1, 0, 0] && session.glitches.isEmpty)
    let old = try TabBarModel(version: iOS(17, 5), tabs: 1, session: SimulationSession())
    #expect(!old.systemPopsOnReselect)
    old.stacks[0].setPath([1])
    old.tap(0)
    #expect(old.stacks[0].path == [1])
  }

  @Test("no NavigationStack below iOS 16")
  func notApplicable() {
    let outcome = DefectScenario.tabReselect.run(
      .naive, in: StrategyContext(iOS(15, 7), traits: [.stackInTabView]),
      registry: standardRegistry)
    #expect(!outcome.applicable)
  }
}
