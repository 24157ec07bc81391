/// The two things a UI framework does for the performers of multi-step plans: publish one
/// update in a transaction, and run work on a later run-loop turn.
///
/// The decisions of a plan (what runs now, what runs later, what a newer change or a view that
/// went away does to work still pending) live in the performers (``PathChangePerformer``,
/// ``RowTogglePerformer``, ``DirectionalTransitionPerformer``, ``SheetPresentationPerformer``);
/// a host only carries them out. The SwiftUI adapter ships one (`withTransaction` and
/// `DispatchQueue.main`); tests use one over a virtual clock.
///
/// ```swift
/// struct ClockHost: PlanHost {
///   let clock: VirtualClock
///   func update(in transaction: TransactionPlan, _ change: () -> Void) { change() }
///   func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
///     clock.schedule(after: delay) { MainActor.assumeIsolated { work() } }
///   }
/// }
/// ```
@MainActor
public protocol PlanHost {
  /// Applies `change` as one update, in `transaction` (`withTransaction` in SwiftUI).
  func update(in transaction: TransactionPlan, _ change: () -> Void)

  /// Runs `work` on a later run-loop turn, `delay` seconds from now; 0 means the next turn.
  func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void)
}
