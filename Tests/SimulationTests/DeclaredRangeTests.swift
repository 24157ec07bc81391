import Simulation
import Strategies
import Testing

@Suite("No built-in strategy over-mitigates anywhere it is declared")
struct DeclaredRangeTests {
  /// Every major version from 13 (the first with a List) to 18, and 26, at .0 and a late minor.
  static let versions: [PlatformVersion] =
    (13...18).flatMap { [iOS($0), iOS($0, 7)] } + [iOS(26), iOS(26, 4)]

  @Test("every scenario, with strategies, is acceptable on every version")
  func everyVersionAcceptable() {
    let outcomes = SimulationMatrix.run(versions: Self.versions, registry: standardRegistry)
    let failures = SimulationMatrix.failures(in: outcomes)
    #expect(
      failures.isEmpty,
      "\(failures.map { "\($0.issue) \($0.os) \($0.mode): \($0.glitches)" })")
    let overMitigated = outcomes.filter { $0.mode == .strategies && !$0.overMitigation.isEmpty }
    #expect(overMitigated.isEmpty, "\(overMitigated.map { "\($0.issue) \($0.os)" })")
  }

  @Test("iOS 13: the row-toggle strategy is active and keeps the first toggle's animation")
  func rowToggleOn13() throws {
    let scenario = try #require(SimulationMatrix.scenario(for: .adjacentRowToggleAnimation))
    let naive = scenario.run(.naive, on: iOS(13), traits: nil, registry: standardRegistry)
    let fixed = scenario.run(.strategies, on: iOS(13), traits: nil, registry: standardRegistry)
    #expect(naive.applicable && fixed.applicable)
    #expect(fixed.activeStrategies.contains(.deferAdjacentRowToggles))
    #expect(fixed.glitches.isEmpty, "\(fixed.glitches)")
    #expect(!naive.glitches.isEmpty)
    #expect(
      standardRegistry.resolve(
        StrategyContext(iOS(13), traits: [.listHasMultipleSections, .listFirstSectionHasHeader])
      ).rowToggles.adjacentRows
        == .firstAnimatedRestDeferred(delay: DeferAdjacentRowToggles.deferral))
  }
}
