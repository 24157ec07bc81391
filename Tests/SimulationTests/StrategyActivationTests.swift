import Simulation
import Strategies
import Testing

/// Strategies stay out of the way where the defect cannot occur: checked through the plans the
/// primitives return and through `StrategySet.active`.
@Suite("Strategies inactive where not needed")
struct StrategyActivationTests {
  static let timerTraits: ContextTraits = [
    .listHasMultipleSections, .listFirstSectionHasHeader, .listHasSectionHeaders,
  ]
  static let adjacentBatch = [
    RowToggle(ListLayout.pickerRow, visible: false),
    RowToggle(ListLayout.stepperRow, visible: true),
  ]

  @Test(
    "Path changes: explicit animations and a zero-duration pop to root on 16.x in a TabView only",
    arguments: matrixVersions)
  func pathChanges(version: PlatformVersion) throws {
    for inTabView in [true, false] {
      let strategies = resolved(version, inTabView ? [.stackInTabView] : [])
      let needed = inTabView && version.number.major == 16
      #expect(strategies.isActive(.explicitPathChangeAnimation) == needed)
      var router = NavigationRouter<Int>(strategies: strategies)
      let push = router.push(1)
      router.push(2)
      let plan = router.popToRoot()
      let popToRoot = try #require(plan)
      // Outside a TabView on 16.0 and 16.1 the pop is split (the covered entry dropped first).
      let split = !needed && version >= iOS(16) && version < iOS(16, 2)
      #expect(popToRoot.kind == .popToRoot)
      #expect(popToRoot.stage == (split ? .coveredEntriesDropped : .complete))
      #expect(
        popToRoot.transaction
          == (needed ? .animate(.linear(duration: 0)) : split ? .disableAnimations : .inherit))
      #expect(push.transaction == (needed ? .animate(.systemDefault) : .inherit))
    }
  }

  @Test(
    "Row toggles: unanimated on 14.x, deferred on the other versions below 16, one batch from 16",
    arguments: matrixVersions)
  func rowToggles(version: PlatformVersion) {
    let strategies = resolved(version, Self.timerTraits)
    let schedule = RowToggleCoordinator(strategies: strategies).schedule(Self.adjacentBatch)
    let major = version.number.major
    #expect(strategies.isActive(.deferAdjacentRowToggles) == (major < 16))
    switch major {
    case 14:
      #expect(schedule.mode == .unanimated && !schedule.defers)
    case ..<16:
      #expect(schedule.mode == .firstAnimatedRestDeferred(delay: 0.01) && schedule.defers)
    default:
      #expect(schedule.mode == .animatedBatch && !schedule.defers)
      #expect(schedule.steps == [RowToggleStep(toggles: 0..<2, animated: true, delay: 0)])
    }
  }

  @Test(
    "Row toggles: no deferral for non-adjacent rows or a list that does not trigger the defect",
    arguments: matrixVersions)
  func rowTogglesLeftAlone(version: PlatformVersion) {
    let nonAdjacent = [
      RowToggle(ListLayout.timeRow, visible: false),
      RowToggle(ListLayout.stepperRow, visible: true),
    ]
    let full = RowToggleCoordinator(strategies: resolved(version, Self.timerTraits))
    #expect(full.schedule(nonAdjacent).mode == .animatedBatch)
    for traits: ContextTraits in [[.listFirstSectionHasHeader], [.listHasMultipleSections], []] {
      let strategies = resolved(version, traits)
      #expect(!strategies.isActive(.deferAdjacentRowToggles))
      let schedule = RowToggleCoordinator(strategies: strategies).schedule(Self.adjacentBatch)
      #expect(schedule.mode == .animatedBatch && !schedule.defers)
    }
  }

  @Test("Background: hidden from iOS 16 only, never asked for below", arguments: matrixVersions)
  func background(version: PlatformVersion) {
    let strategies = resolved(version, [.listStyleGrouped])
    let needed = version.number.major >= 16
    #expect(strategies.isActive(.hideScrollContentBackground) == needed)
    let plan = ListAppearance(strategies: strategies).backgroundPlan(customBackground: true)
    #expect(plan.hidesScrollContentBackground == needed)
    #expect(
      !ListAppearance(strategies: strategies).backgroundPlan(customBackground: false)
        .hidesScrollContentBackground)
  }

  @Test("Sheets: leave edit mode below 16, explicit weight on 14.x only", arguments: matrixVersions)
  func sheets(version: PlatformVersion) {
    let strategies = resolved(version)
    let presenter = SheetPresenter(strategies: strategies)
    let major = version.number.major
    let editing = presenter.plan(listIsEditing: true)
    #expect(editing.leavesEditMode == (major < 16))
    #expect(editing.presentAfterTurns == (major < 16 ? 1 : 0))
    #expect(editing.textFieldWeight == (major == 14 ? .regular : nil))
    let idle = presenter.plan(listIsEditing: false)
    #expect(!idle.leavesEditMode && idle.presentAfterTurns == 0)
  }

  @Test(
    "Transforms: reset only when the push changes the transform; alpha needs none",
    arguments: matrixVersions)
  func transforms(version: PlatformVersion) {
    let coordinator = TransformTransitionCoordinator(strategies: resolved(version))
    #expect(
      coordinator.pushPlan(transform: .scale(x: 0.5, y: 0.5), duration: 1)
        .resetsTransformOnCompletion)
    let alpha = coordinator.pushPlan(transform: nil, alpha: 0.5, duration: 1)
    #expect(!alpha.resetsTransformOnCompletion)
    let alphaPop = coordinator.popPlan(restoringFrom: nil, alpha: 1, duration: 1)
    #expect(alphaPop.initialTransform == nil && alphaPop.targetTransform == nil)
  }
}
