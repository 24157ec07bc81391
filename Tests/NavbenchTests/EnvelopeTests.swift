import Bench
import BenchmarkSuites
import Foundation
import Simulation
import Strategies
import Testing

/// Every JSON document navbench writes decodes into the one envelope, ``ToolOutput``, with
/// snake_case keys throughout.
@Suite("JSON envelope: every verb, one shape, one key convention", .serialized)
struct EnvelopeTests {
  /// The payload of `navbench list --format json`.
  struct Listing: Codable {
    let issues: [KnownIssue]
    let strategies: [StrategyDescriptor]
    let traits: [TraitDescriptor]
  }

  /// The report half of `navbench compare --format json` (the run half is read with
  /// ``RunResult/decode(from:configurationKey:)``'s reader below).
  struct CompareReport: Codable {
    struct Strategy: Codable {
      let id: StrategyID
      let versions: [StrategyComparisonVersion]
    }
    struct StrategyComparisonVersion: Codable {
      let os: PlatformVersion
      let active: Bool
    }
    struct Report: Codable {
      let command: String
      let strategies: [Strategy]
      let unmitigated: [IssueID]
    }
    let report: Report
  }

  /// Every key of a JSON tree that is not snake_case (dictionary keys included, which are
  /// data: none of navbench's has a capital letter).
  static func camelCaseKeys(_ json: Data) throws -> [String] {
    var found: [String] = []
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        for (key, child) in object {
          if key.contains(where: \.isUppercase) { found.append(key) }
          walk(child)
        }
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(try JSONSerialization.jsonObject(with: json))
    return found
  }

  /// Runs navbench and decodes its standard output as an envelope of `Payload`.
  @discardableResult
  static func decode<Payload: Codable>(
    _ arguments: [String], as type: Payload.Type, kind: String, status: Int32 = 0
  ) throws -> ToolOutput<Payload> {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == status, "\(arguments): \(result.stderr)")
    let json = Data(result.stdout.utf8)
    #expect(try camelCaseKeys(json) == [], "\(arguments)")
    let output = try ToolOutput<Payload>.decoder().decode(ToolOutput<Payload>.self, from: json)
    #expect(output.schemaVersion == ToolOutput<Payload>.currentSchemaVersion)
    #expect(output.tool == .navbench)
    #expect(output.kind == kind)
    #expect(
      output.command
        == (["navbench"] + arguments.map { $0.contains(" ") ? "'\($0)'" : $0 })
        .joined(separator: " "))
    return output
  }

  @Test("list, explain, simulate and simulate --mutants")
  func catalogueVerbs() throws {
    let listing = try Self.decode(["list", "--format", "json"], as: Listing.self, kind: "list")
    #expect(listing.data.strategies.count == StrategyRegistry.standard().strategies.count)
    let explanation = try Self.decode(
      ["explain", "--os", "iOS 16.4", "--format", "json"], as: Explanation.self, kind: "explain")
    #expect(explanation.data.context.version == PlatformVersion(.iOS, 16, 4))
    let simulation = try Self.decode(
      ["simulate", "--os", "16.4", "--format", "json"], as: SimulationReport.self,
      kind: "simulate")
    #expect(!simulation.data.cells.isEmpty)
    let mutants = try Self.decode(
      ["simulate", "--mutants", "--os", "15.7", "--format", "json"], as: MutationReport.self,
      kind: "mutants", status: 1)
    // One version cannot kill every mutant (a moved bound needs its neighbour): exit 1.
    #expect(!mutants.data.outcomes.isEmpty && !mutants.data.passed)
  }

  @Test("run, merge, baseline save and compare, compare, calibrate")
  func measuringVerbs() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    for shard in ["1/2", "2/2"] {
      let result = try CLIRunner.run(
        ["run"] + Self.tinyRegistryRun + [
          "--shard", shard, "--format", "json", "--output", path("\(shard.first!).json"),
        ])
      #expect(result.status == 0, "\(result.stderr)")
    }
    let merged = try CLIRunner.run([
      "merge", path("1.json"), path("2.json"), "--output", path("m.json"),
    ])
    #expect(merged.status == 0, "\(merged.stderr)")
    try Self.saveBaseline(path("b.json"), input: path("m.json"))
    for file in ["1.json", "m.json", "b.json"] {
      let data = try Data(contentsOf: URL(fileURLWithPath: path(file)))
      #expect(try Self.camelCaseKeys(data) == [], "\(file)")
      let header = try JSONDecoder().decode(ToolOutputHeader.self, from: data)
      #expect(header.schemaVersion == 2 && header.kind == "run" && header.tool == .navbench)
      #expect(header.command?.hasPrefix("navbench ") == true)
      let run = try RunResult.decode(from: data)
      #expect(run.cases.allSatisfy { $0.key.configuration == "iOS 16.4" }, "\(file)")
    }
    let comparison = try Self.decode(
      ["baseline", "compare", path("b.json"), "--input", path("m.json"), "--format", "json"],
      as: BaselineComparison.self, kind: "baseline-comparison")
    #expect(comparison.data.missing.isEmpty && comparison.data.added.isEmpty)
    let report = try Self.decode(
      ["compare", "--input", path("m.json"), "--format", "json"], as: CompareReport.self,
      kind: "compare")
    #expect(report.data.report.unmitigated == ["section-header-offset"])
    let calibration = try CLIRunner.run([
      "calibrate", "--trials", "20", "--samples", "5", "--min-time", "1", "--quiet", "--format",
      "json",
    ])
    let data = Data(calibration.stdout.utf8)
    #expect(try Self.camelCaseKeys(data) == [])
    let header = try JSONDecoder().decode(ToolOutputHeader.self, from: data)
    #expect(header.schemaVersion == 2 && header.kind == "calibration")
  }

  /// One small registry run, as every measuring verb's test takes it.
  static let tinyRegistryRun = [
    "--suite", "registry", "--sizes", "10", "--os", "16.4", "--samples", "5", "--min-time",
    "1", "--time-budget", "0.2", "--quiet",
  ]

  static func saveBaseline(_ path: String, input: String) throws {
    let saved = try CLIRunner.run(["baseline", "save", path, "--input", input])
    #expect(saved.status == 0, "\(saved.stderr)")
  }

  @Test("a version 1 run (flat, schemaVersion) is still read by baseline compare and merge")
  func versionOne() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    for shard in ["1/2", "2/2"] {
      let result = try CLIRunner.run(
        ["run"] + Self.tinyRegistryRun + ["--shard", shard, "--format", "json", "--raw-samples"])
      #expect(result.status == 0, "\(result.stderr)")
      // Version 1 wrote the run flat, with "schemaVersion": 1 and "tool": "Bench".
      var run = try payload(result.stdout, kind: "run")
      run["schemaVersion"] = 1
      run["tool"] = "Bench"
      try JSONSerialization.data(withJSONObject: run).write(
        to: URL(fileURLWithPath: path("v1-\(shard.first!).json")))
    }
    let merged = try CLIRunner.run([
      "merge", path("v1-1.json"), path("v1-2.json"), "--output", path("merged.json"),
    ])
    #expect(merged.status == 0, "\(merged.stderr)")
    let compared = try CLIRunner.run([
      "baseline", "compare", path("v1-1.json"), "--input", path("v1-1.json"),
    ])
    #expect(compared.status == 0, "\(compared.stderr)")
    let report = try CLIRunner.run(["compare", "--input", path("v1-2.json")])
    #expect(report.status == 0, "\(report.stderr)")
    // A future version is refused with what to do.
    try Data(#"{"schema_version": 3, "data": {}}"#.utf8).write(
      to: URL(fileURLWithPath: path("v3.json")))
    let future = try CLIRunner.run([
      "baseline", "compare", path("v3.json"), "--input", path("merged.json"),
    ])
    #expect(future.status == 5)
    #expect(future.stderr.contains("schema version 3"))
    #expect(future.stderr.contains("navbench baseline save"))
  }
}
