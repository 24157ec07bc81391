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
    stack.verify(closedTo: 0)
    return stack
  }

  /// The same action through a ``SheetLayers`` hosted as `StrategiesSwiftUI`'s
  /// `sheet(layer:of:content:)` hosts it: the app calls `closeAll()`, and each layer's
  /// `onDismiss` reports the end of its dismissal back.
  @discardableResult
  package static func runHosted(
    version: PlatformVersion, planner: LayerDismissalPlanner, session: SimulationSession
  ) throws(SimulationError) -> SheetLayersModel {
    let stack = try SheetLayersModel(version: version, session: session)
    let host = SheetLayersHost(stack: stack, layers: SheetLayers(planner: planner))
    for layer in 0..<layers { host.update { $0.present(layer) } }
    session.clock.runUntilIdle()
    stack.tap { host.update { $0.closeAll() } }
    session.clock.runUntilIdle()
    stack.verify(closedTo: 0)
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
        try runHosted(
          version: run.version, planner: LayerDismissalPlanner(strategies: run.strategies),
          session: run.session)
      }
    }
  }
}

/// What `sheet(layer:of:content:)` does with a ``SheetLayers`` on a stack of presentations:
/// after each change the app makes, each layer's binding follows the stack's items, and each
/// layer's `onDismiss` reports the end of its dismissal.
package final class SheetLayersHost {
  private let stack: SheetLayersModel
  /// The layers the app changes.
  package private(set) var layers: SheetLayers<Int>

  /// A host of `layers` on `stack`.
  package init(stack: SheetLayersModel, layers: SheetLayers<Int>) {
    self.stack = stack
    self.layers = layers
  }

  /// Runs the app's `change` and sets the layers' bindings from the result.
  package func update(_ change: (inout SheetLayers<Int>) -> Void) {
    change(&layers)
    apply()
  }

  private func apply() {
    while stack.bindings.count < layers.items.count {
      let before = stack.bindings.count
      stack.presentNext()
      guard stack.bindings.count > before else { break }
      stack.onDismiss(of: stack.bindings.count) { [weak self] in
        self?.update { $0.dismissalDidEnd() }
      }
    }
    stack.update(presented: layers.items.count)
  }
}
