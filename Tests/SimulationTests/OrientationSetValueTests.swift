import Simulation
import Strategies
import Testing

/// `orientation-setvalue-ignored`: setting `UIDevice`'s orientation key rotates the interface
/// where the linked version (the older of the OS and the SDK) is below 16 and does nothing from
/// 16; a geometry update rotates from a linked 16 and does not exist below it.
@Suite("Rotating through UIDevice's orientation key: ignored linked on or after iOS 16")
struct OrientationSetValueTests {
  static let before = [iOS(13), iOS(14, 8), iOS(15, 7)]
  static let from16 = [iOS(16), iOS(16, 4), iOS(17, 5), iOS(18), iOS(26)]

  static func context(_ version: PlatformVersion, sdk: PlatformVersion? = nil) -> StrategyContext {
    StrategyContext(version, sdk: sdk)
  }

  @Test("the original code rotates below a linked 16 and stays in portrait from 16")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let scene = try OrientationClients.runNaive(context: Self.context(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(scene.interface == .portrait)
    }
    for version in Self.from16 {
      let session = SimulationSession()
      let scene = try OrientationClients.runNaive(context: Self.context(version), session: session)
      #expect(kinds(session) == [.interfaceNotRotated], "\(version)")
      #expect(scene.interface == .portrait, "\(version)")
    }
  }

  @Test("an app built with the iOS 15 SDK still rotates through the key on iOS 16 and later")
  func olderSDKKeepsTheKey() throws {
    let sdk = iOS(15, 5)
    for version in Self.from16 {
      let context = Self.context(version, sdk: sdk)
      let session = SimulationSession()
      try OrientationClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.requestGeometryUpdateToRotate), "\(version)")
      #expect(
        InterfaceRotationPlanner(strategies: strategies).rotationRequest() == .deviceOrientationKey)
    }
  }

  @Test("with strategies the interface rotates everywhere, through a geometry update from 16")
  func mitigated() throws {
    for version in Self.before + Self.from16 {
      let session = SimulationSession()
      let strategies = resolved(version)
      let from16 = Self.from16.contains(version)
      #expect(strategies.isActive(.requestGeometryUpdateToRotate) == from16, "\(version)")
      let planner = InterfaceRotationPlanner(strategies: strategies)
      #expect(planner.rotationRequest() == (from16 ? .geometryUpdate : .deviceOrientationKey))
      let scene = try OrientationClients.runMitigated(
        context: Self.context(version), planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(scene.interface == .portrait)
      #expect(scene.refusedRequests == 0)
    }
  }

  @Test("a geometry update below a linked 16 calls an API that does not exist there")
  func geometryUpdateBelow16IsUnavailable() throws {
    let contexts = Self.before.map { Self.context($0) } + [Self.context(iOS(17), sdk: iOS(15, 5))]
    for context in contexts {
      let session = SimulationSession()
      try OrientationClients.run(.geometryUpdate, context: context, session: session)
      #expect(kinds(session).contains(.unavailableAPICalled), "\(context)")
      #expect(kinds(session).contains(.interfaceNotRotated), "\(context)")
    }
  }

  @Test("a geometry update without reading the supported orientations again is refused")
  func geometryUpdateNeedsTheSupportedOrientations() throws {
    let session = SimulationSession()
    let scene = try InterfaceOrientationModel(context: Self.context(iOS(16)), session: session)
    scene.setSupported([.landscapeRight])
    try scene.requestGeometryUpdate(.landscapeRight)
    #expect(scene.interface == .portrait)
    #expect(scene.refusedRequests == 1)
    try scene.setNeedsUpdateOfSupportedInterfaceOrientations()
    try scene.requestGeometryUpdate(.landscapeRight)
    #expect(scene.interface == .landscapeRight)
  }

  @Test("below iOS 13 there is no window scene to simulate")
  func notApplicableBelow13() {
    #expect(throws: SimulationError.self) {
      try InterfaceOrientationModel(context: Self.context(iOS(12, 5)), session: SimulationSession())
    }
  }
}
