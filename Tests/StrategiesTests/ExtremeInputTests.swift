import Testing

@testable import Strategies

/// The integers at the edges of `Int` and around zero: every public primitive is run over them.
let extremeInts = [Int.min, Int.min + 1, -2, -1, 0, 1, 2, Int.max - 1, Int.max]

/// Doubles a host may pass by mistake: not-a-number, infinities, the largest finite values,
/// signed zeros and the smallest subnormal.
let extremeDoubles = [
  Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
  0, -0.0, .leastNonzeroMagnitude, -1, 1e300,
]

/// Whether `a` and `b` differ by exactly one, by a route independent of ``RowID/isAdjacent(to:)``.
private func differByOne(_ a: Int, _ b: Int) -> Bool {
  let (difference, overflow) = a.subtractingReportingOverflow(b)
  return !overflow && difference.magnitude == 1
}

/// Property tests: no public primitive of `Strategies` traps on any value of its parameters'
/// types; each returns what its documentation says at the edges.
///
/// `ExitTests` runs the same calls in a child process, so a trap would fail a test instead of
/// killing the runner.
@Suite("Extreme inputs: Strategies primitives never trap")
struct ExtremeInputTests {
  let registry = StrategyRegistry.standard()
  let triggering = StrategyContext(
    .iOS, 15, 7, traits: [.listHasMultipleSections, .listFirstSectionHasHeader])

  @Test("RowID.isAdjacent is total and symmetric over extreme rows and sections")
  func rowAdjacency() {
    for section in extremeInts {
      for a in extremeInts {
        for b in extremeInts {
          let first = RowID(section: section, row: a)
          let second = RowID(section: section, row: b)
          #expect(first.isAdjacent(to: second) == differByOne(a, b), "\(first) \(second)")
          #expect(first.isAdjacent(to: second) == second.isAdjacent(to: first))
          #expect(!first.isAdjacent(to: RowID(section: section &+ 1, row: b)))
        }
      }
    }
    #expect(!RowID(section: 0, row: .max).isAdjacent(to: RowID(section: 0, row: -1)))
    #expect(!RowID(section: 0, row: .min).isAdjacent(to: RowID(section: 0, row: .max)))
    #expect(RowID(section: 0, row: .max).isAdjacent(to: RowID(section: 0, row: .max - 1)))
    #expect(RowID(section: .min, row: .min).isAdjacent(to: RowID(section: .min, row: .min + 1)))
  }

  @Test("adjacency in small and large batches at the edges of Int", arguments: [2, 17, 40])
  func batchesAtTheEdges(size: Int) {
    // `size` toggles, all far apart, at Int.max, Int.min and spread between.
    var far = [
      RowToggle(RowID(section: 0, row: .max), visible: true),
      RowToggle(RowID(section: 0, row: .min), visible: false),
    ]
    for index in 0..<(size - 2) {
      far.append(RowToggle(RowID(section: index, row: index * 4 - 1_000), visible: true))
    }
    #expect(!RowToggleCoordinator.touchesAdjacentRows(far))
    let near = far + [RowToggle(RowID(section: 0, row: .max - 1), visible: true)]
    #expect(RowToggleCoordinator.touchesAdjacentRows(near))
    let nearMin = far + [RowToggle(RowID(section: 0, row: .min + 1), visible: true)]
    #expect(RowToggleCoordinator.touchesAdjacentRows(nearMin))
    let coordinator = RowToggleCoordinator(strategies: registry.resolve(triggering))
    #expect(coordinator.schedule(far).steps.count == 1)
    #expect(coordinator.schedule(near).defers)
  }

  @Test("row-toggle schedules of any count, and modes with any delay")
  func schedulesOfAnyCount() {
    let modes: [RowToggleMode] =
      [.animatedBatch, .unanimated] + extremeDoubles.map { .firstAnimatedRestDeferred(delay: $0) }
    for count in extremeInts {
      for mode in modes {
        let schedule = RowToggleSchedule(count: count, mode: mode)
        let steps = schedule.steps
        if count <= 0 {
          #expect(steps.isEmpty)
          #expect(!schedule.defers)
        } else {
          #expect(steps.first?.toggles.lowerBound == 0)
          #expect(steps.last?.toggles.upperBound == count)
          #expect(steps.count <= 2)
          #expect(schedule.defers == (steps.count == 2))
        }
        _ = mode.description
      }
      let policy = RowTogglePolicy(adjacentRows: .unanimated, otherRows: .animatedBatch)
      let coordinator = RowToggleCoordinator(policy: policy)
      for adjacent in [false, true] {
        let schedule = coordinator.schedule(count: count, touchesAdjacentRows: adjacent)
        #expect(schedule.count == max(count, 0))
        #expect(schedule.mode == (adjacent ? .unanimated : .animatedBatch))
      }
    }
  }

  @Test("the router refuses extreme counts and leaves the path unchanged")
  func routerCounts() throws {
    for count in extremeInts {
      var router = NavigationRouter<Int>(
        strategies: registry.resolve(StrategyContext(.iOS, 16, 4, traits: [.stackInTabView])),
        path: extremeInts)
      let before = router.path
      let token = router.changeToken
      do {
        let plan = try router.pop(count)
        #expect(count >= 0 && count <= before.count)
        #expect(plan == nil ? count == 0 : plan?.depth == before.count - count)
      } catch NavigationRouterError.negativeCount(let refused) {
        #expect(count < 0 && refused == count && router.path == before)
        #expect(router.changeToken == token)
      } catch NavigationRouterError.popBeyondRoot(let requested, let depth) {
        #expect(count > before.count && requested == count && depth == before.count)
        #expect(router.path == before && router.changeToken == token)
      } catch {
        Issue.record("unexpected \(error)")
      }
      #expect(throws: NavigationRouterError.destinationNotInPath) {
        var empty = NavigationRouter<Int>(policy: .passthrough)
        try empty.pop(to: count)
      }
    }
    var router = NavigationRouter<Int>(policy: .passthrough, path: extremeInts)
    #expect(try router.pop(to: Int.min)?.depth == 1)
    #expect(router.replaceLast(with: .max)?.depth == 1)
    #expect(router.popToRoot()?.kind == .pop)
    #expect(router.pop() == nil && router.popToRoot() == nil && router.replaceLast(with: 0) == nil)
    #expect(router.push(contentsOf: []) == nil)
    #expect(router.adopt([]) == nil)
    #expect(router.adopt(extremeInts)?.kind == .push)
    #expect(router.adopt([Int.min])?.kind == .pop)
  }

  @Test("plans and tokens hold any values")
  func plansHoldAnyValues() {
    for depth in extremeInts {
      for previous in extremeInts {
        let plan = PathChangePlan(
          kind: .replace, transaction: .inherit, token: ChangeToken(.max), previousDepth: previous,
          depth: depth)
        #expect(plan.depth == depth && plan.previousDepth == previous)
      }
      let sheet = SheetPresentationPlan(
        leavesEditMode: true, presentAfterTurns: depth, textFieldWeight: .bold)
      #expect(sheet.presentAfterTurns == depth)
    }
    #expect(ChangeToken(.max) > ChangeToken(0))
    #expect(ChangeToken(.max).description == "#\(UInt64.max)")
  }

  @Test("transform plans and animations with NaN, infinite and huge durations and scales")
  func transformsAndDurations() {
    let active = TransformTransitionCoordinator(
      policy: ViewTransformPolicy(resetsTransformAfterPush: true, prescalesBeforePop: true))
    for value in extremeDoubles {
      let transform = ViewTransform.scale(x: value, y: value)
      let push = active.pushPlan(transform: transform, alpha: value, duration: value)
      // A transform with NaN is not the identity (NaN != 1), so it is reset like any other.
      #expect(push.resetsTransformOnCompletion == !transform.isIdentity)
      // Durations are clamped to the documented range, NaN to 0.
      #expect(PlannedAnimation.durationRange.contains(push.duration))
      #expect(push.duration == PlannedAnimation.clampedDuration(value))
      let pop = active.popPlan(restoringFrom: transform, alpha: value, duration: value)
      #expect((pop.targetTransform == .identity) == !transform.isIdentity)
      _ = transform.description
      _ = ViewTransform.translation(x: value, y: -value).description
      for animation in [PlannedAnimation.linear(duration: value), .easeInOut(duration: value)] {
        #expect(PlannedAnimation.durationRange.contains(animation.duration))
        #expect(!value.isNaN || animation.duration == 0)
        _ = TransactionPlan.animate(animation).description
      }
    }
  }

  @Test("directional navigators over extreme states")
  func directions() {
    for style in [DirectionalTransitionStyle.currentDirection, .capturedAtInsertion] {
      var navigator = DirectionalNavigator(initial: 0, strategies: StrategySet.empty(style))
      for state in extremeInts + extremeInts.reversed() {
        let previous = navigator.current
        let plan = navigator.go(to: state)
        #expect((plan == nil) == (state == previous))
        if let plan {
          #expect(plan.direction == (state > previous ? .forward : .back))
        }
      }
      var doubles = DirectionalNavigator(initial: 0.0, strategies: StrategySet.empty(style))
      for state in extremeDoubles {
        // NaN is unequal to itself: every change to NaN is a change, and never traps.
        _ = doubles.go(to: state)
      }
    }
  }

  @Test("versions at the edges of UInt32 round-trip and never trap")
  func versionsAtTheEdges() throws {
    let components: [UInt32] = [0, 1, .max - 1, .max]
    for major in components {
      for minor in components {
        for patch in components {
          let number = VersionNumber(major, minor, patch)
          let version = PlatformVersion(.visionOS, number)
          #expect(try PlatformVersion(parsing: version.description) == version)
          if let next = number.successor { #expect(next > number && next.predecessor == number) }
          if let previous = number.predecessor {
            #expect(previous < number && previous.successor == number)
          }
          let set = VersionSet.on(.iOS, versions: number...number)
          #expect(set.contains(PlatformVersion(.iOS, number)))
          #expect(try VersionSet(parsing: set.description) == set)
          _ = StrategyContext(.iOS, major, minor, patch).description
        }
      }
    }
    #expect(VersionNumber(.max, .max, .max).successor == nil)
    #expect(VersionNumber.zero.predecessor == nil)
  }

  @Test("list appearance and sheets are total")
  func appearanceAndSheets() {
    for context in [
      StrategyContext(.iOS, 0), StrategyContext(.iOS, .max, .max, .max),
      StrategyContext(.visionOS, 1),
    ] {
      let strategies = registry.resolve(context)
      for custom in [false, true] {
        let plan = ListAppearance(strategies: strategies).backgroundPlan(customBackground: custom)
        #expect(plan.appliesCustomBackground == custom)
        #expect(!plan.hidesScrollContentBackground || custom)
      }
      for editing in [false, true] {
        let plan = SheetPresenter(strategies: strategies).plan(listIsEditing: editing)
        #expect(plan.presentAfterTurns >= 0 && (!plan.leavesEditMode || editing))
      }
    }
  }
}

extension StrategySet {
  /// A set with no strategy, whose directional policy has `style`.
  fileprivate static func empty(_ style: DirectionalTransitionStyle) -> StrategySet {
    StrategySet(
      context: StrategyContext(.iOS, 16),
      directionalTransitions: DirectionalTransitionPolicy(style: style))
  }
}
