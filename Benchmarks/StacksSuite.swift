import Bench
import Strategies

/// Navigation stacks: pushes, pops and pops to root through the router against a plain array,
/// and the container a closable flow pushes in.
///
/// Every operation is one call of a ``StackEvents`` function, as one event in an app.
enum StacksSuite {
  static let suite = Suite(
    name: "stacks",
    defaultSizes: [1_000, 10_000, 100_000],
    traits: [.stackInTabView],
    make: { context in
      [
        try pushThenPopToRoot(context), try steadyPushPop(context), try replaceTop(context),
        try popTwo(context), try swipeBack(context), try isPresentedPop(context),
        try TabReselectEvents.benchmark(context),
        try LazyDestinationEvents.benchmark(context),
        try BackDuringTransitionEvents.benchmark(context),
        try RetainedStackEvents.benchmark(context),
      ]
    })

  static func pushThenPopToRoot(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/push-pop-to-root", tags: Pricing.tags("stacks", prices: .explicitPathChangeAnimation),
      configuration: context.configuration, sizes: context.sizes,
      operationsPerIteration: { $0 + 1 }, comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          let box = Box([Int]())
          return Workload { iterations in
            var path = box.take([])
            for _ in 0..<iterations {
              for i in 0..<size { StackEvents.rawPush(&path, i) }
              StackEvents.rawPopToRoot(&path)
            }
            box.value = path
          }
        },
        Variant(VariantName.inline) { size in
          let box = Box([Int]())
          return Workload { iterations in
            var path = box.take([])
            var sum = 0
            for _ in 0..<iterations {
              for i in 0..<size { sum &+= StackEvents.inlinePush(&path, i, os) }
              sum &+= StackEvents.inlinePopToRoot(&path, os)
            }
            blackHole(sum)
            box.value = path
          }
        },
        Variant(VariantName.strategies) { size in
          routed(strategies, path: [], PushPopToRootLoop(size: size))
        },
      ])
  }

  static func steadyPushPop(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/steady-push-pop", tags: Pricing.tags("stacks", prices: .explicitPathChangeAnimation),
      configuration: context.configuration, sizes: context.sizes,
      operationsPerIteration: { _ in 2 },
      comparisons: VariantName.standard + [
        Comparison(variant: VariantName.seedSnapshot, control: VariantName.strategies)
      ],
      variants: [
        Variant(VariantName.raw) { size in
          let box = Box(Array(0..<size))
          return Workload { iterations in
            var path = box.take([])
            for i in 0..<iterations {
              StackEvents.rawPush(&path, i)
              StackEvents.rawPop(&path)
            }
            box.value = path
          }
        },
        Variant(VariantName.inline) { size in
          let box = Box(Array(0..<size))
          return Workload { iterations in
            var path = box.take([])
            // One sum per event kind: with one running sum for both, the compiler alternates
            // it between two registers and spends a `mov` per event on the harness's sink.
            var pushes = 0
            var pops = 0
            for i in 0..<iterations {
              pushes &+= StackEvents.inlinePush(&path, i, os)
              pops &+= StackEvents.inlinePop(&path, os)
            }
            blackHole(pushes &+ pops)
            box.value = path
          }
        },
        Variant(VariantName.strategies) { size in
          routed(strategies, path: Array(0..<size), SteadyPushPopLoop())
        },
        Variant(VariantName.seedSnapshot) { size in
          // The host keeps the previous path and compares it on every change; the next
          // mutation of the shared buffer copies all N entries.
          let box = Box((path: Array(0..<size), previous: [Int]()))
          return Workload { iterations in
            var (path, previous) = box.take(([], []))
            var sum = 0
            for i in 0..<iterations {
              sum &+= StackEvents.snapshotPush(&path, &previous, i, os)
              sum &+= StackEvents.snapshotPop(&path, &previous, os)
            }
            blackHole(sum)
            box.value = (path, previous)
          }
        },
      ])
  }

  static func replaceTop(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/replace-top", tags: Pricing.tags("stacks", prices: .explicitPathChangeAnimation),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          let box = Box(Array(0..<size))
          return Workload { iterations in
            var path = box.take([])
            for i in 0..<iterations { StackEvents.rawReplaceTop(&path, i) }
            box.value = path
          }
        },
        Variant(VariantName.inline) { size in
          let box = Box(Array(0..<size))
          return Workload { iterations in
            var path = box.take([])
            var sum = 0
            for i in 0..<iterations { sum &+= StackEvents.inlineReplaceTop(&path, i, os) }
            blackHole(sum)
            box.value = path
          }
        },
        Variant(VariantName.strategies) { size in
          routed(strategies, path: Array(0..<size), ReplaceTopLoop())
        },
      ])
  }

  /// The `strategies` variant's workload, as an app builds its view model: the router's type
  /// is chosen once, here (``PassthroughNavigationRouter`` where no path-change strategy is
  /// active), and `loop` is specialised for it. `loop` gets the router over `path` and an
  /// empty one to leave in a box while a sample runs.
  static func routed(
    _ strategies: StrategySet, path: [Int], _ loop: some RouterLoop
  ) -> Workload {
    if let passthrough = PassthroughNavigationRouter<Int>(strategies: strategies, path: path) {
      return loop.workload(passthrough, placeholder: PassthroughNavigationRouter())
    }
    return loop.workload(
      NavigationRouter<Int>(strategies: strategies, path: path),
      placeholder: NavigationRouter(strategies: strategies))
  }
}

/// A benchmark loop over a router of any type (a generic closure, which Swift has not).
protocol RouterLoop {
  /// The workload over `router`, with `placeholder` left in its box while a sample runs.
  func workload<Router: NavigationRouting<Int>>(_ router: Router, placeholder: Router)
    -> Workload
}

/// The `strategies` loop of `stacks/push-pop-to-root`: `size` pushes, then a pop to root.
struct PushPopToRootLoop: RouterLoop {
  let size: Int

  func workload<Router: NavigationRouting<Int>>(_ router: Router, placeholder: Router)
    -> Workload
  {
    let box = Box(router)
    let size = size
    return Workload { iterations in
      var router = box.take(placeholder)
      var sum = 0
      for _ in 0..<iterations {
        for i in 0..<size { sum &+= StackEvents.routerPush(&router, i) }
        sum &+= StackEvents.routerPopToRoot(&router)
      }
      blackHole(sum)
      box.value = router
    }
  }
}

/// The `strategies` loop of `stacks/steady-push-pop`: a push and a pop per iteration.
struct SteadyPushPopLoop: RouterLoop {
  func workload<Router: NavigationRouting<Int>>(_ router: Router, placeholder: Router)
    -> Workload
  {
    let box = Box(router)
    return Workload { iterations in
      var router = box.take(placeholder)
      var pushes = 0  // one sum per event kind, as in `inline`
      var pops = 0
      for i in 0..<iterations {
        pushes &+= StackEvents.routerPush(&router, i)
        StackEvents.routerPop(&router, &pops)
      }
      blackHole(pushes &+ pops)
      box.value = router
    }
  }
}

/// The `strategies` loop of `stacks/replace-top`: one replacement of the top per iteration.
struct ReplaceTopLoop: RouterLoop {
  func workload<Router: NavigationRouting<Int>>(_ router: Router, placeholder: Router)
    -> Workload
  {
    let box = Box(router)
    return Workload { iterations in
      var router = box.take(placeholder)
      var sum = 0
      for i in 0..<iterations { StackEvents.routerReplaceTop(&router, i, &sum) }
      blackHole(sum)
      box.value = router
    }
  }
}
