import Bench
import Strategies

/// `orientation-setvalue-ignored`: how each forced rotation is asked for, decided by nothing
/// (raw: the orientation key), by an `if` on the version written inline, and by
/// `InterfaceRotationPlanner`.
extension TransformsSuite {
  static func rotationRequest(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let linked = strategies.context.linkedVersion
    let os = context.os
    return try Benchmark(
      "transforms/rotation-request",
      tags: Pricing.tags("transforms", prices: .requestGeometryUpdateToRotate),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in
          try RotationEvents.requireScene(os)
          return Workload { iterations in
            var scene = RotationEvents.Scene()
            for i in 0..<iterations { RotationEvents.raw(&scene, i) }
            blackHole(scene.keyed &+ scene.requested)
          }
        },
        Variant(VariantName.inline) { _ in
          try RotationEvents.requireScene(os)
          return Workload { iterations in
            var scene = RotationEvents.Scene()
            for i in 0..<iterations { RotationEvents.inline(&scene, i, linked) }
            blackHole(scene.keyed &+ scene.requested)
          }
        },
        Variant(VariantName.strategies) { _ in
          try RotationEvents.requireScene(os)
          // As an app builds its view model: how to ask for a rotation is planned once, here.
          return rotating(InterfaceRotationPlanner(strategies: strategies).rotationRequest())
        },
      ])
  }

  /// The `strategies` loop of the rotations, chosen once for the plan: where the plan names
  /// the orientation key (the strategy is off), every rotation asked for through it with no
  /// decision, the code without navbench (`raw`); else every rotation asked for as planned.
  static func rotating(_ request: InterfaceRotationRequest) -> Workload {
    if request == .deviceOrientationKey {
      return Workload { iterations in
        var scene = RotationEvents.Scene()
        for i in 0..<iterations { RotationEvents.raw(&scene, i) }
        blackHole(scene.keyed &+ scene.requested)
      }
    }
    return Workload { iterations in
      var scene = RotationEvents.Scene()
      for i in 0..<iterations { RotationEvents.planned(&scene, i, request) }
      blackHole(scene.keyed &+ scene.requested)
    }
  }
}

/// One forced rotation per call: to landscape on even calls, back to portrait on odd ones,
/// through the orientation key or a geometry update.
enum RotationEvents {
  /// The app's scene: the orientation asked for last, and how many of each request.
  struct Scene {
    var orientation = 0
    var keyed = 0
    var requested = 0
  }

  /// Below iOS 13 there is no window scene to rotate: the case is skipped, not failed.
  static func requireScene(_ os: PlatformVersion) throws {
    guard os.number >= VersionNumber(13) else {
      throw CaseNotApplicable("UIWindowScene does not exist below iOS 13")
    }
  }

  /// The rotation through the orientation key, with no decision; also the `strategies` event
  /// where the plan names the key.
  @inline(never)
  static func raw(_ scene: inout Scene, _ i: Int) {
    scene.orientation = i & 1
    scene.keyed &+= 1
  }

  /// The workaround hand-written: a geometry update where the app is linked on or after
  /// iOS 16 and runs on 16 or later.
  @inline(never)
  static func inline(_ scene: inout Scene, _ i: Int, _ linked: PlatformVersion) {
    scene.orientation = i & 1
    if linked.number >= VersionNumber(16) {
      scene.requested &+= 1
    } else {
      scene.keyed &+= 1
    }
  }

  /// The rotation asked for through `request`.
  @inline(__always)
  static func rotate(_ scene: inout Scene, _ i: Int, _ request: InterfaceRotationRequest) {
    scene.orientation = i & 1
    switch request {
    case .deviceOrientationKey: scene.keyed &+= 1
    case .geometryUpdate: scene.requested &+= 1
    }
  }

  /// Through the plan, resolved once: the rotation asked for as planned.
  @inline(never)
  static func planned(_ scene: inout Scene, _ i: Int, _ request: InterfaceRotationRequest) {
    rotate(&scene, i, request)
  }
}
