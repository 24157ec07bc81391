/// Performs a ``NavigationRouter``'s changes through a ``PlanHost``: each change is published in
/// its plan's transaction, and a pop the router split in two
/// (``PathChangeStage/coveredEntriesDropped``) is finished by popping the top on the next turn.
///
/// The performer reads and writes the router where the app keeps it (a view model's property),
/// through the two closures it is created with. Its decisions about a split pop are a
/// `SplitPopSchedule` it drives:
/// - a change the app makes runs in its plan's transaction
///   (``PathChangePlan/transaction(for:)`` with ``PathChangeOrigin/app``); a path the system wrote
///   (the back button, a swipe) is adopted as it is (``adopt(_:)``);
/// - a split pop's second update (``NavigationRouter/pop()``, in its own plan's transaction) runs
///   on the next turn, and only if the path is still the one the first update left: a change
///   the system made in between (``adopt(_:)``) or ``cancel()`` drops it;
/// - a change asked for while the second update waits first runs that update, so that changes
///   are published in the order they were asked for.
///
/// ```swift
/// let performer = PathChangePerformer(
///   host: host, get: { [unowned model] in model.router },
///   set: { [unowned model] in model.router = $0 })
/// performer.perform { $0.popToRoot() }
/// ```
@MainActor
public final class PathChangePerformer<Destination: Hashable, Host: PlanHost> {
  /// The host that publishes the updates and runs the second update of a split pop.
  public let host: Host
  private let read: @MainActor () -> NavigationRouter<Destination>
  private let write: @MainActor (NavigationRouter<Destination>) -> Void
  /// The split pop waiting for its second update.
  private var schedule = SplitPopSchedule()
  /// The first update of the split pop that waits, for a changed rule to read.
  private var firstUpdate: PathChangePlan?
  /// Changed decisions, for the simulation's mutation check to run this performer with one
  /// wrong; `nil`: the shipped ones (apps never set it).
  package var changedRules: SplitPopRules?

  /// Creates a performer over the router that `get` reads and `set` writes.
  public init(
    host: Host, get: @escaping @MainActor () -> NavigationRouter<Destination>,
    set: @escaping @MainActor (NavigationRouter<Destination>) -> Void
  ) {
    self.host = host
    self.read = get
    self.write = set
  }

  /// The router, as `get` reads it.
  public var router: NavigationRouter<Destination> { read() }

  /// Whether a split pop waits for its second update.
  package var isPending: Bool { schedule.isPending }

  /// Makes `operation` on a copy of the router and publishes the result in the plan's
  /// transaction; a split pop's second update is scheduled for the next turn.
  ///
  /// - Returns: The plan of the operation, or `nil` when it changed nothing (nothing is
  ///   published).
  /// - Complexity: The operation's, plus O(1).
  @discardableResult
  public func perform(_ operation: (inout NavigationRouter<Destination>) -> PathChangePlan?)
    -> PathChangePlan?
  {
    flush()
    var next = read()
    guard let plan = operation(&next) else { return nil }
    host.update(in: plan.transaction(for: .app)) { write(next) }
    if let update = schedule.published(plan) {
      firstUpdate = plan
      if changedRules?.finishesInSameTurn == true {
        finish(update)
      } else {
        host.schedule(after: 0) { [weak self] in self?.finish(update) }
      }
    }
    return plan
  }

  /// Adopts a path the system wrote (``NavigationRouter/adopt(_:)``), as it is: the system has
  /// animated the change already. When the path changed, a split pop still waiting is
  /// dropped: the path is no longer the one it would finish.
  ///
  /// - Returns: The plan, or `nil` when the length and the top did not change (nothing is
  ///   written or published).
  /// - Complexity: As ``NavigationRouter/adopt(_:)``.
  @discardableResult
  public func adopt(_ path: [Destination]) -> PathChangePlan? {
    var next = read()
    // The same length and top: nothing to publish, and a waiting second update still applies.
    let plan = next.adopt(path)
    schedule.adopted(plan)
    if plan == nil, changedRules?.dropsOnUnchangedWrite == true { schedule.cancel() }
    guard let plan else { return nil }
    host.update(in: plan.transaction(for: .system)) { write(next) }
    return plan
  }

  /// Runs now the second update of a split pop that waits, if any.
  ///
  /// - Complexity: O(1).
  package func flush() {
    guard let waiting = schedule.pendingSecondUpdate else { return }
    finish(waiting)
  }

  /// Drops the second update of a split pop that waits, if any (the view went away).
  ///
  /// - Complexity: O(1).
  public func cancel() {
    schedule.cancel()
  }

  private func finish(_ update: SplitPopSchedule.SecondUpdate) {
    var next = read()
    guard var count = schedule.due(update, token: next.changeToken, depth: next.count) else {
      return
    }
    if let rules = changedRules, let first = firstUpdate {
      count = rules.entriesToPop(count, first)
    }
    guard let plan = try? next.pop(count) else { return }
    host.update(in: plan.transaction(for: .app)) { write(next) }
  }
}

/// The decisions ``PathChangePerformer`` takes from `SplitPopSchedule`, each of which the
/// simulation's mutation check may change (``PathChangePerformer/changedRules``) to show that
/// the walk catches it.
package struct SplitPopRules: Sendable {
  /// Whether the second update runs in the first update's own turn, not the next one.
  package var finishesInSameTurn = false
  /// The entries the second update pops, from the schedule's answer and the first update's
  /// plan.
  package var entriesToPop: @Sendable (_ scheduled: Int, _ firstUpdate: PathChangePlan) -> Int = {
    scheduled, _ in scheduled
  }
  /// Whether a path the system wrote unchanged drops the waiting update.
  package var dropsOnUnchangedWrite = false

  /// The shipped rules.
  package init() {}
}
