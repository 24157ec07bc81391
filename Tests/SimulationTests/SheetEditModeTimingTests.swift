import Simulation
import Strategies
import Testing

/// The edit-mode timing of the sheet model: a change takes effect at the end of the turn, and
/// `navbench simulate` fails a model that applies it at once.
@Suite("Sheets: edit-mode changes take effect at the end of the turn")
struct SheetEditModeTimingTests {
  @Test("entering edit mode and presenting in the same turn presents, below iOS 16 too")
  func enterAndPresentInOneTurn() throws {
    for version in [iOS(14, 8), iOS(15, 7), iOS(16, 4)] {
      let session = SimulationSession()
      let host = try SheetHostModel(version: version, session: session)
      host.setEditMode(true)
      #expect(!host.isEditing)  // not yet committed
      host.presentSheet(SheetClients.plainSheet)
      session.clock.runUntilIdle()
      host.verifyPresentation()
      #expect(host.presentedSheet == SheetClients.plainSheet)
      #expect(host.isEditing)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
  }

  @Test("leaving edit mode in the turn it was entered loses the edit mode asked for")
  func enterAndLeaveInOneTurn() throws {
    let session = SimulationSession()
    let host = try SheetHostModel(version: iOS(15, 7), session: session)
    host.setEditMode(true)
    host.setEditMode(false)
    session.clock.runUntilIdle()
    #expect(kinds(session) == [.intendedStateLost])
    #expect(!host.isEditing)
    // In a later turn, leaving is what the app asked for: nothing lost.
    let later = SimulationSession()
    let settled = try SheetHostModel(version: iOS(15, 7), session: later)
    settled.setEditMode(true)
    later.clock.runUntilIdle()
    settled.setEditMode(false)
    later.clock.runUntilIdle()
    #expect(later.glitches.isEmpty)
  }

  @Test("the scenario's second screen keeps the edit mode with strategies on every version")
  func secondScreen() throws {
    for version in [iOS(14, 8), iOS(15, 7), iOS(16, 4), iOS(17, 5)] {
      let cells = SimulationMatrix.run(
        versions: [version], registry: standardRegistry, catalog: nil
      ).filter { $0.issue == .sheetBlockedInEditMode }
      #expect(!cells.isEmpty)
      #expect(cells.allSatisfy { $0.isAcceptable }, "\(version): \(cells)")
    }
  }

  @Test("an edit-mode change taking effect at once makes simulate fail, naming the cell")
  func immediateTimingFails() throws {
    let faithful = try DerivedCellsTests.catalog(
      replacing: .sheetInEditMode(editModeTiming: .endOfTurn))
    #expect(DerivedCellsTests.failedCells(registry: .standard(), catalog: faithful).cells.isEmpty)
    let catalog = try DerivedCellsTests.catalog(
      replacing: .sheetInEditMode(editModeTiming: .immediate))
    let (cells, verdict) = DerivedCellsTests.failedCells(registry: .standard(), catalog: catalog)
    #expect(!cells.isEmpty)
    #expect(cells.allSatisfy { $0.issue == .sheetBlockedInEditMode && $0.mode == .strategies })
    #expect(cells.allSatisfy { $0.os < iOS(16) })
    #expect(cells.allSatisfy { $0.glitchKinds == [.intendedStateLost] })
    #expect(verdict.hasPrefix("FAILED"), "\(verdict)")
    #expect(verdict.contains("sheet-blocked-in-edit-mode on iOS 15"), "\(verdict)")
  }

  @Test("simulate --mutants kills the immediate edit-mode model")
  func mutantKilled() {
    let mutants = PrimitiveMutant.builtIn.filter { $0.strategy == .leaveEditModeBeforeSheet }
    #expect(mutants.count == 1)
    let outcomes = StrategyMutation.judge(
      mutants, registry: .standard(), catalog: .standard(),
      versions: SimulationMatrix.defaultVersions, equivalents: [])
    #expect(outcomes.map(\.status) == [.killed])
    #expect(outcomes.first?.evidence?.contains("sheet-blocked-in-edit-mode on iOS 1") == true)
    #expect(outcomes.first?.evidence?.contains("intendedStateLost") == true)
  }
}
