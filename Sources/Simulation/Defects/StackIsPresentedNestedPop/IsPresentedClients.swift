import Strategies

/// An app that pushes a chain of screens with `navigationDestination(isPresented:)` and
/// dismisses inner ones in code (a save that closes the editor): written as the reports show
/// it (one Bool per level, each level's modifier inside the screen before it) and through
/// `PresentationChain` with strategies.
package enum IsPresentedClients {
  /// One thing the app does: set a level's Bool (levels from 1).
  package struct Step: Hashable, Sendable, CustomStringConvertible {
    /// The level.
    package let level: Int
    /// The Bool written.
    package let isPresented: Bool

    /// Presents `level`.
    package static func present(_ level: Int) -> Step { Step(level: level, isPresented: true) }
    /// Dismisses `level` in code.
    package static func dismiss(_ level: Int) -> Step { Step(level: level, isPresented: false) }

    /// `present(2)`, `dismiss(2)`.
    package var description: String { "\(isPresented ? "present" : "dismiss")(\(level))" }
  }

  /// The number of levels of the scenario's chain.
  package static let levels = 3

  /// The scenario's steps: two levels presented, the second dismissed in code, then the first;
  /// three levels presented, the third and then the second dismissed in code, then the first;
  /// three levels presented, the middle one dismissed at depth three, the first presented
  /// again (already shown: nothing changes) and dismissed, and dismissed again (already
  /// dismissed).
  package static let scenarioSteps: [Step] = [
    .present(1), .present(2), .dismiss(2), .dismiss(1),
    .present(1), .present(2), .present(3), .dismiss(3), .dismiss(2), .dismiss(1),
    .present(1), .present(2), .present(3), .dismiss(2), .present(1), .dismiss(1), .dismiss(1),
  ]

  /// The steps on a chain declared with a single level: presented twice, dismissed twice.
  package static let singleLevelSteps: [Step] = [
    .present(1), .present(1), .dismiss(1), .dismiss(1),
  ]

  /// Runs the scenario (``scenarioSteps`` on a chain of ``levels`` levels, then
  /// ``singleLevelSteps`` on a chain of one) through the original app code, or through
  /// `PresentationChain` with `strategies` when they are given.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  package static func runScenario(
    version: PlatformVersion, strategies: StrategySet?, session: SimulationSession
  ) throws(SimulationError) {
    for (steps, levels) in [(scenarioSteps, levels), (singleLevelSteps, 1)] {
      if let strategies {
        try runMitigated(
          steps, levels: levels, version: version, strategies: strategies, session: session)
      } else {
        try runNaive(steps, levels: levels, version: version, session: session)
      }
    }
  }

  /// Runs `steps` through the original app code (a Bool per level) on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = scenarioSteps, levels: Int = levels, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> IsPresentedStackModel {
    let stack = try IsPresentedStackModel(
      version: version, binding: .flags, levels: levels, session: session)
    for step in steps {
      stack.setPresented(level: step.level, step.isPresented)
      session.clock.runUntilIdle()
      stack.settle()
      session.clock.advance(by: 1)
    }
    return stack
  }

  /// Runs `steps` through a `PresentationChain` of the levels with `strategies`, bound as the
  /// chain's `binding` says: the path, or a Bool per level.
  ///
  /// - Parameter dismissal: How the chain dismisses: `nil` for `PresentationChain` itself; a
  ///   mutation check passes a wrong rule (the path after dismissing a level, from the levels
  ///   and the path before).
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  package static func runMitigated(
    _ steps: [Step] = scenarioSteps, levels: Int = levels, version: PlatformVersion,
    strategies: StrategySet, session: SimulationSession
  ) throws(SimulationError) -> IsPresentedStackModel {
    try runMitigated(
      steps, levels: levels, version: version, strategies: strategies, session: session,
      dismissal: nil)
  }

  @discardableResult
  package static func runMitigated(
    _ steps: [Step], levels: Int, version: PlatformVersion, strategies: StrategySet,
    session: SimulationSession, dismissal: ((_ level: Int, _ path: [Int]) -> [Int])?
  ) throws(SimulationError) -> IsPresentedStackModel {
    let all = Array(1...max(levels, 1))
    var chain = PresentationChain(levels: all, strategies: strategies)
    let binding: IsPresentedStackModel.Binding = chain.binding == .path ? .path : .flags
    let stack = try IsPresentedStackModel(
      version: version, binding: binding, levels: levels, session: session)
    for step in steps {
      let before = all.map(chain.isPresented)
      var bound: [Int]?
      if let dismissal, !step.isPresented, chain.isPresented(step.level) {
        // The wrong rule's path is what the stack is bound to; the chain follows it as it
        // follows a path the stack writes.
        let path = dismissal(step.level, chain.path)
        chain.adopt(path)
        bound = path
      } else if chain.setPresented(step.level, step.isPresented) != nil {
        bound = chain.path
      }
      if let bound {
        switch binding {
        case .path:
          stack.request(level: step.level, step.isPresented)
          stack.setPath(bound)
        case .flags:
          // Each level's Bool reads the chain: write those that changed, the requested level
          // first (the deepest last when presenting, the shallowest last when dismissing).
          let changed = all.filter { before[$0 - 1] != chain.isPresented($0) }
          stack.request(level: step.level, step.isPresented)
          for level in step.isPresented ? changed : changed.reversed() {
            stack.setPresented(level: level, chain.isPresented(level))
          }
        }
      } else {
        stack.request(level: step.level, step.isPresented)
      }
      session.clock.runUntilIdle()
      stack.settle()
      session.clock.advance(by: 1)
    }
    return stack
  }
}
