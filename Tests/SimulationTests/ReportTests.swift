import Foundation
import Simulation
import Strategies
import Testing

@Suite("Table and JSON report")
struct ReportTests {
  static let outcomes = SimulationMatrix.run(
    versions: matrixVersions, registry: standardRegistry)

  @Test("The text table has a row per defect, a column per version, and a legend")
  func table() throws {
    let table = SimulationMatrix.renderTable(Self.outcomes)
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("defect"))
    #expect(lines[0].hasSuffix(try #require(SimulationMatrix.defaultVersions.last).description))
    let tabView = try #require(
      lines.first { $0.hasPrefix("tabview-stack-pop-to-root-animation") })
    // No NavigationStack below 16; the defect on 16.x, fixed from 17: per default column.
    let expected = matrixVersions.map { version in
      version.number.major < 16 ? "–" : version.number.major == 16 ? "2→0" : "0→0"
    }
    #expect(
      tabView.split(separator: " ").map(String.init)
        == ["tabview-stack-pop-to-root-animation"] + expected)
    let header = try #require(lines.first { $0.hasPrefix("section-header-offset") })
    #expect(header.contains("1→1†"))
    let rows = lines.prefix { !$0.isEmpty }
    #expect(rows.count == 1 + SimulationMatrix.scenarios.count)
    #expect(!rows.contains { $0.contains("!") })
    for legend in SimulationMatrix.tableLegend { #expect(table.contains(legend)) }
    #expect(table.contains("NavigationStack does not exist below iOS 16"))
    // One cell per defect with a strategy and version where its containers exist.
    let checked = Self.outcomes.filter { $0.mode == .strategies && $0.hasStrategy }
    let applicable = checked.filter(\.applicable)
    #expect(
      checked.count == SimulationMatrix.scenarios.count { scenario in
        BuiltInDefect.all.contains { $0.issue.id == scenario.issue && !$0.strategies.isEmpty }
      } * matrixVersions.count)
    #expect(!applicable.isEmpty && applicable.count < checked.count)
    #expect(
      lines.last?.hasPrefix("OK: all \(applicable.count) applicable cells with a strategy")
        == true)
    #expect(SimulationMatrix.failures(in: Self.outcomes).isEmpty)
  }

  @Test("With every strategy switched off the cells fail, marked !")
  func failuresAreMarked() {
    let registry = StrategyRegistry.standard()
    registry.setOverrides(Overrides(disableAll: true))
    let outcomes = SimulationMatrix.run(versions: [iOS(16, 4)], registry: registry)
    let failures = SimulationMatrix.failures(in: outcomes)
    // Every defect with a strategy that the catalogue says occurs on 16.4 with its scenario's
    // traits.
    let affected = SimulationMatrix.scenarios.filter { scenario in
      BuiltInDefect.all.contains {
        $0.issue.id == scenario.issue && !$0.strategies.isEmpty
          && $0.issue.affects(StrategyContext(iOS(16, 4), traits: scenario.defaultTraits))
      }
    }
    #expect(!affected.isEmpty)
    #expect(Set(failures.map(\.issue)) == Set(affected.map(\.issue)))
    let table = SimulationMatrix.renderTable(outcomes)
    #expect(table.contains("1→1!"))
    #expect(table.contains("FAILED: \(failures.count) of"))
  }

  @Test("JSON: snake_case keys, one cell per outcome, null reason, round trip")
  func json() throws {
    let report = SimulationMatrix.report(Self.outcomes)
    let data = try report.jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["schemaVersion"] == nil, "the schema version is the envelope's")
    let cells = try #require(object["cells"] as? [[String: Any]])
    #expect(cells.count == Self.outcomes.count)
    let cell = try #require(
      cells.first {
        $0["defect"] as? String == "tabview-stack-pop-to-root-animation"
          && $0["os"] as? String == "iOS 16.4" && $0["mode"] as? String == "naive"
      })
    #expect(cell["applicable"] as? Bool == true)
    #expect(cell["reason"] is NSNull)
    #expect(cell["glitches"] as? Int == 2)
    #expect(cell["glitch_kinds"] as? [String] == ["pushNotAnimatedAfterPopToRoot"])
    #expect(cell["operations"] as? Int == 22)
    #expect(cell["strategies"] as? [String] == [])
    let mitigated = try #require(
      cells.first {
        $0["defect"] as? String == "tabview-stack-pop-to-root-animation"
          && $0["os"] as? String == "iOS 16.4" && $0["mode"] as? String == "strategies"
      })
    #expect(mitigated["strategies"] as? [String] == ["explicit-path-change-animation"])
    #expect(mitigated["glitches"] as? Int == 0)
    let missing = try #require(
      cells.first { $0["os"] as? String == "iOS 14.8" && $0["applicable"] as? Bool == false })
    #expect((missing["reason"] as? String)?.contains("below iOS 16") == true)
    let unmitigated = try #require(
      cells.first {
        $0["defect"] as? String == "section-header-offset" && $0["os"] as? String == "iOS 14.8"
          && $0["mode"] as? String == "strategies"
      })
    #expect(unmitigated["has_strategy"] as? Bool == false)
    #expect(unmitigated["acceptable"] as? Bool == true)
    #expect(unmitigated["glitches"] as? Int == 1)
    #expect(try SimulationReport.decode(from: data) == report)
  }
}
