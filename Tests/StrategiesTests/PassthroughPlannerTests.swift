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
    #expect(
      PassthroughPresentationPlanner().plan(declaring: -3)
        == PresentationHostingPlan(hosting: .chained, modifierCount: 0))
  }

  @Test("column-root planner")
  func columnRoots() {
    expectExactly(
      "PassthroughColumnRootPlanner", [[]],
      passthrough: { PassthroughColumnRootPlanner(strategies: $0) != nil },
      isAsIs: { strategies in
        let general = ColumnRootPlanner(strategies: strategies)
        return general.plan() == PassthroughColumnRootPlanner().plan()
          && general.dismissDetail() == PassthroughColumnRootPlanner().dismissDetail()
      })
    #expect(PassthroughColumnRootPlanner().plan() == .asWritten)
    #expect(PassthroughColumnRootPlanner().dismissDetail() == .dismissAction)
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

  @Test("sheet sequencer")
  func sheetSequencers() {
    expectExactly(
      "PassthroughSheetSequencer", [[]],
      passthrough: { PassthroughSheetSequencer(strategies: $0) != nil },
      isAsIs: { strategies in
        let general = SheetSequencer(strategies: strategies)
        return [false, true].allSatisfy {
          general.timing(whileDismissing: $0)
            == PassthroughSheetSequencer().timing(whileDismissing: $0)
        }
      })
    #expect(PassthroughSheetSequencer().timing(whileDismissing: true) == .now)
  }

  /// Whether two plans plan the same change: the passthrough types keep no change token.
  static func sameChange(_ a: PathChangePlan?, _ b: PathChangePlan?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a.kind == b.kind && a.transaction == b.transaction
      && a.previousDepth == b.previousDepth && a.depth == b.depth && a.stage == b.stage
      && b.token == ChangeToken()
  }

  /// The same operations on both routers, from the same path: equal plans, errors and paths.
  func sameChanges(
    _ general: inout NavigationRouter<Int>, _ passthrough: inout PassthroughNavigationRouter<Int>
  ) -> Bool {
    var same = true
    func check(_ a: PathChangePlan?, _ b: PathChangePlan?) {
      same = same && Self.sameChange(a, b) && general.path == passthrough.path
    }
    func popping(_ count: Int) {
      let a = Result { () throws(NavigationRouterError) in try general.pop(count) }
      let b = Result { () throws(NavigationRouterError) in try passthrough.pop(count) }
      switch (a, b) {
      case (.success(let x), .success(let y)): check(x, y)
      case (.failure(let x), .failure(let y)): same = same && x == y
      default: same = false
      }
    }
    check(general.pop(), passthrough.pop())
    check(general.popToRoot(), passthrough.popToRoot())
    check(general.replaceLast(with: 1), passthrough.replaceLast(with: 1))
    for value in 0..<6 { check(general.push(value), passthrough.push(value)) }
    check(general.replaceLast(with: 9), passthrough.replaceLast(with: 9))
    for count in [-1, 0, 1, 2, 3, 7] { popping(count) }
    check(general.adopt([4, 5, 6]), passthrough.adopt([4, 5, 6]))
    check(general.adopt([4, 5, 6]), passthrough.adopt([4, 5, 6]))
    check(general.adopt([4, 5, 7]), passthrough.adopt([4, 5, 7]))
    check(general.adopt([4]), passthrough.adopt([4]))
    check(general.pop(), passthrough.pop())
    check(general.pop(), passthrough.pop())
    for value in 0..<3 { check(general.push(value), passthrough.push(value)) }
    popping(3)
    check(general.push(1), passthrough.push(1))
    check(general.popToRoot(), passthrough.popToRoot())
    same = same && general.allowsInteractivePop == passthrough.allowsInteractivePop
    return same
  }

  @Test("navigation router")
  func routers() {
    expectExactly(
      "PassthroughNavigationRouter", [[], [.stackInTabView]],
      passthrough: { PassthroughNavigationRouter<Int>(strategies: $0) != nil },
      isAsIs: { strategies in
        var general = NavigationRouter<Int>(strategies: strategies, path: [1, 2, 3])
        var passthrough = PassthroughNavigationRouter(path: [1, 2, 3])
        return sameChanges(&general, &passthrough)
      })
    var router = PassthroughNavigationRouter<Int>()
    #expect(router.pop() == nil)
    #expect(router.push(1).transaction == .inherit)
    #expect(throws: NavigationRouterError.popBeyondRoot(requested: 2, depth: 1)) {
      try router.pop(2)
    }
    #expect(router.path == [1])
  }

  /// The same changes on both chains: equal plans and presented levels.
  func sameChanges(
    _ general: inout PresentationChain<Int>, _ passthrough: inout PassthroughPresentationChain<Int>
  ) -> Bool {
    var same = general.binding == passthrough.binding
    let steps: [(Int, Bool)] = [
      (0, true), (1, true), (1, true), (3, true), (9, true), (2, false), (0, false), (0, false),
      (2, true), (2, false), (1, false), (7, false),
    ]
    for (level, presented) in steps {
      same =
        same
        && Self.sameChange(
          general.setPresented(level, presented), passthrough.setPresented(level, presented))
        && general.path == passthrough.path && general.depth == passthrough.depth
        && (0..<6).allSatisfy { general.isPresented($0) == passthrough.isPresented($0) }
    }
    for path in [[0, 1, 2], [0, 1, 2], [0, 5], []] {
      same =
        same && Self.sameChange(general.adopt(path), passthrough.adopt(path))
        && general.path == passthrough.path
    }
    return same
  }

  @Test("presentation chain")
  func chains() {
    for levels in [[0, 1, 2, 3, 4], [0, 1, 1, 2, 3]] {
      expectExactly(
        "PassthroughPresentationChain", [[], [.stackInTabView]],
        passthrough: { PassthroughPresentationChain(levels: levels, strategies: $0) != nil },
        isAsIs: { strategies in
          var general = PresentationChain(levels: levels, strategies: strategies)
          var passthrough = PassthroughPresentationChain(levels: levels)
          return sameChanges(&general, &passthrough)
        })
    }
    var chain = PassthroughPresentationChain(levels: ["a", "b"])
    #expect(chain.setPresented("b", true)?.transaction == .inherit)
    #expect(chain.path == ["a", "b"])
    #expect(chain.setPresented("c", true) == nil)
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
