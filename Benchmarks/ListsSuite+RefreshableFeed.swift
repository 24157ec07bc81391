import Bench
import Strategies

/// `list-refreshable-scrollview-unsupported`: the container of a refreshable feed, chosen per
/// feed view built, by nothing (raw: the `ScrollView`), by an `if` on the version written
/// inline, and by `ListAppearance.refreshableFeedPlan()`.
extension ListsSuite {
  static func refreshableFeed(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "lists/refreshable-feed",
      tags: Pricing.tags("lists", prices: .hostRefreshableFeedInList),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { _ in
          Workload { iterations in
            var lists = 0
            for i in 0..<iterations { lists &+= RefreshableFeedEvents.raw(i) }
            blackHole(lists)
          }
        },
        Variant(VariantName.inline) { _ in
          Workload { iterations in
            var lists = 0
            for i in 0..<iterations { lists &+= RefreshableFeedEvents.inline(i, os) }
            blackHole(lists)
          }
        },
        Variant(VariantName.strategies) { _ in
          // As an app builds its view model: the feed's container is planned once, here.
          buildingFeeds(ListAppearance(strategies: strategies).refreshableFeedPlan())
        },
      ])
  }

  /// The `strategies` loop of the feeds, chosen once for the plan: where the plan keeps the
  /// feed in its `ScrollView` (the strategy is off), every feed built there with no decision,
  /// the code without navbench (`raw`); else every feed built in the planned container.
  static func buildingFeeds(_ plan: RefreshableFeedPlan) -> Workload {
    if plan.container == .scrollView {
      return Workload { iterations in
        var lists = 0
        for i in 0..<iterations { lists &+= RefreshableFeedEvents.raw(i) }
        blackHole(lists)
      }
    }
    return Workload { iterations in
      var lists = 0
      for i in 0..<iterations { lists &+= RefreshableFeedEvents.planned(i, plan) }
      blackHole(lists)
    }
  }
}

/// One feed view built per call: its rows (`i` of them, at most 7) in the chosen container;
/// the result counts the rows hosted in a `List`.
enum RefreshableFeedEvents {
  /// The original code: the rows in a `ScrollView`; also the `strategies` event where the
  /// plan keeps the feed there.
  @inline(never)
  static func raw(_ i: Int) -> Int {
    i & 7 == 0 ? 1 : 0
  }

  /// The workaround hand-written: the rows in a `List` on iOS 15.
  @inline(never)
  static func inline(_ i: Int, _ os: PlatformVersion) -> Int {
    if os.number >= VersionNumber(15), os.number < VersionNumber(16) { return i & 7 }
    return i & 7 == 0 ? 1 : 0
  }

  /// The feed built in `container`.
  @inline(__always)
  static func built(_ i: Int, in container: RefreshableFeedContainer) -> Int {
    switch container {
    case .list: i & 7
    case .scrollView: i & 7 == 0 ? 1 : 0
    }
  }

  /// Through the plan, resolved once: the feed built in the planned container.
  @inline(never)
  static func planned(_ i: Int, _ plan: RefreshableFeedPlan) -> Int {
    built(i, in: plan.container)
  }
}
