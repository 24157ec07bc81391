import Bench
import Strategies

/// State-driven transitions: the direction-aware navigator against seed 004's approaches.
///
/// Every state change is one call of a function below, as one event in an app: the loop picks
/// the next state (``target(_:from:states:)``, the user's tap) and the event applies it.
enum TransitionsSuite {
  static let suite = Suite(
    name: "transitions",
    defaultSizes: [10, 100, 1_000],
    traits: [],
    make: { context in
      [
        try stateChanges(context), try ColumnRootEvents.benchmark(context),
        try DetailDismissEvents.benchmark(context), try SplitButtonEvents.benchmark(context),
      ]
    })

  /// The state change number `i` makes in a flow of `states`: mostly forward, back every third.
  @inline(__always)
  static func target(_ i: Int, from current: Int, states: Int) -> Int {
    if i % 3 == 2 || current >= states - 1 { return max(current - 1, 0) }
    return current + 1
  }

  @inline(__always)
  static func weight(_ insertion: TransitionEdge, _ removal: TransitionEdge) -> Int {
    (insertion == .leading ? 1 : 2) &+ (removal == .leading ? 4 : 8)
  }

  /// Seed 004 as asked: `fromView` set in onAppear, the direction computed afterwards, each
  /// view keeping the symmetric edge it was inserted with.
  struct NaiveModel {
    var state = 0
    var fromView = 0
    var direction = NavigationDirection.forward
    var edge = TransitionEdge.trailing
  }

  @inline(never)
  static func naiveChange(_ model: inout NaiveModel, to next: Int) -> Int {
    let insertion: TransitionEdge = model.direction == .forward ? .trailing : .leading
    let result = weight(insertion, model.edge)
    model.state = next
    model.direction = model.fromView > next ? .back : .forward
    model.fromView = next
    model.edge = insertion
    return result
  }

  /// Seed 004's fixed view model: `setState` records `fromView` before changing the state, and
  /// the published `navigationDirection`, which the container reads to build each child's
  /// asymmetric transition, is derived from them.
  struct FixedModel {
    var viewState = 0
    var fromView = 0
    var navigationDirection = NavigationDirection.forward
  }

  /// Seed 004's fix hand-written: record the from-state first, then derive the direction.
  @inline(never)
  static func inlineChange(_ model: inout FixedModel, to next: Int) -> Int {
    model.fromView = model.viewState
    model.viewState = next
    model.navigationDirection = model.fromView < next ? .forward : .back
    let transition = DirectionalTransition.for(model.navigationDirection)
    return weight(transition.insertion, transition.removal)
  }

  @inline(never)
  static func navigatorChange(_ navigator: inout DirectionalNavigator<Int>, to next: Int) -> Int {
    guard let plan = navigator.go(to: next) else { return 0 }
    return weight(plan.insertion, plan.removal)
  }

  static func stateChanges(_ context: SuiteContext) throws -> Benchmark {
    let strategies = context.strategies
    return try Benchmark(
      "transitions/state-changes",
      tags: Pricing.tags("transitions", prices: .recordDirectionBeforeChange),
      configuration: context.configuration, sizes: context.sizes,
      comparisons: VariantName.standard,
      variants: [
        Variant(VariantName.raw) { size in
          let box = Box(NaiveModel())
          return Workload { iterations in
            var model = box.value
            var sum = 0
            for i in 0..<iterations {
              sum &+= naiveChange(&model, to: target(i, from: model.state, states: size))
            }
            blackHole(sum)
            box.value = model
          }
        },
        Variant(VariantName.inline) { size in
          let box = Box(FixedModel())
          return Workload { iterations in
            var model = box.value
            var sum = 0
            for i in 0..<iterations {
              sum &+= inlineChange(&model, to: target(i, from: model.viewState, states: size))
            }
            blackHole(sum)
            box.value = model
          }
        },
        Variant(VariantName.strategies) { size in
          let box = Box(DirectionalNavigator(initial: 0, strategies: strategies))
          return Workload { iterations in
            var navigator = box.take(DirectionalNavigator(initial: 0, strategies: strategies))
            var sum = 0
            for i in 0..<iterations {
              sum &+= navigatorChange(
                &navigator, to: target(i, from: navigator.current, states: size))
            }
            blackHole(sum)
            box.value = navigator
          }
        },
      ])
  }
}
