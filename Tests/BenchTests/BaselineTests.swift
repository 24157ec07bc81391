import Foundation
import Testing

@testable import Bench

@Suite("Baselines: save, load, compare, exit codes, bad files")
struct BaselineTests {
  static let baseline = Synthetic.run()

  /// A copy of the baseline with the named variant's wall samples and metrics scaled.
  static func scaled(
    _ run: RunResult, variant: String, wall: Double = 1, allocations: Double? = nil
  )
    -> RunResult
  {
    var run = run
    for index in run.cases.indices where run.cases[index].key.variant == variant {
      var result = run.cases[index]
      result.rawSamples = result.rawSamples.map {
        var sample = $0
        sample.wallNanoseconds = UInt64(Double(sample.wallNanoseconds) * wall)
        return sample
      }
      if var metrics = result.metrics {
        metrics.wall = SampleSummary(samples: result.wallPerOperationSamples)
        if let allocations { metrics.allocationsPerOperation = allocations }
        result.metrics = metrics
      }
      run.cases[index] = result
    }
    return run
  }

  /// The baseline with made-up allocation counts on every measured case.
  static var withAllocations: RunResult {
    var run = baseline
    for index in run.cases.indices where run.cases[index].metrics != nil {
      run.cases[index].metrics!.allocationsPerOperation = 2
    }
    return run
  }

  static func withoutFailures(_ run: RunResult) -> RunResult {
    var run = run
    run.cases.removeAll { $0.status.reason != nil }
    return run
  }

  @Test func saveAndLoadRoundTrip() throws {
    let directory = try Synthetic.temporaryDirectory()
    let url = directory.appendingPathComponent("baseline.json")
    try Baseline.save(Self.baseline, to: url)
    let loaded = try Baseline.load(from: url)
    #expect(loaded == Self.baseline)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
  }

  @Test func identicalRunHasNoRegression() {
    let run = Self.withoutFailures(Self.baseline)
    let comparison = BaselineComparison(current: run, baseline: run)
    #expect(comparison.exitCode == .success)
    #expect(comparison.exitCode.rawValue == 0)
    #expect(comparison.regressions.isEmpty)
    #expect(comparison.changes.allSatisfy { $0.movement == .unchanged })
  }

  @Test func slowerWallTimeBeyondThresholdRegresses() throws {
    let before = Self.withoutFailures(Self.baseline)
    let after = Self.scaled(before, variant: "slow", wall: 1.2)
    let comparison = BaselineComparison(current: after, baseline: before)
    #expect(comparison.exitCode == .regression)
    #expect(comparison.exitCode.rawValue == 2)
    let regression = try #require(comparison.regressions.first)
    #expect(regression.key.variant == "slow")
    #expect(regression.metric == .wallNanosecondsPerOperation)
    #expect(abs(regression.relativeChange - 0.2) < 0.01)
    #expect((regression.pValue ?? 1) < 0.05)
    // Within the 10% threshold: no regression.
    let slightly = Self.scaled(before, variant: "slow", wall: 1.05)
    #expect(BaselineComparison(current: slightly, baseline: before).exitCode == .success)
    // Faster beyond the threshold is an improvement, not a regression.
    let faster = BaselineComparison(
      current: Self.scaled(before, variant: "slow", wall: 0.8), baseline: before)
    #expect(faster.exitCode == .success)
    #expect(faster.improvements.count == 4)
  }

  @Test func wallChangeMustBeSignificantWhenRawSamplesArePresent() throws {
    var before = Self.withoutFailures(Self.baseline)
    var after = before
    // Three samples each, heavily overlapping, medians 20% apart: not significant.
    for (index, walls) in [(0, [100.0, 300, 150]), (0, [120.0, 90, 280])].enumerated() {
      var target = index == 0 ? after : before
      target.cases[0].rawSamples = walls.1.map {
        RawSample(iterations: 1, wallNanoseconds: UInt64($0))
      }
      target.cases[0].metrics!.wall = SampleSummary(
        samples: target.cases[0].wallPerOperationSamples)
      if index == 0 { after = target } else { before = target }
    }
    let comparison = BaselineComparison(current: after, baseline: before)
    let change = try #require(
      comparison.changes.first {
        $0.key == before.cases[0].key && $0.metric == .wallNanosecondsPerOperation
      })
    #expect(change.relativeChange > 0.1)
    #expect((change.pValue ?? 0) > 0.05)
    #expect(change.movement == .unchanged)
    // Without raw samples the threshold alone decides.
    after.cases[0].rawSamples = []
    let noRaw = BaselineComparison(current: after, baseline: before)
    #expect(noRaw.regressions.contains { $0.key == before.cases[0].key })
  }

  @Test func anyExtraAllocationRegressesAtThresholdZero() throws {
    let before = Self.withoutFailures(Self.withAllocations)
    let after = Self.scaled(before, variant: "raw", allocations: 2.5)
    let thresholds = try Thresholds(["wall_ns_per_op": 0.10, "allocs_per_op": 0])
    let comparison = BaselineComparison(current: after, baseline: before, thresholds: thresholds)
    #expect(comparison.exitCode == .regression)
    #expect(comparison.regressions.allSatisfy { $0.metric == .allocationsPerOperation })
    #expect(comparison.regressions.count == 4)
  }

  @Test func failedBenchmarkExitsWithThree() {
    let comparison = BaselineComparison(current: Self.baseline, baseline: Self.baseline)
    #expect(comparison.exitCode == .benchmarkFailed)
    #expect(comparison.exitCode.rawValue == 3)
    #expect(comparison.failures.first?.reason == "prepare threw: fixture missing")
  }

  @Test func missingAndAddedCases() {
    let before = Self.withoutFailures(Self.baseline)
    var after = before
    let removed = after.cases.removeLast()
    let comparison = BaselineComparison(current: after, baseline: before)
    #expect(comparison.missing == [removed.key])
    #expect(comparison.exitCode == .success)
    #expect(BaselineComparison(current: before, baseline: after).added == [removed.key])
  }

  @Test("a comparison that compared nothing on the baseline's metric exits 65, never 0")
  func nothingComparedExitsWithSixtyFive() throws {
    let before = Self.withoutFailures(Self.baseline)
    var other = before
    for index in other.cases.indices {
      other.cases[index].key.benchmark = "another shard's benchmark"
    }
    let disjoint = BaselineComparison(current: other, baseline: before)
    #expect(disjoint.changes.isEmpty)
    #expect(disjoint.requiredMetric == .wallNanosecondsPerOperation)
    #expect(disjoint.nothingCompared)
    #expect(disjoint.exitCode == .dataError)
    #expect(Report.text(disjoint).contains("Nothing was compared"))
    #expect(Report.text(disjoint).contains("exit code 65"))
    var nothing = before
    nothing.cases = []
    let empty = BaselineComparison(current: nothing, baseline: before)
    #expect(empty.exitCode == .dataError)

    // Thresholds without wall time need a comparison of any metric they check.
    let allocations = try Thresholds([.allocationsPerOperation: 0])
    let onlyAllocations = BaselineComparison(
      current: Self.withAllocations, baseline: Self.withoutFailures(Self.withAllocations),
      thresholds: allocations)
    #expect(onlyAllocations.requiredMetric == nil)
    let checked = BaselineComparison(
      current: Self.withoutFailures(Self.withAllocations),
      baseline: Self.withoutFailures(Self.withAllocations), thresholds: allocations)
    #expect(!checked.nothingCompared && checked.exitCode == .success)
    let unmeasured = BaselineComparison(
      current: before, baseline: before, thresholds: try Thresholds([.instructionsPerOperation: 0]))
    #expect(unmeasured.exitCode == .dataError)
    // A failed case still exits 3.
    #expect(onlyAllocations.exitCode == .benchmarkFailed)
  }

  @Test("an instruction-count run's default thresholds check instructions per operation")
  func instructionDefaults() {
    #expect(Thresholds.default(for: .wallTime) == .default)
    let instructions = Thresholds.default(for: .instructions)
    #expect(instructions[.instructionsPerOperation] == 0.01)
    #expect(instructions[.allocationsPerOperation] == 0)
    #expect(instructions[.wallNanosecondsPerOperation] == nil)
  }

  @Test func missingBaselineExitsWithFive() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("none.json")
    do {
      _ = try Baseline.load(from: url)
      Issue.record("loading a missing baseline succeeded")
    } catch let error as BaselineError {
      #expect(error == .missing(path: url.path))
      #expect(error.exitCode.rawValue == 5)
      #expect(ExitCode(error: error) == .baselineUnavailable)
      #expect(error.description.contains(url.path))
    }
  }

  func loadError(_ contents: Data, maximumBytes: UInt64 = Baseline.defaultMaximumBytes) throws
    -> BaselineError
  {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("baseline.json")
    try contents.write(to: url)
    do {
      _ = try Baseline.load(from: url, maximumBytes: maximumBytes)
    } catch let error as BaselineError {
      #expect(error.description.contains(url.path), "\(error) does not name the file")
      #expect(error.exitCode == .baselineUnavailable)
      return error
    }
    Issue.record("loading succeeded")
    return .missing(path: "")
  }

  @Test func corruptBaselinesGiveClearErrors() throws {
    let good = try Self.baseline.jsonData()
    let truncated = try loadError(good.prefix(good.count / 2))
    #expect(truncated.description.contains("truncated"))
    let empty = try loadError(Data("  \n".utf8))
    #expect(empty.description.contains("empty"))
    let garbage = try loadError(Data("not json at all".utf8))
    #expect(garbage.description.contains("corrupt"))
    let notARun = try loadError(Data(#"{"hello": [1, 2]}"#.utf8))
    #expect(notARun.description.contains("no schema_version"))
    let future = try loadError(Data(#"{"schema_version": 3, "data": {}}"#.utf8))
    #expect(future == .unsupportedSchema(path: future.path, found: 3, supported: 2))
    #expect(future.description.contains("schema version 3"))
    // The library says what to do in its own terms; the tool adds its command.
    #expect(future.description.contains("save the baseline again with this one"))
    #expect(!future.description.contains("navbench"))
    let incomplete = try loadError(Data(#"{"schemaVersion": 1, "started_at": "x"}"#.utf8))
    #expect(incomplete.description.contains("missing key"))
    var broken = try #require(String(data: good, encoding: .utf8))
    broken = broken.replacingOccurrences(
      of: "\"status\" : \"measured\"", with: "\"status\" : \"odd\"")
    let badStatus = try loadError(Data(broken.utf8))
    #expect(badStatus.description.contains("results[0]"))
    #expect(badStatus.description.contains("unknown status \"odd\""))
  }

  @Test func oversizeAndDeeplyNestedBaselinesAreRejectedBeforeDecoding() throws {
    let big = try loadError(Data(repeating: 0x20, count: 2_048), maximumBytes: 1_024)
    #expect(big == .tooLarge(path: big.path, size: 2_048, limit: 1_024))
    #expect(
      big.description.contains("is 2,048 bytes, 1,024 bytes over the 1 KiB (1,024 bytes) limit"))
    let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
    let tooDeep = try loadError(Data(#"{"schemaVersion": 1, "x": \#(deep)}"#.utf8))
    #expect(tooDeep == .tooDeep(path: tooDeep.path, limit: 64))
  }

  @Test func thresholdsRejectUnknownMetricsAndBadValues() throws {
    #expect(throws: BenchError.self) { try Thresholds(["wall_time": 0.1]) }
    do {
      _ = try Thresholds(["wall_ns_per_op": 0.1, "wall_time": 0.1])
    } catch let error as BenchError {
      #expect(error.description.contains("\"wall_time\""))
      #expect(error.description.contains("allocs_per_op"))
    }
    #expect(throws: BenchError.invalidThreshold(metric: "allocs_per_op", value: -1)) {
      try Thresholds(["allocs_per_op": -1])
    }
    let decoded = try JSONDecoder().decode(
      Thresholds.self, from: Data(#"{"peak_bytes": 0.5}"#.utf8))
    #expect(decoded[.peakBytes] == 0.5)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(Thresholds.self, from: Data(#"{"bogus": 0.5}"#.utf8))
    }
  }
}

extension BaselineError {
  var path: String {
    switch self {
    case .missing(let path), .unreadable(let path, _), .tooLarge(let path, _, _),
      .tooDeep(let path, _), .corrupt(let path, _), .unsupportedSchema(let path, _, _),
      .wrongKind(let path, _, _):
      return path
    }
  }
}
