import Foundation
import Testing

/// Sets `settings[key]` of a run's payload.
private func setting(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
  { object in
    var settings = object["settings"] as! [String: Any]
    settings[key] = value
    object["settings"] = settings
  }
}

/// Sets `key` of every result of a run's payload.
private func everyResult(_ key: String, _ value: Any) -> (inout [String: Any]) -> Void {
  { object in
    object["results"] = (object["results"] as! [[String: Any]]).map { result in
      var copy = result
      copy[key] = value
      return copy
    }
  }
}

@Suite("Every run read from a file is checked like a baseline", .serialized)
struct RunFileLimitsTests {
  /// A quick saved run with raw samples, in `directory`.
  static func savedRun(in directory: URL) throws -> URL {
    let url = directory.appendingPathComponent("run.json")
    let result = try CLIRunner.run(
      quickRun + ["--format", "json", "--raw-samples", "--output", url.path])
    #expect(result.status == 0, "\(result.stderr)")
    return url
  }

  /// Bad settings and selections are refused by every verb that reads a run, naming the file
  /// and the field: exit 5 for a baseline, 65 for `--input` and `merge`.
  @Test("every verb that reads a run refuses bad settings and selections")
  func limitsEverywhere() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let good = try Self.savedRun(in: directory)
    let data = try Data(contentsOf: good)
    let cases: [(String, (inout [String: Any]) -> Void, String)] = [
      ("size-negative", everyResult("size", -5), "results[0].size"),
      ("size-zero", everyResult("size", 0), "results[0].size"),
      ("size-max", everyResult("size", Int.max), "results[0].size"),
      ("forks", setting("forks", 1_000_000), "settings.forks"),
      ("samples", setting("samples", 0), "settings.samples"),
      ("blocks", setting("blocks", 0), "settings.blocks"),
      ("iterations-zero", setting("iterations", 0), "settings.iterations"),
      ("iterations-negative", setting("iterations", -5), "settings.iterations"),
      ("iterations-huge", setting("iterations", 1 << 40), "settings.iterations"),
      ("warmup-iterations", setting("warmup_iterations", 1 << 40), "settings.warmup_iterations"),
      ("versions", seventyVersions, "at most 64"),
    ]
    for (name, change, field) in cases {
      let bad = directory.appendingPathComponent("\(name).json").path
      try editedRun(data, change).write(to: URL(fileURLWithPath: bad))
      let saved = directory.appendingPathComponent("saved-\(name).json").path
      let runs: [([String], Int32)] = [
        (["compare", "--input", bad], 65),
        (["baseline", "save", saved, "--input", bad], 65),
        (["baseline", "compare", good.path, "--input", bad], 65),
        (["merge", bad, good.path], 65),
        (["baseline", "compare", bad, "--input", good.path], 5),
        (["baseline", "compare", bad, "--quiet"], 5),
        (["compare", "--format", "html", "--baseline", bad, "--input", good.path], 5),
      ]
      for (arguments, status) in runs {
        let result = try CLIRunner.run(arguments)
        #expect(result.status == status, "\(name) \(arguments): \(result.stderr)")
        #expect(result.stderr.contains(bad), "\(name) \(arguments): \(result.stderr)")
        #expect(result.stderr.contains(field), "\(name) \(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("navbench help"), "\(name): \(result.stderr)")
      }
      #expect(!FileManager.default.fileExists(atPath: saved), "\(name): a baseline was saved")
    }

    // A file that cannot be read: 66 as input, 5 as a baseline.
    let missing = directory.appendingPathComponent("missing.json").path
    let input = try CLIRunner.run(["compare", "--input", missing])
    #expect(input.status == 66, "\(input.stderr)")
    #expect(input.stderr.contains(missing))
    let baseline = try CLIRunner.run([
      "compare", "--format", "html", "--baseline", missing, "--input", good.path,
    ])
    #expect(baseline.status == 5, "\(baseline.stderr)")
    #expect(baseline.stderr.contains(missing))
  }

  @Test("merged runs are held to the limits together: 65 beyond 64 OS versions")
  func mergedVersions() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = try Data(contentsOf: try Self.savedRun(in: directory))
    var paths: [String] = []
    for part in 0..<2 {
      let path = directory.appendingPathComponent("part-\(part).json").path
      try editedRun(data) { object in
        let results = object["results"] as! [[String: Any]]
        object["results"] = (0..<40).map { index in
          var copy = results[0]
          copy["os"] = "iOS \(part + 1).\(index)"
          copy["benchmark"] = "stacks/part-\(part)"
          return copy
        }
        object["comparisons"] = [Any]()
        object["scaling"] = [Any]()
      }.write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let result = try CLIRunner.run(["merge"] + paths)
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("at most 64"), "\(result.stderr)")
  }

  @Test("a baseline of another metric is refused before anything is measured: exit 5")
  func metricMismatch() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let wall = try Self.savedRun(in: directory)
    let instructions = directory.appendingPathComponent("instructions.json").path
    try editedRun(try Data(contentsOf: wall), setting("metric", "instructions"))
      .write(to: URL(fileURLWithPath: instructions))
    let runs: [[String]] = [
      ["baseline", "compare", instructions, "--input", wall.path],
      // Refused before valgrind is looked for or anything runs (exit 5, not 6).
      ["baseline", "compare", wall.path, "--metric", "instructions"],
      [
        "compare", "--format", "html", "--baseline", wall.path, "--suite", "stacks",
        "--metric", "instructions",
      ],
      ["compare", "--format", "html", "--baseline", instructions, "--input", wall.path],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments)
      #expect(result.status == 5, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("instructions (instructions_per_op)"), "\(result.stderr)")
      #expect(result.stderr.contains("wall (wall_ns_per_op)"), "\(result.stderr)")
    }
  }

  @Test("baseline compare fails with 65 when nothing was compared, and passes when it was")
  func nothingCompared() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Self.savedRun(in: directory)
    let data = try Data(contentsOf: run)
    let baseline = directory.appendingPathComponent("baseline.json").path
    let saved = try CLIRunner.run(["baseline", "save", baseline, "--input", run.path])
    #expect(saved.status == 0, "\(saved.stderr)")

    // Another shard: the same run with its benchmark renamed has no case in common.
    let other = directory.appendingPathComponent("other.json").path
    try editedRun(data) { object in
      everyResult("benchmark", "stacks/steady-push-pop")(&object)
      object["comparisons"] = [Any]()
      object["scaling"] = [Any]()
    }.write(to: URL(fileURLWithPath: other))
    let empty = directory.appendingPathComponent("empty.json").path
    try editedRun(data) { object in
      object["results"] = [Any]()
      object["comparisons"] = [Any]()
      object["scaling"] = [Any]()
    }.write(to: URL(fileURLWithPath: empty))

    for format in ["text", "json"] {
      let disjoint = try CLIRunner.run([
        "baseline", "compare", baseline, "--input", other, "--format", format,
      ])
      #expect(disjoint.status == 65, "\(disjoint.stdout)\(disjoint.stderr)")
      #expect(disjoint.stderr.contains("nothing was compared"), "\(disjoint.stderr)")
      #expect(disjoint.stderr.contains("wall_ns_per_op"), "\(disjoint.stderr)")
    }
    let text = try CLIRunner.run(["baseline", "compare", baseline, "--input", other])
    #expect(text.stdout.contains("Nothing was compared"), "\(text.stdout)")
    #expect(text.stdout.contains("exit code 65"), "\(text.stdout)")

    let nothingNow = try CLIRunner.run(["baseline", "compare", baseline, "--input", empty])
    #expect(nothingNow.status == 65, "\(nothingNow.stderr)")
    let emptyBaseline = try CLIRunner.run(["baseline", "compare", empty, "--input", run.path])
    #expect(emptyBaseline.status == 5, "\(emptyBaseline.stderr)")
    #expect(emptyBaseline.stderr.contains(empty), "\(emptyBaseline.stderr)")
    #expect(emptyBaseline.stderr.contains("no measured case"), "\(emptyBaseline.stderr)")

    // Thresholds on metrics neither run measured check nothing either.
    let unmeasured = try CLIRunner.run([
      "baseline", "compare", baseline, "--input", run.path, "--threshold", "instructions_per_op=0",
    ])
    #expect(unmeasured.status == 65, "\(unmeasured.stderr)")

    // The run against its own baseline compares wall times: exit 0; and thresholds that leave
    // wall time out on purpose still pass when they compared something.
    let same = try CLIRunner.run(["baseline", "compare", baseline, "--input", run.path])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    let allocations = try CLIRunner.run([
      "baseline", "compare", baseline, "--input", run.path, "--threshold", "allocs_per_op=0",
    ])
    #expect(
      allocations.status == allocationsOnlyGateStatus,
      "\(allocations.stdout)\(allocations.stderr)")
  }

  @Test("compare --baseline is checked before anything is measured")
  func compareBaselineFirst() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try Self.savedRun(in: directory)
    // The whole default selection takes minutes: a refusal after measuring would time out
    // (124), one before measuring does not.
    let scripts: [(String, String)] = [
      (
        #"timeout 120 "$NAVBENCH" compare --quiet --baseline "\#(run.path)"; echo "rc=$?""#, "rc=64"
      ),
      (
        #"timeout 120 "$NAVBENCH" compare --quiet --format html --baseline /nonexistent.json; "#
          + #"echo "rc=$?""#, "rc=5"
      ),
    ]
    for (script, expected) in scripts {
      let result = try ShellRunner.run(script)
      #expect(result.stdout.contains(expected), "\(script): \(result.stdout) \(result.stderr)")
    }
  }
}
