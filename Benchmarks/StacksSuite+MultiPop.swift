import Bench
import Strategies

/// `stack-multi-pop-unanimated`: pops of two entries at a steady depth, each followed by two
/// pushes back of two different screens, through a plain array, the workaround written inline,
/// and the router. The screens differ, as an app's do: a pop that lands on an entry equal to
/// the top is not split (it would read as a pop to that entry), so pushing the same value twice
/// would never price the split.
extension StacksSuite {
  static func popTwo(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/pop-two",
      tags: Pricing.tags("stacks", prices: .stageMultiLevelPops, .explicitPathChangeAnimation),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          let box = Box(Array(0..<max(size, 2)))
          return Workload { iterations in
            var path = box.take([])
            for i in 0..<iterations { MultiPopEvents.rawPopTwo(&path, i) }
            box.value = path
          }
        },
        Variant(VariantName.inline) { size in
          let box = Box(Array(0..<max(size, 2)))
          return Workload { iterations in
            var path = box.take([])
            var sum = 0
            for i in 0..<iterations { sum &+= MultiPopEvents.inlinePopTwo(&path, i, os) }
            blackHole(sum)
            box.value = path
          }
        },
        Variant(VariantName.strategies) { size in
          routed(strategies, path: Array(0..<max(size, 2)), PopTwoLoop())
        },
      ])
  }
}

/// The `strategies` loop of `stacks/pop-two`.
struct PopTwoLoop: RouterLoop {
  func workload<Router: NavigationRouting<Int>>(_ router: Router, placeholder: Router)
    -> Workload
  {
    let box = Box(router)
    return Workload { iterations in
      var router = box.take(placeholder)
      var sum = 0
      for i in 0..<iterations { MultiPopEvents.routerPopTwo(&router, i, &sum) }
      blackHole(sum)
      box.value = router
    }
  }
}

/// One event per call: pop two entries (in the update or updates the workaround needs), then
/// push two back, so that the depth stays steady.
enum MultiPopEvents {
  @inline(never)
  static func rawPopTwo(_ path: inout [Int], _ value: Int) {
    path.removeLast(2)
    path.append(value)
    path.append(value &+ 1)
  }

  /// The workaround written inline: on 16.0 and 16.1 drop the covered entry, then pop the top
  /// alone (the second update); the TabView defect's animation on 16.x as the stacks suite has.
  @inline(never)
  static func inlinePopTwo(_ path: inout [Int], _ value: Int, _ os: PlatformVersion) -> Int {
    var sum = 0
    if os.number >= VersionNumber(16), os.number < VersionNumber(16, 2) {
      path.remove(at: path.count - 2)
      sum &+= weight(of: .disableAnimations)
      path.removeLast()
      sum &+= weight(of: StackEvents.inlinePlan(.pop, os: os, inTabView: true))
    } else {
      path.removeLast(2)
      sum &+= weight(of: StackEvents.inlinePlan(.pop, os: os, inTabView: true))
    }
    path.append(value)
    path.append(value &+ 1)
    sum &+= weight(of: StackEvents.inlinePlan(.push, os: os, inTabView: true))
    return sum &+ weight(of: StackEvents.inlinePlan(.push, os: os, inTabView: true))
  }

  /// Adds the plans' weights to `sum`, as the stack events do (``StackEvents``).
  @inline(never)
  static func routerPopTwo(
    _ router: inout some NavigationRouting<Int>, _ value: Int, _ sum: inout Int
  ) {
    // Summed locally, then added once, as in ``SwipeBackEvents``.
    var weights = 0
    if let plan = try? router.pop(2) {
      weights &+= weight(of: plan.transaction)
      if plan.stage == .coveredEntriesDropped, let last = router.pop() {
        weights &+= weight(of: last.transaction)
      }
    }
    weights &+= weight(of: router.push(value).transaction)
    sum &+= weights &+ weight(of: router.push(value &+ 1).transaction)
  }
}
