import Bench
import Strategies

/// `stack-cancelled-swipe-back-desync`: a screen pushed, the host's check of whether it offers
/// the edge swipe (as the adapter reads it when it renders the screen), and the screen popped,
/// through a plain array, the workaround written inline, and the router.
extension StacksSuite {
  static func swipeBack(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/swipe-back",
      tags: Pricing.tags("stacks", prices: .disableInteractivePop, .explicitPathChangeAnimation),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in swipingBackAsWritten(path: Array(0..<max(size, 1))) },
        Variant(VariantName.inline) { size in
          let box = Box(Array(0..<max(size, 1)))
          return Workload { iterations in
            var path = box.take([])
            var sum = 0
            for i in 0..<iterations { sum &+= SwipeBackEvents.inlinePushThenPop(&path, i, os) }
            blackHole(sum)
            box.value = path
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the router's type is chosen once, here.
          let path = Array(0..<max(size, 1))
          if PassthroughNavigationRouter<Int>(strategies: strategies, path: path) != nil {
            // The router would be the passthrough one (no stack strategy is active): every
            // event as written, the code without navbench (`raw`), its own event function.
            return swipingBackAsWritten(path: path)
          }
          return routed(strategies, path: path, SwipeBackLoop())
        },
      ])
  }

  /// The `raw` loop of `stacks/swipe-back`, also its `strategies` loop where the router would
  /// be the passthrough one.
  static func swipingBackAsWritten(path: [Int]) -> Workload {
    let box = Box(path)
    return Workload { iterations in
      var path = box.take([])
      var sum = 0
      for i in 0..<iterations { sum &+= SwipeBackEvents.rawPushThenPop(&path, i) }
      blackHole(sum)
      box.value = path
    }
  }
}

/// The `strategies` loop of `stacks/swipe-back`.
struct SwipeBackLoop: RouterLoop {
  func workload<Router: NavigationRouting<Int>>(_ router: Router, placeholder: Router)
    -> Workload
  {
    let box = Box(router)
    return Workload { iterations in
      var router = box.take(placeholder)
      var sum = 0
      for i in 0..<iterations { sum &+= SwipeBackEvents.routerPushThenPop(&router, i) }
      blackHole(sum)
      box.value = router
    }
  }
}

/// One event per call: push a screen, read whether it offers the edge swipe, pop it (by the
/// swipe or by the back button: the same one-entry pop), so that the depth stays steady.
enum SwipeBackEvents {
  @inline(never)
  static func rawPushThenPop(_ path: inout [Int], _ value: Int) -> Int {
    path.append(value)
    path.removeLast()
    return 1  // the swipe is always offered
  }

  /// The workaround written inline: no swipe on 16.0 (Decompose's `#available(iOS 16.1, *)`);
  /// the TabView defect's animation on 16.x as the stacks suite has.
  @inline(never)
  static func inlinePushThenPop(_ path: inout [Int], _ value: Int, _ os: PlatformVersion) -> Int {
    path.append(value)
    var sum = weight(of: StackEvents.inlinePlan(.push, os: os, inTabView: true))
    sum &+= os.number >= VersionNumber(16) && os.number < VersionNumber(16, 1) ? 0 : 1
    path.removeLast()
    return sum &+ weight(of: StackEvents.inlinePlan(.pop, os: os, inTabView: true))
  }

  /// Returns the plans' weights and whether the swipe is offered, summed in registers: the
  /// host's writes stay out of the path's way between the push and the pop.
  @inline(never)
  static func routerPushThenPop(_ router: inout some NavigationRouting<Int>, _ value: Int)
    -> Int
  {
    var sum = weight(of: router.push(value).transaction)
    sum &+= router.allowsInteractivePop ? 1 : 0
    if let plan = router.pop() { sum &+= weight(of: plan.transaction) }
    return sum
  }
}
