import Simulation
import Strategies
import Testing

/// `sheet-chained-modifiers-last-wins`: of a sheet and a cover chained on one view only the
/// last presents on iOS 14.0 to 14.4; one item-driven modifier presents both at any depth, and
/// un-chaining by nesting host views fails five levels deep on iOS 15.
@Suite("Chained presentation modifiers: the last wins on 14.0 to 14.4, one item presents all")
struct ChainedPresentationTests {
  static let affected = [iOS(14), iOS(14, 2), iOS(14, 4)]
  static let unaffected = [iOS(14, 5), iOS(14, 8), iOS(15), iOS(15, 7), iOS(16), iOS(17)]

  @Test("the original code presents no sheet on 14.0 to 14.4 and all five levels from 14.5")
  func naiveLastModifierWins() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let stack = try PresentationClients.runNaive(version: version, session: session)
      #expect(kinds(session) == [.presentationDidNotPresent], "\(version)")
      #expect(stack.presented.isEmpty, "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let stack = try PresentationClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.presented == PresentationClients.levels)
    }
  }

  @Test("the cover, applied last, is the one modifier that presents on 14.4")
  func lastAppliedIsLive() throws {
    let session = SimulationSession()
    let stack = try PresentationStackModel(version: iOS(14, 4), session: session)
    #expect(
      stack.present(.fullScreenCover, declared: [.sheet, .fullScreenCover], arrangement: .chained))
    #expect(!stack.present(.sheet, declared: [.sheet, .fullScreenCover], arrangement: .chained))
    #expect(stack.present(.sheet, declared: [.sheet], arrangement: .chained))
    #expect(stack.presented == [.fullScreenCover, .sheet])
    #expect(kinds(session) == [.presentationDidNotPresent])
  }

  @Test("with strategies all five levels present on every version from 14.0")
  func mitigatedPresentsEveryLevel() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      #expect(strategies.isActive(.presentThroughSingleItem) == Self.affected.contains(version))
      let planner = PresentationPlanner(strategies: strategies)
      #expect(planner.plan(declaring: 2).usesSingleItem == Self.affected.contains(version))
      let stack = try PresentationClients.runMitigated(
        version: version, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.presented == PresentationClients.levels)
    }
  }

  @Test("un-chaining by nesting host views fails at the fifth level on iOS 15 (over-mitigation)")
  func nestingFailsFiveLevelsDeepOn15() throws {
    for version in [iOS(15), iOS(15, 7)] {
      let session = SimulationSession()
      let stack = try PresentationClients.runUnchainedByNesting(version: version, session: session)
      #expect(kinds(session) == [.presentationDidNotPresent], "\(version)")
      #expect(stack.presented.count == 4)
    }
    // On 14.x, where it was meant to help, nesting does present every level.
    for version in Self.affected + [iOS(16)] {
      let session = SimulationSession()
      let stack = try PresentationClients.runUnchainedByNesting(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.presented.count == 5)
    }
  }

  @Test("the strategy's single item, forced on iOS 15, still presents five levels deep")
  func singleItemForcedOn15() throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceEnable(.presentThroughSingleItem) }
    let session = SimulationSession()
    let stack = try PresentationClients.runMitigated(
      version: iOS(15, 7),
      planner: PresentationPlanner(strategies: registry.resolve(StrategyContext(iOS(15, 7)))),
      session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
    #expect(stack.presented.count == 5)
  }

  @Test("a view with fewer than two presentations has nothing to chain, whatever the count")
  func plannerCounts() {
    let planner = PresentationPlanner(strategies: resolved(iOS(14, 2)))
    for count in [Int.min, -1, 0, 1] {
      #expect(
        planner.plan(declaring: count)
          == PresentationHostingPlan(hosting: .chained, modifierCount: max(count, 0)))
    }
    #expect(
      planner.plan(declaring: Int.max)
        == PresentationHostingPlan(hosting: .singleItem, modifierCount: 1))
  }

  @Test("below 14 there is no fullScreenCover to simulate")
  func notApplicableBelow14() {
    #expect(throws: SimulationError.self) {
      try PresentationClients.runNaive(version: iOS(13, 7), session: SimulationSession())
    }
  }
}
