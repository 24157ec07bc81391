import Bench
import Strategies

/// `orientation-setvalue-ignored`: how each forced rotation is asked for, decided by nothing
/// (raw: the orientation key), by an `if` on the version written inline, and by
/// `InterfaceRotationPlanner`. One forced rotation per call: to landscape on even calls, back
/// to portrait on odd ones, through the orientation key (0) or a geometry update (1).
enum RotationEvents: PricedOperation {
  static let name = "transforms/rotation-request"
  static let prices: [StrategyID] = [.requestGeometryUpdateToRotate]

  /// The app's scene: the orientation asked for last.
  struct Scene: FreshWorkspace {
    var orientation = 0
  }

  /// The workaround reads the version the app is linked against.
  static func conditions(_ context: SuiteContext) -> PlatformVersion {
    context.strategies.context.linkedVersion
  }

  /// Below iOS 13 there is no window scene to rotate: the case is skipped, not failed.
  static func requireApplicable(_ context: SuiteContext) throws {
    guard context.os.number >= VersionNumber(13) else {
      throw CaseNotApplicable("UIWindowScene does not exist below iOS 13")
    }
  }

  /// As an app builds its view model: how to ask for a rotation is planned once; where the
  /// plan names the orientation key (the strategy is off), every rotation as written.
  static func planner(_ strategies: StrategySet) -> InterfaceRotationRequest? {
    let request = InterfaceRotationPlanner(strategies: strategies).rotationRequest()
    return request == .deviceOrientationKey ? nil : request
  }

  /// The rotation through the orientation key, with no decision.
  @inline(never)
  static func raw(_ scene: inout Scene, _ i: Int) -> Int {
    scene.orientation = i & 1
    return 0
  }

  /// The workaround hand-written: a geometry update where the app is linked on or after
  /// iOS 16 and runs on 16 or later.
  @inline(never)
  static func inline(_ scene: inout Scene, _ i: Int, _ linked: PlatformVersion) -> Int {
    scene.orientation = i & 1
    return linked.number >= VersionNumber(16) ? 1 : 0
  }

  /// Through the plan, resolved once: the rotation asked for as planned.
  @inline(never)
  static func planned(_ scene: inout Scene, _ i: Int, _ request: InterfaceRotationRequest) -> Int {
    scene.orientation = i & 1
    switch request {
    case .deviceOrientationKey: return 0
    case .geometryUpdate: return 1
    }
  }
}
