import Bench
import Strategies

/// `sheet-multi-layer-dismiss-partial`: an action that closes the presented layers, with the
/// dismissal decided by nothing (raw: every binding cleared in one update), by an `if` on the
/// version written inline, and by a `LayerDismissalPlanning` planner.
extension ListsSuite {
  static func layerDismissal(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/layer-dismissal",
      tags: Pricing.tags("lists", prices: .stageLayerDismissals),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in dismissingAsWritten() },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var layers = LayerEvents.Layers()
            for i in 0..<iterations { LayerEvents.inline(&layers, i, os) }
            blackHole(layers.cleared &+ layers.staged)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner's type is chosen once, here.
          if PassthroughLayerDismissalPlanner(strategies: strategies) != nil {
            // The planner would be the passthrough one (no strategy changes how layers are
            // dismissed): every event as written, the code without navbench (`raw`), its own event
            // function.
            return dismissingAsWritten()
          }
          return dismissing(LayerDismissalPlanner(strategies: strategies))
        },
      ])
  }

  /// The `raw` loop of `lists/layer-dismissal`, also its `strategies` loop where the planner is the
  /// passthrough one.
  static func dismissingAsWritten() -> Workload {
    Workload { iterations in
      var layers = LayerEvents.Layers()
      for i in 0..<iterations { LayerEvents.raw(&layers, i) }
      blackHole(layers.cleared &+ layers.staged)
    }
  }

  /// The `strategies` loop of `lists/layer-dismissal`, specialised for the planner's type.
  static func dismissing(_ planner: some LayerDismissalPlanning) -> Workload {
    Workload { iterations in
      var layers = LayerEvents.Layers()
      for i in 0..<iterations { LayerEvents.planned(&layers, i, planner) }
      blackHole(layers.cleared &+ layers.staged)
    }
  }
}

/// One action per call: it closes `1 + i % 3` presented layers, in one update or the top one
/// now and the rest held for `onDismiss`.
enum LayerEvents {
  /// The app's presentation state: the depth kept, the layers held, counts.
  struct Layers {
    var depth = 0
    var held = 0
    var cleared = 0
    var staged = 0
  }

  /// How many layers action `i` closes.
  @inline(__always)
  static func closing(_ i: Int) -> Int { 1 &+ i % 3 }

  /// Every binding cleared in one update.
  @inline(never)
  static func raw(_ layers: inout Layers, _ i: Int) {
    layers.depth = i
    layers.cleared &+= 1
  }

  /// The workaround hand-written: below iOS 17, several layers one at a time.
  @inline(never)
  static func inline(_ layers: inout Layers, _ i: Int, _ os: PlatformVersion) {
    let count = closing(i)
    if count > 1, os.number < VersionNumber(17) {
      layers.depth = i &- 1
      layers.held = count &- 1
      layers.staged &+= 1
    } else {
      layers.depth = i
      layers.cleared &+= 1
    }
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ layers: inout Layers, _ i: Int, _ planner: some LayerDismissalPlanning) {
    let count = closing(i)
    switch planner.plan(dismissing: count) {
    case .together:
      layers.depth = i
      layers.cleared &+= 1
    case .oneAtATime:
      layers.depth = i &- 1
      layers.held = count &- 1
      layers.staged &+= 1
    }
  }
}
