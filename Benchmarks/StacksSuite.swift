import Bench
import Strategies

/// Navigation stacks: pushes, pops and pops to root through the router against a plain array.
///
/// Every operation is one call of a ``StackEvents`` function, as one event in an app.
enum StacksSuite {
  static let suite = Suite(
    name: "stacks",
    summary: "push to depth N then pop to root; steady push/pop at depth N; replace the top",
    defaultSizes: [1_000, 10_000, 100_000],
    traits: [.stackInTabView],
    make: { context in
      [
        try pushThenPopToRoot(context), try steadyPushPop(context), try replaceTop(context),
        try popTwo(context), try swipeBack(context), try isPresentedPop(context),
        try tabReselect(context),
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
          let box = Box(NavigationRouter<Int>(strategies: strategies))
          return Workload { iterations in
            var router = box.take(NavigationRouter(strategies: strategies))
            var sum = 0
            for _ in 0..<iterations {
              for i in 0..<size { sum &+= StackEvents.routerPush(&router, i) }
              sum &+= StackEvents.routerPopToRoot(&router)
            }
            blackHole(sum)
            box.value = router
          }
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
          let box = Box(NavigationRouter<Int>(strategies: strategies, path: Array(0..<size)))
          return Workload { iterations in
            var router = box.take(NavigationRouter(strategies: strategies))
            var pushes = 0  // one sum per event kind, as in `inline`
            var pops = 0
            for i in 0..<iterations {
              pushes &+= StackEvents.routerPush(&router, i)
              pops &+= StackEvents.routerPop(&router)
            }
            blackHole(pushes &+ pops)
            box.value = router
          }
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
          let box = Box(NavigationRouter<Int>(strategies: strategies, path: Array(0..<size)))
          return Workload { iterations in
            var router = box.take(NavigationRouter(strategies: strategies))
            var sum = 0
            for i in 0..<iterations { sum &+= StackEvents.routerReplaceTop(&router, i) }
            blackHole(sum)
            box.value = router
          }
        },
      ])
  }
}
