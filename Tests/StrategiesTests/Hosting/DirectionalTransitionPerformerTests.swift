import Strategies
import Testing

@Suite("DirectionalTransitionPerformer: the transition first, the state on the next turn")
@MainActor
struct DirectionalTransitionPerformerTests {
  static func strategies(_ style: DirectionalTransitionStyle) -> StrategySet {
    StrategySet(
      context: StrategyContext(.iOS, 16),
      directionalTransitions: DirectionalTransitionPolicy(style: style))
  }

  static func performer(
    _ style: DirectionalTransitionStyle, initial: Int = 1,
    animation: PlannedAnimation = .systemDefault
  ) -> (DirectionalTransitionPerformer<Int, RecordingHost>, RecordingHost) {
    let host = RecordingHost()
    let navigator = DirectionalNavigator(initial: initial, strategies: strategies(style))
    return (
      DirectionalTransitionPerformer(navigator: navigator, host: host, animation: animation), host
    )
  }

  static let forward = DirectionalTransition(insertion: .trailing, removal: .leading)
  static let back = DirectionalTransition(insertion: .leading, removal: .trailing)

  @Test("change only: transition and state in one animated update")
  func changeOnly() throws {
    let (performer, host) = Self.performer(.capturedAtInsertion)
    let log = ApplyLog<DirectionalUpdate<Int>>(host)
    let plan = performer.go(to: 2) { log.record($0) }
    let planned = try #require(plan)
    #expect(planned.sequencing == .changeOnly)
    // Captured at insertion: the outgoing view keeps its edge, the plan says which.
    let transition = DirectionalTransition(insertion: planned.insertion, removal: planned.removal)
    #expect(transition == DirectionalTransition(insertion: .trailing, removal: .trailing))
    #expect(log.entries == [.transition(transition), .state(2)])
    #expect(host.updates == [.animate(.systemDefault)])
    #expect(!performer.isPending)
    #expect(host.delays.isEmpty)
    #expect(performer.navigator.current == 2)
  }

  @Test("transition then change: the transition unanimated now, the state animated next turn")
  func transitionThenChange() {
    let (performer, host) = Self.performer(.currentDirection, animation: .easeInOut(duration: 0.35))
    let log = ApplyLog<DirectionalUpdate<Int>>(host)
    let plan = performer.go(to: 0) { log.record($0) }
    #expect(plan?.sequencing == .transitionThenChange)
    #expect(log.entries == [.transition(Self.back)])
    #expect(host.updates == [.inherit])
    #expect(performer.isPending)
    #expect(host.delays == [0])
    #expect(performer.navigator.current == 0)  // recorded at once, shown next turn
    host.runAll()
    #expect(log.entries == [.transition(Self.back), .state(0)])
    #expect(host.updates == [.inherit, .animate(.easeInOut(duration: 0.35))])
    #expect(!performer.isPending)
    #expect(log.allInsideUpdates)
  }

  @Test("going to the current state applies nothing")
  func sameState() {
    for style in [DirectionalTransitionStyle.capturedAtInsertion, .currentDirection] {
      let (performer, host) = Self.performer(style)
      let log = ApplyLog<DirectionalUpdate<Int>>(host)
      #expect(performer.go(to: 1) { log.record($0) } == nil)
      #expect(log.entries.isEmpty)
      #expect(host.updates.isEmpty)
    }
  }

  @Test("a change while one waits runs after it, from a later turn: no state skipped")
  func changeWhileWaiting() {
    let (performer, host) = Self.performer(.currentDirection)
    let log = ApplyLog<DirectionalUpdate<Int>>(host)
    performer.go(to: 2) { log.record($0) }
    performer.go(to: 0) { log.record($0) }
    // Nothing of the second change in the turn of the first one's transition.
    #expect(log.entries == [.transition(Self.forward)])
    #expect(host.updates == [.inherit])
    #expect(performer.navigator.current == 0)
    #expect(performer.isPending)
    host.runAll()
    #expect(
      log.entries == [
        .transition(Self.forward), .state(2), .transition(Self.back), .state(0),
      ])
    #expect(
      host.updates == [.inherit, .animate(.systemDefault), .inherit, .animate(.systemDefault)])
    #expect(!performer.isPending)
    #expect(log.allInsideUpdates)
  }

  @Test("flush shows the waiting state, then each change asked for since, in order")
  func flushQueued() {
    let (performer, host) = Self.performer(.currentDirection)
    let log = ApplyLog<DirectionalUpdate<Int>>(host)
    performer.go(to: 2) { log.record($0) }
    performer.go(to: 0) { log.record($0) }
    performer.flush()
    #expect(!performer.isPending)
    #expect(
      log.entries == [
        .transition(Self.forward), .state(2), .transition(Self.back), .state(0),
      ])
    host.runAll()
    #expect(log.entries.count == 4)
  }

  @Test("flush shows the waiting state now, once; with nothing waiting it does nothing")
  func flush() {
    let (performer, host) = Self.performer(.currentDirection)
    let log = ApplyLog<DirectionalUpdate<Int>>(host)
    performer.flush()
    #expect(host.updates.isEmpty)
    performer.go(to: 5) { log.record($0) }
    performer.flush()
    performer.flush()
    host.runAll()
    #expect(log.entries == [.transition(Self.forward), .state(5)])
  }

  @Test("extreme states plan and apply without trapping")
  func extremeStates() {
    for style in [DirectionalTransitionStyle.capturedAtInsertion, .currentDirection] {
      let (performer, host) = Self.performer(style, initial: 0)
      let log = ApplyLog<DirectionalUpdate<Int>>(host)
      for state in [Int.max, Int.min, 0, Int.max] {
        performer.go(to: state) { log.record($0) }
      }
      host.runAll()
      #expect(log.entries.last == .state(Int.max))
      #expect(log.entries.filter { if case .state = $0 { true } else { false } }.count == 4)
    }
  }

  @Test("a performer that went away before the next turn applies nothing more")
  func performerGone() {
    let host = RecordingHost()
    var performer: DirectionalTransitionPerformer<Int, RecordingHost>? =
      DirectionalTransitionPerformer(
        navigator: DirectionalNavigator(initial: 1, strategies: Self.strategies(.currentDirection)),
        host: host)
    let log = ApplyLog<DirectionalUpdate<Int>>(host)
    performer?.go(to: 2) { log.record($0) }
    performer = nil
    host.runAll()
    #expect(log.entries == [.transition(Self.forward)])
  }
}
