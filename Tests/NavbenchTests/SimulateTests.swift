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
          "2→0", "0→0", "0→0", "0→0", "0→0", "0→0", "0→0", "0→0",
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
    // On 15.7 alone nothing tells a strategy of 16.x moved one minor version apart.
    let result = try CLIRunner.run(["simulate", "--mutants", "--os", "15.7"])
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
    // The bound's cell fails for an app built with its own SDK and one built with iOS 15.7's.
    #expect(result.stdout.contains("FAILED: 2 of"))
    #expect(result.stdout.contains("tabview-stack-pop-to-root-animation on iOS 16.9,"))
    #expect(
      result.stdout.contains("tabview-stack-pop-to-root-animation on iOS 16.9 (SDK iOS 15.7)"))
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

@Suite("navbench simulate --random")
struct SimulateRandomTests {
  @Test("a short walk on a version with no active strategy passes, progress on stderr")
  func passes() throws {
    let result = try CLIRunner.run([
      "simulate", "--random", "1000", "--seed", "5", "--length", "12", "--os", "14.8",
    ])
    #expect(result.status == 0, "\(result.stdout)")
    #expect(result.stdout.contains("iOS 14.8: 1000 sequences, 12000 steps"))
    #expect(result.stdout.contains("No violation on 1 version(s)."))
    #expect(result.stderr.contains("simulate --random: 1000 of 1000 sequences"))
  }

  @Test("JSON: the random-walk kind, one entry per version")
  func json() throws {
    let result = try CLIRunner.run([
      "simulate", "--random", "20", "--os", "14.0,15.0", "--length", "5", "--format", "json",
    ])
    let object = try payload(Data(result.stdout.utf8), kind: "random-walk")
    #expect(object["sequences"] as? Int == 20)
    #expect(object["length"] as? Int == 5)
    let versions = try #require(object["versions"] as? [[String: Any]])
    #expect(versions.map { $0["os"] as? String } == ["iOS 14.0", "iOS 15.0"])
    #expect(versions.first?["failures"] as? [Any] != nil)
  }

  @Test("--sdk: the walk's app is built with that SDK on every version, said in text and JSON")
  func sdk() throws {
    let text = try CLIRunner.run([
      "simulate", "--random", "30", "--os", "15.7,16.4", "--sdk", "15.5", "--length", "20",
    ])
    #expect(text.status == 0, "\(text.stdout)")
    #expect(text.stdout.contains("seed 1, built with the iOS 15.5 SDK"), "\(text.stdout)")
    let json = try CLIRunner.run([
      "simulate", "--random", "5", "--os", "16.4", "--sdk", "15.5", "--format", "json",
    ])
    #expect(json.status == 0)
    #expect(
      try payload(Data(json.stdout.utf8), kind: "random-walk")["sdk"] as? String == "iOS 15.5")
    // The iOS SDK builds iPadOS apps: the library and the CLI judge the pair alike.
    let pad = try CLIRunner.run([
      "simulate", "--random", "1", "--os", "iPadOS 16.4", "--sdk", "iOS 15.5",
    ])
    #expect(pad.status == 0, "\(pad.stderr)")
    let mismatch = try CLIRunner.run([
      "simulate", "--random", "1", "--os", "16.4", "--sdk", "macOS 15.5",
    ])
    #expect(mismatch.status == 64)
    #expect(
      mismatch.stderr.contains("--sdk: macOS 15.5 is an SDK for macOS"), "\(mismatch.stderr)")
  }

  @Test(
    "bad counts, seeds and lengths, and options that do not apply, are refused with exit 64",
    arguments: [
      (["--random", "0"], "--random: \"0\" is not an integer in 1...10000000"),
      (["--random", "x"], "--random: \"x\" is not an integer"),
      (["--random", "10000001"], "is not an integer in 1...10000000"),
      (["--random", "1", "--length", "0"], "--length: \"0\" is not an integer in 1...10000"),
      (["--random", "1", "--length", "10001"], "--length: \"10001\""),
      (
        ["--random", "1", "--seed", "-1"],
        "--seed: \"-1\" is not an integer in 0...18446744073709551615"
      ),
      (["--random", "1", "--seed", "18446744073709551616"], "--seed:"),
      (["--seed", "3"], "--seed applies only to --random"),
      (["--length", "3"], "--length applies only to --random"),
      (["--random", "1", "--mutants"], "--mutants does not apply to --random"),
      (["--random", "1", "--defect", "section-header-offset"], "--defect does not apply"),
    ])
  func refusals(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(["simulate"] + arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
