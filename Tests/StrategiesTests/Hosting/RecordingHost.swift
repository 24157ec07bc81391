import Strategies

/// A ``PlanHost`` for the performers' tests: it records every update (its transaction, and
/// whether the change ran inside it) and every delay asked for, and runs scheduled work only
/// when a test says so, one turn at a time, in the order it is due.
@MainActor
final class RecordingHost: PlanHost {
  /// The transactions of the updates, in order.
  private(set) var updates: [TransactionPlan] = []
  /// The delays passed to `schedule(after:_:)`, in order.
  private(set) var delays: [Double] = []
  /// Whether a change is running inside `update(in:_:)` now.
  private(set) var isUpdating = false
  private var queue: [(due: Double, order: Int, work: @MainActor @Sendable () -> Void)] = []
  private var scheduled = 0
  private var now = 0.0

  func update(in transaction: TransactionPlan, _ change: () -> Void) {
    updates.append(transaction)
    let outer = isUpdating
    isUpdating = true
    change()
    isUpdating = outer
  }

  func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
    delays.append(delay)
    scheduled += 1
    let wait = delay.isNaN ? 0 : min(max(delay, 0), 1e9)
    queue.append((now + wait, scheduled, work))
  }

  /// The number of scheduled calls that have not run.
  var waiting: Int { queue.count }

  /// Runs the scheduled call due first (the next turn's), if any.
  ///
  /// - Returns: Whether one ran.
  @discardableResult
  func runNext() -> Bool {
    guard
      let next = queue.indices.min(by: {
        (queue[$0].due, queue[$0].order) < (queue[$1].due, queue[$1].order)
      })
    else { return false }
    let item = queue.remove(at: next)
    now = max(now, item.due)
    item.work()
    return true
  }

  /// Runs scheduled calls, including those they schedule, until none is left or `limit` ran.
  func runAll(limit: Int = 1000) {
    var ran = 0
    while ran < limit, runNext() { ran += 1 }
  }
}

/// What the performers' `apply` closures saw, in order, for tests to compare.
@MainActor
final class ApplyLog<Entry: Equatable> {
  private(set) var entries: [Entry] = []
  /// Whether every entry was recorded inside an update of `host`.
  private(set) var allInsideUpdates = true
  let host: RecordingHost

  init(_ host: RecordingHost) {
    self.host = host
  }

  func record(_ entry: Entry) {
    entries.append(entry)
    if !host.isUpdating { allInsideUpdates = false }
  }
}
