import Strategies

/// A deterministic stand-in for the main run loop and the wall clock.
///
/// Work scheduled on the clock runs only when the simulation drives it (``runUntilIdle(maxSteps:)``,
/// ``run(until:)``, `advance(by:)`), in order of due time and, for equal times, in the order it
/// was scheduled. Each piece of work runs in a run-loop turn of its own; work registered with
/// `atEndOfTurn(_:)` runs when the current turn ends, as a run-loop observer commits pending
/// state (SwiftUI's edit mode, a `CATransaction`) before the next turn begins.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.schedule(after: 0.01) { print("deferred", clock.now) }   // runs second, at 0.01 s
/// clock.schedule(after: 0) { print("next turn", clock.turn) }     // runs first, at 0 s
/// clock.runUntilIdle()
/// ```
///
/// The clock is not `Sendable`: like the main run loop, it belongs to one thread.
public final class VirtualClock {
  /// A unit of work.
  public typealias Work = () -> Void

  private struct Item {
    let time: Double
    let sequence: Int
    let work: Work
  }

  /// The current time, in seconds since the clock was created.
  public private(set) var now: Double = 0
  /// The current run-loop turn; the code that drives the clock runs in turn 0.
  public private(set) var turn: Int = 0
  private var items: [Item] = []
  private var endOfTurnWork: [Work] = []
  private var nextSequence = 0

  /// Creates a clock at time 0, turn 0, with nothing scheduled.
  public init() {}

  /// The number of scheduled pieces of work not yet run.
  package var pendingCount: Int { items.count }

  /// Whether nothing is scheduled and nothing waits for the end of the turn.
  package var isIdle: Bool { items.isEmpty && endOfTurnWork.isEmpty }

  /// The due time of the next scheduled piece of work, if any.
  package var nextDueTime: Double? { items.first?.time }

  /// Drops every pending item and end-of-turn work without running it (for example work a
  /// bounded run left behind, which would otherwise keep whatever it captured alive).
  package func cancelAll() {
    items.removeAll()
    endOfTurnWork.removeAll()
  }

  /// Schedules `work` to run `delay` seconds from now, on a later turn
  /// (`DispatchQueue.main.asyncAfter`).
  ///
  /// A negative or non-finite delay counts as 0: the work runs on the next turn.
  ///
  /// - Complexity: O(n) in the number of pending items.
  public func schedule(after delay: Double, _ work: @escaping Work) {
    let safeDelay = delay.isFinite && delay > 0 ? delay : 0
    let item = Item(time: now + safeDelay, sequence: nextSequence, work: work)
    nextSequence += 1
    // Insert after every item due at or before the new one: equal times keep scheduling order.
    var index = items.endIndex
    while index > items.startIndex, items[index - 1].time > item.time { index -= 1 }
    items.insert(item, at: index)
  }

  /// Schedules `work` for the next run-loop turn, at the current time
  /// (`DispatchQueue.main.async`, `receive(on: RunLoop.main)`).
  package func nextTurn(_ work: @escaping Work) {
    schedule(after: 0, work)
  }

  /// Registers `work` to run when the current turn ends, before any scheduled work.
  package func atEndOfTurn(_ work: @escaping Work) {
    endOfTurnWork.append(work)
  }

  /// Ends the current turn: runs the end-of-turn work, including any it registers.
  package func endTurn() {
    while !endOfTurnWork.isEmpty {
      let pending = endOfTurnWork
      endOfTurnWork.removeAll()
      for work in pending { work() }
    }
  }

  /// Ends the current turn, then runs the next scheduled piece of work in a new turn.
  ///
  /// - Returns: Whether anything was run.
  @discardableResult
  package func runNext() -> Bool {
    endTurn()
    guard !items.isEmpty else { return false }
    let item = items.removeFirst()
    now = max(now, item.time)
    turn += 1
    item.work()
    endTurn()
    return true
  }

  /// Runs scheduled work until nothing is left, or until `maxSteps` pieces have run (a guard
  /// against work that reschedules itself forever).
  ///
  /// - Returns: The number of pieces of work run.
  @discardableResult
  public func runUntilIdle(maxSteps: Int = 100_000) -> Int {
    var steps = 0
    endTurn()
    while steps < maxSteps, runNext() { steps += 1 }
    return steps
  }

  /// Runs the work due at or before `time`, then moves the clock to `time` (if it is later).
  public func run(until time: Double) {
    endTurn()
    while let due = items.first?.time, due <= time { runNext() }
    if time > now { now = time }
  }

  /// Runs the work due within `seconds` from now, then moves the clock on by `seconds`: the
  /// user's pause between two taps.
  package func advance(by seconds: Double) {
    run(until: now + (seconds.isFinite && seconds > 0 ? seconds : 0))
  }
}
