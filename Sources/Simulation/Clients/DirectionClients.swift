import Strategies

/// Seed 004's state-driven navigation (`initial` → `login` → `details`), naive (the question's
/// code) and through `DirectionalNavigator`.
public enum DirectionClients {
  /// The seed's `ViewState`, ordered by raw value.
  public enum Screen: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The first view.
    case initial = 1
    /// The login view.
    case login
    /// The details view.
    case details

    /// Orders screens by raw value: a greater one is forward.
    public static func < (lhs: Screen, rhs: Screen) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The case name.
    public var description: String {
      switch self {
      case .initial: "initial"
      case .login: "login"
      case .details: "details"
      }
    }
  }

  /// The seed's repro from `initial`: forward, forward, back, back.
  public static let seedRepro: [Screen] = [.login, .details, .login, .initial]

  /// The seed's `ContentViewModel` and `ContentView`: each child picks a symmetric
  /// `.move(edge:)` from `navigationDirection` when it is rendered; `fromView` is set in each
  /// child's `onAppear` (after the render); the direction is computed by a sink on
  /// `$viewState` received on the main run loop, a turn later.
  public final class SeedContentViewModel {
    /// The shown state.
    public private(set) var viewState = Screen.initial
    /// The state last recorded by an `onAppear`.
    public private(set) var fromView = Screen.initial
    /// The direction the sink last computed.
    public private(set) var navigationDirection = NavigationDirection.forward
    /// The container rendering the children.
    public let container: TransitionContainerModel<Screen>
    private let session: SimulationSession

    /// Creates the view model and renders the initial child.
    public init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
      self.session = session
      container = try TransitionContainerModel(
        version: version, initial: .initial,
        transition: Self.transition(of: .initial, direction: .forward), session: session)
      receiveOnMainRunLoop(.initial)
    }

    /// The transition `ContentView` gives `screen` when rendered with `direction`.
    public static func transition(of screen: Screen, direction: NavigationDirection)
      -> MoveTransition
    {
      switch screen {
      case .initial: .move(edge: direction == .forward ? .leading : .trailing)
      case .login, .details: .move(edge: direction == .forward ? .trailing : .leading)
      }
    }

    /// `setState(_:)`: writes `viewState`; the body re-renders in the same turn.
    public func setState(_ state: Screen) {
      guard state != viewState else { return }
      viewState = state
      container.change(
        to: state, incoming: Self.transition(of: state, direction: navigationDirection))
      session.clock.atEndOfTurn { [weak self] in self?.fromView = state }  // onAppear
      receiveOnMainRunLoop(state)
    }

    /// The sink of `$viewState.receive(on: RunLoop.main)`.
    private func receiveOnMainRunLoop(_ state: Screen) {
      session.clock.nextTurn { [weak self] in
        guard let self else { return }
        navigationDirection = fromView.rawValue > state.rawValue ? .back : .forward
      }
    }
  }

  /// The same screens through `DirectionalNavigator`: each plan is executed by rendering the
  /// incoming child with the plan's transition and, when the plan says so, re-assigning the
  /// outgoing child's transition in the same transaction.
  public final class NavigatorHost {
    /// The navigator.
    public private(set) var navigator: DirectionalNavigator<Screen>
    /// The container rendering the children.
    public let container: TransitionContainerModel<Screen>

    /// Creates the host and renders the initial child.
    public init(version: PlatformVersion, strategies: StrategySet, session: SimulationSession)
      throws(SimulationError)
    {
      navigator = DirectionalNavigator(initial: .initial, strategies: strategies)
      container = try TransitionContainerModel(
        version: version, initial: .initial, transition: .move(edge: .trailing),
        session: session)
    }

    /// Goes to `state`.
    public func go(to state: Screen) {
      guard let plan = navigator.go(to: state) else { return }
      let asymmetric = MoveTransition(insertion: plan.insertion, removal: plan.removal)
      if plan.reassignsOutgoingTransition {
        container.change(to: state, incoming: asymmetric, reassigningOutgoing: asymmetric)
      } else {
        container.change(to: state, incoming: .move(edge: plan.insertion))
      }
    }
  }

  /// Runs `steps` through the seed's view model; the user waits for the clock to go idle
  /// between taps.
  @discardableResult
  public static func runNaive(
    _ steps: [Screen] = seedRepro, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> TransitionContainerModel<Screen> {
    let model = try SeedContentViewModel(version: version, session: session)
    session.clock.runUntilIdle()
    for step in steps {
      model.setState(step)
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return model.container
  }

  /// Runs `steps` through `DirectionalNavigator` with `strategies`.
  @discardableResult
  public static func runMitigated(
    _ steps: [Screen] = seedRepro, version: PlatformVersion, strategies: StrategySet,
    session: SimulationSession
  ) throws(SimulationError) -> TransitionContainerModel<Screen> {
    let host = try NavigatorHost(version: version, strategies: strategies, session: session)
    for step in steps {
      host.go(to: step)
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return host.container
  }
}
