import Bench
import Strategies

extension ListsSuite {
  /// The scroll-edge plan of one bar, per bar configured: the app's four kinds of bar in turn
  /// (a standard-title and a large-title navigation bar, a tab bar, a tab bar with its own
  /// scroll-edge appearance).
  static func barScrollEdge(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/bar-scroll-edge",
      tags: Pricing.tags("lists", prices: .standardAppearanceAtScrollEdge),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in
          Workload { iterations in
            var copied = 0
            for i in 0..<iterations { copied &+= BarEvents.rawScrollEdge(i & 3) }
            blackHole(copied)
          }
        },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var copied = 0
            for i in 0..<iterations { copied &+= BarEvents.inlineScrollEdge(i & 3, os) }
            blackHole(copied)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner's type is chosen once, here.
          if let passthrough = PassthroughBarAppearance(strategies: strategies) {
            return planningBars(passthrough)
          }
          return planningBars(BarAppearance(strategies: strategies))
        },
      ])
  }

  /// The `strategies` loop, specialised for the planner's type.
  static func planningBars(_ bars: some BarAppearancePlanning) -> Workload {
    Workload { iterations in
      var copied = 0
      for i in 0..<iterations { copied &+= BarEvents.plannedScrollEdge(i & 3, bars) }
      blackHole(copied)
    }
  }
}

/// One bar configured per call; see ``StackEvents`` for why every variant goes through an
/// opaque call. Bar `0` is a standard-title navigation bar, `1` a large-title one, `2` a tab
/// bar and `3` a tab bar with the app's own scroll-edge appearance.
enum BarEvents {
  @inline(__always)
  static func kind(_ bar: Int) -> BarKind {
    bar == 1 ? .largeTitleNavigationBar : bar >= 2 ? .tabBar : .navigationBar
  }

  /// The reports' code: `standardAppearance` set, nothing else.
  @inline(never)
  static func rawScrollEdge(_ bar: Int) -> Int {
    bar == 3 ? 2 : 0
  }

  /// The workaround hand-written: `scrollEdgeAppearance = standardAppearance` on 15+, except on
  /// large-title bars and bars with their own.
  @inline(never)
  static func inlineScrollEdge(_ bar: Int, _ os: PlatformVersion) -> Int {
    if bar == 3 { return 2 }
    return os.number >= VersionNumber(15) && bar != 1 ? 1 : 0
  }

  /// Through ``BarAppearance``.
  @inline(never)
  static func plannedScrollEdge(_ bar: Int, _ bars: some BarAppearancePlanning) -> Int {
    // Bar 3 sets its own scroll-edge appearance, which the plan then leaves alone. The plan is
    // asked for every bar, as an app configures each, so the code has no early exit to predict.
    let plan = bars.scrollEdgePlan(for: kind(bar), appSetsScrollEdgeAppearance: bar == 3)
    return bar == 3 ? 2 : plan.setsScrollEdgeToStandard ? 1 : 0
  }
}

extension ListsSuite {
  /// The section-header plan of one list, per list created.
  static func sectionHeaderPadding(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let uikit = context.strategies.context.traits.contains(.listIsUIKitTableView)
    let os = context.os
    return try Benchmark(
      "lists/section-header-padding",
      tags: Pricing.tags(
        "lists", prices: .zeroTableSectionHeaderTopPadding, .zeroListSectionHeaderTopPadding),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in
          Workload { iterations in
            var zeroed = 0
            for i in 0..<iterations { zeroed &+= BarEvents.rawHeaderPadding(i & 1 == 0) }
            blackHole(zeroed)
          }
        },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var zeroed = 0
            for i in 0..<iterations {
              zeroed &+= BarEvents.inlineHeaderPadding(i & 1 == 0, uikit, os)
            }
            blackHole(zeroed)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner's type is chosen once, here.
          if let passthrough = PassthroughListAppearance(strategies: strategies) {
            return creatingLists(passthrough)
          }
          return creatingLists(ListAppearance(strategies: strategies))
        },
      ])
  }

  /// The `strategies` loop of the section headers, specialised for the planner's type.
  static func creatingLists(_ appearance: some ListAppearancePlanning) -> Workload {
    Workload { iterations in
      var zeroed = 0
      for i in 0..<iterations {
        zeroed &+= BarEvents.plannedHeaderPadding(i & 1 == 0, appearance)
      }
      blackHole(zeroed)
    }
  }
}

extension BarEvents {
  /// The original code: the list created (with headers or not) and nothing set.
  @inline(never)
  static func rawHeaderPadding(_ headers: Bool) -> Int {
    headers ? 0 : 1
  }

  /// The workaround hand-written: `sectionHeaderTopPadding = 0` on 15+ for a UIKit table, on
  /// 15.x for a SwiftUI List.
  @inline(never)
  static func inlineHeaderPadding(_ headers: Bool, _ uikit: Bool, _ os: PlatformVersion) -> Int {
    guard headers, os.number >= VersionNumber(15) else { return 0 }
    return uikit || os.number < VersionNumber(16) ? 1 : 0
  }

  /// Through ``ListAppearance``.
  @inline(never)
  static func plannedHeaderPadding(_ headers: Bool, _ appearance: some ListAppearancePlanning)
    -> Int
  {
    headers && appearance.sectionHeaderPlan().zeroesTopPadding ? 1 : 0
  }
}
