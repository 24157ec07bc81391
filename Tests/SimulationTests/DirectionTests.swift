import Simulation
import Strategies
import Testing

@Suite("Seed 004: state-driven transitions")
struct DirectionTests {
  typealias Screen = DirectionClients.Screen

  @Test("Seed 004: initial → login → details → login → initial with the question's code")
  func originalReproNaive() throws {
    let session = SimulationSession()
    let container = try DirectionClients.runNaive(version: iOS(17), session: session)
    let edges = container.events.map {
      "\($0.from)→\($0.to) out \($0.outgoingEdge) in \($0.incomingEdge)"
    }
    #expect(
      edges == [
        "initial→login out leading in trailing",
        "login→details out trailing in trailing",
        "details→login out trailing in trailing",
        "login→initial out trailing in leading",
      ])
    #expect(kinds(session) == [.outgoingViewLeftByWrongEdge, .incomingViewEnteredFromWrongEdge])
  }

  @Test(
    "Seed 004 fixed: direction recorded before the change, both views re-assigned",
    arguments: matrixVersions)
  func originalReproMitigated(version: PlatformVersion) throws {
    let session = SimulationSession()
    let container = try DirectionClients.runMitigated(
      version: version, strategies: resolved(version), session: session)
    #expect(container.events.map(\.direction) == [.forward, .forward, .back, .back])
    #expect(container.events.allSatisfy { $0.isCorrect })
    #expect(session.glitches.isEmpty)
    #expect(container.current == .initial)
  }

  @Test("A transition captured at insertion is what the outgoing view leaves by")
  func captureAtInsertion() throws {
    let session = SimulationSession()
    let container = try TransitionContainerModel<Int>(
      version: iOS(16), initial: 0, transition: .navigation(.forward), session: session)
    container.change(to: 1, incoming: .move(edge: .trailing))
    let back = container.change(to: 0, incoming: .navigation(.back))
    #expect(back?.outgoingEdge == .trailing)
    #expect(session.glitches.isEmpty)
    let wrong = container.change(to: 1, incoming: .navigation(.forward))
    #expect(wrong?.outgoingEdge == .trailing)
    #expect(kinds(session) == [.outgoingViewLeftByWrongEdge])
    // A transition given in the same turn as the change does not reach the outgoing view:
    // child 1 was inserted with the forward transition, so going back it leaves by leading.
    container.render(transition: .navigation(.back))
    let sameTurn = container.change(to: 0, incoming: .navigation(.back))
    #expect(sameTurn?.outgoingEdge == .leading)
    #expect(kinds(session) == [.outgoingViewLeftByWrongEdge, .outgoingViewLeftByWrongEdge])
    // Given in an update of its own, committed before the change, it does.
    container.render(transition: .navigation(.forward))
    session.clock.endTurn()
    let reassigned = container.change(to: 1, incoming: .navigation(.forward))
    #expect(reassigned?.isCorrect == true)
    #expect(session.glitches.count == 2)
    #expect(container.change(to: 1, incoming: .move(edge: .leading)) == nil)
  }

  @Test("The seed's own fix still goes wrong on every first change of direction")
  func seedFixComputesDirectionLate() throws {
    let session = SimulationSession()
    let container = try DirectionClients.runPostedFix(version: iOS(17), session: session)
    #expect(container.events.map(\.isCorrect) == [true, true, false, true])
    #expect(kinds(session) == [.outgoingViewLeftByWrongEdge, .incomingViewEnteredFromWrongEdge])
  }

  @Test("The navigator's plan sequences the transition before the change")
  func planSequencing() throws {
    var navigator = DirectionalNavigator(initial: Screen.initial, strategies: resolved(iOS(17)))
    let planned = navigator.go(to: .login)
    let plan = try #require(planned)
    #expect(plan.sequencing == .transitionThenChange)
    var naive = DirectionalNavigator(
      initial: Screen.initial, strategies: .none(for: StrategyContext(iOS(17))))
    let naivePlanned = naive.go(to: .login)
    let naivePlan = try #require(naivePlanned)
    #expect(naivePlan.sequencing == .changeOnly)
  }
}
