import Bench
import Strategies

/// `tab-bar-ipad-floating-top`: the size classes a tab bar controller, its tab bar and its
/// children are given at each change of the window's size class, by nothing (raw: every one
/// inherits the window's), by an `if` on the idiom and the linked version written inline, and
/// by `TabBarPlacementPlanner`. The context is an iPad's (the scenario's traits).
extension ListsSuite {
  static func tabBarPlacement(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.registry.resolve(StrategyContext(context.os, traits: [.padIdiom]))
    let linked = strategies.context.linkedVersion
    let pad = strategies.context.traits.contains(.padIdiom)
    return try Benchmark(
      "lists/tab-bar-placement",
      tags: Pricing.tags("lists", prices: .compactTabBarControllerSizeClass),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in
          Workload { iterations in
            var controller = TabBarPlacementEvents.Controller()
            for i in 0..<iterations { TabBarPlacementEvents.raw(&controller, i) }
            blackHole(controller.sum)
          }
        },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var controller = TabBarPlacementEvents.Controller()
            for i in 0..<iterations { TabBarPlacementEvents.inline(&controller, i, linked, pad) }
            blackHole(controller.sum)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its tab bar controller: the plan is resolved once, here.
          resizing(TabBarPlacementPlanner(strategies: strategies).sizeClassPlan())
        },
      ])
  }

  /// The `strategies` loop of the size-class changes, chosen once for the plan: where the plan
  /// overrides nothing (the strategy is off), every change with no decision, the code without
  /// navbench (`raw`); else every change given the planned size classes.
  static func resizing(_ plan: TabBarSizeClassPlan) -> Workload {
    if plan == .inherited {
      return Workload { iterations in
        var controller = TabBarPlacementEvents.Controller()
        for i in 0..<iterations { TabBarPlacementEvents.raw(&controller, i) }
        blackHole(controller.sum)
      }
    }
    return Workload { iterations in
      var controller = TabBarPlacementEvents.Controller()
      for i in 0..<iterations { TabBarPlacementEvents.planned(&controller, i, plan) }
      blackHole(controller.sum)
    }
  }
}

/// One change of the window's horizontal size class per call (compact on even calls, regular
/// on odd ones), and the size classes the app gives the tab bar controller, its tab bar and its
/// three children then (0 compact, 1 regular).
enum TabBarPlacementEvents {
  /// The tab bar controller's size classes, and how many overrides were set.
  struct Controller {
    var controller = 0
    var tabBar = 0
    var children = 0
    var overrides = 0

    /// Everything, summed, for the black hole.
    var sum: Int { controller &+ tabBar &+ children &+ overrides }
  }

  /// Nothing overridden: every view controller inherits the window's class; also the
  /// `strategies` event where the plan overrides nothing.
  @inline(never)
  static func raw(_ controller: inout Controller, _ i: Int) {
    let window = i & 1
    controller.controller = window
    controller.tabBar = window
    controller.children = window
  }

  /// The workaround hand-written: on an iPad, linked on or after iOS 18 and running there, the
  /// controller compact, its tab bar and children the window's class.
  @inline(never)
  static func inline(
    _ controller: inout Controller, _ i: Int, _ linked: PlatformVersion, _ pad: Bool
  ) {
    let window = i & 1
    if pad && linked.number >= VersionNumber(18) {
      controller.controller = 0
      controller.tabBar = window
      controller.children = window
      controller.overrides &+= 5
    } else {
      controller.controller = window
      controller.tabBar = window
      controller.children = window
    }
  }

  /// The size classes `plan` gives.
  @inline(__always)
  static func apply(_ controller: inout Controller, _ i: Int, _ plan: TabBarSizeClassPlan) {
    let window = i & 1
    switch plan {
    case .inherited:
      controller.controller = window
      controller.tabBar = window
      controller.children = window
    case .compactTabBarController:
      controller.controller = 0
      controller.tabBar = window
      controller.children = window
      controller.overrides &+= 5
    case .compactTree:
      controller.controller = 0
      controller.tabBar = 0
      controller.children = 0
      controller.overrides &+= 1
    }
  }

  /// Through the plan, resolved once: the size classes as planned.
  @inline(never)
  static func planned(_ controller: inout Controller, _ i: Int, _ plan: TabBarSizeClassPlan) {
    apply(&controller, i, plan)
  }
}
