import Simulation
import Strategies
import Testing

/// `search-controller-config-reset`: from iOS 17.1 SwiftUI configures the controller behind
/// `searchable` again when a search starts, after the app's introspection callback, so the bar
/// hides and Cancel shows; a controller the app owns keeps its options, and one still ended
/// with `dismissSearch` stays active (over-mitigation).
@Suite("Search controller options behind searchable: reverted when a search starts from 17.1")
struct SearchOptionsTests {
  static let affected = [iOS(17, 1), PlatformVersion(.iOS, 17, 1, 1), iOS(17, 4), iOS(17, 7)]
  static let outside = [
    iOS(15, 0), iOS(16, 4), iOS(17, 0), PlatformVersion(.iOS, 17, 0, 1), iOS(18, 0), iOS(26),
  ]

  @Test("the original code presents both searches against its options from 17.1, never before")
  func naive() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let screen = try SearchOptionsClients.runNaive(version: version, session: session)
      #expect(
        kinds(session) == [.searchOptionsReverted, .searchOptionsReverted], "\(version)")
      #expect(screen.navigationBarHidden && screen.cancelShown)
    }
    for version in Self.outside {
      let session = SimulationSession()
      let screen = try SearchOptionsClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.isActive && !screen.navigationBarHidden && !screen.cancelShown)
    }
  }

  @Test("the callback's options hold until the search starts, then SwiftUI's defaults are back")
  func resetOnActivation() throws {
    let session = SimulationSession()
    let screen = try SearchControllerOptionsModel(
      version: iOS(17, 2), owner: .swiftUI, session: session)
    screen.update(configure: SearchOptionsClients.configure)
    #expect(!screen.hidesNavigationBar && !screen.showsCancelButton)
    screen.activate(configure: SearchOptionsClients.configure)
    #expect(screen.hidesNavigationBar && screen.showsCancelButton)
    // An update while searching sets them again, too late for the presentation.
    screen.update(configure: SearchOptionsClients.configure)
    #expect(screen.navigationBarHidden)
  }

  @Test("a controller the app owns keeps its options and ends through the binding everywhere")
  func ownedController() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      let screen = try SearchOptionsClients.run(
        .ownedController, version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.isActive && !screen.navigationBarHidden)
    }
  }

  @Test("dismissSearch does not end the search of a controller the app owns")
  func dismissSearchIgnored() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      try SearchOptionsClients.run(
        .ownedControllerWithDismissSearch, version: version, session: session)
      #expect(kinds(session) == [.searchNotDismissed], "\(version)")
    }
  }

  @Test("the strategy is active from 17.1 to 17.x only, and the planner follows it")
  func strategies() throws {
    for version in Self.affected {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      #expect(strategies.isActive(.ownSearchController), "\(version)")
      #expect(SearchControllerPlanner(strategies: strategies).ownership() == .ownedController)
      let session = SimulationSession()
      try SearchOptionsClients.runMitigated(
        version: version, planner: SearchControllerPlanner(strategies: strategies),
        session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    for version in Self.outside {
      let strategies = standardRegistry.resolve(StrategyContext(version))
      #expect(!strategies.isActive(.ownSearchController), "\(version)")
      #expect(SearchControllerPlanner(strategies: strategies).ownership() == .searchable)
    }
  }

  @Test("searchable does not exist below iOS 15")
  func notApplicable() {
    #expect(throws: SimulationError.self) {
      try SearchOptionsClients.runNaive(version: iOS(14, 8), session: SimulationSession())
    }
  }
}
