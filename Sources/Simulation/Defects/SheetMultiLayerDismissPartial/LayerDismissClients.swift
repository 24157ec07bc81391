import Strategies

/// A settings sheet that presents an account sheet, which presents a confirmation cover whose
/// "Log out" closes all three: written as the sources show it (every binding cleared in one
/// update), and through a `LayerDismissalPlanning` planner.
package enum LayerDismissClients {
  /// The layers presented before the tap.
  package static let layers = 3

  /// The original app code: `route = nil` (every layer's binding cleared) in the button's
  /// action.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> SheetLayersModel
  {
    let stack = try presented(version: version, session: session)
    stack.tap { stack.update(presented: 0) }
    session.clock.runUntilIdle()
    stack.verify()
    return stack
  }

  /// The same action through `planner`: together, or the top layer now and each next one
  /// from the `onDismiss` of the layer above it.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: some LayerDismissalPlanning, session: SimulationSession
  ) throws(SimulationError) -> SheetLayersModel {
    let stack = try presented(version: version, session: session)
    stack.tap { dismiss(stack, to: 0, plan: planner.plan(dismissing: stack.onScreen)) }
    session.clock.runUntilIdle()
    stack.verify()
    return stack
  }

  /// Closes the layers of `stack` above `depth` as `plan` says.
  package static func dismiss(_ stack: SheetLayersModel, to depth: Int, plan: LayerDismissalPlan) {
    switch plan {
    case .together: stack.update(presented: depth)
    case .oneAtATime: dismissTop(stack, to: depth)
    }
  }

  /// Closes the top layer, and from its `onDismiss` the next, down to `depth`.
  static func dismissTop(_ stack: SheetLayersModel, to depth: Int) {
    let top = stack.onScreen
    guard top > depth else { return }
    if top - 1 > depth {
      stack.onDismiss(of: top) { [weak stack] in
        if let stack { dismissTop(stack, to: depth) }
      }
    }
    stack.update(presented: top - 1)
  }

  static func presented(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> SheetLayersModel
  {
    let stack = try SheetLayersModel(version: version, session: session)
    for _ in 0..<layers { stack.presentNext() }
    session.clock.runUntilIdle()
    return stack
  }

  /// Runs the scenario: naive, or through the planner the run's strategies choose.
  package static func run(_ run: ScenarioRun) throws(SimulationError) {
    switch run.mode {
    case .naive:
      try runNaive(version: run.version, session: run.session)
    case .strategies:
      if let passthrough = PassthroughLayerDismissalPlanner(strategies: run.strategies) {
        try runMitigated(version: run.version, planner: passthrough, session: run.session)
      } else {
        try runMitigated(
          version: run.version, planner: LayerDismissalPlanner(strategies: run.strategies),
          session: run.session)
      }
    }
  }
}
