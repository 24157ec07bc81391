import Bench
import Strategies

/// `sheet-chained-modifiers-last-wins`: a screen that declares a sheet and a full-screen cover
/// presents one of them per event, with the modifiers' hosting decided by nothing (raw), by an
/// `if` on the version written inline, and by `PresentationPlanner`.
extension ListsSuite {
  static func chainedPresentations(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/chained-presentations",
      tags: Pricing.tags("lists", prices: .presentThroughSingleItem),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in hostingAsWritten() },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= PresentationEvents.inline(i, os) }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the planner's type is chosen once, here.
          if PassthroughPresentationPlanner(strategies: strategies) != nil {
            // The planner would be the passthrough one (no strategy changes how the modifiers are
            // hosted): every event as written, the code without navbench (`raw`), its own event
            // function.
            return hostingAsWritten()
          }
          return planning(PresentationPlanner(strategies: strategies))
        },
      ])
  }

  /// The `raw` loop of `lists/chained-presentations`, also its `strategies` loop where the planner
  /// is the passthrough one.
  static func hostingAsWritten() -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= PresentationEvents.raw(i) }
      blackHole(sum)
    }
  }

  /// The `strategies` loop, specialised for the planner's type.
  static func planning(_ planner: some PresentationPlanning) -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= PresentationEvents.planned(i, planner) }
      blackHole(sum)
    }
  }
}

/// One event per call: the screen presents its sheet (even events) or its cover (odd ones),
/// with its two modifiers hosted as decided.
enum PresentationEvents {
  /// The presented style's weight: 1 for the sheet, 2 for the cover.
  @inline(__always)
  static func style(_ i: Int) -> Int {
    1 &+ (i & 1)
  }

  /// The modifiers as written: no hosting decision.
  @inline(never)
  static func raw(_ i: Int) -> Int {
    style(i) &+ 2 &* 8
  }

  /// The workaround hand-written: on iOS 14.0 to 14.4, one item-driven modifier.
  @inline(never)
  static func inline(_ i: Int, _ os: PlatformVersion) -> Int {
    let single = os.number >= VersionNumber(14) && os.number < VersionNumber(14, 5)
    return style(i) &+ (single ? 1 : 2) &* 8
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ i: Int, _ planner: some PresentationPlanning) -> Int {
    style(i) &+ (planner.plan(declaring: 2).usesSingleItem ? 1 : 2) &* 8
  }
}
