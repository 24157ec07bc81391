import Bench
import Strategies

/// `stack-destination-in-lazy-container-ignored`: the user pushes the value of a row of a
/// `List`, and the push looks for its destination where the app registered it: on the row that
/// declares it (raw: as written), where an `if` on the version written inline says, or where
/// `DestinationPlacementPlanner` plans it.
extension StacksSuite {
  static func lazyDestination(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/lazy-destination",
      tags: Pricing.tags("stacks", prices: .hoistDestinationsOutOfLazyContainers),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= LazyDestinationEvents.raw(i, size) }
            blackHole(sum)
          }
        },
        Variant(VariantName.inline) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= LazyDestinationEvents.inline(i, size, os) }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view: the placement is planned once, here.
          if let passthrough = PassthroughDestinationPlacementPlanner(strategies: strategies) {
            return pushingFromRows(passthrough.planPlacement(), size: size)
          }
          return pushingFromRows(
            DestinationPlacementPlanner(strategies: strategies).planPlacement(), size: size)
        },
      ])
  }

  /// The `strategies` loop, chosen once for the placement: where destinations stay on their
  /// rows (the strategy is off), every push looks there with no decision, the code without
  /// navbench (`raw`); else every push looks where the plan placed them.
  static func pushingFromRows(_ placement: DestinationPlacement, size: Int) -> Workload {
    if placement == .lazyRow {
      return Workload { iterations in
        var sum = 0
        for i in 0..<iterations { sum &+= LazyDestinationEvents.raw(i, size) }
        blackHole(sum)
      }
    }
    return Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= LazyDestinationEvents.planned(i, size, placement) }
      blackHole(sum)
    }
  }
}

/// One event per call: a push of the value of row `i` modulo `size`; the result is the index
/// of the registration the push finds (the row's own, or the one on the stack's root, past
/// the rows).
enum LazyDestinationEvents {
  /// The row pushed at event `i`.
  @inline(__always)
  static func row(_ i: Int, _ size: Int) -> Int {
    i % max(size, 1)
  }

  /// The registration a push of `row` finds with destinations at `placement`.
  @inline(__always)
  static func found(_ row: Int, _ size: Int, _ placement: DestinationPlacement) -> Int {
    placement == .stackRoot ? size : row
  }

  /// As written: each row registers its destination; also the `strategies` event where the
  /// plan keeps them there.
  @inline(never)
  static func raw(_ i: Int, _ size: Int) -> Int {
    found(row(i, size), size, .lazyRow)
  }

  /// The workaround hand-written: from iOS 16 (with NavigationStack) the destination is
  /// registered once on the stack's root.
  @inline(never)
  static func inline(_ i: Int, _ size: Int, _ os: PlatformVersion) -> Int {
    let placement: DestinationPlacement =
      os.number >= VersionNumber(16) ? .stackRoot : .lazyRow
    return found(row(i, size), size, placement)
  }

  /// Through the plan, resolved once.
  @inline(never)
  static func planned(_ i: Int, _ size: Int, _ placement: DestinationPlacement) -> Int {
    found(row(i, size), size, placement)
  }
}
