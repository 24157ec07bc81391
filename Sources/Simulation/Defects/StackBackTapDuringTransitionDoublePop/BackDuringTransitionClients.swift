import Strategies

/// A UIKit app whose coordinator keeps its own list of the pushed screens: a link appends, and
/// the navigation delegate's `didShow` removes the screen a pop left. The user pushes three
/// screens, taps back twice in quick succession, cancels a swipe back, taps back, pushes two
/// screens and taps back then swipes back before the pop ends. Written as the sources show it
/// (the delegate and nothing else), and through `BackDuringTransitionPlanner` (the back button
/// and the pop gesture guarded as the plan says).
package enum BackDuringTransitionClients {
  /// One thing the user does, or the app left alone until every transition has ended.
  package enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Tap a link: push one screen.
    case push
    /// Tap the back button.
    case back
    /// Swipe back past the threshold.
    case swipeBack
    /// Swipe back and lift before the threshold.
    case swipeBackCancelled
    /// Leave the app alone until every transition has ended, then check.
    case settle

    /// `push`, `back`, `swipeBack`, `swipeBackCancelled` or `settle`.
    package var description: String {
      switch self {
      case .push: "push"
      case .back: "back"
      case .swipeBack: "swipeBack"
      case .swipeBackCancelled: "swipeBackCancelled"
      case .settle: "settle"
      }
    }
  }

  /// The time between two of the user's events that are not separated by ``Step/settle``: less
  /// than a transition.
  package static let quickInterval = 0.1

  /// The scenario's steps.
  package static let scenarioSteps: [Step] = [
    .push, .settle, .push, .settle, .push, .settle,
    .back, .back, .settle,
    .swipeBackCancelled, .settle,
    .back, .settle,
    .push, .settle, .push, .settle,
    .back, .swipeBack, .settle,
  ]

  /// The app's coordinator: its list of pushed screens, the navigation delegate and the pop
  /// gesture's delegate, following `plan`.
  package final class Coordinator {
    /// The pushed screens, as the app lists them (root excluded).
    package private(set) var screens: [Int] = []
    /// The plan the coordinator follows.
    package let plan: BackDuringTransitionPlan
    private let navigation: InterruptibleNavigationModel
    private var nextScreen = 1

    /// Creates the coordinator as `navigation`'s delegates.
    package init(navigation: InterruptibleNavigationModel, plan: BackDuringTransitionPlan) {
      self.navigation = navigation
      self.plan = plan
      navigation.willShow = { [unowned self] _ in willShow() }
      navigation.didShow = { [unowned self] from, _ in didShow(from: from) }
      navigation.popGestureShouldBegin = { running in
        plan.popGestureMayBegin(transitionRunning: running)
      }
    }

    /// A link: the app lists the screen and pushes it.
    package func push() {
      guard navigation.push(nextScreen) else { return }
      screens.append(nextScreen)
      nextScreen += 1
    }

    /// `navigationController(_:willShow:animated:)`: the back button disabled until the
    /// transition ends, as the plan says.
    private func willShow() {
      guard plan.disablesBackButton, navigation.isTransitioning else { return }
      navigation.setBackButtonEnabled(false)
      guard plan != .ignoredUntilDidShow else { return }
      navigation.onTransitionCompletion { [unowned self] _ in
        navigation.setBackButtonEnabled(true)
      }
    }

    /// `navigationController(_:didShow:animated:)`: a screen no longer in the stack was popped,
    /// and leaves the list.
    private func didShow(from: Int) {
      if !navigation.screens.contains(from) { screens.removeAll { $0 == from } }
      if plan == .ignoredUntilDidShow { navigation.setBackButtonEnabled(true) }
    }
  }

  /// The original app code: the delegate keeps the list, nothing is guarded.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> (InterruptibleNavigationModel, Coordinator) {
    try run(steps, plan: .accepted, version: version, session: session)
  }

  /// The same through a planner: the back button and the pop gesture guarded as
  /// ``BackDuringTransitionPlanner/plan`` says.
  @discardableResult
  package static func runMitigated(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion,
    planner: BackDuringTransitionPlanner, session: SimulationSession
  ) throws(SimulationError) -> (InterruptibleNavigationModel, Coordinator) {
    try run(steps, plan: planner.plan, version: version, session: session)
  }

  /// Runs `steps` with the coordinator following `plan`; every ``Step/settle`` runs the clock
  /// until idle and checks the navigation controller against the app's list.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  @discardableResult
  package static func run(
    _ steps: [Step], plan: BackDuringTransitionPlan, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> (InterruptibleNavigationModel, Coordinator) {
    let navigation = try InterruptibleNavigationModel(version: version, session: session)
    let coordinator = Coordinator(navigation: navigation, plan: plan)
    for step in steps {
      switch step {
      case .push: coordinator.push()
      case .back: navigation.tapBack()
      case .swipeBack: navigation.swipeBack(finishes: true)
      case .swipeBackCancelled: navigation.swipeBack(finishes: false)
      case .settle:
        session.clock.runUntilIdle()
        navigation.verifySettled(appScreens: coordinator.screens)
        continue
      }
      session.clock.advance(by: quickInterval)
    }
    return (navigation, coordinator)
  }
}
