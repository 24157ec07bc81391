import Foundation
import Simulation
import Strategies
import Testing

@Suite("A plug-in's defect in the simulation")
struct PluginSimulationTests {
  static func setUp() throws -> (StrategyRegistry, ScenarioCatalog) {
    let registry = StrategyRegistry.standard()
    try ExamplePlugin.register(in: registry)
    let catalog = ScenarioCatalog.standard()
    try ExamplePlugin.register(in: catalog)
    return (registry, catalog)
  }

  @Test("the matrix runs the plug-in's scenario like a built-in, after the catalogue's")
  func matrix() throws {
    let (registry, catalog) = try Self.setUp()
    let outcomes = SimulationMatrix.run(
      versions: SimulationMatrix.defaultVersions, registry: registry, catalog: catalog)
    #expect(outcomes.last?.issue == .searchPopFlicker)
    let mine = outcomes.filter { $0.issue == .searchPopFlicker }
    let naive164 = try #require(mine.first { $0.os == PlatformVersion(.iOS, 16, 4) })
    #expect(naive164.glitchKinds == [.searchBarFlickered, .searchContentJumped])
    // Every default column its issue affects (16.4..<17.2: 16.4, 16.7, 17.0 and 17.1 today).
    let affected = try #require(registry.issues.first { $0.id == .searchPopFlicker }).affected
    let columns = SimulationMatrix.defaultVersions.filter { affected.contains($0) }
    #expect(columns.count >= 3)
    #expect(mine.filter { $0.mode == .naive && $0.affected }.count == columns.count)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
    let table = SimulationMatrix.renderTable(outcomes)
    #expect(table.contains("com.example.search-pop-flicker"))
    let json = try SimulationMatrix.report(outcomes).jsonString()
    #expect(json.contains("\"com.example.search-content-jumped\""))
    let decoded = try SimulationReport.decode(from: Data(json.utf8))
    #expect(decoded.cells == outcomes)
  }

  @Test("the mutation check covers the plug-in's strategies with its scenario")
  func mutants() throws {
    let (registry, catalog) = try Self.setUp()
    let report = StrategyMutation.run(registry: registry, catalog: catalog)
    let mine = report.outcomes.filter {
      [StrategyID.slowPopInSearch, .searchBarFlag].contains($0.mutant.strategy)
    }
    #expect(mine.count >= 10)
    // Killed, or inert where the registry derives applicability from the plug-in's issue.
    #expect(
      mine.allSatisfy { $0.status != .survived }, "\(mine.filter { $0.status == .survived })")
    #expect(mine.contains { $0.status == .killed })
    #expect(report.passed, "\(report.renderTable())")
  }

  @Test("without its scenario, the check fails and names the plug-in's strategies")
  func missingScenario() throws {
    let registry = StrategyRegistry.standard()
    try ExamplePlugin.register(in: registry)
    let report = StrategyMutation.run(registry: registry)
    #expect(report.strategiesWithoutScenario == [.searchBarFlag, .slowPopInSearch].sorted())
    #expect(!report.passed)
  }

  @Test("a scenario per issue: a second one is refused")
  func duplicate() throws {
    let (_, catalog) = try Self.setUp()
    #expect(throws: ScenarioCatalogError.duplicateScenario(.searchPopFlicker)) {
      try catalog.register(ExamplePlugin.scenario)
    }
    #expect(throws: ScenarioCatalogError.duplicateScenario(.tabViewStackPopToRootAnimation)) {
      try catalog.register(.tabViewPopToRoot)
    }
  }
}
