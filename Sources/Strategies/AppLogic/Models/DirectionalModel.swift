/// A view model of a state-driven container whose views slide by the direction of each change
/// (a ``DirectionalNavigator`` plans, a ``DirectionalTransitionPerformer`` performs): the view
/// shows ``state`` and gives it ``transition``.
///
/// ```swift
/// let flow = DirectionalModel(initial: Step.welcome, context: context, host: host)
/// flow.go(to: .login)  // the transition first, the state on the next turn where needed
/// ```
public final class DirectionalModel<State: Hashable & Sendable>: ChangeNotifyingModel {
  /// The state on screen.
  public private(set) var state: State
  /// The transition the on-screen view and the next one carry.
  public private(set) var transition = DirectionalTransition.for(.forward)
  private let performer: DirectionalTransitionPerformer<State, AnyPlanHost>

  /// Creates a model showing `initial`, ordered by `State`'s `<`, planned with the strategies
  /// `registry` resolves for `context`; state changes run in `animation`.
  public convenience init(
    initial: State, context: StrategyContext, host: some PlanHost,
    registry: StrategyRegistry = .standard(), animation: PlannedAnimation = .systemDefault
  ) where State: Comparable {
    self.init(
      navigator: DirectionalNavigator(initial: initial, strategies: registry.resolve(context)),
      host: host, animation: animation)
  }

  /// Creates a model over `navigator`, showing its current state.
  public init(
    navigator: DirectionalNavigator<State>, host: some PlanHost,
    animation: PlannedAnimation = .systemDefault
  ) {
    state = navigator.current
    performer = DirectionalTransitionPerformer(
      navigator: navigator, host: AnyPlanHost(base: host), animation: animation)
    super.init()
  }

  /// Moves to `next`, forward or back as the navigator orders it; nothing when it is shown.
  public func go(to next: State) {
    performer.go(to: next) { [weak self] update in
      guard let self else { return }
      notifyWillChange()
      switch update {
      case .transition(let transition): self.transition = transition
      case .state(let state): self.state = state
      }
    }
  }
}
