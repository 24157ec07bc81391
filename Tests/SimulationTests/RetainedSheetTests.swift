import Simulation
import Strategies
import Testing

/// `sheet-content-retained-after-dismiss`: on iOS 17.0 and 17.1 SwiftUI keeps each dismissed
/// sheet's hosting controller and the view model its content captured; a hosting controller
/// the app owns and drops on dismissal is released, and one given its root view only once
/// shows stale state (over-mitigation).
@Suite("A dismissed sheet's view model: kept alive on iOS 17.0 and 17.1")
struct RetainedSheetTests {
  static let affected = [iOS(17, 0), iOS(17, 1), PlatformVersion(.iOS, 17, 1, 2)]
  static let outside = [iOS(13, 0), iOS(16, 7), iOS(17, 2), iOS(17, 5), iOS(18, 0), iOS(26)]

  @Test("the original code leaks both view models on 17.0 and 17.1, none elsewhere")
  func naive() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let screen = try RetainedSheetClients.runNaive(version: version, session: session)
      #expect(
        kinds(session) == [.dismissedSheetContentAlive, .dismissedSheetContentAlive],
        "\(version)")
      #expect(screen.retained.map(\.id) == RetainedSheetClients.messages)
      // The sync event after both sheets closed reached both leaked models.
      #expect(screen.retained.map(\.eventsAfterDismissal) == [1, 1])
      #expect(screen.retained.allSatisfy { $0.holders == [.systemRetainedHost] })
    }
    for version in Self.outside {
      let session = SimulationSession()
      let screen = try RetainedSheetClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.objects.allSatisfy { !$0.isAlive }, "\(version)")
    }
  }

  @Test("clearing the item does not release the model: SwiftUI's presentation holds it")
  func clearingTheItemIsNotEnough() throws {
    let session = SimulationSession()
    let screen = try SheetContentLifetimeModel(version: iOS(17, 0), session: session)
    screen.presentSystemSheet("editor")
    session.clock.runUntilIdle()
    screen.dismissSystemSheet()
    // The binding no longer holds it; the dismiss animation is still running.
    #expect(screen.objects[0].holders == [.onScreen])
    session.clock.runUntilIdle()
    #expect(screen.objects[0].holders == [.systemRetainedHost])
    // Presenting again does not release the earlier one: the leaks accumulate.
    screen.presentSystemSheet("editor-2")
    session.clock.runUntilIdle()
    screen.dismissSystemSheet()
    session.clock.runUntilIdle()
    #expect(screen.retained.count == 2)
  }

  @Test("a hosting controller the app owns and refreshes leaves nothing behind on any version")
  func ownedController() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      let screen = try RetainedSheetClients.run(
        .ownedController, version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.objects.allSatisfy { !$0.isAlive }, "\(version)")
    }
  }

  @Test("a controller given its root view once is released but shows stale state")
  func snapshotIsStale() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      try RetainedSheetClients.run(.ownedSnapshot, version: version, session: session)
      #expect(kinds(session) == [.sheetContentStale], "\(version)")
    }
  }

  @Test("the strategy is active on 17.0 and 17.1 only, and the planner follows it")
  func strategies() throws {
    for version in Self.affected {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      #expect(strategies.isActive(.presentFromOwnedHostingController), "\(version)")
      #expect(SheetContentHostingPlanner(strategies: strategies).hosting() == .ownedController)
      let session = SimulationSession()
      try RetainedSheetClients.runMitigated(
        version: version, planner: SheetContentHostingPlanner(strategies: strategies),
        session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    for version in Self.outside {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      #expect(!strategies.isActive(.presentFromOwnedHostingController), "\(version)")
      #expect(SheetContentHostingPlanner(strategies: strategies).hosting() == .system)
    }
  }

  @Test("SwiftUI sheets do not exist below iOS 13")
  func notApplicable() {
    #expect(throws: SimulationError.self) {
      try RetainedSheetClients.runNaive(version: iOS(12, 4), session: SimulationSession())
    }
  }
}
