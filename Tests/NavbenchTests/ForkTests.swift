import Foundation
import Testing

/// One small benchmark at one size, short samples. The time budget is far above what the
/// samples take, so that every sample asked for fits however loaded the machine is: a budget
/// that binds plans fewer samples (and says so), which is not what these tests check.
private let smallRun = [
  "--suite", "stacks", "--filter", "replace-top", "--sizes", "10", "--os", "16.4",
  "--samples", "6", "--min-time", "1", "--time-budget", generousBudget, "--quiet",
]

/// A time budget per case (seconds) that a few 1 ms samples never reach, on any machine.
private let generousBudget = "600"

/// ``smallRun`` with another `--samples` count.
private func smallRun(samples: Int) -> [String] {
  var arguments = smallRun
  arguments[arguments.firstIndex(of: "--samples")! + 1] = String(samples)
  return arguments
}

@Suite("navbench --forks: wall time from fresh processes", .serialized)
struct ForkTests {
  @Test("--forks 3 pools three processes' samples, one block each, and says so")
  func threeForks() throws {
    let result = try CLIRunner.run(
      ["run"] + smallRun(samples: 10) + ["--forks", "3", "--format", "json", "--raw-samples"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try payload(result.stdout, kind: "run")
    let settings = try #require(object["settings"] as? [String: Any])
    #expect(settings["forks"] as? Int == 3)
    // navbench fixes glibc's malloc thresholds at start-up, and the run says so.
    let machine = try #require(object["machine"] as? [String: Any])
    if !builtWithSanitizer {
      #expect((machine["allocator"] as? String)?.contains("thresholds fixed") == true)
    }
    #expect(settings["run_drift"] as? Double == 0.015)
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for entry in results {
      let samples = try #require(entry["raw_samples"] as? [[String: Any]])
      // Ten samples shared out exactly: four in the first fork, three in the others.
      #expect(samples.count == 10)
      let blocks = samples.compactMap { $0["block"] as? Int }
      #expect((0..<3).map { block in blocks.count { $0 == block } } == [4, 3, 3])
      // Later forks sample with the first fork's iterations instead of calibrating again.
      #expect(Set(samples.compactMap { $0["iterations"] as? Int }).count == 1)
      // Retains and releases are counted once, in the first fork, and reported.
      let metrics = try #require(entry["metrics"] as? [String: Any])
      if !builtWithSanitizer { #expect(metrics["retains_per_op"] is NSNumber) }
    }
    let text = try CLIRunner.run(["run"] + smallRun + ["--forks", "2"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("6 samples, 3 in each of 2 fresh processes"))
  }

  @Test("without --forks: 16 processes for a run of at most 4 benchmark sizes, 8 for more")
  func defaultForksFollowTheRunsSize() throws {
    func forks(_ arguments: [String]) throws -> Int? {
      let result = try CLIRunner.run(["run"] + arguments + ["--format", "json"])
      #expect(result.status == 0, "\(result.stderr)")
      let object = try payload(result.stdout, kind: "run")
      return (object["settings"] as? [String: Any])?["forks"] as? Int
    }
    let base = [
      "--suite", "stacks", "--filter", "replace-top", "--samples", "48", "--min-time", "1",
      "--time-budget", "1", "--quiet",
    ]
    // One benchmark: 4 sizes on one version is 4 groups, on two versions 8.
    #expect(try forks(base + ["--sizes", "10,20,30,40", "--os", "16.4"]) == 16)
    #expect(try forks(base + ["--sizes", "10,20,30,40", "--os", "16.4,17.5"]) == 8)
    #expect(try forks(base + ["--sizes", "10", "--os", "16.4", "--forks", "2"]) == 2)
  }

  @Test(
    "--samples N is never changed: shared out exactly, fewer processes without --forks",
    arguments: [(5, 1), (20, 6), (49, 16), (100, 16)])
  func samplesAreKeptAsGiven(_ samples: Int, _ processes: Int) throws {
    let arguments =
      [
        "run", "--suite", "stacks", "--filter", "replace-top", "--sizes", "10", "--os", "16.4",
        "--min-time", "1", "--time-budget", generousBudget, "--quiet", "--samples",
        String(samples),
      ]
    let result = try CLIRunner.run(arguments + ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try payload(result.stdout, kind: "run")
    let settings = try #require(object["settings"] as? [String: Any])
    #expect(settings["samples"] as? Int == samples)
    #expect(settings["forks"] as? Int == processes)
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 3)
    #expect(results.allSatisfy { $0["samples"] as? Int == samples }, "\(results)")
    if processes > 1 {
      let text = try CLIRunner.run(arguments)
      #expect(text.stdout.contains("\(samples) samples, "), "\(text.stdout)")
      #expect(text.stdout.contains(" in each of \(processes) fresh processes"))
    }
  }

  @Test("--samples below 3 per process with --forks given is refused, naming both")
  func tooFewSamplesForTheForks() throws {
    let result = try CLIRunner.run(["run"] + smallRun(samples: 20) + ["--forks", "16"])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "--samples 20 is fewer than 3 for each of --forks 16 processes; give --samples 48 or "
          + "more, or at most --forks 6"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test("--forks 1 measures in this process: no fork blocks")
  func oneFork() throws {
    let result = try CLIRunner.run(
      ["run"] + smallRun + ["--forks", "1", "--format", "json", "--raw-samples"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try payload(result.stdout, kind: "run")
    #expect((object["settings"] as? [String: Any])?["forks"] as? Int == 1)
    #expect(!result.stdout.contains("fresh processes"))
  }

  @Test("an unusable temporary directory: exit 73, naming the path and TMPDIR, no NSError dump")
  func unusableTemporaryDirectory() throws {
    let missing = "/nonexistent-navbench-\(UUID().uuidString)"
    // calibrate creates its fresh runs' directory before its A/A trials: it fails at once.
    var runs = [["run"] + smallRun + ["--forks", "2"], ["calibrate", "--fresh-runs", "2"]]
    if InstructionModeTests.valgrindInstalled {
      runs.append([
        "run", "--suite", "transforms", "--sizes", "10", "--os", "16.4", "--metric",
        "instructions", "--quiet",
      ])
    }
    for arguments in runs {
      let result = try CLIRunner.capture(
        CLIRunner.executable, arguments, environment: ["TMPDIR": missing])
      #expect(result.status == 73, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("cannot create \(missing)/navbench-"), "\(result.stderr)")
      #expect(result.stderr.contains("No such file or directory"))
      #expect(result.stderr.contains("set TMPDIR to a writable directory"))
      #expect(!result.stderr.contains("NSCocoaErrorDomain"))
      #expect(!FileManager.default.fileExists(atPath: missing), "it created \(missing)")
    }
  }

  @Test("bad --forks values and --forks with instructions are refused, naming the option")
  func badForks() throws {
    for value in ["0", "101", "x", "-1", "2.5"] {
      let result = try CLIRunner.run(["run"] + smallRun + ["--forks", value])
      #expect(result.status == 64, "--forks \(value)")
      #expect(result.stderr.contains("--forks"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    let instructions = try CLIRunner.run(
      ["run", "--suite", "stacks", "--metric", "instructions", "--forks", "2"])
    #expect(instructions.status == 64)
    #expect(instructions.stderr.contains("--forks applies to wall time"), "\(instructions.stderr)")
    for value in ["-1", "51", "x", "nan", "inf"] {
      let result = try CLIRunner.run(["run"] + smallRun + ["--drift", value])
      #expect(result.status == 64 && result.stderr.contains("--drift"), "--drift \(value)")
    }
    let calibrate = try CLIRunner.run(["calibrate", "--forks", "2"])
    #expect(calibrate.status == 64)
    #expect(calibrate.stderr.contains("--forks applies to --fresh-runs N"), "\(calibrate.stderr)")
    let badCalibrate = try CLIRunner.run(["calibrate", "--fresh-runs", "2", "--forks", "0"])
    #expect(badCalibrate.status == 64 && badCalibrate.stderr.contains("--forks"))
  }
}
