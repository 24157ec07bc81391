import Strategies

/// An app whose screens the user leaves with the edge swipe, sometimes cancelled: written as
/// the reports show it (the path bound to app state, each screen's dismiss button removing the
/// last entry, the binding's writes taken as they come) and through `NavigationRouter` with
/// strategies.
package enum SwipeBackClients {
  /// One thing the user does.
  package enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Tap a link: push one screen.
    case push
    /// Start the edge swipe back and lift before the threshold.
    case swipeBackCancelled
    /// Start the edge swipe back and finish it.
    case swipeBackFinished
    /// Tap the shown screen's dismiss (or back) button.
    case dismiss

    /// `push`, `swipeBackCancelled`, `swipeBackFinished`, `dismiss`.
    package var description: String {
      switch self {
      case .push: "push"
      case .swipeBackCancelled: "swipeBackCancelled"
      case .swipeBackFinished: "swipeBackFinished"
      case .dismiss: "dismiss"
      }
    }
  }

  /// The scenario's steps: two pushes, a cancelled swipe, the screen's dismiss button, a push,
  /// a finished swipe and a dismiss.
  package static let scenarioSteps: [Step] = [
    .push, .push, .swipeBackCancelled, .dismiss, .push, .swipeBackFinished, .dismiss,
  ]

  /// The original app code: a path of screens bound to the stack, written directly.
  package final class OriginalPathModel {
    /// The path.
    package private(set) var path: [Int] = []
    private let stack: InteractivePopStackModel<Int>
    private var nextDestination = 1

    /// Creates the model bound to `stack`; the stack's writes go to ``path``.
    package init(stack: InteractivePopStackModel<Int>) {
      self.stack = stack
      stack.onSystemWrite = { [unowned self] in self.path = $0 }
    }

    /// `path.append(next)`.
    package func push() {
      path.append(nextDestination)
      nextDestination += 1
      stack.setPath(path)
    }

    /// The dismiss button: `path.removeLast()` when the path is not empty.
    package func dismiss() {
      guard !path.isEmpty else { return }
      path.removeLast()
      stack.setPath(path)
    }
  }

  /// The fix: the same app through `NavigationRouter`. The binding's writes are adopted; the
  /// edge swipe is offered as the router's `interactivePop` says, and the dismiss button pops
  /// through the router.
  package final class RouterHost {
    /// The router, resolved for the stack's context.
    package private(set) var router: NavigationRouter<Int>
    private let stack: InteractivePopStackModel<Int>
    private var nextDestination = 1

    /// Creates the host for `stack` with `strategies`.
    package init(stack: InteractivePopStackModel<Int>, strategies: StrategySet) {
      self.router = NavigationRouter(strategies: strategies)
      self.stack = stack
      stack.allowsInteractivePop = router.allowsInteractivePop
      stack.onSystemWrite = { [unowned self] in self.router.adopt($0) }
    }

    /// Pushes one screen, which offers the swipe as the plan says.
    package func push() {
      router.push(nextDestination)
      nextDestination += 1
      publish()
    }

    /// The dismiss (or back) button: pops the top through the router.
    package func dismiss() {
      if router.pop() != nil { publish() }
    }

    private func publish() {
      stack.allowsInteractivePop = router.allowsInteractivePop
      stack.setPath(router.path)
    }
  }

  /// Runs `steps` through the original app code on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> InteractivePopStackModel<Int> {
    let stack = try InteractivePopStackModel<Int>(version: version, session: session)
    let model = OriginalPathModel(stack: stack)
    for step in steps {
      switch step {
      case .push: model.push()
      case .dismiss: model.dismiss()
      case .swipeBackCancelled, .swipeBackFinished: swipe(step, on: stack)
      }
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return stack
  }

  /// Runs `steps` through `NavigationRouter` with `strategies` on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runMitigated(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, strategies: StrategySet,
    session: SimulationSession
  ) throws(SimulationError) -> InteractivePopStackModel<Int> {
    let stack = try InteractivePopStackModel<Int>(version: version, session: session)
    let host = RouterHost(stack: stack, strategies: strategies)
    for step in steps {
      switch step {
      case .push: host.push()
      case .dismiss: host.dismiss()
      case .swipeBackCancelled, .swipeBackFinished: swipe(step, on: stack)
      }
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return stack
  }

  /// The user's swipe: begun, then finished or cancelled (nothing when it cannot begin).
  private static func swipe(_ step: Step, on stack: InteractivePopStackModel<Int>) {
    guard stack.beginSwipe() else { return }
    stack.endSwipe(step == .swipeBackFinished ? .finished : .cancelled)
  }
}
