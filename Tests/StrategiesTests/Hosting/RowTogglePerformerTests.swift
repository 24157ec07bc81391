import Strategies
import Testing

@Suite("RowTogglePerformer: steps now, deferred steps later and in order, cancellable")
@MainActor
struct RowTogglePerformerTests {
  struct Applied: Equatable {
    let batch: Int
    let toggles: Range<Int>
  }

  /// Performs `schedule` as batch `batch`, recording what `apply` receives into `log`.
  static func perform(
    _ schedule: RowToggleSchedule, batch: Int = 0, on performer: RowTogglePerformer<RecordingHost>,
    into log: ApplyLog<Applied>
  ) {
    performer.perform(schedule) { log.record(Applied(batch: batch, toggles: $0)) }
  }

  @Test("one animated batch: one update in the performer's animation")
  func animatedBatch() {
    for animation in [
      PlannedAnimation.systemDefault, .easeInOut(duration: 0.3), .linear(duration: 0),
    ] {
      let host = RecordingHost()
      let performer = RowTogglePerformer(host: host, animation: animation)
      let log = ApplyLog<Applied>(host)
      Self.perform(RowToggleSchedule(count: 3, mode: .animatedBatch), on: performer, into: log)
      #expect(log.entries == [Applied(batch: 0, toggles: 0..<3)])
      #expect(host.updates == [.animate(animation)])
      #expect(host.delays.isEmpty)
      #expect(performer.pendingCount == 0)
      #expect(performer.animation == animation)
    }
  }

  @Test("unanimated: one update in the host's transaction as it is")
  func unanimated() {
    let host = RecordingHost()
    let performer = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    Self.perform(RowToggleSchedule(count: 2, mode: .unanimated), on: performer, into: log)
    #expect(log.entries == [Applied(batch: 0, toggles: 0..<2)])
    #expect(host.updates == [.inherit])
    #expect(performer.pendingCount == 0)
  }

  @Test("first animated now, the rest unanimated after the step's delay")
  func deferred() {
    let host = RecordingHost()
    let performer = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    Self.perform(
      RowToggleSchedule(count: 3, mode: .firstAnimatedRestDeferred(delay: 0.01)), on: performer,
      into: log)
    #expect(log.entries == [Applied(batch: 0, toggles: 0..<1)])
    #expect(host.updates == [.animate(.systemDefault)])
    #expect(performer.pendingCount == 1)
    #expect(host.delays == [0.01])
    host.runAll()
    #expect(log.entries == [Applied(batch: 0, toggles: 0..<1), Applied(batch: 0, toggles: 1..<3)])
    #expect(host.updates == [.animate(.systemDefault), .inherit])
    #expect(performer.pendingCount == 0)
    #expect(log.allInsideUpdates)
  }

  @Test(
    "a deferral's delay reaches the host clamped to 1 ms ... 1 s",
    arguments: [
      (0.0, 0.001), (-1, 0.001), (-.infinity, 0.001), (.nan, 0.001), (0.5, 0.5),
      (.infinity, 1), (.greatestFiniteMagnitude, 1), (1e-300, 0.001),
    ] as [(Double, Double)])
  func clampedDelays(_ asked: Double, _ expected: Double) {
    let host = RecordingHost()
    let performer = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    Self.perform(
      RowToggleSchedule(count: 2, mode: .firstAnimatedRestDeferred(delay: asked)), on: performer,
      into: log)
    #expect(host.delays == [expected])
    host.runAll()
    #expect(log.entries.last == Applied(batch: 0, toggles: 1..<2))
  }

  @Test("empty and negative batches apply nothing; one toggle never defers")
  func edgeCounts() {
    let modes: [RowToggleMode] = [
      .animatedBatch, .unanimated, .firstAnimatedRestDeferred(delay: 0.01),
    ]
    for mode in modes {
      for count in [0, -1, Int.min] {
        let host = RecordingHost()
        let performer = RowTogglePerformer(host: host)
        let log = ApplyLog<Applied>(host)
        Self.perform(RowToggleSchedule(count: count, mode: mode), on: performer, into: log)
        #expect(log.entries.isEmpty)
        #expect(host.updates.isEmpty)
        #expect(host.delays.isEmpty)
      }
      let host = RecordingHost()
      let performer = RowTogglePerformer(host: host)
      let log = ApplyLog<Applied>(host)
      Self.perform(RowToggleSchedule(count: 1, mode: mode), on: performer, into: log)
      #expect(log.entries == [Applied(batch: 0, toggles: 0..<1)])
      #expect(performer.pendingCount == 0)
    }
  }

  @Test("a huge batch is passed as ranges, never expanded")
  func hugeBatch() {
    let host = RecordingHost()
    let performer = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    Self.perform(
      RowToggleSchedule(count: Int.max, mode: .firstAnimatedRestDeferred(delay: 0.01)),
      on: performer, into: log)
    host.runAll()
    #expect(
      log.entries == [Applied(batch: 0, toggles: 0..<1), Applied(batch: 0, toggles: 1..<Int.max)])
  }

  @Test("a new batch first applies, unanimated and in order, what an earlier one defers")
  func newBatchFlushes() {
    let host = RecordingHost()
    let performer = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    let deferring = RowToggleSchedule(count: 2, mode: .firstAnimatedRestDeferred(delay: 0.01))
    Self.perform(deferring, batch: 1, on: performer, into: log)
    Self.perform(deferring, batch: 2, on: performer, into: log)
    #expect(
      log.entries == [
        Applied(batch: 1, toggles: 0..<1), Applied(batch: 1, toggles: 1..<2),
        Applied(batch: 2, toggles: 0..<1),
      ])
    #expect(host.updates == [.animate(.systemDefault), .inherit, .animate(.systemDefault)])
    #expect(performer.pendingCount == 1)
    host.runAll()  // batch 1's scheduled call finds nothing; batch 2's runs
    #expect(log.entries.last == Applied(batch: 2, toggles: 1..<2))
    #expect(log.entries.count == 4)
    #expect(performer.pendingCount == 0)
  }

  @Test("cancel drops the deferred steps; flush applies them now; both are idempotent")
  func cancelAndFlush() {
    let deferring = RowToggleSchedule(count: 3, mode: .firstAnimatedRestDeferred(delay: 0.01))
    let host = RecordingHost()
    let performer = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    performer.cancel()
    performer.flush()
    #expect(host.updates.isEmpty)
    Self.perform(deferring, on: performer, into: log)
    performer.cancel()
    performer.cancel()
    #expect(performer.pendingCount == 0)
    host.runAll()
    #expect(log.entries == [Applied(batch: 0, toggles: 0..<1)])

    Self.perform(deferring, batch: 1, on: performer, into: log)
    performer.flush()
    performer.flush()
    #expect(log.entries.last == Applied(batch: 1, toggles: 1..<3))
    host.runAll()
    #expect(log.entries.count == 3)
  }

  @Test("a performer that went away before the delay applies nothing more")
  func performerGone() {
    let host = RecordingHost()
    var performer: RowTogglePerformer<RecordingHost>? = RowTogglePerformer(host: host)
    let log = ApplyLog<Applied>(host)
    performer?.perform(
      RowToggleSchedule(count: 2, mode: .firstAnimatedRestDeferred(delay: 0.01))
    ) { log.record(Applied(batch: 0, toggles: $0)) }
    performer = nil
    host.runAll()
    #expect(log.entries == [Applied(batch: 0, toggles: 0..<1)])
  }
}
