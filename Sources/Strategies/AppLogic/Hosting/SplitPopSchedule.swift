/// The decisions of ``PathChangePerformer`` about a pop the router split in two
/// (``PathChangeStage/coveredEntriesDropped``), as a value: when the second update runs, how many
/// entries it pops, and what a newer change or a path the system wrote does to it.
///
/// The performer drives one; so can any host of its own (a test, a simulation) that publishes the
/// router's changes itself:
/// - after publishing an app change, ``published(_:)`` returns the second update to schedule for
///   the next run-loop turn, if the plan split a pop;
/// - when that turn comes (or earlier, before another app change: ``pendingSecondUpdate``),
///   ``due(_:token:depth:)`` says how many entries to pop from the top (one: the kept top), or
///   `nil` when the update no longer applies;
/// - after adopting a path the system wrote, ``adopted(_:)`` drops a waiting update when the
///   path changed, and keeps it when the write changed nothing;
/// - ``cancel()`` drops it (the view went away).
///
/// ```swift
/// var schedule = SplitPopSchedule()
/// let plan = try router.pop(3)                    // on 16.0: the covered entries dropped
/// if let plan, let update = schedule.published(plan) {
///   // next turn:
///   if let count = schedule.due(update, token: router.changeToken, depth: router.count) {
///     try router.pop(count)                       // the top, alone
///   }
/// }
/// ```
package struct SplitPopSchedule: Hashable, Sendable {
  /// A second update waiting for its turn.
  package struct SecondUpdate: Hashable, Sendable {
    /// Tells this update from a later one.
    package let id: UInt64
    /// The router's token right after the first update: any other change since drops it.
    package let token: ChangeToken
    /// The depth the whole pop asked for: the second update pops down to it.
    package let targetDepth: Int
  }

  /// The second update that waits, if any.
  package private(set) var pendingSecondUpdate: SecondUpdate?
  private var nextID: UInt64 = 0

  /// A schedule with nothing waiting.
  package init() {}

  /// Whether a second update waits.
  package var isPending: Bool { pendingSecondUpdate != nil }

  /// Records that an app change's plan was published.
  ///
  /// - Returns: The second update to run on the next turn when `plan` is the first half of a
  ///   split pop (it replaces any update still waiting), or `nil`.
  /// - Complexity: O(1).
  package mutating func published(_ plan: PathChangePlan) -> SecondUpdate? {
    guard plan.stage == .coveredEntriesDropped else { return nil }
    nextID &+= 1
    let update = SecondUpdate(id: nextID, token: plan.token, targetDepth: max(plan.depth - 1, 0))
    pendingSecondUpdate = update
    return update
  }

  /// Records that a path the system wrote was adopted: `plan` is the adoption's plan, `nil`
  /// when the write changed nothing. A change drops the waiting update (the path is no longer
  /// the one it would finish); a write of the same path keeps it.
  ///
  /// - Complexity: O(1).
  package mutating func adopted(_ plan: PathChangePlan?) {
    if plan != nil { pendingSecondUpdate = nil }
  }

  /// Drops the waiting update, if any.
  ///
  /// - Complexity: O(1).
  package mutating func cancel() {
    pendingSecondUpdate = nil
  }

  /// The second update `update` is due, with the router's current `token` and `depth`.
  ///
  /// - Returns: The number of entries to pop from the top (the top kept by the first update),
  ///   or `nil` when nothing is to be done: the update is no longer the waiting one, or the
  ///   router changed since the first update. Either way the update stops waiting.
  /// - Complexity: O(1).
  package mutating func due(_ update: SecondUpdate, token: ChangeToken, depth: Int) -> Int? {
    guard let waiting = pendingSecondUpdate, waiting.id == update.id else { return nil }
    pendingSecondUpdate = nil
    guard token == waiting.token, depth > waiting.targetDepth else { return nil }
    return depth - waiting.targetDepth
  }
}
