import Strategies

/// An app that pushes a chain of screens with `navigationDestination(isPresented:)` and
/// dismisses inner ones in code (a save that closes the editor): written as the reports show
/// it (one Bool per level, each level's modifier inside the screen before it) and through
/// `PresentationChain` with strategies.
public enum IsPresentedClients {
  /// One thing the app does: set a level's Bool (levels from 1).
  public struct Step: Hashable, Sendable, CustomStringConvertible {
    /// The level.
    public let level: Int
    /// The Bool written.
    public let isPresented: Bool

    /// Presents `level`.
    public static func present(_ level: Int) -> Step { Step(level: level, isPresented: true) }
    /// Dismisses `level` in code.
    public static func dismiss(_ level: Int) -> Step { Step(level: level, isPresented: false) }

    /// `present(2)`, `dismiss(2)`.
    public var description: String { "\(isPresented ? "present" : "dismiss")(\(level))" }
  }

  /// The number of levels of the scenario's chain.
  public static let levels = 3

  /// The scenario's steps: two levels presented, the second dismissed in code, then the first;
  /// three levels presented, the third and then the second dismissed in code, then the first.
  public static let scenarioSteps: [Step] = [
    .present(1), .present(2), .dismiss(2), .dismiss(1),
    .present(1), .present(2), .present(3), .dismiss(3), .dismiss(2), .dismiss(1),
  ]

  /// Runs `steps` through the original app code (a Bool per level) on a fresh stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  public static func runNaive(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> IsPresentedStackModel {
    let stack = try IsPresentedStackModel(
      version: version, binding: .flags, levels: levels, session: session)
    for step in steps {
      stack.setPresented(level: step.level, step.isPresented)
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return stack
  }

  /// Runs `steps` through a `PresentationChain` of the levels with `strategies`, bound as the
  /// chain's `binding` says: the path, or a Bool per level.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16.
  @discardableResult
  public static func runMitigated(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, strategies: StrategySet,
    session: SimulationSession
  ) throws(SimulationError) -> IsPresentedStackModel {
    var chain = PresentationChain(levels: Array(1...levels), strategies: strategies)
    let binding: IsPresentedStackModel.Binding = chain.binding == .path ? .path : .flags
    let stack = try IsPresentedStackModel(
      version: version, binding: binding, levels: levels, session: session)
    for step in steps {
      if chain.setPresented(step.level, step.isPresented) != nil {
        switch binding {
        case .path: stack.setPath(depth: chain.depth)
        case .flags: stack.setPresented(level: step.level, step.isPresented)
        }
      }
      session.clock.runUntilIdle()
      session.clock.advance(by: 1)
    }
    return stack
  }
}
