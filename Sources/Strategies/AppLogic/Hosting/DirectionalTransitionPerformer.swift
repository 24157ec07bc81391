/// One update a ``DirectionalTransitionPerformer`` asks the view to make.
public enum DirectionalUpdate<State: Hashable>: Hashable {
  /// Give the on-screen view (and the next incoming one) this transition.
  case transition(DirectionalTransition)
  /// Show this state.
  case state(State)
}

extension DirectionalUpdate: Sendable where State: Sendable {}

/// Performs the changes of a ``DirectionalNavigator`` through a ``PlanHost``, in the sequence
/// each plan's ``DirectionalTransitionPlan/sequencing`` asks for.
///
/// - ``DirectionalUpdateSequencing/transitionThenChange``: the transition is published in an
///   update of its own, and the state changes, inside the animation, on the next turn;
/// - ``DirectionalUpdateSequencing/changeOnly``: transition and state in one animated update.
///
/// A change asked for while another still waits for its turn is planned at once (the navigator
/// records it) and performed after it: the waiting state shows on its turn, then the newer
/// change runs as its plan says from the next turn on. So the view never skips a state the
/// navigator recorded, and a transition is never published in the turn of the state change
/// that would discard it (two changes asked for in one turn each get their turns).
///
/// ```swift
/// let performer = DirectionalTransitionPerformer(
///   navigator: DirectionalNavigator(initial: Step.welcome, strategies: strategies), host: host)
/// performer.go(to: .login) { update in
///   switch update {
///   case .transition(let transition): model.transition = transition
///   case .state(let step): model.step = step
///   }
/// }
/// ```
@MainActor
public final class DirectionalTransitionPerformer<State: Hashable & Sendable, Host: PlanHost> {
  /// The navigator that plans the changes; its current state is the latest asked for.
  public private(set) var navigator: DirectionalNavigator<State>
  /// The host that publishes the updates.
  public let host: Host
  /// The animation the state changes run in.
  public let animation: PlannedAnimation
  /// The state change waiting for the next turn, if any.
  private var pending: (id: UInt64, state: State, apply: (DirectionalUpdate<State>) -> Void)?
  /// Changes asked for while one waits, planned, in order.
  private var queued:
    [(plan: DirectionalTransitionPlan<State>, apply: @MainActor (DirectionalUpdate<State>) -> Void)] =
      []
  private var nextID: UInt64 = 0

  /// Creates a performer.
  public init(
    navigator: DirectionalNavigator<State>, host: Host,
    animation: PlannedAnimation = .systemDefault
  ) {
    self.navigator = navigator
    self.host = host
    self.animation = animation
  }

  /// Whether a state change waits for a later turn.
  package var isPending: Bool { pending != nil || !queued.isEmpty }

  /// Plans the change to `state` and performs it through `apply`.
  ///
  /// - Returns: The plan, or `nil` when `state` is the current state (nothing is applied).
  /// - Complexity: O(1) plus one call of the navigator's order (amortised, when a change
  ///   waits).
  @discardableResult
  public func go(
    to state: State, apply: @escaping @MainActor (DirectionalUpdate<State>) -> Void
  ) -> DirectionalTransitionPlan<State>? {
    guard let plan = navigator.go(to: state) else { return nil }
    if isPending {
      queued.append((plan, apply))
    } else {
      perform(plan, apply)
    }
    return plan
  }

  private func perform(
    _ plan: DirectionalTransitionPlan<State>,
    _ apply: @escaping @MainActor (DirectionalUpdate<State>) -> Void
  ) {
    let state = plan.to
    let transition = DirectionalTransition(insertion: plan.insertion, removal: plan.removal)
    switch plan.sequencing {
    case .changeOnly:
      host.update(in: .animate(animation)) {
        apply(.transition(transition))
        apply(.state(state))
      }
    case .transitionThenChange:
      host.update(in: .inherit) { apply(.transition(transition)) }
      nextID &+= 1
      let id = nextID
      pending = (id, state, apply)
      host.schedule(after: 0) { [weak self] in self?.runPending(id) }
    }
  }

  /// Shows now, in the animation, the state change that waits for the next turn, if any, then
  /// each change asked for since, in order, each in one animated update (its transition and
  /// its state): for a view about to go away, which needs its final state now.
  ///
  /// - Complexity: O(k) in the changes waiting.
  package func flush() {
    if let waiting = pending {
      pending = nil
      host.update(in: .animate(animation)) { waiting.apply(.state(waiting.state)) }
    }
    let rest = queued
    queued.removeAll()
    for (plan, apply) in rest {
      let transition = DirectionalTransition(insertion: plan.insertion, removal: plan.removal)
      host.update(in: .animate(animation)) {
        apply(.transition(transition))
        apply(.state(plan.to))
      }
    }
  }

  private func runPending(_ id: UInt64) {
    guard let waiting = pending, waiting.id == id else { return }
    pending = nil
    host.update(in: .animate(animation)) { waiting.apply(.state(waiting.state)) }
    guard !queued.isEmpty else { return }
    // The next change starts on a turn of its own, after the state just shown has rendered.
    nextID &+= 1
    let id = nextID
    host.schedule(after: 0) { [weak self] in self?.runQueued(id) }
  }

  private func runQueued(_ id: UInt64) {
    guard pending == nil, id == nextID, !queued.isEmpty else { return }
    let (plan, apply) = queued.removeFirst()
    perform(plan, apply)
    // A change-only plan left nothing waiting: the next queued one starts on the next turn.
    if pending == nil, !queued.isEmpty {
      nextID &+= 1
      let next = nextID
      host.schedule(after: 0) { [weak self] in self?.runQueued(next) }
    }
  }
}
