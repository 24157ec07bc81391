import Bench
import Strategies

/// `sheet-background-interaction-blocked`: a sheet presented over the list that keeps the view
/// behind it interactive (or not), with its route decided by nothing (raw: SwiftUI's modifier),
/// by an `if` on the version written inline, and by a `SheetInteractionPlanning` planner.
extension ListsSuite {
  static func backgroundInteraction(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/background-interaction",
      tags: Pricing.tags("lists", prices: .undimDetentsThroughSheetController),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in routingAsWritten() },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var routes = InteractionEvents.Routes()
            for i in 0..<iterations { InteractionEvents.inline(&routes, i, os) }
            blackHole(routes.modifiers &+ routes.controllers)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner's type is chosen once, here.
          if PassthroughSheetInteractionPlanner(strategies: strategies) != nil {
            // The planner would be the passthrough one (no strategy changes a sheet's route): every
            // event as written, the code without navbench (`raw`), its own event function.
            return routingAsWritten()
          }
          return planning(SheetInteractionPlanner(strategies: strategies))
        },
      ])
  }

  /// The `raw` loop of `lists/background-interaction`, also its `strategies` loop where the planner
  /// is the passthrough one.
  static func routingAsWritten() -> Workload {
    Workload { iterations in
      var routes = InteractionEvents.Routes()
      for i in 0..<iterations { InteractionEvents.raw(&routes, i) }
      blackHole(routes.modifiers &+ routes.controllers)
    }
  }

  /// The `strategies` loop of `lists/background-interaction`, specialised for the planner's
  /// type.
  static func planning(_ planner: some SheetInteractionPlanning) -> Workload {
    Workload { iterations in
      var routes = InteractionEvents.Routes()
      for i in 0..<iterations { InteractionEvents.planned(&routes, i, planner) }
      blackHole(routes.modifiers &+ routes.controllers)
    }
  }
}

/// One presentation per call: sheet `i` keeps the view behind it interactive on three calls of
/// four (a bottom sheet) and is modal on the fourth, and says so through its route.
enum InteractionEvents {
  /// What the sheets set: the detent handed to the route, and the count of each route.
  struct Routes {
    var detent = 0
    var modifiers = 0
    var controllers = 0
  }

  /// Whether sheet `i` keeps the view behind it interactive.
  @inline(__always)
  static func interactive(_ i: Int) -> Bool { i & 3 != 3 }

  /// SwiftUI's modifier, with no route decision.
  @inline(never)
  static func raw(_ routes: inout Routes, _ i: Int) {
    guard interactive(i) else { return }
    routes.detent = i
    routes.modifiers &+= 1
  }

  /// The workaround hand-written: below iOS 16.4, the sheet presentation controller.
  @inline(never)
  static func inline(_ routes: inout Routes, _ i: Int, _ os: PlatformVersion) {
    guard interactive(i) else { return }
    routes.detent = i
    if os.number < VersionNumber(16, 4) {
      routes.controllers &+= 1
    } else {
      routes.modifiers &+= 1
    }
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ routes: inout Routes, _ i: Int, _ planner: some SheetInteractionPlanning) {
    switch planner.plan(interactiveBehind: interactive(i)) {
    case .modal: return
    case .presentationModifier:
      routes.detent = i
      routes.modifiers &+= 1
    case .sheetController:
      routes.detent = i
      routes.controllers &+= 1
    }
  }
}
