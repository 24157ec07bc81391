import Foundation
import Testing

@testable import Bench

@Suite("Instruction counts and ARC traffic")
struct InstructionMetricTests {
  static func run(counts: [String: Double], metric: PrimaryMetric = .instructions) -> RunResult {
    let cases = counts.sorted { $0.key < $1.key }.map { variant, count in
      CaseResult(
        key: CaseKey(benchmark: "b", configuration: "", variant: variant, size: 10),
        status: .measured, iterationsPerSample: 100, sampleCount: 2,
        metrics: CaseMetrics(wall: nil, instructionsPerOperation: count))
    }
    var settings = RunSettings()
    settings.metric = metric
    return RunResult(
      startedAt: "now", durationSeconds: 1, machine: .current(), settings: settings, cases: cases,
      comparisons: [], scaling: [], crossovers: [])
  }

  @Test func ratiosOfCountsAreExactWithoutAPValue() throws {
    let run = Self.run(counts: ["raw": 71, "strategies": 92, "same": 71.5])
    let comparisons = RunAnalysis.comparisons(
      cases: run.cases,
      pairs: [
        GroupKey(benchmark: "b", configuration: ""): [
          Comparison(variant: "strategies", control: "raw"),
          Comparison(variant: "same", control: "raw"),
        ]
      ], settings: run.settings)
    let slower = try #require(comparisons.first { $0.variant == "strategies" })
    #expect(slower.ratio == 92.0 / 71.0)
    #expect(slower.pValue == nil && slower.ci95.lower == slower.ratio)
    #expect(slower.verdict == .slower && slower.metric == .instructionsPerOperation)
    #expect(comparisons.first { $0.variant == "same" }?.verdict == .same)
    var analysed = run
    analysed.comparisons = comparisons
    #expect(Report.comparisonsTable(analysed).render().contains("exact"))
  }

  @Test func theBaselineGateFlagsTwoPercentAtAOnePercentThreshold() throws {
    let thresholds = try Thresholds(["instructions_per_op": 0.01])
    let before = Self.run(counts: ["a": 1000])
    let same = BaselineComparison(current: before, baseline: before, thresholds: thresholds)
    #expect(same.exitCode == .success)
    let costlier = BaselineComparison(
      current: Self.run(counts: ["a": 1020]), baseline: before, thresholds: thresholds)
    #expect(costlier.exitCode == .regression)
    #expect(costlier.regressions.first?.pValue == nil)
    let within = BaselineComparison(
      current: Self.run(counts: ["a": 1005]), baseline: before, thresholds: thresholds)
    #expect(within.exitCode == .success)
  }

  @Test func reportsSayWhichMetricTheyShow() throws {
    let run = Self.run(counts: ["raw": 71, "strategies": 92])
    let text = Report.text(run)
    #expect(text.contains("instructions per operation"))
    #expect(text.contains("71") && text.contains("92"))
    #expect(text.contains("unavailable"), "retains not counted are unavailable, never 0")
    let csv = Report.csv(run)
    #expect(csv.contains("instructions_per_op,instr/op,71"))
    let github = Report.githubBenchmarkEntries(run)
    #expect(github.map(\.unit) == ["instr/op", "instr/op"])
    let json = try run.jsonData()
    let decoded = try RunResult.decode(from: json)
    #expect(decoded.settings.metric == .instructions)
    #expect(decoded.cases.map { $0.metrics?.instructionsPerOperation } == [71, 92])
  }

  @Test func settingsWithoutTheNewFieldsStillDecode() throws {
    var object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(RunSettings()))
      as? [String: Any] ?? [:]
    object["metric"] = nil
    object["iterations"] = nil
    object["warmup_iterations"] = nil
    let data = try JSONSerialization.data(withJSONObject: object)
    let settings = try JSONDecoder().decode(RunSettings.self, from: data)
    #expect(settings.metric == .wallTime && settings.iterations == nil)
  }

  @Test func formatsInstructionCounts() {
    #expect(Format.instructions(71) == "71")
    #expect(Format.instructions(92.5) == "92.5")
    #expect(Format.instructions(46.08) == "46.08")
    #expect(Format.instructions(2_500_000) == "2.50M")
  }

  @Test func countsRetainsAndReleasesOrSaysWhyNot() throws {
    let object = NSObject()
    @inline(never) func pair(_ value: AnyObject) -> [AnyObject] { [value, value] }
    let counts = ARCCounter.count { blackHole(pair(object)) }
    if let reason = ARCCounter.unavailableReason {
      #expect(counts == nil, "unavailable (\(reason)) must not report 0")
    } else {
      let counts = try #require(counts)
      #expect(counts.retains >= 2)
      #expect(counts.releases >= 1)
    }
  }
}

@Suite("Retain/release hooks and tagged values")
struct ARCHookTaggedValueTests {
  /// With the hooks on, the runtime hands them tagged values (small strings, bridge objects,
  /// immortal objects) that it would otherwise skip; the hooks must pass them by, not crash.
  @Test func copyingStringCollectionsUnderTheHooksWorks() {
    var table: [String: [String]] = [
      "short": ["a", "b"], "a longer key than fifteen bytes": ["c"],
    ]
    let counts = ARCCounter.count {
      for index in 0..<200 {
        let copy = table
        table["k\(index % 7)"] = copy["short"].map { $0 + ["\(index)"] }
        blackHole(copy.count)
      }
    }
    #expect(table.count == 9)
    if ARCCounter.unavailableReason == nil { #expect(counts != nil) }
  }
}

@Suite("Instruction-mode progress")
struct InstructionProgressTests {
  @Test("the parent reports the groups its children have counted, and the time left")
  func progressFollowsTheChildrensMarkers() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navbench-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let marker = InstructionCounter.progressMarker
    // A stand-in child: one group counted, then wait for the parent to have said so (the test's
    // log creates `go`), then the second, then wait again (`done`); at most 20 s each.
    let script = """
      cd "$1"; echo "a line of the child's own" >> job0.stderr
      echo "\(marker)" >> job0.stderr
      i=0; while [ ! -f go ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i+1)); done
      echo "\(marker)" >> job0.stderr
      i=0; while [ ! -f done ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i+1)); done
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, "sh", directory.path]
    try process.run()
    defer { process.waitUntilExit() }
    let groups = [10, 1_000].map {
      InstructionRequest.Group(benchmark: "b", configuration: "c", size: $0)
    }
    var lines: [String] = []
    InstructionCounter.reportProgress(
      of: [(process: process, groups: groups, job: 0)], directory: directory,
      cost: { Double($0.size) },
      log: { line in
        lines.append(line)
        if line.contains("1 of 2") {
          _ = FileManager.default.createFile(atPath: directory.path + "/go", contents: nil)
        }
        if line.contains("2 of 2") {
          _ = FileManager.default.createFile(atPath: directory.path + "/done", contents: nil)
        }
      })
    #expect(lines.contains { $0.contains("1 of 2 benchmark sizes counted under valgrind (1 job)") })
    // 10 of 1010 cost units done: the time left is estimated, the last line has none.
    #expect(lines.contains { $0.contains("1 of 2") && $0.contains("left") })
    #expect(lines.last?.contains("2 of 2") == true)
    #expect(lines.last?.contains("left") == false)
    #expect(
      InstructionCounter.countedGroups(in: directory.appendingPathComponent("job0.stderr")) == 2)
  }

  @Test("a valgrind child past its time limit is ended; one that ends in time is not")
  func childTimeLimit() throws {
    let sleeper = Process()
    sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
    sleeper.arguments = ["30"]
    try sleeper.run()
    let start = SystemClocks.monotonicNanoseconds()
    #expect(!InstructionCounter.wait(for: sleeper, until: start + 200_000_000))
    #expect(!sleeper.isRunning)
    #expect(sleeper.terminationReason == .uncaughtSignal)
    // SIGTERM, or SIGKILL 2 s later: a child started from a test thread inherits its blocked
    // SIGTERM (navbench unblocks it at start-up, so its children end on the first).
    #expect([SIGTERM, SIGKILL].contains(sleeper.terminationStatus))

    let quick = Process()
    quick.executableURL = URL(fileURLWithPath: "/bin/true")
    try quick.run()
    // A deadline far ahead, and none at all: both wait for the child's own end.
    #expect(InstructionCounter.wait(for: quick, until: .max))
    #expect(quick.terminationStatus == 0)
    let another = Process()
    another.executableURL = URL(fileURLWithPath: "/bin/true")
    try another.run()
    #expect(InstructionCounter.wait(for: another, until: nil))
    #expect(InstructionCounter.fixedCountTimeLimit == 600)
    // The limit takes any Double: clamped, NaN the default, nil none.
    #expect(InstructionCounter.effectiveLimit(.nan) == 600)
    #expect(InstructionCounter.effectiveLimit(-.infinity) == 0)
    #expect(InstructionCounter.effectiveLimit(.infinity) == 1e9)
    #expect(InstructionCounter.effectiveLimit(.greatestFiniteMagnitude) == 1e9)
    #expect(InstructionCounter.effectiveLimit(nil) == nil)
    #expect(InstructionCounter.effectiveLimit(2.5) == 2.5)
  }
}
