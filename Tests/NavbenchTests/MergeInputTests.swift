import Foundation
import Testing

@Suite("merge refuses runs it cannot join, and bounds what it reads", .serialized)
struct MergeInputTests {
  @Test("shards with another metric, forks, drift, blocks or iterations are refused, exit 65")
  func otherSettingsRefused() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = directory.appendingPathComponent("1.json")
    let second = directory.appendingPathComponent("2.json")
    try writeRegistryRun(first, ["--shard", "1/2"])
    try writeRegistryRun(second, ["--shard", "2/2"])
    let data = try Data(contentsOf: second)
    let cases: [(String, Any, String)] = [
      ("metric", "instructions", "metric"), ("forks", 2, "forks"),
      ("run_drift", 0.02, "runDrift"), ("blocks", 3, "blocks"), ("iterations", 100, "iterations"),
      ("warmup_iterations", 4, "warmupIterations"),
    ]
    for (key, value, name) in cases {
      let edited = directory.appendingPathComponent("\(key).json")
      try editedRun(data) { object in
        var settings = object["settings"] as! [String: Any]
        settings[key] = value
        object["settings"] = settings
      }.write(to: edited)
      let merged = try CLIRunner.run(["merge", first.path, edited.path])
      #expect(merged.status == 65, "\(key): \(merged.stderr)")
      #expect(merged.stderr.contains("(\(name) differ)"), "\(key): \(merged.stderr)")
      #expect(merged.stdout.isEmpty)
    }
    let merged = try CLIRunner.run(["merge", first.path, second.path])
    #expect(merged.status == 0, "\(merged.stderr)")
  }

  @Test("navbench chooses the forks of every shard from the whole selection")
  func shardsChooseOneForkCount() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Six (benchmark, size) groups: 8 processes, though each shard measures only three.
    let command = [
      "run", "--suite", "registry", "--sizes", "10,20,40", "--os", "17.5", "--format", "json",
      "--quiet", "--time-budget", "0.2", "--samples", "5",
    ]
    var paths: [String] = []
    for shard in ["1/2", "2/2"] {
      let path = directory.appendingPathComponent("\(paths.count).json").path
      let result = try CLIRunner.run(command + ["--shard", shard, "--output", path])
      #expect(result.status == 0, "\(result.stderr)")
      let settings =
        try payload(Data(contentsOf: URL(fileURLWithPath: path)), kind: "run")[
          "settings"] as? [String: Any]
      #expect(settings?["forks"] as? Int == 8)
      paths.append(path)
    }
    let merged = try CLIRunner.run(["merge"] + paths)
    #expect(merged.status == 0, "\(merged.stderr)")
  }
}
