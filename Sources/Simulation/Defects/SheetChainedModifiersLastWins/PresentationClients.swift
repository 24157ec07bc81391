import Strategies

/// A flow of modal screens, each able to present a sheet and a full-screen cover (a FlowStacks
/// route stack): written as the reports show it (`.sheet` and `.fullScreenCover` chained on each
/// screen), un-chained by nesting each modifier in a host view of its own (FlowStacks' first
/// attempt), and through `PresentationPlanner`.
///
/// The user presents five levels, sheet and cover in turn, then dismisses them all. A level
/// that does not present ends the flow: the button for the next one is on the missing screen.
package enum PresentationClients {
  /// What each screen declares: a sheet, then a cover chained after it.
  package static let declared: [PresentationStyle] = [.sheet, .fullScreenCover]

  /// The levels the user presents, in order.
  package static let levels: [PresentationStyle] = [
    .sheet, .fullScreenCover, .sheet, .fullScreenCover, .sheet,
  ]

  /// The original app code: the modifiers chained on each screen.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> PresentationStackModel
  {
    try run(.chained, version: version, session: session)
  }

  /// Each modifier on a nested host view of its own, on every version.
  @discardableResult
  package static func runUnchainedByNesting(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> PresentationStackModel
  {
    try run(.nestedHosts, version: version, session: session)
  }

  /// The same flow through a planner: each screen attaches its modifiers as the plan for its
  /// declared presentations says (resolved once, as the app builds its screens).
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: PresentationPlanner, session: SimulationSession
  ) throws(SimulationError) -> PresentationStackModel {
    try runPlanned(version: version, planner: planner, session: session)
  }

  /// ``runMitigated(version:planner:session:)`` through any planner: the scenario passes
  /// `PassthroughPresentationPlanner` where it exists, as an app chooses it.
  @discardableResult
  static func runPlanned(
    version: PlatformVersion, planner: some PresentationPlanning, session: SimulationSession
  ) throws(SimulationError) -> PresentationStackModel {
    try run(
      PresentationArrangement(planner.plan(declaring: declared.count)), version: version,
      session: session)
  }

  /// Runs the flow with every screen's modifiers attached by `arrangement`; the model holds
  /// the levels that presented (the flow stops at the first that does not).
  @discardableResult
  package static func run(
    _ arrangement: PresentationArrangement, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> PresentationStackModel {
    let stack = try PresentationStackModel(version: version, session: session)
    for style in levels {
      guard stack.present(style, declared: declared, arrangement: arrangement) else {
        return stack
      }
    }
    return stack
  }
}
