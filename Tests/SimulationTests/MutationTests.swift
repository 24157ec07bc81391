import Simulation
import Strategies
import Testing

@Suite("Strategy mutation")
@MainActor
struct MutationTests {
  /// What `simulate --mutants` reports: the scenarios' judgement, then the walk's.
  static let report = StrategyMutation.runIncludingWalk(registry: standardRegistry)

  @Test("Every non-equivalent mutant of the built-in strategies is killed")
  func builtInsScoreFull() {
    #expect(Self.report.passed, "\(Self.report.renderTable())")
    #expect(Self.report.score == 1)
    #expect(Self.report.strategiesWithoutScenario.isEmpty)
    let strategies = Set(Self.report.outcomes.map(\.mutant.strategy))
    #expect(strategies == Set(BuiltInStrategies.all.map(\.descriptor.id)))
    #expect(Self.report.renderTable().contains("OK: mutation score 100.0%"))
  }

  @Test("Each kind of change is generated: range bounds both ways, traits, every written field")
  func kinds() {
    let changes = Self.report.outcomes.filter { $0.mutant.strategy == .explicitPathChangeAnimation }
      .map(\.mutant.change)
    #expect(changes.contains("versions iOS 16.0..<17.0 → iOS 16.1..<17.0 (and iPadOS)"))
    #expect(changes.contains("versions iOS 16.0..<17.0 → iOS 16.0..<16.7 (and iPadOS)"))
    #expect(changes.contains("versions iOS 16.0..<17.0 → iOS 16.0..<17.1 (and iPadOS)"))
    #expect(changes.contains("drop trait navigation-stack-in-tab-view"))
    #expect(changes.contains("pathChanges.popToRoot = animate(default)"))
    #expect(!changes.contains("pathChanges.popToRoot = animate(linear(0.0s))"))
    let rows = Self.report.outcomes.filter { $0.mutant.strategy == .deferAdjacentRowToggles }
      .map(\.mutant.change)
    #expect(rows.contains("rowToggles.adjacentRows = firstAnimatedRestDeferred(0.1s)"))
    #expect(rows.contains("rowToggles.adjacentRows = unanimated"))
    #expect(!rows.contains { $0.hasPrefix("rowToggles.otherRows") })
  }

  @Test("The declared equivalents are exactly the mutants nothing kills")
  func equivalentsAreTheSurvivors() {
    // A declared mutant is marked equivalent, with its reason, only where nothing killed it
    // and it is not inert: so the campaign without the declarations would leave exactly these
    // surviving (one campaign, not two: each takes seconds).
    #expect(Self.report.survivors.isEmpty, "\(Self.report.survivors)")
    for declared in StrategyMutation.builtInEquivalents {
      let outcome = Self.report.outcomes.first {
        $0.mutant.strategy == declared.strategy && $0.mutant.change == declared.change
      }
      let found = outcome.map { "\($0.status)" } ?? "no mutant"
      #expect(
        outcome?.status == .equivalent && outcome?.evidence == declared.reason,
        "\(declared.strategy): \(declared.change) is declared equivalent; the campaign: \(found)")
    }
  }

  @Test("Moving a bound by one minor version")
  func minorMoves() {
    #expect(StrategyMutation.minorBelow(VersionNumber(16)) == VersionNumber(15, 8))
    #expect(StrategyMutation.minorBelow(VersionNumber(17)) == VersionNumber(16, 7))
    #expect(StrategyMutation.minorBelow(VersionNumber(16, 4)) == VersionNumber(16, 3))
    #expect(StrategyMutation.minorBelow(VersionNumber(26)) == VersionNumber(18, 7))
    #expect(StrategyMutation.minorBelow(VersionNumber(40)) == VersionNumber(39, 9))
    #expect(StrategyMutation.minorBelow(.zero) == nil)
    #expect(StrategyMutation.minorAbove(VersionNumber(16, 7)) == VersionNumber(16, 8))
    #expect(StrategyMutation.minorAbove(VersionNumber(1, .max)) == VersionNumber(1, .max))
  }
}
