import Bench
import Strategies

/// `tab-reselect-pops-stack`: the user taps the selected tab while its stack is at some depth,
/// and the stack goes back to its root, popped by the tab bar (raw: the app leaves the tap to
/// it), by the app where an `if` on the version written inline says so, or where
/// `TabReselectPlanner` plans it.
extension StacksSuite {
  static func tabReselect(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/tab-reselect",
      tags: Pricing.tags("stacks", prices: .popToRootOnTabReselect),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= TabReselectEvents.raw(i, size) }
            blackHole(sum)
          }
        },
        Variant(VariantName.inline) { size in
          Workload { iterations in
            var sum = 0
            for i in 0..<iterations { sum &+= TabReselectEvents.inline(i, size, os) }
            blackHole(sum)
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the planner's type is chosen once, here.
          if let passthrough = PassthroughTabReselectPlanner(strategies: strategies) {
            return reselecting(passthrough, size: size)
          }
          return reselecting(TabReselectPlanner(strategies: strategies), size: size)
        },
      ])
  }

  /// The `strategies` loop, specialised for the planner's type.
  static func reselecting(_ planner: some TabReselectPlanning, size: Int) -> Workload {
    Workload { iterations in
      var sum = 0
      for i in 0..<iterations { sum &+= TabReselectEvents.planned(i, size, planner) }
      blackHole(sum)
    }
  }
}

/// One event per call: the user taps the selected tab while its stack is at depth `i` modulo
/// `size`; the entries popped are counted, plus one for a pop the app publishes itself.
enum TabReselectEvents {
  /// The depth of the tab's stack at event `i`.
  @inline(__always)
  static func depth(_ i: Int, _ size: Int) -> Int {
    i % max(size, 1)
  }

  /// The entries popped by `plan`: by the tab bar, or by the app (one more write).
  @inline(__always)
  static func popped(_ depth: Int, _ plan: TabReselectPlan) -> Int {
    plan == .popToRoot ? depth &+ 1 : depth
  }

  /// As written: the tap is left to the tab bar.
  @inline(never)
  static func raw(_ i: Int, _ size: Int) -> Int {
    popped(depth(i, size), .system)
  }

  /// The workaround hand-written: on iOS 16 and 17 the app pops the stack itself.
  @inline(never)
  static func inline(_ i: Int, _ size: Int, _ os: PlatformVersion) -> Int {
    let plan: TabReselectPlan =
      os.number >= VersionNumber(16) && os.number < VersionNumber(18) ? .popToRoot : .system
    return popped(depth(i, size), plan)
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ i: Int, _ size: Int, _ planner: some TabReselectPlanning) -> Int {
    popped(depth(i, size), planner.planReselect())
  }
}
