import Strategies

/// A news app's pager: three sections (Top, Local, Sport) whose tab items, in a `LazyHStack`
/// strip, register their pages when they appear, and on the first page a `LazyHStack` feed of
/// 200 story cards. Written as the sources show it (both stacks lazy), and through
/// `LazyStackPlanner` (each stack as planned for what it holds).
package enum PagerStripClients {
  /// The original app code: both stacks lazy.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> PagerStripModel
  {
    try run(version: version, session: session) { _ in .lazy }
  }

  /// The same through a planner: each stack as ``LazyStackPlanner/stack(for:)`` says.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: LazyStackPlanner, session: SimulationSession
  ) throws(SimulationError) -> PagerStripModel {
    try run(version: version, session: session) { planner.stack(for: $0) }
  }

  /// Runs the scenario, each stack built as `stack(content)` says.
  @discardableResult
  package static func run(
    version: PlatformVersion, session: SimulationSession,
    stack: (LazyStackContent) -> HorizontalStackKind
  ) throws(SimulationError) -> PagerStripModel {
    let pager = try PagerStripModel(version: version, session: session)
    pager.layOutStrip(stack(.registeringChildren))
    pager.layOutFeed(stack(.longContent))
    pager.verify()
    return pager
  }
}
