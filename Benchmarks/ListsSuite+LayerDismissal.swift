import Bench
import Strategies

/// `sheet-multi-layer-dismiss-partial`: an action that closes the presented layers, with the
/// dismissal decided by nothing (raw: every binding cleared in one update), by an `if` on the
/// version written inline, and by `LayerDismissalPlanner`. One action per call: it closes
/// `1 + i % 3` presented layers, in one update or the top one now and the rest held for
/// `onDismiss`; the actions staged are counted.
enum LayerEvents: PricedOperation {
  static let name = "lists/layer-dismissal"
  static let prices: [StrategyID] = [.stageLayerDismissals]

  /// The app's presentation state: the depth kept, the layers held.
  struct Layers: FreshWorkspace {
    var depth = 0
    var held = 0
  }

  /// As an app builds its view model: the planner's type is chosen once; where it would be the
  /// passthrough one (no strategy changes how layers are dismissed), every action as written.
  static func planner(_ strategies: StrategySet) -> LayerDismissalPlanner? {
    strategies.planner(unless: PassthroughLayerDismissalPlanner.init(strategies:))
  }

  /// How many layers action `i` closes.
  @inline(__always)
  static func closing(_ i: Int) -> Int { 1 &+ i % 3 }

  /// Every binding cleared in one update.
  @inline(never)
  static func raw(_ layers: inout Layers, _ i: Int) -> Int {
    layers.depth = i
    return 0
  }

  /// The workaround hand-written: below iOS 17, several layers one at a time.
  @inline(never)
  static func inline(_ layers: inout Layers, _ i: Int, _ os: PlatformVersion) -> Int {
    let count = closing(i)
    if count > 1, os.number < VersionNumber(17) {
      layers.depth = i &- 1
      layers.held = count &- 1
      return 1
    }
    layers.depth = i
    return 0
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ layers: inout Layers, _ i: Int, _ planner: LayerDismissalPlanner) -> Int {
    let count = closing(i)
    switch planner.plan(dismissing: count) {
    case .together:
      layers.depth = i
      return 0
    case .oneAtATime:
      layers.depth = i &- 1
      layers.held = count &- 1
      return 1
    }
  }
}
