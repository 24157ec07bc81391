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
          // As an app builds its view model: the planner's type is chosen once, here.
          if let passthrough = PassthroughListAppearance(strategies: strategies) {
            return buildingFeeds(passthrough)
          }
          return buildingFeeds(ListAppearance(strategies: strategies))
        },
      ])
  }

  /// The `strategies` loop of the feeds, specialised for the planner's type.
  static func buildingFeeds(_ appearance: some ListAppearancePlanning) -> Workload {
    Workload { iterations in
      var lists = 0
      for i in 0..<iterations { lists &+= RefreshableFeedEvents.planned(i, appearance) }
      blackHole(lists)
    }
  }
}

/// One feed view built per call: its rows (`i` of them, at most 7) in the chosen container;
/// the result counts the rows hosted in a `List`.
enum RefreshableFeedEvents {
  /// The original code: the rows in a `ScrollView`.
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

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ i: Int, _ appearance: some ListAppearancePlanning) -> Int {
    switch appearance.refreshableFeedPlan().container {
    case .list: i & 7
    case .scrollView: i & 7 == 0 ? 1 : 0
    }
  }
}
