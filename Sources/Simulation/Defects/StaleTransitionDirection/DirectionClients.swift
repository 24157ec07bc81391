import Strategies

/// Seed 004's state-driven navigation (`initial` → `login` → `details`), naive (the question's
/// code) and through `DirectionalNavigator`.
package enum DirectionClients {
  /// The seed's `ViewState`, ordered by raw value.
  package enum Screen: Int, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The first view.
    case initial = 1
    /// The login view.
    case login
    /// The details view.
    case details

    /// Orders screens by raw value: a greater one is forward.
    package static func < (lhs: Screen, rhs: Screen) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The case name.
    package var description: String {
      switch self {
      case .initial: "initial"
      case .login: "login"
      case .details: "details"
      }
    }
  }

  /// The seed's repro from `initial`: forward, forward, back, back.
  package static let originalRepro: [Screen] = [.login, .details, .login, .initial]

  /// The seed's `ContentViewModel` and `ContentView`: each child picks a symmetric
  /// `.move(edge:)` from `navigationDirection` when it is rendered; `fromView` is set in each
  /// child's `onAppear` (after the render); the direction is computed by a sink on
  /// `$viewState` received on the main run loop, a turn later.
  package final class OriginalContentViewModel {
    /// The shown state.
    package private(set) var viewState = Screen.initial
    /// The state last recorded by an `onAppear`.
    package private(set) var fromView = Screen.initial
    /// The direction the sink last computed.
    package private(set) var navigationDirection = NavigationDirection.forward
    /// The container rendering the children.
    package let container: TransitionContainerModel<Screen>
    private let session: SimulationSession

    /// Creates the view model and renders the initial child.
    package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
      self.session = session
      container = try TransitionContainerModel(
        version: version, initial: .initial,
        transition: Self.transition(of: .initial, direction: .forward), session: session)
      receiveOnMainRunLoop(.initial)
    }

    /// The transition `ContentView` gives `screen` when rendered with `direction`.
    package static func transition(of screen: Screen, direction: NavigationDirection)
      -> SimulatedMoveTransition
    {
      switch screen {
      case .initial: .move(edge: direction == .forward ? .leading : .trailing)
      case .login, .details: .move(edge: direction == .forward ? .trailing : .leading)
      }
    }

    /// `setState(_:)`: writes `viewState`; the body re-renders in the same turn.
    package func setState(_ state: Screen) {
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

  /// The answer's fix in the seed: `fromView` recorded before the change, every child given the
  /// asymmetric transition of `navigationDirection`, but the direction still computed by the
  /// sink on `$viewState` received on the main run loop, a turn after the change.
  ///
  /// On every first change of direction both views move by the old direction's edges: the
  /// incoming child is rendered before the sink runs, and the outgoing one was last rendered
  /// with the old direction.
  package final class PostedFixViewModel {
    /// The shown state.
    package private(set) var viewState = Screen.initial
    /// The state recorded before the latest change.
    package private(set) var fromView = Screen.initial
    /// The direction the sink last computed.
    package private(set) var navigationDirection = NavigationDirection.forward
    /// The container rendering the children.
    package let container: TransitionContainerModel<Screen>
    private let session: SimulationSession

    /// Creates the view model and renders the initial child.
    package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
      self.session = session
      container = try TransitionContainerModel(
        version: version, initial: .initial, transition: .navigation(.forward), session: session)
    }

    /// `setState(_:)`: `fromView = viewState; viewState = state`.
    package func setState(_ state: Screen) {
      guard state != viewState else { return }
      fromView = viewState
      viewState = state
      container.change(to: state, incoming: .navigation(navigationDirection))
      session.clock.nextTurn { [weak self] in
        guard let self else { return }
        navigationDirection = fromView < state ? .forward : .back
        container.render(transition: .navigation(navigationDirection))
      }
    }
  }

  /// The same screens through `DirectionalNavigator`, sequenced as each plan says
  /// (`DirectionalTransitionPlan/sequencing`): with
  /// `DirectionalUpdateSequencing/transitionThenChange` the on-screen child is re-rendered
  /// with the plan's transition in one update and the state changes on the next run-loop turn;
  /// with `DirectionalUpdateSequencing/changeOnly` the state changes at once and the outgoing
  /// child keeps the symmetric edge it was inserted with.
  package final class NavigatorHost {
    /// The navigator.
    package private(set) var navigator: DirectionalNavigator<Screen>
    /// The container rendering the children.
    package let container: TransitionContainerModel<Screen>
    private let session: SimulationSession

    /// Creates the host and renders the initial child.
    package init(version: PlatformVersion, strategies: StrategySet, session: SimulationSession)
      throws(SimulationError)
    {
      navigator = DirectionalNavigator(initial: .initial, strategies: strategies)
      container = try TransitionContainerModel(
        version: version, initial: .initial, transition: .move(edge: .trailing),
        session: session)
      self.session = session
    }

    /// Goes to `state`.
    package func go(to state: Screen) {
      guard let plan = navigator.go(to: state) else { return }
      let asymmetric = SimulatedMoveTransition(insertion: plan.insertion, removal: plan.removal)
      switch plan.sequencing {
      case .transitionThenChange:
        container.render(transition: asymmetric)
        session.clock.nextTurn { [container] in
          container.change(to: state, incoming: asymmetric)
        }
      case .changeOnly:
        container.change(to: state, incoming: .move(edge: plan.insertion))
      }
    }
  }

  /// Runs `steps` through the seed's view model; the user waits for the clock to go idle
  /// between taps.
  @discardableResult
  package static func runNaive(
    _ steps: [Screen] = originalRepro, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> TransitionContainerModel<Screen> {
    let model = try OriginalContentViewModel(version: version, session: session)
    session.clock.runUntilIdle()
    for step in steps {
      model.setState(step)
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return model.container
  }

  /// Runs `steps` through the answer's fix (``PostedFixViewModel``).
  @discardableResult
  package static func runPostedFix(
    _ steps: [Screen] = originalRepro, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> TransitionContainerModel<Screen> {
    let model = try PostedFixViewModel(version: version, session: session)
    for step in steps {
      model.setState(step)
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return model.container
  }

  /// Runs `steps` through `DirectionalNavigator` with `strategies`.
  @discardableResult
  package static func runMitigated(
    _ steps: [Screen] = originalRepro, version: PlatformVersion, strategies: StrategySet,
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

// MARK: - Former names

extension DirectionClients {
  /// The former name of ``OriginalContentViewModel``.
  @available(*, deprecated, renamed: "OriginalContentViewModel")
  package typealias SeedContentViewModel = OriginalContentViewModel
  /// The former name of ``PostedFixViewModel``.
  @available(*, deprecated, renamed: "PostedFixViewModel")
  package typealias SeedFixViewModel = PostedFixViewModel
  /// The former name of ``originalRepro``.
  @available(*, deprecated, renamed: "originalRepro")
  package static var seedRepro: [Screen] { originalRepro }

  /// The former name of ``runPostedFix(_:version:session:)``.
  @available(*, deprecated, renamed: "runPostedFix(_:version:session:)")
  @discardableResult
  package static func runSeedFix(
    _ steps: [Screen] = originalRepro, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> TransitionContainerModel<Screen> {
    try runPostedFix(steps, version: version, session: session)
  }
}
