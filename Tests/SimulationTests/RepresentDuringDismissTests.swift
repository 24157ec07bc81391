import Simulation
import Strategies
import Testing

/// `sheet-represent-during-dismiss-ignored`: a sheet set to present while another's dismiss
/// animation runs does nothing below iOS 16.4 and presents at once from 16.4; holding it for
/// `onDismiss` fixes the older versions and would only delay the newer ones.
@Suite("A sheet set during a dismissal: ignored below 16.4, held for onDismiss there")
struct RepresentDuringDismissTests {
  static let affected = [iOS(13), iOS(14), iOS(15, 7), iOS(16), iOS(16, 3)]
  static let unaffected = [iOS(16, 4), iOS(16, 7), iOS(17), iOS(18), iOS(26)]

  @Test("the original code leaves the editor's binding set with nothing on screen below 16.4")
  func naiveIgnoredBelow16_4() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let screen = try RepresentClients.runNaive(version: version, session: session)
      #expect(kinds(session) == [.presentationDidNotPresent], "\(version)")
      #expect(screen.onScreen == nil, "\(version)")
      #expect(screen.presentedBindings == [RepresentClients.second], "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let screen = try RepresentClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.onScreen == RepresentClients.second, "\(version)")
    }
  }

  @Test("setting the stuck binding again changes nothing; after the dismissal a set presents")
  func stuckUntilReset() throws {
    let session = SimulationSession()
    let screen = try SheetDismissalModel(version: iOS(16, 3), session: session)
    screen.present("a")
    screen.dismiss()
    screen.present("b")
    session.clock.runUntilIdle()
    screen.present("b")
    #expect(screen.onScreen == nil)
    screen.present("c")
    #expect(screen.onScreen == "c")
  }

  @Test("with strategies the editor presents on every version, at once from 16.4")
  func mitigatedPresents() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      let holds = Self.affected.contains(version)
      #expect(strategies.isActive(.presentAfterDismissal) == holds, "\(version)")
      let sequencer = SheetSequencer(strategies: strategies)
      #expect(sequencer.timing(whileDismissing: true) == (holds ? .afterDismissal : .now))
      #expect(sequencer.timing(whileDismissing: false) == .now)
      let screen = try RepresentClients.runMitigated(
        version: version, sequencer: sequencer, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.onScreen == RepresentClients.second, "\(version)")
    }
  }

  @Test("holding the sheet for onDismiss on 16.4 and later delays it (over-mitigation)")
  func holdingOn16_4IsDelayed() throws {
    let policy = SheetPresentationPolicy(presentsAfterDismissal: true)
    for version in Self.unaffected {
      let session = SimulationSession()
      let strategies = StrategySet(context: StrategyContext(version), sheetPresentation: policy)
      let screen = try RepresentClients.runMitigated(
        version: version, sequencer: SheetSequencer(strategies: strategies), session: session)
      #expect(kinds(session) == [.updateDelayed], "\(version)")
      #expect(screen.onScreen == RepresentClients.second)
    }
  }

  @Test("below iOS 13 there are no SwiftUI sheets to simulate")
  func notApplicableBelow13() {
    #expect(throws: SimulationError.self) {
      try SheetDismissalModel(version: iOS(12, 5), session: SimulationSession())
    }
  }
}
