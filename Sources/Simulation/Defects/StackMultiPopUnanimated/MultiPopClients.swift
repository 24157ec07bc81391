import Strategies

/// An app that pops several screens at once from a `NavigationStack(path:)`: written as the
/// reports show it (the path bound to app state, `removeLast(k)` and `removeAll()` as plain
/// writes) and through `NavigationRouter` with strategies.
///
/// The user pauses one second between taps, so every transition, and the second update of a
/// split pop, has finished before the next tap.
package enum MultiPopClients {
  /// One tap.
  package enum Step: Hashable, Sendable, CustomStringConvertible {
    /// Push one screen.
    case push
    /// Pop `count` screens in one update.
    case pop(Int)
    /// Pop to the root in one update.
    case popToRoot

    /// `push`, `pop(2)`, `popToRoot`.
    package var description: String {
      switch self {
      case .push: "push"
      case .pop(let count): "pop(\(count))"
      case .popToRoot: "popToRoot"
      }
    }
  }

  /// The scenario's taps: three pushes and a pop to root, three pushes, a pop of two, a pop of
  /// one, and a push from the root (which the `TabView` defect would flatten).
  package static let scenarioSteps: [Step] = [
    .push, .push, .push, .popToRoot, .push, .push, .push, .pop(2), .pop(1), .push,
  ]

  /// The original app code: a path of screens written directly, each change a plain write.
  package final class OriginalPathModel {
    /// The path.
    package private(set) var path: [Int] = []
    private let stack: NavigationStackModel<Int>
    private var nextDestination = 1

    /// Creates the model bound to `stack`.
    package init(stack: NavigationStackModel<Int>) {
      self.stack = stack
    }

    /// `path.append(next)`.
    package func push() {
      path.append(nextDestination)
      nextDestination += 1
      stack.setPath(path, transaction: .implicit)
    }

    /// `path.removeLast(count)`; more than the depth is clamped to the depth.
    package func pop(_ count: Int) {
      let removed = min(max(count, 0), path.count)
      guard removed > 0 else { return }
      path.removeLast(removed)
      stack.setPath(path, transaction: .implicit)
    }

    /// `path.removeAll()`.
    package func popToRoot() {
      guard !path.isEmpty else { return }
      path.removeAll()
      stack.setPath(path, transaction: .implicit)
    }
  }

  /// The fix: the same app through `NavigationRouter`. Each plan is published in its
  /// transaction; a plan whose stage is `coveredEntriesDropped` is finished on the next
  /// run-loop turn by popping the top alone.
  package final class RouterHost {
    /// The router, resolved for the stack's context.
    package private(set) var router: NavigationRouter<Int>
    private let stack: NavigationStackModel<Int>
    private let clock: VirtualClock
    private var nextDestination = 1

    /// Creates the host for `stack` with `strategies`.
    package init(stack: NavigationStackModel<Int>, strategies: StrategySet, clock: VirtualClock) {
      self.router = NavigationRouter(strategies: strategies)
      self.stack = stack
      self.clock = clock
    }

    /// Pushes one screen.
    package func push() {
      let plan = router.push(nextDestination)
      nextDestination += 1
      execute(plan)
    }

    /// Pops `count` screens (clamped to the depth).
    package func pop(_ count: Int) {
      let plan = try? router.pop(min(max(count, 0), router.count))
      if let plan { execute(plan) }
    }

    /// Pops to the root.
    package func popToRoot() {
      if let plan = router.popToRoot() { execute(plan) }
    }

    /// Publishes the router's path in the plan's transaction, and schedules the second update
    /// of a split pop.
    package func execute(_ plan: PathChangePlan) {
      stack.setPath(router.path, transaction: SimTransaction(plan.transaction))
      if plan.stage == .coveredEntriesDropped {
        clock.nextTurn { [self] in
          if let last = router.pop() { execute(last) }
        }
      }
    }
  }

  /// Runs `steps` through the original app code on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, hostedInTabView: Bool,
    session: SimulationSession
  ) throws(SimulationError) -> NavigationStackModel<Int> {
    let stack = try NavigationStackModel<Int>(
      version: version, hostedInTabView: hostedInTabView, session: session)
    let model = OriginalPathModel(stack: stack)
    for step in steps {
      switch step {
      case .push: model.push()
      case .pop(let count): model.pop(count)
      case .popToRoot: model.popToRoot()
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
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, hostedInTabView: Bool,
    strategies: StrategySet, session: SimulationSession
  ) throws(SimulationError) -> NavigationStackModel<Int> {
    let stack = try NavigationStackModel<Int>(
      version: version, hostedInTabView: hostedInTabView, session: session)
    let host = RouterHost(stack: stack, strategies: strategies, clock: session.clock)
    for step in steps {
      switch step {
      case .push: host.push()
      case .pop(let count): host.pop(count)
      case .popToRoot: host.popToRoot()
      }
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return stack
  }
}
