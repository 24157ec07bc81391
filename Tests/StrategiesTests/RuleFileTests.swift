import Foundation
import Testing

@testable import Strategies

@Suite("Rule files")
struct RuleFileTests {
  func parse(_ json: String) throws(RuleFileError) -> RuleFile {
    try RuleFile(parsing: Array(json.utf8))
  }

  @Test("a valid file moves ranges and switches strategies")
  func validFile() throws {
    let rules = try parse(
      """
      {
        "schemaVersion": 1,
        "comment": "16.4.1 fixed the pop; defer rows on 16.0 as well",
        "disableAll": false,
        "strategies": {
          "explicit-path-change-animation": { "versions": "iOS 16.0..<16.4.1", "comment": "x" },
          "defer-adjacent-row-toggles": { "mode": "enabled" },
          "hide-scroll-content-background": { "mode": "disabled" }
        }
      }
      """)
    #expect(rules.comment == "16.4.1 fixed the pop; defer rows on 16.0 as well")
    let registry = StrategyRegistry.standard()
    try registry.loadRules(rules, source: "rules.json")
    let tab: Set<ContextTrait> = [.stackInTabView]
    #expect(registry.resolve(.iOS(16, 4, tab)).isActive(.explicitPathChangeAnimation))
    #expect(
      !registry.resolve(StrategyContext(.iOS, 16, 4, 1, traits: tab)).isActive(
        .explicitPathChangeAnimation)
    )
    #expect(registry.resolve(.iOS(17)).isActive(.deferAdjacentRowToggles))
    #expect(!registry.resolve(.iOS(17)).isActive(.hideScrollContentBackground))
    #expect(registry.explain(.iOS(17)).ruleFile == "rules.json")
  }

  static let cases: [(String, String, String)] = [
    (#"{"strategies": {}}"#, "$", "missing required key \"schemaVersion\""),
    (#"{"schemaVersion": 2}"#, "$.schemaVersion", "expected 1, got the number 2"),
    (#"{"schemaVersion": "1"}"#, "$.schemaVersion", "got the string \"1\""),
    (#"{"schemaVersion": 1, "disabelAll": true}"#, "$.disabelAll", "unknown key"),
    (#"{"schemaVersion": 1, "disableAll": "yes"}"#, "$.disableAll", "expected a boolean"),
    (
      #"{"schemaVersion": 1, "strategies": []}"#, "$.strategies", "expected an object, got an array"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"no-such": {"mode": "disabled"}}}"#,
      #"$.strategies["no-such"]"#, "unknown strategy id"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"Bad Id": {"mode": "disabled"}}}"#,
      #"$.strategies["Bad Id"]"#, "invalid strategy id"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"defer-adjacent-row-toggles": {"mode": "on"}}}"#,
      #"$.strategies["defer-adjacent-row-toggles"].mode"#, "expected one of auto, enabled, disabled"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"defer-adjacent-row-toggles": {"mode": true}}}"#,
      #"$.strategies["defer-adjacent-row-toggles"].mode"#, "expected a string, got true"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"defer-adjacent-row-toggles": {"versions": "iOS 17..<16"}}}"#,
      #"$.strategies["defer-adjacent-row-toggles"].versions"#, "reversed range: 17 is above 16"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"defer-adjacent-row-toggles": {"versions": "16.x"}}}"#,
      #"$.strategies["defer-adjacent-row-toggles"].versions"#, "component \"x\""
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"defer-adjacent-row-toggles": {"range": "16"}}}"#,
      #"$.strategies["defer-adjacent-row-toggles"].range"#, "unknown key"
    ),
    (
      #"{"schemaVersion": 1, "strategies": {"defer-adjacent-row-toggles": {}}}"#,
      #"$.strategies["defer-adjacent-row-toggles"]"#, "empty entry"
    ),
    (#"{"schemaVersion": 1, "schemaVersion": 1}"#, "$.schemaVersion", "duplicate key"),
    (#"{"schemaVersion": 1,}"#, "$", "line 1, column 21: expected a string key"),
    ("{\n  \"schemaVersion\": 1\n  \"disableAll\": true\n}", "$", "line 3, column 3"),
    (#"[1, 2]"#, "$", "expected an object, got an array"),
    ("", "$", "unexpected end of input"),
    (#"{"schemaVersion": 1} trailing"#, "$", "unexpected text after the JSON value"),
    (#"{"schemaVersion": 1, "comment": "\ud800"}"#, "$", "surrogate"),
  ]

  @Test("every error names the JSON path and the reason", arguments: cases)
  func errors(_ json: String, _ path: String, _ reason: String) {
    let registry = StrategyRegistry.standard()
    do {
      try registry.loadRules(try parse(json), source: "bad.json")
      Issue.record("accepted \(json)")
    } catch {
      #expect(error.path == path)
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
    #expect(registry.ruleOverrides == nil)
  }

  @Test("files over 1 MiB are refused before parsing")
  func oversized() throws {
    let padding = String(repeating: " ", count: RuleFile.maximumSize)
    #expect(throws: RuleFileError.self) { try parse(#"{"schemaVersion": 1}"# + padding) }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("navbench-oversized-\(UInt32.random(in: 0...UInt32.max)).json").path
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data((#"{"schemaVersion":1}"# + padding).utf8)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try RuleFile(contentsOfFile: path)
      Issue.record("accepted an oversized file")
    } catch {
      #expect(error.reason.contains("larger than 1048576 bytes"))
    }
  }

  @Test("nesting deeper than the cap is refused without recursion blowing the stack")
  func deepNesting() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    do {
      _ = try parse(deep)
      Issue.record("accepted deep nesting")
    } catch {
      #expect(error.reason.contains("nesting deeper than 16 levels"))
    }
  }

  @Test("a missing file is a clear error")
  func missingFile() {
    do {
      _ = try RuleFile(contentsOfFile: "/nonexistent/rules.json")
      Issue.record("read a missing file")
    } catch {
      #expect(error.description == "$: no such file: /nonexistent/rules.json")
    }
  }

  @Test("a bad file leaves the rules already loaded in force")
  func badFileChangesNothing() throws {
    let registry = StrategyRegistry.standard()
    try registry.loadRules(
      try parse(
        #"{"schemaVersion":1,"strategies":{"hide-scroll-content-background":{"mode":"disabled"}}}"#),
      source: "first.json")
    let before = registry.ruleOverrides
    #expect(throws: RuleFileError.self) {
      try registry.loadRules(
        try parse(
          #"{"schemaVersion":1,"disableAll":true,"strategies":{"x-y":{"mode":"enabled"}}}"#),
        source: "second.json")
    }
    #expect(registry.ruleOverrides == before)
    #expect(registry.resolve(.iOS(16)).active.contains(.recordDirectionBeforeChange))
  }

  @Test("JSON strings decode escapes and UTF-8")
  func stringDecoding() throws {
    let rules = try parse(#"{"schemaVersion":1,"comment":"caf\u00e9 \"ok\" \ud83d\ude00 ü\n"}"#)
    #expect(rules.comment == "café \"ok\" 😀 ü\n")
  }
}
