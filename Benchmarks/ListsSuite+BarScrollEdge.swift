import Bench
import Strategies

/// `bar-scroll-edge-transparent`: the scroll-edge plan of one bar, per bar configured, decided
/// by nothing (raw: `standardAppearance` set, nothing else), by an `if` on the version written
/// inline, and by `BarAppearance`. The app's four kinds of bar in turn: bar `0` is a
/// standard-title navigation bar, `1` a large-title one, `2` a tab bar and `3` a tab bar with
/// the app's own scroll-edge appearance; the result counts the appearances copied.
enum BarScrollEdgeEvents: PricedOperation {
  static let name = "lists/bar-scroll-edge"
  static let prices: [StrategyID] = [.standardAppearanceAtScrollEdge]

  /// As an app builds its view model: the planner's type is chosen once; where it would be the
  /// passthrough one (no strategy changes a bar), every bar as written.
  static func planner(_ strategies: StrategySet) -> BarAppearance? {
    strategies.planner(unless: PassthroughBarAppearance.init(strategies:))
  }

  @inline(__always)
  static func kind(_ bar: Int) -> BarKind {
    bar == 1 ? .largeTitleNavigationBar : bar >= 2 ? .tabBar : .navigationBar
  }

  /// The reports' code: `standardAppearance` set, nothing else.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    i & 3 == 3 ? 2 : 0
  }

  /// The workaround hand-written: `scrollEdgeAppearance = standardAppearance` on 15+, except on
  /// large-title bars and bars with their own.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    let bar = i & 3
    if bar == 3 { return 2 }
    return os.number >= VersionNumber(15) && bar != 1 ? 1 : 0
  }

  /// Through ``BarAppearance``.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ bars: BarAppearance) -> Int {
    let bar = i & 3
    // Bar 3 sets its own scroll-edge appearance, which the plan then leaves alone. The plan is
    // asked for every bar, as an app configures each, so the code has no early exit to predict.
    let plan = bars.scrollEdgePlan(for: kind(bar), appSetsScrollEdgeAppearance: bar == 3)
    return bar == 3 ? 2 : plan.setsScrollEdgeToStandard ? 1 : 0
  }
}
