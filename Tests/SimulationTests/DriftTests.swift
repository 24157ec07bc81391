import Foundation
import Simulation
import Strategies
import Testing

/// Model drift: the simulation must say so when the catalogue and a model disagree, and the
/// per-seed facts the models reproduce are pinned here cell by cell.
@Suite("Model drift and per-seed facts")
struct DriftTests {
  /// The standard registry with `issue`'s affected range replaced by `affected`.
  static func registry(moving issue: IssueID, to affected: VersionSet) throws -> StrategyRegistry {
    let registry = StrategyRegistry()
    for trait in TraitDescriptor.builtIn { try registry.register(trait) }
    for var known in KnownIssue.catalogue {
      if known.id == issue { known.affected = affected }
      try registry.register(known)
    }
    for strategy in BuiltInStrategies.all { try registry.register(strategy) }
    return registry
  }

  @Test("A catalogue range the model disagrees with fails the matrix, in the table and JSON")
  func catalogueDisagreementFails() throws {
    let registry = try Self.registry(
      moving: .tabViewStackPopToRootAnimation, to: .on(.iOS, .iPadOS, versions: 16..<18))
    let outcomes = SimulationMatrix.run(
      versions: [iOS(16, 4), iOS(17)], issues: [.tabViewStackPopToRootAnimation],
      registry: registry)
    let drift = SimulationMatrix.disagreements(in: outcomes)
    #expect(drift.map(\.os) == [iOS(17)])
    #expect(drift.map(\.mode) == [.naive])
    #expect(SimulationMatrix.failures(in: outcomes).map(\.os) == [iOS(17)])
    let table = SimulationMatrix.renderTable(outcomes)
    #expect(table.contains("0≠→0"))
    #expect(table.contains("MODEL DRIFT: 1 cell(s)"))
    let json = try SimulationMatrix.report(outcomes).jsonString()
    #expect(json.contains("\"agrees_with_catalogue\" : false"))
  }

  @Test("A defect the model stops reproducing is drift too (catalogue moved to 17.x)")
  func modelStopsReproducing() throws {
    let registry = try Self.registry(
      moving: .listCustomBackgroundIgnored, to: .on(.iOS, .iPadOS, versions: 17...))
    let outcomes = SimulationMatrix.run(
      versions: [iOS(16)], issues: [.listCustomBackgroundIgnored], registry: registry)
    // The naive cell glitches where the catalogue says it cannot; the strategy, whose
    // applicability follows its issue, is off there too, so its cell disagrees as well.
    let disagreements = SimulationMatrix.disagreements(in: outcomes)
    #expect(disagreements.map(\.mode) == [.naive, .strategies])
    #expect(!SimulationMatrix.failures(in: outcomes).isEmpty)
  }

  @Test("The default matrix covers each catalogued bound and the release below it")
  func defaultColumns() {
    #expect(
      SimulationMatrix.defaultVersions.map(\.description) == [
        "iOS 12.5", "iOS 13.0", "iOS 13.7", "iOS 14.0", "iOS 14.4", "iOS 14.5", "iOS 14.8",
        "iOS 15.0", "iOS 15.8", "iOS 16.0", "iOS 16.1", "iOS 16.2", "iOS 16.3", "iOS 16.4",
        "iOS 16.7", "iOS 17.0", "iOS 17.1", "iOS 17.2", "iOS 17.7", "iOS 18.0", "iOS 18.7",
        "iOS 26.0", "iOS 26.3", "iOS 26.4",
      ])
  }

  /// The columns the seed facts below are pinned on: a bound of each seed and the minor below.
  static let pinnedVersions: [PlatformVersion] = [
    iOS(14), iOS(14, 8), iOS(15), iOS(15, 7), iOS(16), iOS(16, 4), iOS(16, 7), iOS(17),
    iOS(17, 5), iOS(18), iOS(26),
  ]

  /// Naive glitch kinds per defect and pinned column, as the seeds describe them; `nil`: not
  /// applicable.
  static let seedFacts: [(IssueID, [[GlitchKind]?])] = {
    let none: [GlitchKind] = []
    let stack: [GlitchKind] = [.pushNotAnimatedAfterPopToRoot]
    let frames: [GlitchKind] = [.viewLargerThanContainer, .frameJumpedDuringTransition]
    let edges: [GlitchKind] = [.outgoingViewLeftByWrongEdge, .incomingViewEnteredFromWrongEdge]
    return [
      (.tabViewStackPopToRootAnimation, [nil, nil, nil, nil, stack, stack, stack] + [none] * 4),
      (.listCustomBackgroundIgnored, [none] * 4 + [[.customBackgroundNotShown]] * 7),
      (
        .adjacentRowToggleAnimation,
        [[.rowsSlidSideways]] * 4 + [none] * 7
      ),
      (.transformNotResetAfterTransition, [frames] * 11),
      (.staleTransitionDirection, [edges] * 11),
      (.sheetBlockedInEditMode, [[.sheetDidNotPresent]] * 4 + [none] * 7),
      (.sheetTextFieldBoldFont, [[.textFieldFontBold]] * 2 + [none] * 9),
      (.sectionHeaderOffset, [[.listOffsetByHeader]] * 2 + [none] * 9),
      (.stackMultiPopUnanimated, [nil, nil, nil, nil, [.multiLevelPopNotAnimated]] + [none] * 6),
      (
        .stackCancelledSwipeBackDesync,
        [nil, nil, nil, nil, [.pathOutOfSyncWithScreens]] + [none] * 6
      ),
      (
        .stackIsPresentedNestedPop,
        [nil, nil, nil, nil] + [[.presentedScreenNotPopped, .shownLevelsNotRequested]] * 3
          + [none] * 4
      ),
      (.splitConditionalColumnStale, [nil] * 4 + [[.columnShowsStaleBranch]] * 7),
      (.sheetChainedModifiersLastWins, [[.presentationDidNotPresent]] + [none] * 10),
    ]
  }()

  @Test("Per-seed facts: the naive glitch kinds of every cell on the pinned columns")
  func naiveCellsPinned() throws {
    let outcomes = SimulationMatrix.run(
      versions: Self.pinnedVersions, registry: standardRegistry
    ).filter { $0.mode == .naive }
    for (issue, row) in Self.seedFacts {
      let cells = outcomes.filter { $0.issue == issue }
      try #require(cells.count == row.count, "\(issue)")
      for (cell, expected) in zip(cells, row) {
        if let expected {
          #expect(cell.applicable, "\(issue) on \(cell.os)")
          #expect(Set(cell.glitchKinds) == Set(expected), "\(issue) on \(cell.os)")
        } else {
          #expect(!cell.applicable, "\(issue) on \(cell.os)")
        }
      }
    }
    #expect(SimulationMatrix.disagreements(in: outcomes).isEmpty)
  }
}

extension Array {
  /// `[x] * n`: the elements repeated `n` times.
  fileprivate static func * (lhs: Array, rhs: Int) -> Array {
    Array((0..<Swift.max(rhs, 0)).map { _ in lhs }.joined())
  }
}
