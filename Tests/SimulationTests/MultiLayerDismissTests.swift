import Simulation
import Strategies
import Testing

/// `sheet-multi-layer-dismiss-partial`: below iOS 17 one update that dismisses several stacked
/// presentations dismisses only the top one; one layer per update, each from the `onDismiss`
/// of the one above, dismisses them all, and from 17 would only slide them away in turn.
@Suite("Stacked sheets closed in one update: only the top one leaves below 17")
struct MultiLayerDismissTests {
  static let affected = [iOS(13), iOS(14), iOS(15, 7), iOS(16), iOS(16, 7)]
  static let unaffected = [iOS(17), iOS(17, 5), iOS(18), iOS(26)]

  @Test("the original code leaves the two lower layers on screen below 17")
  func naivePartialBelow17() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let stack = try LayerDismissClients.runNaive(version: version, session: session)
      #expect(kinds(session) == [.layerNotDismissed, .layerNotDismissed], "\(version)")
      #expect(stack.onScreen == 2, "\(version)")
      #expect(stack.bindings == [false, false], "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let stack = try LayerDismissClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.onScreen == 0, "\(version)")
    }
  }

  @Test("with strategies every layer leaves, one at a time below 17 and together from 17")
  func mitigatedDismissesAll() throws {
    for version in Self.affected + Self.unaffected {
      let strategies = resolved(version)
      let stages = Self.affected.contains(version)
      #expect(strategies.isActive(.stageLayerDismissals) == stages, "\(version)")
      let planner = LayerDismissalPlanner(strategies: strategies)
      #expect(planner.plan(dismissing: 3) == (stages ? .oneAtATime : .together))
      #expect(planner.plan(dismissing: 1) == .together)
      let session = SimulationSession()
      let start = session.clock.now
      let stack = try LayerDismissClients.runMitigated(
        version: version, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.onScreen == 0 && stack.bindings.isEmpty, "\(version)")
      let dismissals = stages ? 3.0 : 1.0
      #expect(session.clock.now - start >= dismissals * SheetLayersModel.dismissDuration)
    }
  }

  @Test("staging on 17 and later delays the lower layers (over-mitigation)")
  func stagingOn17IsDelayed() throws {
    let planner = LayerDismissalPlanner(
      strategies: StrategySet(
        context: StrategyContext(iOS(17)),
        sheetPresentation: SheetPresentationPolicy(dismissesLayersOneAtATime: true)))
    for version in Self.unaffected {
      let session = SimulationSession()
      let stack = try LayerDismissClients.runMitigated(
        version: version, planner: planner, session: session)
      #expect(kinds(session) == [.updateDelayed, .updateDelayed], "\(version)")
      #expect(kinds(session).allSatisfy { $0.isOverMitigation })
      #expect(stack.onScreen == 0)
    }
  }

  @Test("below 17 a dismissal asked during another's animation does not dismiss")
  func dismissalDuringAnimationIgnored() throws {
    let session = SimulationSession()
    let stack = try SheetLayersModel(version: iOS(16, 4), session: session)
    stack.presentNext()
    stack.presentNext()
    stack.update(presented: 1)
    stack.update(presented: 0)
    session.clock.runUntilIdle()
    stack.verify()
    #expect(kinds(session) == [.layerNotDismissed])
    #expect(stack.onScreen == 1)
  }

  @Test("below iOS 13 there are no SwiftUI sheets to simulate")
  func notApplicableBelow13() {
    #expect(throws: SimulationError.self) {
      try SheetLayersModel(version: iOS(12, 5), session: SimulationSession())
    }
  }
}
