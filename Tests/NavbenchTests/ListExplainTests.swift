import BenchmarkSuites
import Foundation
import Strategies
import Testing

@Suite("navbench list, explain, help and usage errors")
struct ListExplainTests {
  @Test("list prints issues, strategies and traits")
  func list() throws {
    let result = try CLIRunner.run(["list"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("tabview-stack-pop-to-root-animation"))
    #expect(result.stdout.contains("section-header-offset"))
    #expect(result.stdout.contains("unmitigated"))
    #expect(
      result.stdout.split(separator: "\n").contains {
        $0.hasPrefix("  record-direction-before-change ") && $0.hasSuffix(" always on")
      })
  }

  @Test("list says which issues follow the linked SDK, and which an Info.plist key opts out of")
  func listGates() throws {
    let result = try CLIRunner.run(["list"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    for issue in KnownIssue.catalogue {
      let line = try #require(lines.first { $0.hasPrefix("  \(issue.id.rawValue) ") })
      #expect(line.contains(" as linked") == issue.followsLinkedSDK, "\(line)")
      #expect(
        line.contains("UIDesignRequiresCompatibility opts out")
          == issue.excludedTraits.contains(.compatibilityDesign), "\(line)")
    }
    #expect(lines.contains { $0.contains("tab-bar-ipad-floating-top") && $0.contains("as linked") })
  }

  @Test("explain takes the Info.plist's UIDesignRequiresCompatibility as a flag")
  func explainDesignCompatibility() throws {
    let result = try CLIRunner.run([
      "explain", "--os", "iOS 26.1", "--design-requires-compatibility", "--format", "json",
    ])
    #expect(result.status == 0)
    let object = try payload(result.stdout, kind: "explain")
    let context = try #require(object["context"] as? [String: Any])
    #expect(context["design_requires_compatibility"] as? Bool == true)
    let text = try CLIRunner.run(["explain", "--os", "26.1", "--design-requires-compatibility"])
    #expect(text.stdout.contains("iOS 26.1 (UIDesignRequiresCompatibility)"))
    let refused = try CLIRunner.run([
      "explain", "--os", "26.1", "--design-requires-compatibility=yes",
    ])
    #expect(refused.status == 64)
  }

  @Test("list --format json parses and holds the whole catalogue")
  func listJSON() throws {
    let result = try CLIRunner.run(["list", "--format", "json"])
    #expect(result.status == 0)
    let object = try payload(result.stdout, kind: "list")
    #expect((object["issues"] as? [Any])?.count == KnownIssue.catalogue.count)
    #expect((object["strategies"] as? [Any])?.count == BuiltInStrategies.all.count)
  }

  @Test("list --benchmarks says per benchmark and version whether a strategy of it is active")
  func listBenchmarks() throws {
    let result = try CLIRunner.run(["list", "--benchmarks", "--os", "14.8,16.4,17.5"])
    #expect(result.status == 0)
    let rows = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    }
    func activity(_ benchmark: String, _ os: String) -> String? {
      rows.first { $0.count >= 4 && $0[0] == benchmark && $0[2] == os }?[3]
    }
    // The stack strategies work around 16.x defects only; the bar's scroll edge from 15.
    #expect(activity("stacks/push-pop-to-root", "16.4") == "active")
    #expect(activity("stacks/push-pop-to-root", "17.5") == "inactive")
    #expect(activity("lists/bar-scroll-edge", "14.8") == "inactive")
    #expect(activity("lists/bar-scroll-edge", "17.5") == "active")
    // A benchmark that prices no strategy (the registry's) is not listed.
    #expect(!result.stdout.contains("registry/"))
    let json = try CLIRunner.run(["list", "--benchmarks", "--format", "json"])
    #expect(json.status == 0)
    let object = try payload(json.stdout, kind: "benchmark-activity")
    let entries = try #require(object["benchmarks"] as? [[String: Any]])
    // Every default version per priced benchmark.
    #expect(
      entries.count
        == Suites.defaultVersions.count
        * Set(entries.compactMap { $0["benchmark"] as? String }).count)
    let refused = try CLIRunner.run(["list", "--os", "16.4"])
    #expect(refused.status != 0)
    #expect(refused.stderr.contains("--os applies to --benchmarks only"))
  }

  @Test("explain shows reasons, issue states and expiry")
  func explain() throws {
    let result = try CLIRunner.run([
      "explain", "--os", "iOS 16.4", "--traits", "navigation-stack-in-tab-view",
      "--deployment-target", "15.0",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.contains("ACTIVE    explicit-path-change-animation"))
    #expect(result.stdout.contains("mitigated     tabview-stack-pop-to-root-animation"))
    #expect(result.stdout.contains("Expired strategies"))
    #expect(result.stdout.contains("explicit-textfield-font-weight"))
  }

  @Test("explain --format json parses", arguments: ["14.8", "15.7", "16.4", "17.5"])
  func explainJSON(_ os: String) throws {
    let result = try CLIRunner.run(["explain", "--os", os, "--format=json"])
    #expect(result.status == 0)
    let object = try payload(result.stdout, kind: "explain")
    #expect((object["context"] as? [String: Any])?["os"] as? String == "iOS \(os)")
    #expect((object["strategies"] as? [Any])?.count == BuiltInStrategies.all.count)
  }

  @Test("explain applies a rule file, and refuses a bad one with its JSON path")
  func explainRules() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = directory.appendingPathComponent("good.json")
    try Data(#"{"schemaVersion":1,"disableAll":true}"#.utf8).write(to: good)
    let applied = try CLIRunner.run(["explain", "--os", "16.4", "--rules", good.path])
    #expect(applied.status == 0)
    #expect(applied.stdout.contains("Strategies (0 of \(BuiltInStrategies.all.count) active)"))
    let bad = directory.appendingPathComponent("bad.json")
    try Data(#"{"schemaVersion":1,"strategies":{"nope":{"mode":"enabled"}}}"#.utf8).write(to: bad)
    let refused = try CLIRunner.run(["explain", "--os", "16.4", "--rules", bad.path])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains(#"$.strategies["nope"]: unknown strategy id"#))
    let missing = try CLIRunner.run(["explain", "--os", "16.4", "--rules", "/nonexistent.json"])
    #expect(missing.status == 66)
  }

  @Test("help for the tool and every verb")
  func help() throws {
    let overview = try CLIRunner.run(["--help"])
    #expect(overview.status == 0)
    #expect(overview.stdout.contains("Exit codes:"))
    for verb in ["list", "explain"] {
      let viaFlag = try CLIRunner.run([verb, "--help"])
      let viaHelp = try CLIRunner.run(["help", verb])
      #expect(viaFlag.status == 0)
      #expect(viaFlag.stdout.contains("Usage: navbench \(verb)"))
      #expect(viaFlag.stdout == viaHelp.stdout)
    }
  }

  @Test(
    "usage errors name the problem and exit 64",
    arguments: [
      (["frobnicate"], "unknown verb \"frobnicate\""),
      (["lits"], "did you mean \"list\"?"),
      (["--verbose"], "unknown option \"--verbose\""),
      (["explain"], "missing --os"),
      (["explain", "--os"], "option \"--os\" needs a value"),
      (["explain", "--os", "banana"], "unknown platform \"banana\""),
      (["explain", "--os", "16.x"], "component \"x\" is not a number"),
      (["explain", "--os", "16.4", "--trait", "x"], "did you mean \"--traits\"?"),
      (["explain", "--os", "16.4", "--traits", "nope"], "unknown trait \"nope\""),
      (["explain", "--os", "16.4", "--format", "xml"], "\"xml\" is not one of text, json"),
      (["explain", "--os", "16.4", "--os", "17"], "given twice"),
      (["explain", "--os", "16.4", "stray"], "unexpected argument \"stray\""),
      (["list", "--format"], "needs a value"),
      (["help", "nope"], "unknown verb \"nope\""),
    ])
  func usageErrors(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
