import Foundation
import Testing

/// The package's root directory (for the scripts).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// The payload of a run file, edited, written to `name` in `directory`.
private func edited(
  _ source: URL, to name: String, in directory: URL, _ change: (inout [String: Any]) -> Void
) throws -> URL {
  let url = directory.appendingPathComponent(name)
  try editedRun(Data(contentsOf: source), change).write(to: url)
  return url
}

/// The permission bits of the file at `path`.
private func mode(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
}

@Suite("files, shards, baselines and scripts: each fault named where it is", .serialized)
struct FileInputClassTests {
  @Test("merge proves the shards case by case: a missing, foreign or misplaced case is named")
  func mergeCaseByCase() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let one = directory.appendingPathComponent("1.json")
    let two = directory.appendingPathComponent("2.json")
    try writeRegistryRun(one, ["--shard", "1/2"])
    try writeRegistryRun(two, ["--shard", "2/2"])
    let whole = try CLIRunner.run(["merge", one.path, two.path])
    #expect(whole.status == 0, "\(whole.stderr)")
    let shard = try payload(Data(contentsOf: two), kind: "run")
    let results = try #require(shard["results"] as? [[String: Any]])
    let first = results[0]
    let name = "\(first["benchmark"]!)/\(first["variant"]!)/\(first["size"]!) [iOS 17.5]"

    // One case deleted from shard 2: refused, naming it and the shard to run again.
    let lacking = try edited(two, to: "lacking.json", in: directory) { object in
      var results = object["results"] as! [[String: Any]]
      results.removeFirst()
      object["results"] = results
    }
    let missing = try CLIRunner.run(["merge", one.path, lacking.path])
    #expect(missing.status == 65)
    #expect(missing.stderr.contains("no shard holds \(name)"), "\(missing.stderr)")
    #expect(missing.stderr.contains("--shard 2/2"), "\(missing.stderr)")

    // A case moved to a version outside the recorded selection: foreign, not silently merged.
    let moved = try edited(two, to: "moved.json", in: directory) { object in
      var results = object["results"] as! [[String: Any]]
      results[0]["os"] = "iOS 16.4"
      object["results"] = results
    }
    let foreign = try CLIRunner.run(["merge", one.path, moved.path])
    #expect(foreign.status == 65)
    #expect(
      foreign.stderr.contains("run 2 holds results[0]")
        && foreign.stderr.contains("not in the selection the shards record"), "\(foreign.stderr)")
    #expect(foreign.stdout.isEmpty)
  }

  @Test("an OS version in a file is held to --os's limits wherever the file is read")
  func fileVersionsHeldToTheFlag() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = directory.appendingPathComponent("run.json")
    try writeRegistryRun(run)
    let padded = "iOS 17.5" + String(repeating: " ", count: 1_000_000)
    let long = try edited(run, to: "long.json", in: directory) { object in
      var results = object["results"] as! [[String: Any]]
      results[0]["os"] = padded
      object["results"] = results
    }
    // Longer than any string a run holds: refused before decoding, named by its path.
    let message = "at data.results[0].os: a string longer than 4096 bytes"
    let baseline = try CLIRunner.run(["baseline", "compare", long.path, "--input", run.path])
    #expect(baseline.status == 5)
    #expect(baseline.stderr.contains(message), "\(baseline.stderr.prefix(300))")
    #expect(baseline.stdout.count < 10_000)
    let input = try CLIRunner.run(["compare", "--input", long.path])
    #expect(input.status == 65)
    #expect(input.stderr.contains(message), "\(input.stderr.prefix(300))")
    let merge = try CLIRunner.run(["merge", long.path, run.path])
    #expect(merge.status == 65)
    #expect(merge.stderr.contains(message), "\(merge.stderr.prefix(300))")
    #expect(merge.stdout.isEmpty)
    // Not navbench's spelling of a version: refused, naming it.
    let spaced = try edited(run, to: "spaced.json", in: directory) { object in
      var comparisons = object["comparisons"] as! [[String: Any]]
      comparisons[0]["os"] = " iOS 17.5"
      object["comparisons"] = comparisons
    }
    let unnamed = try edited(run, to: "unnamed.json", in: directory) { object in
      var results = object["results"] as! [[String: Any]]
      results[0]["variant"] = ""
      object["results"] = results
    }
    let nameless = try CLIRunner.run(["compare", "--input", unnamed.path])
    #expect(nameless.status == 65)
    #expect(nameless.stderr.contains("results[0].variant is empty"), "\(nameless.stderr)")
    let spelling = try CLIRunner.run(["compare", "--input", spaced.path])
    #expect(spelling.status == 65)
    #expect(
      spelling.stderr.contains(
        "comparisons[0].os is \" iOS 17.5\", not an OS version as navbench "),
      "\(spelling.stderr)")
  }

  @Test("a baseline from another machine, or of another selection, is refused before measuring")
  func baselineCheckedBeforeMeasuring() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = directory.appendingPathComponent("run.json")
    try writeRegistryRun(run)
    let elsewhere = try edited(run, to: "elsewhere.json", in: directory) { object in
      var machine = object["machine"] as! [String: Any]
      machine["cpu_model"] = "Another CPU"
      object["machine"] = machine
    }
    let compare = try CLIRunner.run([
      "baseline", "compare", elsewhere.path, "--samples", "5", "--time-budget", "0.2",
    ])
    #expect(compare.status == 65)
    #expect(compare.stderr.contains("checked before measuring"), "\(compare.stderr)")
    #expect(compare.stderr.contains("Another CPU"), "\(compare.stderr)")
    let html = try CLIRunner.run([
      "compare", "--suite", "registry", "--sizes", "10", "--os", "17.5", "--metric", "wall",
      "--baseline", elsewhere.path, "--format", "html", "--samples", "5", "--time-budget", "0.2",
    ])
    #expect(html.status == 65)
    #expect(html.stderr.contains("checked before measuring"), "\(html.stderr)")
    // Nothing of the baseline in the selection: said before measuring.
    let other = try CLIRunner.run([
      "baseline", "compare", run.path, "--os", "16.4", "--samples", "5", "--time-budget", "0.2",
      "--forks", "1",
    ])
    #expect(other.status == 65)
    #expect(other.stderr.contains("nothing would be compared"), "\(other.stderr)")
  }

  @Test("baseline compare measures each benchmark on each version at the baseline's own sizes")
  func adoptedSelectionIsCaseByCase() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = directory.appendingPathComponent("run.json")
    let result = try CLIRunner.run(
      [
        "run", "--suite", "registry", "--filter", "resolve", "--sizes", "10,20", "--os",
        "16.4,17.5", "--format", "json", "--raw-samples", "--quiet", "--time-budget", "0.2",
        "--samples", "5", "--forks", "1", "--output", run.path,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    // Size 10 on iOS 16.4 only, 20 on iOS 17.5 only.
    let baseline = try edited(run, to: "baseline.json", in: directory) { object in
      let results = object["results"] as! [[String: Any]]
      object["results"] = results.filter {
        ($0["os"] as? String == "iOS 16.4") == ($0["size"] as? Int == 10)
      }
    }
    let compare = try CLIRunner.run(["baseline", "compare", baseline.path, "--format", "json"])
    #expect([0, 2].contains(compare.status), "\(compare.stderr)")
    let object = try payload(compare.stdout, kind: "baseline-comparison")
    #expect((object["added"] as? [Any])?.count == 0, "\(object["added"] ?? "none")")
    #expect((object["missing"] as? [Any])?.count == 0, "\(object["missing"] ?? "none")")
  }

  @Test("a new file follows the umask, as a shell redirection; a replaced file keeps its mode")
  func newFilesFollowTheUmask() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = directory.appendingPathComponent("run.json")
    try writeRegistryRun(run)
    for (umask, expected) in [("077", 0o600), ("002", 0o664), ("022", 0o644)] {
      let saved = directory.appendingPathComponent("saved-\(umask).json").path
      let report = directory.appendingPathComponent("report-\(umask).txt").path
      let shell = directory.appendingPathComponent("shell-\(umask).txt").path
      let result = try ShellRunner.run(
        "umask \(umask) && \"$NAVBENCH\" baseline save '\(saved)' --input '\(run.path)' "
          + "&& \"$NAVBENCH\" compare --input '\(run.path)' --output '\(report)' "
          + "&& echo > '\(shell)'")
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try mode(shell) == expected)
      #expect(try mode(saved) == expected, "baseline save under umask \(umask)")
      #expect(try mode(report) == expected, "compare --output under umask \(umask)")
    }
    // Replaced: the file keeps its mode, whatever the umask.
    let kept = directory.appendingPathComponent("saved-077.json").path
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: kept)
    let again = try ShellRunner.run(
      "umask 022 && \"$NAVBENCH\" baseline save '\(kept)' --input '\(run.path)'")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try mode(kept) == 0o640)
  }

  @Test("check-ios names the fault in its SDK env: a directory, a missing variable")
  func checkIOSNamesTheFault() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = packageRoot.appendingPathComponent("Scripts/check-ios")
    func checkIOS(env: String) throws -> CLIRunner.Result {
      try CLIRunner.capture(script, [], environment: ["NAVBENCH_IOS_SDK_ENV": env])
    }
    let asDirectory = try checkIOS(env: directory.path)
    #expect(asDirectory.status == 66)
    #expect(
      asDirectory.stderr.contains("NAVBENCH_IOS_SDK_ENV=\(directory.path) is a directory"),
      "\(asDirectory.stderr)")
    let partial = directory.appendingPathComponent("env")
    try Data("IOS_SDK=\(directory.path)\n".utf8).write(to: partial)
    let lacking = try checkIOS(env: partial.path)
    #expect(lacking.status == 66)
    #expect(lacking.stderr.contains("sets no IOS_SWIFTC_FLAGS"), "\(lacking.stderr)")
    #expect(!lacking.stderr.contains("unbound variable"))
    // The directory holding an env file: the message points at it.
    let hinted = try checkIOS(env: directory.path)
    #expect(hinted.stderr.contains("the env file in it is \(partial.path)"), "\(hinted.stderr)")
    let absent = try checkIOS(env: directory.appendingPathComponent("none").path)
    #expect(absent.status == 66 && absent.stderr.contains("no such file"))
  }

  @Test("the other scripts name the fault in their own inputs")
  func scriptsNameTheFault() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func script(_ path: String, _ arguments: [String], _ environment: [String: String] = [:])
      throws -> CLIRunner.Result
    {
      try CLIRunner.capture(
        packageRoot.appendingPathComponent(path), arguments, environment: environment)
    }
    let zeroCost = try script("Scripts/check-zero-cost", [], ["NAVBENCH": directory.path])
    #expect(zeroCost.status == 66)
    #expect(zeroCost.stderr.contains("is a directory, not the navbench executable"))
    let perOp = try script(
      "Scripts/instructions-per-op.sh", ["stacks", "16.4", "10"], ["NAVBENCH": directory.path])
    #expect(perOp.status == 66)
    #expect(perOp.stderr.contains("is a directory, not the navbench executable"))
    let report = try script("Scripts/check-report", [directory.path])
    #expect(report.status == 66 && report.stderr.contains("is a directory, not a report"))
    let screenshots = try script("Scripts/check-report", ["--screenshots"])
    #expect(screenshots.status == 64 && screenshots.stderr.contains("--screenshots needs"))
    let sanitizers = try script(".ci/run", [], ["NAVBENCH_CI_SANITIZERS": "no"])
    #expect(sanitizers.status == 64)
    #expect(sanitizers.stderr.contains("NAVBENCH_CI_SANITIZERS is 'no'"))
    let timeout = try script("Scripts/check-api", [], ["NAVBENCH_CHECK_API_TIMEOUT": "soon"])
    #expect(timeout.status == 64 && timeout.stderr.contains("NAVBENCH_CHECK_API_TIMEOUT"))
  }
}
