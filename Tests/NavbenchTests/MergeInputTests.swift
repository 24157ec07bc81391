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
      ("metric", "instructions", "metric (--metric)"), ("forks", 2, "forks (--forks)"),
      ("run_drift", 0.02, "run_drift (--drift)"), ("blocks", 3, "blocks"),
      ("iterations", 100, "iterations (--iterations)"),
      ("warmup_iterations", 4, "warmup_iterations (--warmup-iterations)"),
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
      // 24 samples: 3 for each of 8 processes (fewer samples would get fewer processes).
      "--quiet", "--time-budget", "0.2", "--samples", "24",
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

@Suite("What navbench reads is bounded: merge's total, values per file", .serialized)
struct InputBoundTests {
  @Test("merge refuses runs totalling over 64 MiB before reading any, exit 65")
  func mergeTotal() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Sparse files: each under the 64 MiB a run may have, together over it.
    var paths: [String] = []
    for name in ["a.json", "b.json"] {
      let path = directory.appendingPathComponent(name).path
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      #expect(truncate(path, 40 << 20) == 0)
      paths.append(path)
    }
    let result = try CLIRunner.run(["merge"] + paths)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "the 2 runs total at least 83,886,080 bytes, over the 64 MiB (67,108,864 bytes)"),
      "\(result.stderr)")
    // One such file alone is read (and refused for what it holds, not its size).
    let single = try CLIRunner.run(["merge", paths[0], paths[0]])
    #expect(single.status == 65)
  }

  @Test("a run of millions of small numbers is refused before decoding, naming the file")
  func tooManyValues() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let raw = directory.appendingPathComponent("raw.json")
    try writeRegistryRun(raw)
    // 4.5 million values in an unknown key: 9 MB the decoder would spend about 200 MB on.
    var text = String(decoding: try Data(contentsOf: raw), as: UTF8.self)
    let numbers = String(repeating: "1,", count: 4_500_000) + "1"
    text = text.replacingOccurrences(of: #""command""#, with: #""unknown":[\#(numbers)],"command""#)
    let big = directory.appendingPathComponent("big.json")
    try Data(text.utf8).write(to: big)
    for arguments in [
      ["compare", "--input", big.path], ["merge", big.path, raw.path],
      ["baseline", "compare", big.path, "--input", raw.path],
    ] {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == (arguments[0] == "baseline" ? 5 : 65), "\(result.stderr)")
      #expect(result.stderr.contains(big.path), "\(result.stderr)")
      #expect(result.stderr.contains("more than 4194304 JSON values"), "\(result.stderr)")
    }
  }
}
