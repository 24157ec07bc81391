import Simulation
import Strategies
import Testing

/// `stack-multi-pop-unanimated`: a path that shrinks by two or more entries in one update jumps
/// back without animation on iOS 16.0 and 16.1; the router splits such pops there.
@Suite("Multi-level pops: unanimated on 16.0 and 16.1, split in two updates there")
struct MultiPopTests {
  static let affected = [iOS(16), iOS(16, 1)]
  static let unaffected = [iOS(16, 2), iOS(16, 4), iOS(17), iOS(18)]

  @Test("the original code jumps back on 16.0 and 16.1: the pop to root and the pop of two")
  func naiveJumpsBackWhereAffected() throws {
    for version in Self.affected {
      let session = SimulationSession()
      try MultiPopClients.runNaive(version: version, hostedInTabView: false, session: session)
      #expect(
        kinds(session) == [.multiLevelPopNotAnimated, .multiLevelPopNotAnimated], "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let stack = try MultiPopClients.runNaive(
        version: version, hostedInTabView: false, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.transitions.allSatisfy { $0.animation == .systemDefault })
    }
  }

  @Test("with strategies every pop animates on 16.0 to 18.0, and only 16.0 and 16.1 split pops")
  func mitigatedAnimatesEverywhere() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      let stack = try MultiPopClients.runMitigated(
        version: version, hostedInTabView: false, strategies: strategies, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(strategies.isActive(.stageMultiLevelPops) == Self.affected.contains(version))
      // Every rendered pop is single-level and animated; the split ones drop covered entries
      // first, which renders nothing.
      let pops = stack.transitions.filter { $0.kind == .pop }
      #expect(pops.count == 3)
      #expect(pops.allSatisfy { $0.animation == .systemDefault }, "\(pops)")
      let split = Self.affected.contains(version)
      #expect(pops.allSatisfy { $0.fromDepth - $0.toDepth == 1 } == split, "\(version)")
      #expect(stack.path == [7])
    }
  }

  @Test(
    "splitting where one update animates is over-mitigation (updateDelayed)",
    arguments: [
      iOS(16, 2), iOS(16, 4), iOS(17),
    ])
  func splittingWhereNotNeededIsRejected(_ version: PlatformVersion) throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceEnable(.stageMultiLevelPops) }
    let session = SimulationSession()
    try MultiPopClients.runMitigated(
      version: version, hostedInTabView: false,
      strategies: registry.resolve(StrategyContext(version)), session: session)
    #expect(kinds(session) == [.updateDelayed, .updateDelayed])
  }

  @Test("the router: a staged pop keeps the top, drops the covered entries, then pops alone")
  func routerStagesMultiLevelPops() throws {
    let policy = PathChangePolicy(multiLevelPops: .dropCoveredFirst)
    var router = NavigationRouter<Int>(policy: policy, path: [1, 2, 3, 4])
    let firstPlan = try router.pop(2)
    let first = try #require(firstPlan)
    #expect(first.stage == .coveredEntriesDropped)
    #expect(first.transaction == .disableAnimations)
    #expect(router.path == [1, 2, 4])
    let secondPlan = router.pop()
    let second = try #require(secondPlan)
    #expect(second.stage == .complete)
    #expect(second.kind == .pop)
    #expect(router.path == [1, 2])
    let toRootPlan = router.popToRoot()
    let toRoot = try #require(toRootPlan)
    #expect(toRoot.stage == .coveredEntriesDropped)
    #expect(router.path == [2])
    // One entry is never staged, nor a pop planned with no visible animation.
    let single = router.pop()
    #expect(single?.stage == .complete)
    var instant = NavigationRouter<Int>(
      policy: PathChangePolicy(
        popToRoot: .animate(.linear(duration: 0)), multiLevelPops: .dropCoveredFirst),
      path: [1, 2, 3])
    let wholePlan = instant.popToRoot()
    let whole = try #require(wholePlan)
    #expect(whole.stage == .complete)
    #expect(whole.kind == .popToRoot)
    #expect(instant.path.isEmpty)
    var disabled = NavigationRouter<Int>(
      policy: PathChangePolicy(pop: .disableAnimations, multiLevelPops: .dropCoveredFirst),
      path: [1, 2, 3])
    let disabledPlan = try disabled.pop(2)
    #expect(disabledPlan?.stage == .complete)
    #expect(disabled.path == [1])
    // pop(to:) is a multi-level pop too.
    var to = NavigationRouter<Int>(policy: policy, path: [1, 2, 3, 4])
    let toPlan = try to.pop(to: 2)
    #expect(toPlan?.stage == .coveredEntriesDropped)
    #expect(to.path == [1, 2, 4])
  }

  /// The TabView defect's fix pops to root inside a zero-duration animation on purpose; the
  /// multi-level-pop strategy, declared to run after it, must leave that pop whole.
  @Test(
    "with the TabView defect: both strategies together are right on 16.0, 16.1, 16.2 and 16.4",
    arguments: [iOS(16), iOS(16, 1), iOS(16, 2), iOS(16, 4)])
  func combinationWithTabViewDefect(_ version: PlatformVersion) throws {
    let traits: ContextTraits = [.stackInTabView]
    let strategies = resolved(version, traits)
    #expect(strategies.isActive(.explicitPathChangeAnimation))
    #expect(strategies.isActive(.stageMultiLevelPops) == (version < iOS(16, 2)))

    // The deliberate zero-duration pop to root stays one update; a pop of two is split.
    var router = NavigationRouter<Int>(strategies: strategies, path: [1, 2, 3])
    let popToRootPlan = router.popToRoot()
    let popToRoot = try #require(popToRootPlan)
    #expect(popToRoot.transaction == .animate(.linear(duration: 0)))
    #expect(popToRoot.stage == .complete)
    router = NavigationRouter<Int>(strategies: strategies, path: [1, 2, 3])
    let popTwo = try router.pop(2)
    #expect(popTwo?.stage == (version < iOS(16, 2) ? .coveredEntriesDropped : .complete))

    // Both defects' scenarios, in a TabView, glitch-free with strategies.
    for steps in [MultiPopClients.scenarioSteps] {
      let session = SimulationSession()
      let stack = try MultiPopClients.runMitigated(
        steps, version: version, hostedInTabView: true, strategies: strategies,
        session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      // The pop to root (3 → 0) rendered in the zero-duration animation, not split.
      #expect(
        stack.transitions.contains {
          $0.fromDepth == 3 && $0.toDepth == 0 && $0.animation == .linear(duration: 0)
        })
    }
    // The app's own path changes of the TabView scenario (its later steps write paths through
    // `adopt`, which is for changes the system made and splits nothing).
    let appSteps = Array(TabViewClients.scenarioSteps.prefix { !$0.isAdoptedOrSystem })
    let session = SimulationSession()
    try TabViewClients.runMitigated(
      appSteps, version: version, hostedInTabView: true,
      strategies: strategies, session: session)
    #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")

    // Without strategies the combination glitches on every one of these versions.
    let naive = SimulationSession()
    try MultiPopClients.runNaive(version: version, hostedInTabView: true, session: naive)
    #expect(kinds(naive).contains(.pushNotAnimatedAfterPopToRoot))
    #expect(kinds(naive).contains(.multiLevelPopNotAnimated) == (version < iOS(16, 2)))
  }

  @Test("the strategy is declared to run after the TabView defect's")
  func orderingIsDeclared() {
    #expect(
      StageMultiLevelPops().descriptor.ordering.runsAfter == [.explicitPathChangeAnimation])
  }
}

extension TabViewClients.Step {
  /// Whether the step reaches the router through `adopt` (a system pop or a written path).
  fileprivate var isAdoptedOrSystem: Bool {
    switch self {
    case .adoptPrefix, .systemPop: true
    case .push, .pop, .popToRoot, .replaceTop: false
    }
  }
}
