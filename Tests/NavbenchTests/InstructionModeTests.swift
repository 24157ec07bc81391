import Bench
import Foundation
import Testing

/// `--metric instructions` end to end, with the built navbench and valgrind.
@Suite("Instruction counting end to end")
struct InstructionModeTests {
  /// valgrind is installed, and this build is not sanitized (valgrind cannot run a
  /// ThreadSanitizer or AddressSanitizer binary; a sanitized build has no retain/release
  /// interposers, which is how the test sees it).
  static let valgrindInstalled =
    InstructionCounter.which("valgrind") != nil && ARCCounter.unavailableReason == nil

  /// Runs navbench with extra environment variables, reading both pipes concurrently.
  static func navbench(_ arguments: [String], environment extra: [String: String]) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let result = try CLIRunner.capture(CLIRunner.executable, arguments, environment: extra)
    return (result.status, result.stdout, result.stderr)
  }

  @Test func withoutValgrindItSaysWhatToInstallAndExitsSix() throws {
    let result = try Self.navbench(
      ["run", "--suite", "stacks", "--sizes", "1000", "--metric", "instructions", "--quiet"],
      environment: ["PATH": "/nonexistent"])
    #expect(result.status == 6)
    #expect(result.stderr.contains("Debian package \"valgrind\""))
    #expect(result.stdout.isEmpty, "no silent fall-back to wall time")
  }

  @Test func anUnknownMetricIsAUsageError() throws {
    let result = try CLIRunner.run(["run", "--metric", "cycles"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--metric: \"cycles\" is not one of wall, instructions"))
  }

  @Test func wallTimeFlagsAreRefusedWhenCountingInstructions() throws {
    let result = try CLIRunner.run(["run", "--metric", "instructions", "--samples", "10"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--samples applies to wall time"))
    let calibrate = try CLIRunner.run(["calibrate", "--metric", "instructions", "--trials", "30"])
    #expect(calibrate.status == 64)
    let runs = try CLIRunner.run(["calibrate", "--runs", "3"])
    #expect(runs.status == 64)
    let load = try CLIRunner.run(["calibrate", "--load", "65"])
    #expect(load.status == 64)
    let iterations = try CLIRunner.run(["run", "--iterations", "0"])
    #expect(iterations.status == 64 && iterations.stderr.contains("--iterations"))
  }

  @Test(
    .enabled(
      if: valgrindInstalled,
      "valgrind is not installed (Debian package valgrind) or the build is sanitized: instruction counts not tested"
    ))
  func twoRunsCountTheSameAndTheBaselineGateAgrees() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let environment = ["NAVBENCH_CACHE_DIR": directory.appendingPathComponent("cache").path]
    let baseline = directory.appendingPathComponent("baseline.json").path
    let selection = [
      "--suite", "stacks", "--filter", "replace-top", "--sizes", "1000", "--os", "16.4",
      "--metric", "instructions", "--quiet",
    ]
    let save = try Self.navbench(
      ["baseline", "save", baseline] + selection, environment: environment)
    #expect(save.status == 0, "\(save.stderr)")
    let saved = try Baseline.load(from: URL(fileURLWithPath: baseline))
    #expect(saved.settings.metric == .instructions)
    let counts = saved.cases.compactMap { $0.metrics?.instructionsPerOperation }
    #expect(counts.count == 3 && counts.allSatisfy { $0 > 1 })
    #expect(saved.cases.allSatisfy { $0.metrics?.wall == nil })
    #expect(saved.comparisons.allSatisfy { $0.pValue == nil && $0.ci95.lower == $0.ratio })
    // Retains and releases are counted beside the instructions (the stacks target, strategies
    // no more than raw, holds in release builds; this is a debug build, see the Bench article "How navbench measures").
    let retains = saved.cases.compactMap { $0.metrics?.retainsPerOperation }
    #expect(retains.count == 3 && retains.allSatisfy { $0 >= 0 && $0 == $0.rounded() })

    let compare = try Self.navbench(
      [
        "baseline", "compare", baseline, "--threshold", "instructions_per_op=0.01", "--format",
        "json",
      ],
      environment: environment)
    #expect(compare.status == 0, "\(compare.stderr)")
    let comparison = try ToolOutput<BaselineComparison>.decoder().decode(
      ToolOutput<BaselineComparison>.self, from: Data(compare.stdout.utf8)
    ).data
    let changes = comparison.changes.filter { $0.metric == .instructionsPerOperation }
    #expect(changes.count == 3)
    #expect(changes.allSatisfy { $0.relativeChange == 0 && $0.pValue == nil })
  }

  @Test(
    .enabled(
      if: valgrindInstalled,
      "valgrind is not installed (Debian package valgrind) or the build is sanitized: instruction calibration not tested"
    ))
  func calibrateFlagsTheTwoPercentFixtureAndNothingElse() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.navbench(
      ["calibrate", "--metric", "instructions", "--runs", "2", "--format", "json"],
      environment: ["NAVBENCH_CACHE_DIR": directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let output = try ToolOutput<InstructionCalibrationReport>.decoder().decode(
      ToolOutput<InstructionCalibrationReport>.self, from: Data(result.stdout.utf8))
    #expect(output.kind == "instruction-calibration")
    let report = output.data
    #expect(report.spread == 0)
    #expect(report.baselineFalseRegressions == 0 && report.baselineSameCodeComparisons == 2)
    #expect(report.baselineDetections == 2)
    #expect(report.measuredIncrease > 0.015 && report.measuredIncrease < 0.025)
  }

  @Test(
    "a case that does not apply is skipped in the child, not failed, and the others are counted",
    .enabled(
      if: valgrindInstalled,
      "valgrind is not installed (Debian package valgrind) or the build is sanitized: instruction counts not tested"
    ))
  func notApplicableIsSkipped() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try Self.navbench(
      [
        "run", "--suite", "transforms", "--sizes", "10", "--os", "6.0,16.4", "--metric",
        "instructions", "--format", "csv", "--quiet",
      ],
      environment: ["NAVBENCH_CACHE_DIR": directory.path])
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(whereSeparator: \.isNewline)
    let old = rows.filter { $0.contains("iOS 6.0") }
    #expect(!old.isEmpty && old.allSatisfy { $0.contains(",skipped,") })
    #expect(
      rows.contains { $0.contains("iOS 16.4") && $0.contains(",measured,instructions_per_op,") })
  }
}
