import Strategies

/// The rules of the multi-step primitives and performers the walk's components drive, as the
/// shipped ones decide them; the mutation check runs the walk with one changed
/// (``WalkMutant``) and expects a violation.
package struct WalkRules: Sendable {
  /// How a split pop's second update is run (`SplitPopSchedule`, as
  /// `PathChangePerformer` drives it).
  package var splitPop = SplitPopRules()

  /// The shipped rules.
  package init() {}
}

/// The decisions ``WalkPathChangePerformer`` takes from `SplitPopSchedule`, each of which a
/// mutant may change.
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

/// `PathChangePerformer`'s steps over a ``WalkHost``, its decisions taken from a
/// `SplitPopSchedule` through ``SplitPopRules`` (the shipped rules make it the performer).
@MainActor
final class WalkPathChangePerformer<Destination: Hashable> {
  let host: WalkHost
  private let rules: SplitPopRules
  private let read: @MainActor () -> NavigationRouter<Destination>
  private let write: @MainActor (NavigationRouter<Destination>) -> Void
  private var schedule = SplitPopSchedule()
  private var firstUpdate: PathChangePlan?

  init(
    host: WalkHost, rules: SplitPopRules,
    get: @escaping @MainActor () -> NavigationRouter<Destination>,
    set: @escaping @MainActor (NavigationRouter<Destination>) -> Void
  ) {
    self.host = host
    self.rules = rules
    self.read = get
    self.write = set
  }

  var isPending: Bool { schedule.isPending }

  @discardableResult
  func perform(_ operation: (inout NavigationRouter<Destination>) -> PathChangePlan?)
    -> PathChangePlan?
  {
    if let waiting = schedule.pendingSecondUpdate { finish(waiting) }
    var next = read()
    guard let plan = operation(&next) else { return nil }
    host.update(in: plan.transaction(for: .app)) { write(next) }
    if let update = schedule.published(plan) {
      firstUpdate = plan
      if rules.finishesInSameTurn {
        finish(update)
      } else {
        host.schedule(after: 0) { [weak self] in self?.finish(update) }
      }
    }
    return plan
  }

  @discardableResult
  func adopt(_ path: [Destination]) -> PathChangePlan? {
    var next = read()
    let plan = next.adopt(path)
    schedule.adopted(plan)
    if plan == nil, rules.dropsOnUnchangedWrite { schedule.cancel() }
    guard let plan else { return nil }
    host.update(in: plan.transaction(for: .system)) { write(next) }
    return plan
  }

  private func finish(_ update: SplitPopSchedule.SecondUpdate) {
    var next = read()
    guard let scheduled = schedule.due(update, token: next.changeToken, depth: next.count),
      let first = firstUpdate,
      let plan = try? next.pop(rules.entriesToPop(scheduled, first))
    else { return }
    host.update(in: plan.transaction(for: .app)) { write(next) }
  }
}
