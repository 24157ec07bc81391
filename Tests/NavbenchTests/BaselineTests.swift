import Foundation
import Testing

@Suite("navbench baseline", .serialized)
struct BaselineTests {
  @Test("save, then compare against itself: exit 0; against a faster baseline: exit 2")
  func saveAndCompare() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("baseline.json").path
    let saved = try CLIRunner.run(["baseline", "save", path] + tinyRun)
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(saved.stderr.contains("saved 9 cases"))

    // A baseline whose every time is 100× shorter: the current run has regressed, and the
    // raw samples make the difference significant.
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var envelope = try JSONSerialization.jsonObject(with: data) as! [String: Any]
    var object = envelope["data"] as! [String: Any]
    var results = object["results"] as! [[String: Any]]
    for index in results.indices {
      var metrics = results[index]["metrics"] as! [String: Any]
      if var wall = metrics["wall_ns_per_op"] as? [String: Any] {
        for key in ["min", "p25", "p50", "p75", "p90", "p99", "max", "mean", "mad"] {
          if let value = wall[key] as? Double { wall[key] = value / 100 }
        }
        if let ci = wall["ci95"] as? [Double] { wall["ci95"] = ci.map { $0 / 100 } }
        metrics["wall_ns_per_op"] = wall
      }
      results[index]["metrics"] = metrics
      if var samples = results[index]["raw_samples"] as? [[String: Any]] {
        for sample in samples.indices {
          if let wall = samples[sample]["wall_ns"] as? Int {
            samples[sample]["wall_ns"] = max(wall / 100, 1)
          }
        }
        results[index]["raw_samples"] = samples
      }
    }
    object["results"] = results
    envelope["data"] = object
    let faster = directory.appendingPathComponent("faster.json").path
    try JSONSerialization.data(withJSONObject: envelope).write(to: URL(fileURLWithPath: faster))
    let regressed = try CLIRunner.run(["baseline", "compare", faster, "--quiet"])
    #expect(regressed.status == 2, "\(regressed.stdout)\(regressed.stderr)")
    #expect(regressed.stdout.contains("Regressions ("))
    #expect(regressed.stdout.contains("wall_ns_per_op"))

    let json = try CLIRunner.run([
      "baseline", "compare", faster, "--quiet", "--format", "json", "--threshold",
      "allocs_per_op=0",
    ])
    #expect(
      json.status == allocationsOnlyGateStatus,
      "only allocations are checked, and they did not change")
    // Where allocations cannot be counted (the sanitizers' builds), the gate is refused before
    // measuring, with nothing on standard output.
    if json.status == 0 {
      let comparison = try payload(json.stdout, kind: "baseline-comparison")
      #expect(comparison["changes"] is [Any])
    } else {
      #expect(json.stdout.isEmpty && json.stderr.contains("allocs_per_op"), "\(json.stderr)")
    }
  }

  @Test("a missing, corrupt or oversized baseline: exit 5 and a message naming the file")
  func unreadable() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.json").path
    let result = try CLIRunner.run(["baseline", "compare", missing])
    #expect(result.status == 5)
    #expect(result.stderr.contains(missing))
    let corrupt = directory.appendingPathComponent("corrupt.json")
    try Data(#"{"schemaVersion": 1, "results": ["#.utf8).write(to: corrupt)
    let broken = try CLIRunner.run(["baseline", "compare", corrupt.path])
    #expect(broken.status == 5)
    #expect(broken.stderr.contains("corrupt"))
    let deep = directory.appendingPathComponent("deep.json")
    try Data((String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)).utf8)
      .write(to: deep)
    let nested = try CLIRunner.run(["baseline", "compare", deep.path])
    #expect(nested.status == 5)
  }

  @Test("a baseline asking for sizes beyond the cap is refused before running: exit 5")
  func hostileSizes() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("baseline.json")
    #expect(try CLIRunner.run(["baseline", "save", path.path] + tinyRun).status == 0)
    var object = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as! [String: Any]
    editPayload(&object) { run in
      var results = run["results"] as! [[String: Any]]
      results[0]["size"] = 100_000_000_000
      run["results"] = results
    }
    try JSONSerialization.data(withJSONObject: object).write(to: path)
    let result = try CLIRunner.run(["baseline", "compare", path.path, "--quiet"])
    #expect(result.status == 5)
    #expect(result.stderr.contains("results[0].size is 100000000000"))
    #expect(result.stderr.contains(path.path))
  }

  @Test(
    "usage errors",
    arguments: [
      (["baseline"], "missing action"),
      (["baseline", "load"], "action \"load\" is not one of save, compare"),
      (["baseline", "save", "a.json", "b.json"], "unexpected argument \"b.json\""),
      (["baseline", "save", "--format", "json"], "applies to \"baseline compare\" only"),
      (["baseline", "compare", "--threshold", "wall=0.1"], "unknown metric \"wall\""),
    ])
  func usage(_ arguments: [String], _ message: String) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
