import Simulation
import Strategies
import Testing

/// `stack-destination-in-lazy-container-ignored`: a `navigationDestination` on a row of a lazy
/// container exists only while the row is on screen, and from iOS 18 one registered by type
/// there is never evaluated; registered once on the stack's root it is found on every version.
@Suite("Destinations in a lazy container: missing off screen, ignored by type from iOS 18")
struct LazyDestinationTests {
  static let beforeEighteen = [iOS(16), iOS(16, 4), iOS(17), iOS(17, 5), iOS(17, 7)]
  static let fromEighteen = [iOS(18), iOS(18, 2), iOS(26)]

  @Test("the original code: deep links to an off-screen section's type are blank on every version")
  func naiveBeforeEighteen() throws {
    for version in Self.beforeEighteen {
      let session = SimulationSession()
      let stack = try LazyDestinationClients.runNaive(version: version, session: session)
      #expect(
        kinds(session) == [.pushFoundNoDestination, .pushFoundNoDestination], "\(version)")
      #expect(stack.path.isEmpty, "\(version)")
    }
  }

  @Test("from iOS 18 the links next to their section's header push nothing too")
  func naiveFromEighteen() throws {
    for version in Self.fromEighteen {
      let session = SimulationSession()
      try LazyDestinationClients.runNaive(
        [.tap(row: 2)], version: version, session: session)
      #expect(kinds(session) == [.pushFoundNoDestination], "\(version)")
      let whole = SimulationSession()
      try LazyDestinationClients.runNaive(version: version, session: whole)
      #expect(
        kinds(whole) == Array(repeating: .pushFoundNoDestination, count: 4), "\(version)")
    }
    for version in Self.beforeEighteen {
      let session = SimulationSession()
      let stack = try LazyDestinationClients.runNaive(
        [.tap(row: 2)], version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version)")
      #expect(stack.path.map(\.type) == ["Book"], "\(version)")
    }
  }

  @Test("isPresented on a row on screen is still evaluated on 18; off screen it is not")
  func isPresentedOnRow() throws {
    for version in Self.beforeEighteen + Self.fromEighteen {
      let session = SimulationSession()
      let stack = try LazyDestinationStackModel(
        version: version, rows: 40, rowsOnScreen: 10, session: session)
      stack.register("Settings", .isPresented, at: .row(5))
      stack.present("Settings", .isPresented)
      #expect(session.glitches.isEmpty, "\(version)")
      stack.pop()
      stack.scroll(toRow: 20)
      stack.present("Settings", .isPresented)
      #expect(kinds(session) == [.pushFoundNoDestination], "\(version)")
      #expect(stack.blankScreens == 1, "\(version)")
    }
  }

  @Test("with strategies every push finds its destination on the stack's root, from 16")
  func mitigated() throws {
    for version in Self.beforeEighteen + Self.fromEighteen {
      let strategies = resolved(version)
      #expect(strategies.isActive(.hoistDestinationsOutOfLazyContainers), "\(version)")
      #expect(PassthroughDestinationPlacementPlanner(strategies: strategies) == nil, "\(version)")
      let session = SimulationSession()
      let stack = try LazyDestinationClients.runMitigated(
        version: version, planner: DestinationPlacementPlanner(strategies: strategies),
        session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(stack.registrations.allSatisfy { $0.site == .stackRoot }, "\(version)")
    }
    for version in [iOS(14, 8), iOS(15, 7)] {
      #expect(!resolved(version).isActive(.hoistDestinationsOutOfLazyContainers), "\(version)")
      #expect(throws: SimulationError.self) {
        try LazyDestinationClients.runNaive(version: version, session: SimulationSession())
      }
    }
  }

  @Test("a type registered on the row and on the root is declared twice (over-mitigation)")
  func declaredTwice() throws {
    for version in Self.beforeEighteen {
      let session = SimulationSession()
      let stack = try LazyDestinationStackModel(
        version: version, rows: 40, rowsOnScreen: 10, session: session)
      stack.register("Book", .forType, at: .row(0))
      stack.register("Book", .forType, at: .stackRoot)
      stack.tapLink("Book", inRow: 2)
      #expect(kinds(session) == [.destinationDeclaredTwice], "\(version)")
      #expect(GlitchKind.destinationDeclaredTwice.isOverMitigation)
    }
  }

  @Test("navigationDestination(item:) hoisted onto the list does not exist on 16")
  func itemBeforeSeventeen() throws {
    for (version, exists) in [(iOS(16, 4), false), (iOS(17), true), (iOS(18), true)] {
      let session = SimulationSession()
      let stack = try LazyDestinationStackModel(
        version: version, rows: 40, rowsOnScreen: 10, session: session)
      stack.register("Book", .item, at: .stackRoot)
      stack.present("Book", .item)
      #expect(
        kinds(session)
          == (exists ? [] : [.unavailableAPICalled, .pushFoundNoDestination]), "\(version)")
    }
  }

  @Test("a link in a row that is not on screen cannot be tapped")
  func offScreenTap() throws {
    let session = SimulationSession()
    let stack = try LazyDestinationClients.runNaive(
      [.tap(row: 31)], version: iOS(17), session: session)
    #expect(kinds(session) == [.invalidOperation])
    #expect(stack.path.isEmpty)
  }
}
