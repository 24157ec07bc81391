import Simulation
import Strategies
import Testing

/// `sheet-background-interaction-blocked`: on iOS 16.0 to 16.3 a sheet with detents dims and
/// blocks the view behind it at every detent; the sheet presentation controller's undimmed
/// detent, set when the sheet appears, fixes it there, and from 16.4 SwiftUI's modifier does,
/// while a value set behind SwiftUI's back is lost when the sheet changes detent.
@Suite("A sheet with detents: the view behind blocked on 16.0 to 16.3, undimmed through UIKit")
struct BackgroundInteractionTests {
  static let affected = [iOS(16), iOS(16, 1), iOS(16, 2), iOS(16, 3)]
  static let unaffected = [iOS(16, 4), iOS(16, 7), iOS(17), iOS(18), iOS(26)]

  @Test("the original code leaves the map behind the bottom sheet blocked on 16.0 to 16.3")
  func naiveBlockedBelow16_4() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let (map, filters) = try BackgroundInteractionClients.runNaive(
        version: version, session: session)
      // Tapped at the small and medium detents, twice at small: three taps swallowed.
      #expect(
        kinds(session) == Array(repeating: .presenterInteractionBlocked, count: 3), "\(version)")
      #expect(map.answeredTaps == 0 && filters.answeredTaps == 0, "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let (map, filters) = try BackgroundInteractionClients.runNaive(
        version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(map.answeredTaps == 3 && filters.answeredTaps == 0, "\(version)")
    }
  }

  @Test("with strategies the map answers up through medium and the filter sheet stays modal")
  func mitigatedInteractive() throws {
    for version in Self.affected + Self.unaffected {
      let strategies = resolved(version)
      let active = Self.affected.contains(version)
      #expect(strategies.isActive(.undimDetentsThroughSheetController) == active, "\(version)")
      let planner = SheetInteractionPlanner(strategies: strategies)
      #expect(
        planner.plan(interactiveBehind: true) == (active ? .sheetController : .presentationModifier)
      )
      #expect(planner.plan(interactiveBehind: false) == .modal)
      #expect((PassthroughSheetInteractionPlanner(strategies: strategies) == nil) == active)
      let session = SimulationSession()
      let (map, filters) = try BackgroundInteractionClients.runMitigated(
        version: version, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(map.answeredTaps == 3 && filters.answeredTaps == 0, "\(version)")
    }
  }

  @Test("the sheet controller's undimmed detent on 16.4 and later is lost at the first drag")
  func controllerRouteOn16_4IsOverwritten() throws {
    for version in Self.unaffected {
      let session = SimulationSession()
      let (map, _) = try BackgroundInteractionClients.runMitigated(
        version: version, planner: Self.planner(.sheetController), session: session)
      // Answered at small before the first drag; swallowed at medium and at small again.
      #expect(
        kinds(session) == [.presenterInteractionBlocked, .presenterInteractionBlocked],
        "\(version)")
      #expect(map.answeredTaps == 1, "\(version)")
    }
  }

  @Test("SwiftUI's modifier below 16.4 does not exist")
  func modifierBelow16_4Unavailable() throws {
    for version in Self.affected {
      let session = SimulationSession()
      try BackgroundInteractionClients.runMitigated(
        version: version, planner: PassthroughSheetInteractionPlanner(), session: session)
      #expect(kinds(session).first == .unavailableAPICalled, "\(version)")
      #expect(kinds(session).dropFirst().allSatisfy { $0 == .presenterInteractionBlocked })
    }
  }

  @Test("undimming up through the large detent (the hard-coded .large) leaves no sheet modal")
  func undimmedThroughLargeIsNotModal() throws {
    let session = SimulationSession()
    let sheet = try SheetDetentsModel(version: iOS(16, 2), interactiveThrough: 1, session: session)
    sheet.onSheetAppear { $0.setLargestUndimmedDetent(2) }
    sheet.present()
    #expect(sheet.tapBehind())
    sheet.selectDetent(2)
    #expect(sheet.tapBehind())
    #expect(kinds(session) == [.sheetNotModal])
    #expect(kinds(session).allSatisfy { $0.isOverMitigation })
  }

  @Test("below iOS 16 there are no SwiftUI sheet detents to simulate")
  func notApplicableBelow16() {
    for version in [iOS(15, 7), iOS(14)] {
      #expect(throws: SimulationError.self) {
        try SheetDetentsModel(version: version, interactiveThrough: 1, session: SimulationSession())
      }
    }
  }

  /// A planner whose route is `route` whatever the version.
  static func planner(_ route: BackgroundInteractionRoute) -> SheetInteractionPlanner {
    SheetInteractionPlanner(
      strategies: StrategySet(
        context: StrategyContext(iOS(17)),
        sheetPresentation: SheetPresentationPolicy(backgroundInteraction: route)))
  }
}
