import Testing

@testable import Strategies

#if os(macOS) || os(Linux) || os(Windows)
  /// Exit tests: the extreme-input calls run in a child process, so a trap (SIGILL, SIGTRAP)
  /// fails one test with its exit status instead of killing the whole test run.
  @Suite("Exit tests: extreme inputs in a child process")
  struct ExitTests {
    @Test("the harness catches a trap: Int.max + 1 at run time kills the child")
    func harnessCatchesATrap() async {
      await #expect(processExitsWith: .failure) {
        // A run-time value, so the compiler cannot refuse the overflow up front.
        let huge = Int.max - CommandLine.arguments.count + 1
        _ = huge + CommandLine.arguments.count
      }
    }

    @Test("the harness catches the trap RowID.isAdjacent had (row - other.row overflowed)")
    func oldAdjacencyTrapped() async {
      await #expect(processExitsWith: .failure) {
        let (row, other) = (Int.max, -CommandLine.arguments.count)
        _ = row - other == 1
      }
    }

    @Test("every Strategies primitive over extreme values exits normally")
    func primitivesExitNormally() async {
      await #expect(processExitsWith: .success) {
        exerciseExtremeInputs()
      }
    }
  }
#endif

/// Calls every public primitive of `Strategies` with extreme values and throws the results
/// away: the exit test passes when this returns.
func exerciseExtremeInputs() {
  var sink = 0
  let registry = StrategyRegistry.standard()
  let strategies = registry.resolve(
    StrategyContext(.iOS, 15, 7, traits: [.listHasMultipleSections, .listFirstSectionHasHeader]))
  let rows = RowToggleCoordinator(strategies: strategies)
  for a in extremeInts {
    for b in extremeInts {
      if RowID(section: a, row: a).isAdjacent(to: RowID(section: a, row: b)) { sink &+= 1 }
    }
    let toggles = extremeInts.map { RowToggle(RowID(section: a, row: $0), visible: true) }
    sink &+= rows.schedule(toggles).steps.count
    sink &+= rows.schedule(toggles + toggles + toggles).steps.count  // the large-batch path
    sink &+= rows.schedule(count: a, touchesAdjacentRows: true).steps.count
    for delay in extremeDoubles {
      sink &+=
        RowToggleSchedule(count: a, mode: .firstAnimatedRestDeferred(delay: delay))
        .steps.count
    }
    var router = NavigationRouter<Int>(strategies: strategies, path: extremeInts)
    if (try? router.pop(a)) != nil { sink &+= 1 }
    if (try? router.pop(to: a)) != nil { sink &+= 1 }
    router.push(a)
    sink &+= router.replaceLast(with: a)?.depth ?? 0
    sink &+= router.adopt([a, a])?.depth ?? 0
    var navigator = DirectionalNavigator(initial: 0, strategies: strategies)
    if navigator.go(to: a) != nil { sink &+= 1 }
  }
  let transforms = TransformTransitionCoordinator(strategies: strategies)
  for value in extremeDoubles {
    let scale = ViewTransform.scale(x: value, y: value)
    sink &+= transforms.pushPlan(transform: scale, alpha: value, duration: value).description.count
    sink &+= transforms.popPlan(restoringFrom: scale, duration: value).description.count
    sink &+= PlannedAnimation.linear(duration: value).description.count
  }
  for component in [0, 1, UInt32.max] {
    let number = VersionNumber(component, component, component)
    sink &+= (number.successor?.description.count ?? 0) + (number.predecessor == nil ? 1 : 0)
    sink &+= registry.explain(StrategyContext(.iOS, component, component, component)).issues.count
  }
  sink &+=
    ListAppearance(strategies: strategies).backgroundPlan(customBackground: true)
      .hidesScrollContentBackground ? 1 : 0
  sink &+= SheetPresenter(strategies: strategies).plan(listIsEditing: true).presentAfterTurns
  if sink == Int.min { print(sink) }
}

extension TransitionAnimationPlan {
  /// The plan's fields, for the exit test's sink.
  fileprivate var description: String {
    "\(String(describing: initialTransform)) \(String(describing: targetTransform)) \(duration)"
  }
}
