import Strategies

/// A portrait app whose video player plays in landscape: "Watch" presents the player and
/// rotates to landscape, "Done" rotates back to portrait. Written as the sources show it (the
/// supported orientations changed, then `UIDevice.current.setValue(_:forKey: "orientation")`),
/// and through `InterfaceRotationPlanner`.
package enum OrientationClients {
  /// The orientations the app asks for, in order, each with the orientations its screen
  /// supports then.
  package static let steps: [SimulatedOrientation] = [.landscapeRight, .portrait]

  /// The original app code: the orientation key.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> InterfaceOrientationModel
  {
    try run(.deviceOrientationKey, context: context, session: session)
  }

  /// The same through a planner: each rotation asked for as
  /// ``InterfaceRotationPlanner/rotationRequest()`` says.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: InterfaceRotationPlanner, session: SimulationSession
  ) throws(SimulationError) -> InterfaceOrientationModel {
    try run(planner.rotationRequest(), context: context, session: session)
  }

  /// Runs the scenario, each rotation asked for by `request`.
  @discardableResult
  package static func run(
    _ request: InterfaceRotationRequest, context: StrategyContext, session: SimulationSession
  ) throws(SimulationError) -> InterfaceOrientationModel {
    let scene = try InterfaceOrientationModel(context: context, session: session)
    for orientation in steps {
      rotate(scene, to: orientation, by: request, session: session)
      scene.verify(orientation)
    }
    return scene
  }

  /// The screen shown now supports `orientation` only, and the app asks for it by `request`;
  /// an API the version lacks is recorded as ``GlitchKind/unavailableAPICalled``.
  package static func rotate(
    _ scene: InterfaceOrientationModel, to orientation: SimulatedOrientation,
    by request: InterfaceRotationRequest, session: SimulationSession
  ) {
    scene.setSupported([orientation])
    switch request {
    case .deviceOrientationKey:
      scene.setDeviceOrientationKey(orientation)
    case .geometryUpdate:
      session.perform { () throws(SimulationError) in
        try scene.setNeedsUpdateOfSupportedInterfaceOrientations()
        try scene.requestGeometryUpdate(orientation)
      }
    }
  }
}
