import Strategies

/// Seed 000's app: a `NavigationStack(path:)` in a `TabView`, driven by a router, written the
/// naive way (the seed's `Router`) and through `NavigationRouter` with strategies.
///
/// Both clients publish every path change to a ``NavigationStackModel`` as an app would: the
/// naive one as a plain write to a `@Published` path (``SimTransaction/implicit``), the
/// mitigated one in the transaction its `PathChangePlan` asks for. The user pauses one
/// second between taps, so every transition has finished before the next.
package enum TabViewClients {
  /// One tap of the seed's UI.
  package enum Step: Hashable, Sendable, CustomStringConvertible {
    /// "Push to ChildView" / "Child View": push one screen.
    case push
    /// Pop one screen.
    case pop
    /// "Return to Top": empty the path.
    case popToRoot
    /// Replace the top screen with another (`path[path.count - 1] = next`).
    case replaceTop
    /// The app writes a shorter path, keeping the first `depth` entries, through
    /// `NavigationRouter.adopt(_:)` (a deep link or restored state): the router classifies
    /// the removal (a pop to root when it empties a path of two or more, a pop otherwise).
    case adoptPrefix(Int)
    /// The system pops to `toDepth` (a back swipe, a tab re-tap) with its own animation, and
    /// the app adopts the stack's new path so that its router stays in step.
    case systemPop(toDepth: Int)

    /// `push`, `pop`, `popToRoot`, `replaceTop`, `adoptPrefix(1)`, `systemPop(toDepth: 0)`.
    package var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .popToRoot: "popToRoot"
      case .replaceTop: "replaceTop"
      case .adoptPrefix(let depth): "adoptPrefix(\(depth))"
      case .systemPop(let depth): "systemPop(toDepth: \(depth))"
      }
    }
  }

  /// The seed's repro: push ×3, return to top, push.
  package static let originalRepro: [Step] = [.push, .push, .push, .popToRoot, .push]

  /// The matrix's steps: the seed's repro with a pop and a replacement before the return to
  /// top, so that every kind of path change is judged against the animation the app intends.
  package static let scenarioSteps: [Step] = [
    .push, .push, .push, .pop, .push, .replaceTop, .popToRoot, .push,
    // Through `adopt`: a path of three emptied (a pop to root), a path of three cut to one
    // entry (a pop), a pop to root from depth 1 (a pop), then a system pop to root.
    .push, .push, .adoptPrefix(0), .push, .push, .push, .adoptPrefix(1), .push, .adoptPrefix(1),
    .popToRoot, .push, .push, .systemPop(toDepth: 0), .push,
  ]

  /// The seed's `Router`: an `ObservableObject` whose `@Published var path` is bound to the
  /// stack, every mutation a plain write with no explicit animation.
  package final class OriginalRouter {
    /// The router's path.
    package private(set) var path: [Int] = []
    private let stack: NavigationStackModel<Int>
    private var nextDestination = 1

    /// Creates the router bound to `stack`.
    package init(stack: NavigationStackModel<Int>) {
      self.stack = stack
    }

    /// `path.append(contentsOf: destinations)`.
    package func push() {
      path.append(nextDestination)
      nextDestination += 1
      stack.setPath(path, transaction: .implicit)
    }

    /// `path.removeLast()`; the seed traps on an empty path, the simulation ignores the tap.
    package func pop() {
      guard !path.isEmpty else { return }
      path.removeLast()
      stack.setPath(path, transaction: .implicit)
    }

    /// `path.removeAll()`.
    package func popToTop() {
      path.removeAll()
      stack.setPath(path, transaction: .implicit)
    }

    /// `path[path.count - 1] = next`; ignored on an empty path.
    package func replaceTop() {
      guard !path.isEmpty else { return }
      path[path.count - 1] = nextDestination
      nextDestination += 1
      stack.setPath(path, transaction: .implicit)
    }

    package func keepPrefix(_ depth: Int) {
      path = Array(path.prefix(max(depth, 0)))
      stack.setPath(path, transaction: .implicit)
    }

    package func systemPop(toDepth depth: Int) {
      stack.systemPop(toDepth: depth)
      path = stack.path
    }
  }

  /// The same app through `NavigationRouter`: each operation's plan is executed by
  /// publishing the router's path in the plan's transaction.
  package final class RouterHost {
    /// The router, resolved for the stack's context.
    package private(set) var router: NavigationRouter<Int>
    private let stack: NavigationStackModel<Int>
    private let clock: VirtualClock?
    private var nextDestination = 1

    /// Creates the host for `stack` with `strategies`; the second update of a split pop runs
    /// on `clock`'s next turn, or at once without a clock.
    package init(
      stack: NavigationStackModel<Int>, strategies: StrategySet, clock: VirtualClock? = nil
    ) {
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

    /// Pops one screen; at the root the router does nothing and nothing is published.
    package func pop() {
      guard let plan = router.pop() else { return }
      execute(plan)
    }

    /// Pops to the root.
    package func popToRoot() {
      guard let plan = router.popToRoot() else { return }
      execute(plan)
    }

    /// Replaces the top screen; at the root the router does nothing.
    package func replaceTop() {
      guard let plan = router.replaceLast(with: nextDestination) else { return }
      nextDestination += 1
      execute(plan)
    }

    /// Writes the first `depth` entries of the path through the router's `adopt(_:)`.
    package func adoptPrefix(_ depth: Int) {
      guard let plan = router.adopt(Array(router.path.prefix(max(depth, 0)))) else { return }
      execute(plan)
    }

    /// Lets the system pop to `depth`, then adopts the stack's path (the change is on screen
    /// already, so the plan is not executed).
    package func systemPop(toDepth depth: Int) {
      stack.systemPop(toDepth: depth)
      router.adopt(stack.path)
    }

    /// Performs one step of a scenario.
    package func perform(_ step: Step) {
      switch step {
      case .push: push()
      case .pop: pop()
      case .popToRoot: popToRoot()
      case .replaceTop: replaceTop()
      case .adoptPrefix(let depth): adoptPrefix(depth)
      case .systemPop(let depth): systemPop(toDepth: depth)
      }
    }

    /// Publishes the router's path in the transaction `plan` asks for, and finishes a split
    /// pop (`PathChangeStage.coveredEntriesDropped`) with a pop of the top on the next turn.
    package func execute(_ plan: PathChangePlan) {
      stack.setPath(router.path, transaction: SimTransaction(plan.transaction))
      guard plan.stage == .coveredEntriesDropped else { return }
      guard let clock else { return finishPop() }
      clock.nextTurn { [self] in finishPop() }
    }

    private func finishPop() {
      if let last = router.pop() { execute(last) }
    }
  }

  /// A host that keeps the path itself and classifies each removal with `removalKind`
  /// (entries removed, entries remaining) instead of the router's rule, planning each change
  /// with the policy's transaction for the kind: for checking that the scenario tells a wrong
  /// classification apart.
  package final class ReclassifyingHost {
    private var path: [Int] = []
    private let stack: NavigationStackModel<Int>
    private let policy: PathChangePolicy
    private let removalKind: (Int, Int) -> PathChangeKind
    private var nextDestination = 1

    package init(
      stack: NavigationStackModel<Int>, strategies: StrategySet,
      removalKind: @escaping (Int, Int) -> PathChangeKind
    ) {
      self.stack = stack
      self.policy = strategies.pathChanges
      self.removalKind = removalKind
    }

    package func perform(_ step: Step) {
      switch step {
      case .push:
        path.append(nextDestination)
        nextDestination += 1
        write(.push)
      case .pop: keep(path.count - 1)
      case .popToRoot: keep(0)
      case .replaceTop:
        guard !path.isEmpty else { return }
        path[path.count - 1] = nextDestination
        nextDestination += 1
        write(.replace)
      case .adoptPrefix(let depth): keep(depth)
      case .systemPop(let depth):
        stack.systemPop(toDepth: depth)
        path = stack.path
      }
    }

    private func keep(_ depth: Int) {
      let kept = max(depth, 0)
      guard kept < path.count else { return }
      let removed = path.count - kept
      path.removeSubrange(kept...)
      write(removalKind(removed, kept))
    }

    private func write(_ kind: PathChangeKind) {
      stack.setPath(path, transaction: SimTransaction(policy[kind]))
    }
  }

  /// Runs `steps` through the seed's router on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = originalRepro, version: PlatformVersion, hostedInTabView: Bool,
    session: SimulationSession
  ) throws(SimulationError) -> NavigationStackModel<Int> {
    let stack = try NavigationStackModel<Int>(
      version: version, hostedInTabView: hostedInTabView, session: session)
    let router = OriginalRouter(stack: stack)
    for step in steps {
      switch step {
      case .push: router.push()
      case .pop: router.pop()
      case .popToRoot: router.popToTop()
      case .replaceTop: router.replaceTop()
      case .adoptPrefix(let depth): router.keepPrefix(depth)
      case .systemPop(let depth): router.systemPop(toDepth: depth)
      }
      session.clock.advance(by: 1)
    }
    return stack
  }

  /// Runs `steps` through `NavigationRouter` with `strategies` on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runMitigated(
    _ steps: [Step] = originalRepro, version: PlatformVersion, hostedInTabView: Bool,
    strategies: StrategySet, session: SimulationSession
  ) throws(SimulationError) -> NavigationStackModel<Int> {
    let stack = try NavigationStackModel<Int>(
      version: version, hostedInTabView: hostedInTabView, session: session)
    let host = RouterHost(stack: stack, strategies: strategies, clock: session.clock)
    for step in steps {
      host.perform(step)
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return stack
  }

  /// ``runMitigated(_:version:hostedInTabView:strategies:session:)`` through a
  /// ``ReclassifyingHost`` that classifies removals with `removalKind`.
  @discardableResult
  package static func runMitigated(
    _ steps: [Step], version: PlatformVersion, hostedInTabView: Bool, strategies: StrategySet,
    session: SimulationSession, removalKind: @escaping (Int, Int) -> PathChangeKind
  ) throws(SimulationError) -> NavigationStackModel<Int> {
    let stack = try NavigationStackModel<Int>(
      version: version, hostedInTabView: hostedInTabView, session: session)
    let host = ReclassifyingHost(stack: stack, strategies: strategies, removalKind: removalKind)
    for step in steps {
      host.perform(step)
      session.clock.advance(by: 1)
    }
    return stack
  }
}

// MARK: - Former names

extension TabViewClients {
  /// The former name of ``originalRepro``.
  @available(*, deprecated, renamed: "originalRepro")
  package static var seedRepro: [Step] { originalRepro }
}
