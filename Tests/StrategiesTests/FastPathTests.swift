import Testing

@testable import Strategies

/// The fast paths the primitives take to cost no more than hand-written code give the same
/// answers as the general paths they short-cut.
@Suite("Fast paths agree with the general ones")
struct FastPathTests {
  let registry = StrategyRegistry.standard()

  /// Plans through the unconstrained `go(to:)`, as generic code over any `Hashable` state gets.
  func goGenerically<S: Hashable>(_ navigator: inout DirectionalNavigator<S>, to state: S)
    -> DirectionalTransitionPlan<S>?
  {
    navigator.go(to: state)
  }

  @Test("a Comparable state with an order of its own keeps that order", arguments: [true, false])
  func customOrderOnComparableState(generic: Bool) throws {
    // Counting down is forward here: the opposite of `<`.
    var navigator = DirectionalNavigator(
      initial: 5, strategies: registry.resolve(.iOS(17)), isForward: { $0 > $1 })
    let plan = try #require(generic ? goGenerically(&navigator, to: 3) : navigator.go(to: 3))
    #expect(plan.direction == .forward)
    #expect((plan.insertion, plan.removal) == (.trailing, .leading))
    let back = try #require(generic ? goGenerically(&navigator, to: 4) : navigator.go(to: 4))
    #expect(back.direction == .back)
    #expect(navigator.direction == .back)
  }

  @Test(
    "the comparison fast path plans what the closure path plans",
    arguments: [StrategySet.none(for: .iOS(17)), StrategyRegistry.standard().resolve(.iOS(17))])
  func comparisonMatchesClosure(strategies: StrategySet) {
    var fast = DirectionalNavigator(initial: 0, strategies: strategies)
    var slow = DirectionalNavigator(initial: 0, strategies: strategies, isForward: { $0 < $1 })
    for target in [1, 2, 2, 1, 3, 0, 0, 5] {
      #expect(fast.go(to: target) == slow.go(to: target))
      #expect(goGenerically(&fast, to: target &+ 1) == goGenerically(&slow, to: target &+ 1))
      #expect((fast.current, fast.direction) == (slow.current, slow.direction))
    }
  }

  @Test(
    "a coordinator's schedule equals the schedule built from its mode",
    arguments: [
      RowToggleMode.animatedBatch, .unanimated, .firstAnimatedRestDeferred(delay: 0.01),
      .firstAnimatedRestDeferred(delay: 0),
    ])
  func scheduleMatchesMode(mode: RowToggleMode) {
    let coordinator = RowToggleCoordinator(
      policy: RowTogglePolicy(adjacentRows: mode, otherRows: .animatedBatch))
    for count in [0, 1, 2, 5] {
      let planned = coordinator.schedule(count: count, touchesAdjacentRows: true)
      let built = RowToggleSchedule(count: count, mode: mode)
      #expect(planned == built)
      #expect(planned.steps == built.steps)
      #expect(planned.defers == built.defers)
      #expect(planned.defers == (count > 1 && mode.defersRest))
      #expect(planned.steps.map(\.toggles.count).reduce(0, +) == count)
    }
  }

  @Test(
    "the layout a host switches on holds the steps forEachStep calls, in order",
    arguments: [
      RowToggleMode.animatedBatch, .unanimated, .firstAnimatedRestDeferred(delay: 0.01),
      .firstAnimatedRestDeferred(delay: 0), .firstAnimatedRestDeferred(delay: .infinity),
    ])
  func layoutMatchesSteps(mode: RowToggleMode) {
    for count in [Int.min, -1, 0, 1, 2, 3, 17, Int.max] {
      let schedule = RowToggleSchedule(count: count, mode: mode)
      let laidOut: [RowToggleStep] =
        switch schedule.layout {
        case .empty: []
        case .now(let step): [step]
        case .nowAndLater(let now, let later): [now, later]
        }
      var called: [RowToggleStep] = []
      schedule.forEachStep { called.append($0) }
      #expect(laidOut == called)
      #expect(laidOut == schedule.steps)
      if case .nowAndLater(let now, let later) = schedule.layout {
        #expect(!now.isDeferred && later.isDeferred && schedule.defers)
      } else {
        #expect(!schedule.defers)
        #expect(laidOut.allSatisfy { !$0.isDeferred })
      }
    }
  }

  @Test(
    "a coordinator keeps its policy, and the decisions it resolves at creation follow it",
    arguments: [
      RowToggleMode.animatedBatch, .unanimated, .firstAnimatedRestDeferred(delay: 0.01),
    ])
  func resolvedCoordinator(mode: RowToggleMode) {
    for other in [RowToggleMode.animatedBatch, .unanimated] {
      let policy = RowTogglePolicy(adjacentRows: mode, otherRows: other)
      let coordinator = RowToggleCoordinator(policy: policy)
      #expect(coordinator.policy == policy)
      #expect(coordinator.resolved.distinguishesAdjacentRows == (mode != other))
      #expect(coordinator.resolved.adjacentRowsShape == RowToggleSchedule.Shape(mode))
      #expect(coordinator.resolved.otherRowsShape == RowToggleSchedule.Shape(other))
      #expect(
        (coordinator.resolved.adjacentRowsShape == .oneAnimatedStep) == (mode == .animatedBatch))
      // A copy shares the resolved decisions and schedules alike.
      let copy = coordinator
      #expect(copy.resolved === coordinator.resolved)
      #expect(
        copy.schedule(count: 2, touchesAdjacentRows: false)
          == RowToggleSchedule(count: 2, mode: other))
    }
  }

  @Test("one animated batch is one step of every toggle, never deferred")
  func oneBatch() {
    let schedule = RowToggleSchedule(count: 3, mode: .animatedBatch)
    #expect(schedule.steps == [RowToggleStep(toggles: 0..<3, animated: true)])
    #expect(!schedule.defers)
    #expect(RowToggleSchedule(count: 0, mode: .animatedBatch).steps.isEmpty)
  }

  @Test(
    "a presenter plans what its policy says, on the as-is path and the general one",
    arguments: [nil] + FontWeight.allCases.map(Optional.some))
  func sheetPlans(weight: FontWeight?) {
    for leaves in [false, true] {
      let policy = SheetPresentationPolicy(
        leavesEditModeBeforePresenting: leaves, explicitTextFieldWeight: weight)
      let presenter = SheetPresenter(
        strategies: StrategySet(context: StrategyContext(.iOS, 16), sheetPresentation: policy))
      #expect(presenter.policy == policy)
      for editing in [false, true] {
        let plan = presenter.plan(listIsEditing: editing)
        #expect(plan.leavesEditMode == (leaves && editing))
        #expect(plan.presentAfterTurns == (leaves && editing ? 1 : 0))
        #expect(plan.textFieldWeight == weight)
      }
    }
  }

  @Test(
    "the passthrough presenter exists exactly for the as-is policy and plans what SheetPresenter does",
    arguments: [nil] + FontWeight.allCases.map(Optional.some))
  func passthroughPlans(weight: FontWeight?) {
    for leaves in [false, true] {
      let strategies = StrategySet(
        context: StrategyContext(.iOS, 16),
        sheetPresentation: SheetPresentationPolicy(
          leavesEditModeBeforePresenting: leaves, explicitTextFieldWeight: weight))
      let passthrough = PassthroughSheetPresenter(strategies: strategies)
      #expect((passthrough != nil) == (!leaves && weight == nil))
      for editing in [false, true] {
        #expect(PassthroughSheetPresenter().plan(listIsEditing: editing) == .asIs)
        if let passthrough {
          #expect(
            passthrough.plan(listIsEditing: editing)
              == SheetPresenter(strategies: strategies).plan(listIsEditing: editing))
        }
      }
    }
  }

  @Test(
    "the one-test navigator path is taken exactly for `<` under currentDirection",
    arguments: [DirectionalTransitionStyle.currentDirection, .capturedAtInsertion])
  func navigatorFastPath(style: DirectionalTransitionStyle) {
    let strategies = StrategySet(
      context: StrategyContext(.iOS, 16),
      directionalTransitions: DirectionalTransitionPolicy(style: style))
    let comparing = DirectionalNavigator(initial: 0, strategies: strategies)
    let ordered = DirectionalNavigator(initial: 0, strategies: strategies, isForward: { $0 < $1 })
    #expect(comparing.comparesWithCurrentDirection == (style == .currentDirection))
    #expect(!ordered.comparesWithCurrentDirection)
  }

  @Test("identity is recognised by value, signed zeros included")
  func identity() {
    #expect(ViewTransform.identity.isIdentity)
    #expect(ViewTransform(a: 1, b: -0.0, c: 0, d: 1, tx: -0.0, ty: 0).isIdentity)
    #expect(!ViewTransform.scale(x: 0.5, y: 0.5).isIdentity)
    #expect(!ViewTransform.translation(x: 0, y: 1).isIdentity)
    #expect(!ViewTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).isIdentity)
  }
}

extension RowToggleMode {
  fileprivate var defersRest: Bool {
    if case .firstAnimatedRestDeferred = self { return true }
    return false
  }
}
