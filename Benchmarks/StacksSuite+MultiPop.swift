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
      operationsPerIteration: { _ in 3 }, comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in poppingTwoAsWritten(path: Array(0..<max(size, 2))) },
        Variant(VariantName.inline) { size in
          let box = Box(Array(0..<max(size, 2)))
          return Workload { iterations in
            var path = box.take([])
            var sum = 0
            for i in 0..<iterations {
              if MultiPopEvents.inlinePopTwo(&path, os, &sum) {
                MultiPopEvents.inlineFinishPopTwo(&path, os, &sum)
              }
              sum &+= StackEvents.inlinePush(&path, i, os)
              sum &+= StackEvents.inlinePush(&path, i &+ 1, os)
            }
            blackHole(sum)
            box.value = path
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the router's type is chosen once, here.
          let path = Array(0..<max(size, 2))
          if PassthroughNavigationRouter<Int>(strategies: strategies, path: path) != nil {
            // The router would be the passthrough one (no stack strategy is active): every
            // event as written, the code without navbench (`raw`), its own event functions.
            return poppingTwoAsWritten(path: path)
          }
          return routed(strategies, path: path, PopTwoLoop())
        },
      ])
  }

  /// The `raw` loop of `stacks/pop-two`, also its `strategies` loop where the router would be
  /// the passthrough one.
  static func poppingTwoAsWritten(path: [Int]) -> Workload {
    let box = Box(path)
    return Workload { iterations in
      var path = box.take([])
      for i in 0..<iterations {
        MultiPopEvents.rawPopTwo(&path)
        StackEvents.rawPush(&path, i)
        StackEvents.rawPush(&path, i &+ 1)
      }
      box.value = path
    }
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
      for i in 0..<iterations {
        if MultiPopEvents.routerPopTwo(&router, &sum) {
          MultiPopEvents.routerFinishPopTwo(&router, &sum)
        }
        sum &+= StackEvents.routerPush(&router, i)
        sum &+= StackEvents.routerPush(&router, i &+ 1)
      }
      blackHole(sum)
      box.value = router
    }
  }
}

/// One event per call, as an app has one per change: pop two entries (where the workaround
/// splits the pop, its second update is the next call, as it is the next run-loop turn in an
/// app), then push two back one at a time (``StackEvents``), so that the depth stays steady.
/// Three events an iteration.
enum MultiPopEvents {
  @inline(never)
  static func rawPopTwo(_ path: inout [Int]) {
    path.removeLast(2)
  }

  /// The workaround written inline: on 16.0 and 16.1 drop the covered entry and return true
  /// (the top is popped alone by ``inlineFinishPopTwo(_:_:_:)``, the second update); the
  /// TabView defect's animation on 16.x as the stacks suite has.
  @inline(never)
  static func inlinePopTwo(_ path: inout [Int], _ os: PlatformVersion, _ sum: inout Int) -> Bool {
    if os.number >= VersionNumber(16), os.number < VersionNumber(16, 2) {
      path.remove(at: path.count - 2)
      sum &+= weight(of: .disableAnimations)
      return true
    }
    path.removeLast(2)
    sum &+= weight(of: StackEvents.inlinePlan(.pop, os: os, inTabView: true))
    return false
  }

  /// The second update of the inline split pop: the top popped alone.
  @inline(never)
  static func inlineFinishPopTwo(_ path: inout [Int], _ os: PlatformVersion, _ sum: inout Int) {
    path.removeLast()
    sum &+= weight(of: StackEvents.inlinePlan(.pop, os: os, inTabView: true))
  }

  /// The router's pop of two; true when it dropped the covered entries only (the split), so
  /// that the host pops the top in its next update (``routerFinishPopTwo(_:_:)``).
  @inline(never)
  static func routerPopTwo(_ router: inout some NavigationRouting<Int>, _ sum: inout Int) -> Bool {
    guard let plan = try? router.pop(2) else { return false }
    sum &+= weight(of: plan.transaction)
    return plan.stage == .coveredEntriesDropped
  }

  /// The host's second update of a split pop: the top popped alone.
  @inline(never)
  static func routerFinishPopTwo(_ router: inout some NavigationRouting<Int>, _ sum: inout Int) {
    if let last = router.pop() { sum &+= weight(of: last.transaction) }
  }
}
