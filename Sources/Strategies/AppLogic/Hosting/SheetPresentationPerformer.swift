/// Performs ``SheetPresentationPlan``s through a ``PlanHost``: leaves edit mode in an update of
/// its own, then presents after the plan's run-loop turns.
///
/// ``cancel()`` (the view went away, or the user did something else before the sheet came up)
/// drops a presentation that waits; presenting again replaces the one that waits.
///
/// ```swift
/// let performer = SheetPresentationPerformer(host: host)
/// performer.present(presenter.plan(listIsEditing: isEditing),
///                   leaveEditMode: { isEditing = false }, present: { isSheetShown = true })
/// ```
@MainActor
public final class SheetPresentationPerformer<Host: PlanHost> {
  /// The host that publishes the updates and counts the turns.
  public let host: Host
  private var waitingID: UInt64?
  private var nextID: UInt64 = 0

  /// Creates a performer.
  public init(host: Host) {
    self.host = host
  }

  /// Whether a presentation waits for its turn.
  package var isPending: Bool { waitingID != nil }

  /// Performs `plan`: calls `leaveEditMode` first if the plan says so, then `present` now or
  /// after ``SheetPresentationPlan/presentAfterTurns`` turns.
  ///
  /// - Complexity: O(1) now; one scheduled call per turn to wait.
  public func present(
    _ plan: SheetPresentationPlan, leaveEditMode: @MainActor () -> Void,
    present: @escaping @MainActor () -> Void
  ) {
    cancel()
    if plan.leavesEditMode {
      host.update(in: .inherit) { leaveEditMode() }
    }
    guard plan.presentAfterTurns > 0 else {
      host.update(in: .inherit) { present() }
      return
    }
    nextID &+= 1
    let id = nextID
    waitingID = id
    wait(turns: plan.presentAfterTurns, id: id, then: present)
  }

  /// Drops the presentation that waits, if any.
  ///
  /// - Complexity: O(1).
  public func cancel() {
    waitingID = nil
  }

  private func wait(turns: Int, id: UInt64, then present: @escaping @MainActor () -> Void) {
    let box = PresentAction(present)
    host.schedule(after: 0) { [weak self] in
      guard let self, waitingID == id else { return }
      if turns > 1 {
        wait(turns: turns - 1, id: id, then: box.action)
      } else {
        waitingID = nil
        host.update(in: .inherit) { box.action() }
      }
    }
  }
}

/// A presentation closure carried across turns in a `@Sendable` closure.
///
/// `@unchecked Sendable` is sound: the closure is `@MainActor`, so wherever the box travels it
/// is only ever called on the main actor.
private final class PresentAction: @unchecked Sendable {
  let action: @MainActor () -> Void
  init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}
