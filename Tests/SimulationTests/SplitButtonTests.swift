import Simulation
import Strategies
import Testing

/// `split-display-mode-button-reset`: on iPadOS 17 a selection change makes SwiftUI reconfigure
/// the split view controller after the app's introspection callback, showing the sidebar button
/// the callback hid; an assignment repeated on the next turn holds, and one made on the next
/// turn only shows the button for a frame on first display (over-mitigation).
@Suite("A split view's hidden sidebar button: shown again after a selection change on iPadOS 17")
struct SplitButtonTests {
  static let affected = [iOS(17, 0), iOS(17, 5), PlatformVersion(.iOS, 17, 7, 2)]
  static let outside = [iOS(16, 0), iOS(16, 7), iOS(18, 0), iOS(26)]

  static func pad(_ version: PlatformVersion) -> StrategyContext {
    StrategyContext(version, traits: [.padIdiom])
  }

  @Test("the original code shows the button after each selection change on 17, never elsewhere")
  func naive() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let split = try SplitButtonClients.runNaive(context: Self.pad(version), session: session)
      #expect(
        kinds(session) == [.sidebarButtonReappeared, .sidebarButtonReappeared], "\(version)")
      #expect(split.buttonShown)
    }
    for version in Self.outside {
      let session = SimulationSession()
      let split = try SplitButtonClients.runNaive(context: Self.pad(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!split.buttonShown)
    }
  }

  @Test("the first display keeps the callback's assignment on 17 too")
  func firstDisplayHolds() throws {
    let session = SimulationSession()
    let split = try SplitButtonModel(context: Self.pad(iOS(17, 0)), session: session)
    split.update(selecting: nil) { $0.assignVisibility(hidden: true) }
    session.clock.runUntilIdle()
    #expect(!split.buttonShown)
    split.update(selecting: 1) { $0.assignVisibility(hidden: true) }
    #expect(split.buttonShown)
  }

  @Test("an iPhone's collapsed split view has no sidebar button to show")
  func iPhone() throws {
    for version in Self.affected + Self.outside {
      let context = StrategyContext(version)
      let session = SimulationSession()
      try SplitButtonClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!standardRegistry.resolve(context).isActive(.reapplyDisplayModeButtonNextTurn))
    }
  }

  @Test("assigning now and again on the next turn keeps the button hidden on every version")
  func nowAndNextTurn() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      let split = try SplitButtonClients.run(
        .nowAndNextTurn, context: Self.pad(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!split.buttonShown)
    }
  }

  @Test("assigning on the next turn only shows the button for a frame on first display")
  func nextTurnOnly() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      try SplitButtonClients.run(.nextTurnOnly, context: Self.pad(version), session: session)
      #expect(kinds(session) == [.updateDelayed], "\(version)")
    }
  }

  @Test("the strategy is active on iPadOS 17 only, and the planner follows it")
  func strategies() throws {
    for version in Self.affected {
      let strategies = standardRegistry.resolve(Self.pad(version))
      #expect(strategies.isActive(.reapplyDisplayModeButtonNextTurn), "\(version)")
      #expect(DisplayModeButtonPlanner(strategies: strategies).assignment() == .nowAndNextTurn)
    }
    for version in Self.outside {
      let strategies = standardRegistry.resolve(Self.pad(version))
      #expect(!strategies.isActive(.reapplyDisplayModeButtonNextTurn), "\(version)")
      #expect(DisplayModeButtonPlanner(strategies: strategies).assignment() == .now)
    }
  }

  @Test("NavigationSplitView does not exist below iOS 16")
  func notApplicable() {
    #expect(throws: SimulationError.self) {
      try SplitButtonClients.runNaive(context: Self.pad(iOS(15, 7)), session: SimulationSession())
    }
  }
}
