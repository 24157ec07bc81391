import Bench
import Strategies

/// `split-detail-dismiss-noop`: going back from a split view's detail column, with the way
/// back decided by nothing (raw: the captured `DismissAction`), by an `if` on the version
/// written inline, and by `ColumnRootPlanner`.
extension TransitionsSuite {
  static func detailDismiss(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "transitions/detail-dismiss",
      tags: Pricing.tags("transitions", prices: .clearSelectionToDismissDetail),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= DetailDismissEvents.raw(i, size) }
            blackHole(sum)
          }
        },
        Variant(VariantName.inline) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= DetailDismissEvents.inline(i, size, os) }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the planner's type is chosen once, here.
          if let passthrough = PassthroughColumnRootPlanner(strategies: strategies) {
            return dismissing(passthrough, size: size)
          }
          return dismissing(ColumnRootPlanner(strategies: strategies), size: size)
        },
      ])
  }

  /// The `strategies` loop, specialised for the planner's type.
  static func dismissing(_ planner: some ColumnRootPlanning, size: Int) -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= DetailDismissEvents.planned(i, size, planner) }
      blackHole(sum)
    }
  }
}

/// One event per call: the user opens item `i` of a list of `size` and goes back; the way back
/// is chosen and its effect on the selection counted.
enum DetailDismissEvents {
  /// The item opened by event `i`.
  @inline(__always)
  static func item(_ i: Int, _ size: Int) -> Int {
    i % max(size, 1)
  }

  /// The selection after going back by `dismissal`: cleared by the model, or left to the
  /// dismiss action (counted as the item plus one).
  @inline(__always)
  static func back(_ item: Int, _ dismissal: DetailDismissal) -> Int {
    dismissal == .clearSelection ? 0 : item &+ 1
  }

  /// As written: the captured `DismissAction`, no decision.
  @inline(never)
  static func raw(_ i: Int, _ size: Int) -> Int {
    back(item(i, size), .dismissAction)
  }

  /// The workaround hand-written: on iOS 16 and 17 (NavigationSplitView exists from 16),
  /// clear the selection instead.
  @inline(never)
  static func inline(_ i: Int, _ size: Int, _ os: PlatformVersion) -> Int {
    let dismissal: DetailDismissal =
      os.number >= VersionNumber(16) && os.number < VersionNumber(18)
      ? .clearSelection : .dismissAction
    return back(item(i, size), dismissal)
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ i: Int, _ size: Int, _ planner: some ColumnRootPlanning) -> Int {
    back(item(i, size), planner.dismissDetail())
  }
}
