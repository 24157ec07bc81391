/// What the ready-made view models share: a callback before each change of what they show.
///
/// The models (``NavigationModel``, ``PresentationChainModel``, ``RowToggleModel``,
/// ``SheetModel``, ``DirectionalModel``) own the state a screen shows and perform every change
/// through the strategies and a ``PlanHost``. They import no UI framework, so they run on Linux
/// against the simulation; the SwiftUI adapter makes them `ObservableObject`s (iOS 14 and later)
/// and gives them its host.
@MainActor
public class ChangeNotifyingModel {
  /// Called before each change of the state the model shows (a UIKit screen can re-render
  /// from it; SwiftUI observes the model through its `objectWillChange`).
  public var willChange: (@MainActor () -> Void)?
  /// A UI framework's change publisher and its send (the SwiftUI adapter's `objectWillChange`).
  package var observer: (publisher: AnyObject, send: @MainActor () -> Void)?

  package init() {}

  /// Tells the observers that the shown state is about to change.
  func notifyWillChange() {
    observer?.send()
    willChange?()
  }
}

/// A ``PlanHost`` of any type, so that a model's type does not depend on its host's.
@MainActor
struct AnyPlanHost: PlanHost {
  let base: any PlanHost

  func update(in transaction: TransactionPlan, _ change: () -> Void) {
    base.update(in: transaction, change)
  }

  func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
    base.schedule(after: delay, work)
  }
}
