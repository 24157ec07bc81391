import Simulation
import Strategies
import Testing

/// `split-conditional-column-stale`: a column whose root is an `if` on the selection keeps
/// showing the old branch from iOS 16; a `ZStack` makes the change an update inside it, and an
/// identity per selection updates the column but resets its state.
@Suite("Conditional column roots: stale from 16.0, updated inside a ZStack")
struct SplitColumnTests {
  static let affected = [iOS(16), iOS(16, 4), iOS(17), iOS(18), iOS(26)]

  @Test("the original code keeps the old branch on every version from 16.0")
  func naiveShowsStaleBranch() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let column = try SplitColumnClients.runNaive(version: version, session: session)
      // Select 1 and select 2 miss placeholder → detail; clearing matches the placeholder still
      // shown; select 3 misses it again.
      #expect(
        kinds(session) == [
          .columnShowsStaleBranch, .columnShowsStaleBranch, .columnShowsStaleBranch,
        ],
        "\(version)")
      #expect(column.shown?.branch == "placeholder")
      #expect(column.declared?.selection == 3)
    }
  }

  @Test("below 16 there is no NavigationSplitView to simulate", arguments: [iOS(15, 7), iOS(14)])
  func notApplicableBelow16(_ version: PlatformVersion) {
    #expect(throws: SimulationError.self) {
      try SplitColumnClients.runNaive(version: version, session: SimulationSession())
    }
  }

  @Test("with strategies the column follows every selection and keeps its state within a branch")
  func mitigatedFollowsSelection() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let strategies = resolved(version)
      #expect(strategies.isActive(.wrapConditionalColumnRoot))
      let planner = ColumnRootPlanner(strategies: strategies)
      #expect(planner.plan().hosting == .stableContainer)
      let column = try SplitColumnClients.runMitigated(
        version: version, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(column.shown == column.declared)
      #expect(column.shown?.selection == 3)
    }
  }

  @Test("the state the user left survives a selection within the detail branch in a ZStack")
  func stableContainerKeepsState() throws {
    let session = SimulationSession()
    let column = try SplitColumnModel(version: iOS(16), session: session)
    column.declare(SplitColumnClients.root(for: 1, hosting: .stableContainer))
    column.edit(scrollOffset: 240, draft: "note")
    column.declare(SplitColumnClients.root(for: 2, hosting: .stableContainer))
    #expect(column.state == ColumnState(scrollOffset: 240, draft: "note"))
    #expect(column.shown?.selection == 2)
    // Leaving the branch drops its state, as SwiftUI does.
    column.declare(SplitColumnClients.root(for: nil, hosting: .stableContainer))
    #expect(column.state == .initial)
    column.verify()
    #expect(session.glitches.isEmpty)
  }

  @Test("an identity per selection updates the column but loses its state (over-mitigation)")
  func identityPerSelectionIsRejected() throws {
    let session = SimulationSession()
    let column = try SplitColumnClients.run(
      hosting: .identityPerSelection, version: iOS(16, 4), session: session)
    #expect(kinds(session) == [.intendedStateLost])
    #expect(GlitchKind.intendedStateLost.isOverMitigation)
    #expect(column.shown == column.declared)
  }

  @Test("the scenario: naive glitches on every version from 16.0, none with strategies")
  func scenarioCells() {
    let registry = StrategyRegistry.standard()
    for version in Self.affected {
      let naive = DefectScenario.splitConditionalColumn.run(
        .naive, on: version, registry: registry)
      #expect(naive.glitchKinds.contains(.columnShowsStaleBranch), "\(version)")
      let mitigated = DefectScenario.splitConditionalColumn.run(
        .strategies, on: version, registry: registry)
      #expect(mitigated.glitchKinds.isEmpty, "\(version): \(mitigated.glitchKinds)")
    }
  }
}
