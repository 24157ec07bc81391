import Bench
import Strategies

/// `stack-ispresented-nested-pop`: the innermost level of a chain of `isPresented` screens
/// presented and dismissed in code, at a steady depth, through a Bool per level, the
/// workaround written inline, and `PresentationChain` (where none of its strategies is active,
/// the app's own Bools, as `raw`).
extension StacksSuite {
  static func isPresentedPop(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    let os = context.os
    return try Benchmark(
      "stacks/ispresented-pop",
      tags: Pricing.tags(
        "stacks", prices: .drivePresentationFromPath, .explicitPathChangeAnimation),
      configuration: context.configuration, sizes: context.sizes,
      operationsPerIteration: { _ in 2 }, comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in flipping(depth: max(size, 1)) },
        Variant(VariantName.inline) { size in
          let depth = max(size, 1)
          let box = Box(
            (flags: Array(repeating: true, count: depth) + [false], path: Array(0..<depth)))
          return Workload { iterations in
            var state = box.take(([], []))
            var sum = 0
            for _ in 0..<iterations {
              sum &+= IsPresentedEvents.inlinePresent(&state.flags, &state.path, os)
              sum &+= IsPresentedEvents.inlineDismiss(&state.flags, &state.path, os)
            }
            blackHole(sum)
            box.value = state
          }
        },
        Variant(VariantName.strategies) { size in
          // As an app builds its view model: the chain's type is chosen once, here.
          let depth = max(size, 1)
          let levels = Array(0...depth)
          if PassthroughPresentationChain(levels: levels, strategies: strategies) != nil {
            // None of the chain's strategies is active: the chain would be bound by flags and
            // plan every change in the inherited transaction, so the app keeps its own Bool
            // per level, the code without navbench (`raw`).
            return flipping(depth: depth)
          }
          return presenting(
            PresentationChain(levels: levels, strategies: strategies), depth: depth,
            placeholder: PresentationChain(levels: [], strategies: strategies))
        },
      ])
  }

  /// The `raw` loop, also the `strategies` loop where none of the chain's strategies is active:
  /// `depth` levels presented, the next one's Bool set and cleared.
  static func flipping(depth: Int) -> Workload {
    let box = Box(Array(repeating: true, count: depth) + [false])
    return Workload { iterations in
      var flags = box.take([])
      var sum = 0
      for _ in 0..<iterations {
        sum &+= IsPresentedEvents.rawPresent(&flags)
        sum &+= IsPresentedEvents.rawDismiss(&flags)
      }
      blackHole(sum)
      box.value = flags
    }
  }

  /// The `strategies` loop, specialised for the chain's type: `depth` levels presented, the
  /// next one presented and dismissed.
  static func presenting<Chain: PresentationChaining<Int>>(
    _ chain: Chain, depth: Int, placeholder: Chain
  ) -> Workload {
    var chain = chain
    chain.setPresented(depth - 1, true)
    let box = Box(chain)
    return Workload { iterations in
      var chain = box.take(placeholder)
      var sum = 0
      for _ in 0..<iterations {
        sum &+= IsPresentedEvents.chainPresent(&chain, depth)
        sum &+= IsPresentedEvents.chainDismiss(&chain, depth)
      }
      blackHole(sum)
      box.value = chain
    }
  }
}

/// One event per call, as an app has one per tap: the level above the presented ones
/// presented, then, in the next call, dismissed in code. Each variant's two events are apart, so
/// no compiler merges one's update into the other's, as no app's two taps can.
enum IsPresentedEvents {
  @inline(never)
  static func rawPresent(_ flags: inout [Bool]) -> Int {
    flags[flags.count - 1] = true
    return 1
  }

  @inline(never)
  static func rawDismiss(_ flags: inout [Bool]) -> Int {
    flags[flags.count - 1] = false
    return 1
  }

  /// The workaround written inline: on 16.x the levels are a path (appended, then removed),
  /// elsewhere a Bool per level; the TabView defect's animation on 16.x as the stacks suite
  /// has.
  @inline(never)
  static func inlinePresent(_ flags: inout [Bool], _ path: inout [Int], _ os: PlatformVersion)
    -> Int
  {
    if os.number >= VersionNumber(16), os.number < VersionNumber(17) {
      path.append(path.count)
      return weight(of: StackEvents.inlinePlan(.push, os: os, inTabView: true))
    }
    flags[flags.count - 1] = true
    return 1
  }

  /// The dismissal written inline, as ``inlinePresent(_:_:_:)``.
  @inline(never)
  static func inlineDismiss(_ flags: inout [Bool], _ path: inout [Int], _ os: PlatformVersion)
    -> Int
  {
    if os.number >= VersionNumber(16), os.number < VersionNumber(17) {
      path.removeLast()
      return weight(of: StackEvents.inlinePlan(.pop, os: os, inTabView: true))
    }
    flags[flags.count - 1] = false
    return 1
  }

  @inline(never)
  static func chainPresent(_ chain: inout some PresentationChaining<Int>, _ level: Int) -> Int {
    guard let plan = chain.setPresented(level, true) else { return 0 }
    return weight(of: plan.transaction)
  }

  @inline(never)
  static func chainDismiss(_ chain: inout some PresentationChaining<Int>, _ level: Int) -> Int {
    guard let plan = chain.setPresented(level, false) else { return 0 }
    return weight(of: plan.transaction)
  }
}
