import Testing

@testable import Strategies

/// Each passthrough planner exists exactly where the general planner's plans are the as-is
/// ones, and then plans as it does: choosing the passthrough type changes no plan.
@Suite("Passthrough planners")
struct PassthroughPlannerTests {
  let registry = StrategyRegistry.standard()

  /// Every version from 12.0 to 19.7 (three minors each), in the contexts of each trait set.
  func contexts(_ traits: [Set<ContextTrait>]) -> [StrategyContext] {
    var result: [StrategyContext] = []
    for major: UInt32 in 12...19 {
      for minor: UInt32 in [0, 4, 7] {
        for traits in traits {
          result.append(StrategyContext(PlatformVersion(.iOS, major, minor), traits: traits))
        }
      }
    }
    return result
  }

  /// Checks that `passthrough` exists exactly where `isAsIs`, and that both kinds occur.
  func expectExactly(
    _ name: String, _ traits: [Set<ContextTrait>],
    passthrough: (StrategySet) -> Bool, isAsIs: (StrategySet) -> Bool
  ) {
    var seen = (passthrough: 0, general: 0)
    for context in contexts(traits) {
      let strategies = registry.resolve(context)
      let exists = passthrough(strategies)
      #expect(exists == isAsIs(strategies), "\(name) in \(context)")
      if exists { seen.passthrough += 1 } else { seen.general += 1 }
    }
    #expect(seen.passthrough > 0 && seen.general > 0, "\(name): both kinds occur")
  }

  @Test("presentation planner")
  func presentations() {
    expectExactly(
      "PassthroughPresentationPlanner", [[]],
      passthrough: { PassthroughPresentationPlanner(strategies: $0) != nil },
      isAsIs: { strategies in
        let general = PresentationPlanner(strategies: strategies)
        return (-1...4).allSatisfy {
          general.plan(declaring: $0) == PassthroughPresentationPlanner().plan(declaring: $0)
        }
      })
    #expect(
      PassthroughPresentationPlanner().plan(declaring: 2)
        == PresentationHostingPlan(hosting: .chained, modifierCount: 2))
    #expect(PassthroughPresentationPlanner().plan(declaring: -3).modifierCount == 0)
  }

  @Test("column-root planner")
  func columnRoots() {
    expectExactly(
      "PassthroughColumnRootPlanner", [[]],
      passthrough: { PassthroughColumnRootPlanner(strategies: $0) != nil },
      isAsIs: { ColumnRootPlanner(strategies: $0).plan() == .asWritten })
    #expect(PassthroughColumnRootPlanner().plan() == .asWritten)
  }

  @Test("bar appearance")
  func bars() {
    expectExactly(
      "PassthroughBarAppearance", [[]],
      passthrough: { PassthroughBarAppearance(strategies: $0) != nil },
      isAsIs: { strategies in
        let general = BarAppearance(strategies: strategies)
        return BarKind.allCases.allSatisfy { bar in
          [false, true].allSatisfy {
            general.scrollEdgePlan(for: bar, appSetsScrollEdgeAppearance: $0)
              == PassthroughBarAppearance().scrollEdgePlan(
                for: bar, appSetsScrollEdgeAppearance: $0)
          }
        }
      })
  }

  @Test("row-toggle scheduler")
  func rowToggles() {
    let listTraits: [Set<ContextTrait>] = [
      [], [.listHasMultipleSections, .listFirstSectionHasHeader, .listStyleGrouped],
    ]
    expectExactly(
      "PassthroughRowToggleCoordinator", listTraits,
      passthrough: { PassthroughRowToggleCoordinator(strategies: $0) != nil },
      isAsIs: { strategies in
        let general = RowToggleCoordinator(strategies: strategies)
        let passthrough = PassthroughRowToggleCoordinator()
        return [-1, 0, 1, 2, 5].allSatisfy { count in
          [false, true].allSatisfy {
            let planned = general.schedule(count: count, touchesAdjacentRows: $0)
            let constant = passthrough.schedule(count: count, touchesAdjacentRows: $0)
            return planned == constant && planned.steps == constant.steps
          }
        }
      })
    let toggles = [RowToggle(RowID(section: 0, row: 1), visible: true)]
    #expect(
      PassthroughRowToggleCoordinator().schedule(toggles)
        == RowToggleSchedule(count: 1, mode: .animatedBatch))
  }

  @Test("list appearance")
  func lists() {
    let listTraits: [Set<ContextTrait>] = [
      [], [.listIsUIKitTableView], [.listHasSectionHeaders, .listStyleGrouped],
    ]
    expectExactly(
      "PassthroughListAppearance", listTraits,
      passthrough: { PassthroughListAppearance(strategies: $0) != nil },
      isAsIs: { strategies in
        let general = ListAppearance(strategies: strategies)
        let passthrough = PassthroughListAppearance()
        return general.sectionHeaderPlan() == passthrough.sectionHeaderPlan()
          && general.refreshableFeedPlan() == passthrough.refreshableFeedPlan()
          && [false, true].allSatisfy {
            general.backgroundPlan(customBackground: $0)
              == passthrough.backgroundPlan(customBackground: $0)
          }
      })
  }
}
