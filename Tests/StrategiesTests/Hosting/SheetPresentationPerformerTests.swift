import Strategies
import Testing

@Suite("SheetPresentationPerformer: leave edit mode, present after the plan's turns")
@MainActor
struct SheetPresentationPerformerTests {
  enum Action: Equatable {
    case leaveEditMode
    case present(Int)
  }

  static func plan(leaves: Bool, turns: Int) -> SheetPresentationPlan {
    SheetPresentationPlan(leavesEditMode: leaves, presentAfterTurns: turns, textFieldWeight: nil)
  }

  static func present(
    _ plan: SheetPresentationPlan, sheet: Int = 0,
    on performer: SheetPresentationPerformer<RecordingHost>, into log: ApplyLog<Action>
  ) {
    performer.present(
      plan, leaveEditMode: { log.record(.leaveEditMode) }, present: { log.record(.present(sheet)) })
  }

  @Test("as is: present now, in one update, staying in edit mode")
  func asIs() {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(.asIs, on: performer, into: log)
    #expect(log.entries == [.present(0)])
    #expect(host.updates == [.inherit])
    #expect(!performer.isPending)
    #expect(host.delays.isEmpty)
  }

  @Test("leave edit mode in an update of its own, present after one turn")
  func leaveThenPresent() {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(Self.plan(leaves: true, turns: 1), on: performer, into: log)
    #expect(log.entries == [.leaveEditMode])
    #expect(performer.isPending)
    #expect(host.delays == [0])
    host.runNext()
    #expect(log.entries == [.leaveEditMode, .present(0)])
    #expect(host.updates == [.inherit, .inherit])
    #expect(!performer.isPending)
    #expect(log.allInsideUpdates)
  }

  @Test("leaving edit mode with no turn to wait presents in the next update, after leaving")
  func leaveAndPresentNow() {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(Self.plan(leaves: true, turns: 0), on: performer, into: log)
    #expect(log.entries == [.leaveEditMode, .present(0)])
    #expect(host.updates.count == 2)
    #expect(host.delays.isEmpty)
  }

  @Test("n turns: one scheduled call per turn, presenting on the n-th", arguments: [1, 2, 3, 7])
  func turns(_ turns: Int) {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(Self.plan(leaves: false, turns: turns), on: performer, into: log)
    for _ in 1..<turns {
      host.runNext()
      #expect(log.entries.isEmpty)
      #expect(performer.isPending)
    }
    host.runNext()
    #expect(log.entries == [.present(0)])
    #expect(host.delays == Array(repeating: 0, count: turns))
    #expect(host.waiting == 0)
  }

  @Test("zero or negative turns present now", arguments: [0, -1, Int.min])
  func noTurns(_ turns: Int) {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(Self.plan(leaves: false, turns: turns), on: performer, into: log)
    #expect(log.entries == [.present(0)])
    #expect(!performer.isPending)
  }

  @Test("an enormous wait schedules one call per turn, never all at once, and can be cancelled")
  func hugeWait() {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(Self.plan(leaves: true, turns: Int.max), on: performer, into: log)
    #expect(host.waiting == 1)
    for _ in 0..<50 { host.runNext() }
    #expect(host.waiting == 1)
    #expect(log.entries == [.leaveEditMode])
    performer.cancel()
    host.runAll()
    #expect(host.waiting == 0)
    #expect(log.entries == [.leaveEditMode])
    #expect(!performer.isPending)
  }

  @Test("presenting again replaces the presentation that waits")
  func replaces() {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    Self.present(Self.plan(leaves: false, turns: 2), sheet: 1, on: performer, into: log)
    host.runNext()
    Self.present(Self.plan(leaves: false, turns: 1), sheet: 2, on: performer, into: log)
    host.runAll()
    #expect(log.entries == [.present(2)])
  }

  @Test("cancel drops the waiting presentation; it is idempotent and harmless when none waits")
  func cancel() {
    let host = RecordingHost()
    let performer = SheetPresentationPerformer(host: host)
    let log = ApplyLog<Action>(host)
    performer.cancel()
    Self.present(Self.plan(leaves: true, turns: 1), on: performer, into: log)
    performer.cancel()
    performer.cancel()
    host.runAll()
    #expect(log.entries == [.leaveEditMode])
    #expect(!performer.isPending)
  }

  @Test("a performer that went away before its turn presents nothing")
  func performerGone() {
    let host = RecordingHost()
    var performer: SheetPresentationPerformer<RecordingHost>? = SheetPresentationPerformer(
      host: host)
    let log = ApplyLog<Action>(host)
    performer?.present(
      Self.plan(leaves: false, turns: 1), leaveEditMode: { log.record(.leaveEditMode) },
      present: { log.record(.present(0)) })
    performer = nil
    host.runAll()
    #expect(log.entries.isEmpty)
  }
}
