import Testing

@testable import Strategies

@Suite("Row toggles, transforms, directions, list appearance, sheets")
struct PrimitiveTests {
  let registry = StrategyRegistry.standard()
  let layout: Set<ContextTrait> = [.listHasMultipleSections, .listFirstSectionHasHeader]
  let adjacent = [
    RowToggle(RowID(section: 0, row: 1), visible: true),
    RowToggle(RowID(section: 0, row: 2), visible: false),
  ]
  let apart = [
    RowToggle(RowID(section: 0, row: 1), visible: true),
    RowToggle(RowID(section: 0, row: 3), visible: false),
  ]

  func coordinator(_ major: UInt32, _ minor: UInt32, _ traits: Set<ContextTrait>)
    -> RowToggleCoordinator
  {
    RowToggleCoordinator(strategies: registry.resolve(.iOS(major, minor, traits)))
  }

  @Test("15.x defers adjacent toggles: first animated now, rest unanimated after 0.01 s")
  func deferOn15() {
    let schedule = coordinator(15, 7, layout).schedule(adjacent)
    #expect(
      schedule.steps == [
        RowToggleStep(toggles: 0..<1, animated: true, delay: 0),
        RowToggleStep(toggles: 1..<2, animated: false, delay: 0.01, isDeferred: true),
      ])
    #expect(schedule.defers)
  }

  @Test("14.x applies adjacent toggles without animation")
  func unanimatedOn14() {
    #expect(
      coordinator(14, 8, layout).schedule(adjacent).steps == [
        RowToggleStep(toggles: 0..<2, animated: false, delay: 0)
      ])
  }

  @Test(
    "no needless delay: 16+, non-adjacent rows, or a layout that does not trigger the defect",
    arguments: [
      (UInt32(16), UInt32(4), true, true), (17, 5, true, true), (15, 7, false, true),
      (15, 7, true, false), (14, 8, false, true),
    ])
  func noDelay(_ major: UInt32, _ minor: UInt32, _ adjacentRows: Bool, _ triggeringLayout: Bool) {
    let traits: Set<ContextTrait> = triggeringLayout ? layout : [.listHasMultipleSections]
    let schedule = coordinator(major, minor, traits).schedule(adjacentRows ? adjacent : apart)
    #expect(schedule.steps == [RowToggleStep(toggles: 0..<2, animated: true, delay: 0)])
    #expect(!schedule.defers)
  }

  @Test("adjacency in large batches is found without scanning the list")
  func largeBatches() {
    let far = (0..<1000).map { RowToggle(RowID(section: $0, row: $0 * 2), visible: true) }
    #expect(!RowToggleCoordinator.touchesAdjacentRows(far))
    let near = far + [RowToggle(RowID(section: 500, row: 1001), visible: false)]
    #expect(RowToggleCoordinator.touchesAdjacentRows(near))
    #expect(coordinator(15, 7, layout).schedule([RowToggle]()).steps.isEmpty)
  }

  @Test("transforms: reset after push and pre-scale before pop, never for alpha-only animations")
  func transforms() {
    let half = ViewTransform.scale(x: 0.5, y: 0.5)
    let with = TransformTransitionCoordinator(strategies: registry.resolve(.iOS(17)))
    #expect(with.pushPlan(transform: half, duration: 1).resetsTransformOnCompletion)
    let pop = with.popPlan(restoringFrom: half, duration: 1)
    #expect(pop.initialTransform == half)
    #expect(pop.targetTransform == .identity)
    #expect(!with.pushPlan(transform: nil, alpha: 0.3, duration: 1).resetsTransformOnCompletion)
    #expect(with.popPlan(restoringFrom: nil, alpha: 1, duration: 1).initialTransform == nil)

    let without = TransformTransitionCoordinator(strategies: .none(for: .iOS(17)))
    #expect(!without.pushPlan(transform: half, duration: 1).resetsTransformOnCompletion)
    #expect(without.popPlan(restoringFrom: half, duration: 1).initialTransform == nil)
  }

  enum Step: Int, Comparable, Hashable {
    case initial, login, details
    static func < (a: Step, b: Step) -> Bool { a.rawValue < b.rawValue }
  }

  @Test("directions come from the state recorded before the change")
  func directions() {
    var navigator = DirectionalNavigator(
      initial: Step.initial, strategies: registry.resolve(.iOS(16)))
    let forward = navigator.go(to: .login)!
    #expect((forward.from, forward.direction) == (.initial, .forward))
    #expect((forward.insertion, forward.removal) == (.trailing, .leading))
    #expect(forward.reassignsOutgoingTransition)
    _ = navigator.go(to: .details)
    let back = navigator.go(to: .login)!
    #expect((back.from, back.direction) == (.details, .back))
    #expect((back.insertion, back.removal) == (.leading, .trailing))
    #expect(navigator.go(to: .login) == nil)
  }

  @Test("without the strategy the outgoing view keeps the edge it was inserted with")
  func directionsWithoutStrategy() {
    var navigator = DirectionalNavigator(initial: Step.initial, strategies: .none(for: .iOS(16)))
    _ = navigator.go(to: .login)  // login inserted from trailing
    let plan = navigator.go(to: .details)!
    #expect(plan.direction == .forward)
    #expect(plan.removal == .trailing)  // wrong: forward should leave by leading
    #expect(!plan.reassignsOutgoingTransition)
  }

  @Test("background hidden on 16+ only, and only when a custom background is wanted")
  func listAppearance() {
    #expect(
      ListAppearance(strategies: registry.resolve(.iOS(16))).backgroundPlan(customBackground: true)
        .hidesScrollContentBackground)
    #expect(
      !ListAppearance(strategies: registry.resolve(.iOS(15, 7))).backgroundPlan(
        customBackground: true
      ).hidesScrollContentBackground)
    #expect(
      !ListAppearance(strategies: registry.resolve(.iOS(17))).backgroundPlan(
        customBackground: false
      )
      .hidesScrollContentBackground)
  }

  @Test("sheets: leave edit mode and wait a turn below 16; explicit weight on 14.x")
  func sheets() {
    let on15 = SheetPresenter(strategies: registry.resolve(.iOS(15, 7))).plan(listIsEditing: true)
    #expect(on15.leavesEditMode && on15.presentAfterTurns == 1 && on15.textFieldWeight == nil)
    let on14 = SheetPresenter(strategies: registry.resolve(.iOS(14, 8))).plan(listIsEditing: false)
    #expect(!on14.leavesEditMode && on14.presentAfterTurns == 0 && on14.textFieldWeight == .regular)
    let on16 = SheetPresenter(strategies: registry.resolve(.iOS(16))).plan(listIsEditing: true)
    #expect(!on16.leavesEditMode && on16.presentAfterTurns == 0 && on16.textFieldWeight == nil)
  }

  @Test("a passthrough presenter exists on exactly the versions where every sheet plan is as is")
  func passthroughSheets() {
    var seen = (passthrough: 0, general: 0)
    for major: UInt32 in 12...19 {
      for minor: UInt32 in [0, 4, 7] {
        let strategies = registry.resolve(StrategyContext(.iOS, major, minor))
        let general = SheetPresenter(strategies: strategies)
        let asIs = [false, true].allSatisfy { general.plan(listIsEditing: $0) == .asIs }
        let passthrough = PassthroughSheetPresenter(strategies: strategies)
        #expect((passthrough != nil) == asIs, "iOS \(major).\(minor)")
        if passthrough == nil { seen.general += 1 } else { seen.passthrough += 1 }
      }
    }
    // Both kinds occur: 14.x and 15.x need the general presenter, 16 and later do not.
    #expect(seen.passthrough > 0 && seen.general > 0)
    #expect(PassthroughSheetPresenter(strategies: registry.resolve(.iOS(15, 7))) == nil)
    #expect(PassthroughSheetPresenter(strategies: registry.resolve(.iOS(17, 5))) != nil)
  }
}
