import Foundation
import Testing

@Suite("navbench simulate")
struct SimulateTests {
  @Test("the default matrix: a table, every mitigated cell clean, exit 0")
  func defaultMatrix() throws {
    let result = try CLIRunner.run(["simulate"])
    #expect(result.status == 0)
    let row = try #require(
      result.stdout.split(separator: "\n").first {
        $0.hasPrefix("tabview-stack-pop-to-root-animation ")
      })
    #expect(
      row.split(separator: " ").dropFirst().map(String.init)
        == [
          "–", "–", "–", "–", "–", "–", "–", "–", "–", "–", "2→0", "2→0", "2→0", "2→0", "2→0",
          "2→0", "0→0", "0→0", "0→0", "0→0", "0→0",
        ])
    #expect(result.stdout.contains("1→1†"))
    #expect(result.stdout.contains("NavigationStack does not exist below iOS 16"))
  }

  @Test("JSON has the documented shape")
  func json() throws {
    let result = try CLIRunner.run([
      "simulate", "--os", "15.7,16.4", "--defect", "tabview-stack-pop-to-root-animation",
      "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try payload(result.stdout, kind: "simulate")
    let cells = try #require(object["cells"] as? [[String: Any]])
    #expect(cells.count == 4)
    let notApplicable = try #require(cells.first { $0["os"] as? String == "iOS 15.7" })
    #expect(notApplicable["applicable"] as? Bool == false)
    #expect((notApplicable["reason"] as? String)?.contains("NavigationStack") == true)
    let naive = try #require(
      cells.first { $0["os"] as? String == "iOS 16.4" && $0["mode"] as? String == "naive" })
    #expect(naive["glitches"] as? Int == 2)
    #expect(naive["operations"] as? Int == 22)
    #expect(naive["agrees_with_catalogue"] as? Bool == true)
    let fixed = try #require(
      cells.first { $0["os"] as? String == "iOS 16.4" && $0["mode"] as? String == "strategies" })
    #expect(fixed["glitches"] as? Int == 0)
    #expect(fixed["over_mitigation"] as? Int == 0)
    #expect(fixed["agrees_with_catalogue"] as? Bool == true)
    #expect(fixed["strategies"] as? [String] == ["explicit-path-change-animation"])
  }

  @Test("traits replace the scenario's setup: outside a TabView there is no defect")
  func traits() throws {
    let result = try CLIRunner.run([
      "simulate", "--os", "16.4", "--defect", "tabview-stack-pop-to-root-animation", "--traits",
      "none",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("0→0"))
  }

  @Test(
    "bad values are usage errors",
    arguments: [
      (["simulate", "--defect", "nope"], "unknown defect \"nope\""),
      (["simulate", "--os", "16.4,banana"], "unknown platform \"banana\""),
      (["simulate", "--traits", "x"], "unknown trait \"x\""),
      (["simulate", "--format", "csv"], "\"csv\" is not one of"),
      (["simulate", "--mutants", "--defect", "x"], "--defect does not apply to --mutants"),
      (["simulate", "--mutants", "--traits", "none"], "--traits does not apply to --mutants"),
      (["simulate", "--mutants=yes"], "mutants"),
    ])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test("--mutants: the kill table, a full score and exit 0; JSON has every mutant")
  func mutants() throws {
    let result = try CLIRunner.run(["simulate", "--mutants"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("strategy"))
    #expect(result.stdout.contains("explicit-path-change-animation"))
    #expect(result.stdout.contains("Declared equivalent:"))
    #expect(result.stdout.contains("OK: mutation score 100.0%"))
    let json = try CLIRunner.run(["simulate", "--mutants", "--format", "json"])
    #expect(json.status == 0)
    let object = try payload(json.stdout, kind: "mutants")
    let outcomes = try #require(object["outcomes"] as? [[String: Any]])
    #expect(outcomes.count > 40)
    #expect(!outcomes.contains { $0["status"] as? String == "survived" })
  }

  @Test("--mutants on versions that cannot judge a strategy fails: its mutants survive")
  func mutantsSurviveOnTooFewVersions() throws {
    let result = try CLIRunner.run(["simulate", "--mutants", "--os", "26.0"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("SURVIVED"))
  }
}

@Suite("navbench simulate: derived cells")
struct SimulateDerivedCellsTests {
  /// Writes `json` to a temporary rule file and returns its path.
  static func ruleFile(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbench-simulate-rules-\(UUID().uuidString).json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test("the default matrix has a column per declared bound and a row per absent trait")
  func shape() throws {
    let result = try CLIRunner.run(["simulate"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("iOS 13.7") && result.stdout.contains("iOS 15.8"))
    #expect(
      result.stdout.contains(
        "tabview-stack-pop-to-root-animation without navigation-stack-in-tab-view"))
    #expect(
      result.stdout.contains("adjacent-row-toggle-animation without list-first-section-header"))
  }

  @Test("a range end moved between two columns fails the bound's cell, named")
  func movedBound() throws {
    let path = try Self.ruleFile(
      #"{"schemaVersion": 1, "strategies": {"explicit-path-change-animation": "#
        + #"{"versions": "iOS 16.0..<16.9"}}}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let plain = try CLIRunner.run(["simulate", "--os", "16.7,17.0", "--rules", path])
    #expect(plain.status == 0, "the columns alone miss it")
    let result = try CLIRunner.run(["simulate", "--rules", path])
    #expect(result.status == 1)
    #expect(result.stdout.contains("FAILED: 1 of"))
    #expect(result.stdout.contains("tabview-stack-pop-to-root-animation on iOS 16.9"))
  }

  @Test("a strategy active whatever its traits fails a trait-absent cell, named")
  func ignoredTrait() throws {
    let path = try Self.ruleFile(
      #"{"schemaVersion": 1, "strategies": {"explicit-path-change-animation": "#
        + #"{"mode": "enabled", "versions": "iOS 16.0..<17.0"}}}"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try CLIRunner.run(["simulate", "--rules", path])
    #expect(result.status == 1)
    #expect(
      result.stdout.contains(
        "tabview-stack-pop-to-root-animation without navigation-stack-in-tab-view on iOS 16.0"))
  }
}
