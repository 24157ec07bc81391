/// Performs ``RowToggleSchedule``s through a ``PlanHost``: the steps due now in the current
/// update, the deferred ones on a later turn, and nothing once cancelled.
///
/// The decisions a hand-written `DispatchQueue.main.asyncAfter` leaves open are taken here:
/// - an animated step runs in the performer's animation, an unanimated one (iOS 14's, and a
///   deferred step) in the host's transaction as it is, as the write-up's code does;
/// - a new batch first applies, unanimated and in order, the steps an earlier batch still
///   defers, so that toggles are applied in the order they were asked for;
/// - ``cancel()`` (call it when the view goes away) drops the deferred steps not yet run.
///
/// ```swift
/// let performer = RowTogglePerformer(host: host)
/// let toggles = [RowToggle(picker, visible: !showsPicker), RowToggle(stepper, visible: showsPicker)]
/// performer.perform(coordinator.schedule(toggles)) { range in
///   for toggle in toggles[range] { model.setVisible(toggle.row, toggle.isVisible) }
/// }
/// ```
@MainActor
public final class RowTogglePerformer<Host: PlanHost> {
  /// The host that publishes the updates and runs the deferred steps.
  public let host: Host
  /// The animation of animated steps.
  public let animation: PlannedAnimation
  /// Deferred steps not yet run, in the order they are due.
  private var pending: [Pending] = []
  private var nextID: UInt64 = 0

  private struct Pending {
    let id: UInt64
    let toggles: Range<Int>
    let apply: (Range<Int>) -> Void
  }

  /// Creates a performer that animates animated steps with `animation`.
  public init(host: Host, animation: PlannedAnimation = .systemDefault) {
    self.host = host
    self.animation = animation
  }

  /// The number of deferred steps that have not run yet.
  package var pendingCount: Int { pending.count }

  /// Performs `schedule`, calling `apply` with the positions (in the toggles the schedule was
  /// made from) of each step, inside that step's update.
  ///
  /// - Complexity: O(1) for the schedule's at most two steps, plus O(p) for the p steps that
  ///   earlier batches still defer.
  public func perform(
    _ schedule: RowToggleSchedule, apply: @escaping @MainActor (Range<Int>) -> Void
  ) {
    flush()
    schedule.forEachStep { step in
      if step.isDeferred {
        enqueue(step, apply: apply)
      } else {
        host.update(in: step.animated ? .animate(animation) : .inherit) { apply(step.toggles) }
      }
    }
  }

  /// Drops the deferred steps that have not run yet.
  ///
  /// - Complexity: O(p) in the pending steps.
  public func cancel() {
    pending.removeAll()
  }

  /// Applies now, unanimated and in order, the deferred steps that have not run yet.
  ///
  /// - Complexity: O(p) in the pending steps.
  package func flush() {
    let due = pending
    pending.removeAll()
    for step in due {
      host.update(in: .inherit) { step.apply(step.toggles) }
    }
  }

  private func enqueue(_ step: RowToggleStep, apply: @escaping @MainActor (Range<Int>) -> Void) {
    nextID &+= 1
    let id = nextID
    pending.append(Pending(id: id, toggles: step.toggles, apply: apply))
    host.schedule(after: step.delay) { [weak self] in self?.runPending(id) }
  }

  private func runPending(_ id: UInt64) {
    guard let position = pending.firstIndex(where: { $0.id == id }) else { return }
    // Steps due before this one (all of them are: they are appended in order) run first.
    let due = pending[...position]
    pending.removeSubrange(...position)
    for step in due {
      host.update(in: .inherit) { step.apply(step.toggles) }
    }
  }
}
