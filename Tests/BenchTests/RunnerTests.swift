import Foundation
import Synchronization
import Testing

@testable import Bench

@Suite("Runner on a virtual clock")
struct RunnerTests {
  @Test func measuresEveryCaseAndComparesAgainstTheFirstVariant() throws {
    let run = Synthetic.run()
    let measured = run.cases.filter { $0.status == .measured }
    #expect(run.cases.count == 3 * 4 + 2)
    #expect(measured.count == 3 * 4 + 1)
    let raw = try #require(
      run.result(
        for: CaseKey(
          benchmark: "stack, \"push\" <&>", configuration: "iOS 16.4", variant: "raw", size: 100)))
    let wall = try #require(raw.metrics?.wall)
    #expect(abs(wall.p50 - 100) < 2)
    #expect(raw.sampleCount == 12)
    #expect(raw.iterationsPerSample > 9_000)  // about 1 ms of 100 ns iterations
    #expect(raw.tags == ["stacks"])
    let slowVersusRaw = run.comparisons.filter { $0.variant == "slow" && $0.control == "raw" }
    #expect(slowVersusRaw.count == 4)
    #expect(slowVersusRaw.allSatisfy { $0.verdict == .slower && abs($0.ratio - 1.1) < 0.02 })
    let linear = try #require(run.scaling.first { $0.variant == "linear" })
    #expect(linear.complexity == .linear)
    #expect(linear.ci95.contains(1))
    #expect(run.scaling.first { $0.variant == "raw" }?.complexity == .constant)
    let crossover = try #require(
      run.crossovers.first { Set([$0.variant, $0.other]) == ["raw", "linear"] })
    #expect(abs(crossover.size - 50) < 2)  // 2n = 100 at n = 50
    #expect(crossover.cheaperBelow == "linear" && crossover.cheaperAbove == "raw")
  }

  @Test func samplesAreInterleavedInSeededShuffledRounds() throws {
    let clock = VirtualClock()
    let log = EventLog()
    func logged(_ name: String) -> Variant {
      Variant(name) { _ in
        Workload { iterations in
          log.append("\(name):\(iterations)")
          clock.advance(by: UInt64(iterations) * 1_000)
        }
      }
    }
    let benchmark = try Benchmark(
      "order", sizes: [1], variants: [logged("a"), logged("b"), logged("c")])
    var settings = Synthetic.settings
    settings.samples = 10
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    let samples = run.cases.map(\.sampleCount)
    #expect(samples == [10, 10, 10])
    let sampling = log.all.suffix(30).map { String($0.prefix(1)) }
    let rounds = stride(from: 0, to: 30, by: 3).map { Array(sampling[$0..<$0 + 3]) }
    #expect(rounds.allSatisfy { Set($0) == ["a", "b", "c"] })
    #expect(Set(rounds).count > 1, "every round in the same order: \(rounds)")
    // The same seed gives the same order.
    let rerun = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(rerun.cases.map(\.sampleCount) == samples)
    #expect(Array(log.all.suffix(30)).map { $0.prefix(1) } == sampling.map { $0.prefix(1) })
  }

  /// The CPUs the calling thread may run on, from /proc (Linux), or nil elsewhere.
  static func allowedCPUs() -> String? {
    guard let status = try? String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)
    else { return nil }
    return status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }
      .map(String.init)
  }

  @Test("a run pins its thread to one CPU while sampling and restores the affinity after")
  func pinsDuringTheRunOnly() throws {
    let before = try #require(Self.allowedCPUs(), "no /proc/thread-self/status here")
    let clock = VirtualClock()
    let seen = EventLog()
    let benchmark = try Benchmark(
      "pinned", sizes: [1],
      variants: [
        Variant("probe") { _ in
          Workload { iterations in
            seen.append(Self.allowedCPUs() ?? "unknown")
            clock.advance(by: UInt64(iterations) * 1_000)
          }
        }
      ])
    _ = Runner(settings: Synthetic.settings, measurement: clock.measurement).run([benchmark])
    let during = try #require(seen.all.last)
    #expect(!during.contains(",") && !during.contains("-"), "not pinned: \(during)")
    #expect(Self.allowedCPUs() == before)
  }

  @Test("a case whose one iteration exceeds its budget gets a larger budget and says so")
  func caseThatCannotFitItsBudgetGetsALargerOne() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "huge", sizes: [1, 2],
      variants: [
        Synthetic.variant("fast", clock: clock, noise: 0) { _ in 1_000 },
        Synthetic.variant("glacial", clock: clock, noise: 0) { $0 == 2 ? 1.2e9 : 1_000 },
      ])
    let run = Runner(settings: Synthetic.settings, measurement: clock.measurement).run([benchmark])
    #expect(run.skippedCases.isEmpty)
    let glacial = try #require(
      run.cases.first { $0.key.variant == "glacial" && $0.key.size == 2 })
    #expect(glacial.status == .measured)
    #expect(glacial.sampleCount == Synthetic.settings.minimumSamples)
    #expect(glacial.iterationsPerSample == 1)
    #expect(glacial.note == "budget raised from 2 s to 7.5 s for 5 samples of 1.2 s")
    #expect(run.comparisons.count == 2)
  }

  @Test("a case beyond 100 times its budget is skipped, naming the option that fits it")
  func caseFarBeyondItsBudgetIsSkippedWithAReason() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "huge", sizes: [1],
      variants: [Synthetic.variant("glacial", clock: clock, noise: 0) { _ in 60e9 }])
    let run = Runner(settings: Synthetic.settings, measurement: clock.measurement).run([benchmark])
    let skipped = try #require(run.skippedCases.first)
    #expect(
      skipped.status
        == .skipped(
          reason: "one iteration takes 60 s; budget 2 s for 5 samples (more than 100× the budget "
            + "would be needed: give a larger --time-budget)"))
    #expect(skipped.metrics == nil)
  }

  @Test("a sample of the minimum time that leaves too few samples in the budget grows it")
  func fewSamplesInTheBudgetGrowIt() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "slow", sizes: [1],
      variants: [Synthetic.variant("v", clock: clock, noise: 0) { _ in 600_000_000 }])
    var settings = Synthetic.settings
    settings.samples = 10
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    let result = try #require(run.cases.first)
    #expect(result.status == .measured)
    #expect(result.sampleCount == settings.minimumSamples)
    #expect(result.note?.hasPrefix("budget raised from 2 s to ") == true)
  }

  @Test func budgetReducesSampleCountAndSaysSo() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "slowish", sizes: [1],
      variants: [Synthetic.variant("v", clock: clock, noise: 0) { _ in 100_000_000 }])
    var settings = Synthetic.settings
    settings.samples = 25
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    let result = try #require(run.cases.first)
    #expect(result.status == .measured)
    #expect(result.sampleCount == 19)  // (2 s − 0.1 s warm-up) / 0.1 s
    #expect(result.iterationsPerSample == 1)
    #expect(result.note == "19 of 25 samples fit the time budget")
  }

  /// A variant costing `cost(iterationsSoFar)` virtual nanoseconds per iteration, counting the
  /// iterations it runs.
  static func counted(
    _ name: String, clock: VirtualClock, ran: IterationTally,
    cost: @escaping @Sendable (Int) -> UInt64
  ) -> Variant {
    Variant(name) { _ in
      Workload { iterations in
        let before = ran.add(iterations)
        if cost(before) == cost(before + iterations) {
          clock.advance(by: UInt64(iterations) * cost(before))
        } else {
          for index in 0..<iterations { clock.advance(by: cost(before + index)) }
        }
      }
    }
  }

  @Test("a fixed warm-up the budget cannot afford is timed on a probe and skipped, not run")
  func anUnaffordableFixedWarmUpIsNotRun() throws {
    let clock = VirtualClock()
    let ran = IterationTally()
    let benchmark = try Benchmark(
      "warm", sizes: [1],
      variants: [Self.counted("v", clock: clock, ran: ran) { _ in 1_000_000 }])  // 1 ms each
    var settings = Synthetic.settings
    settings.warmupIterations = 1_000_000_000
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(
      run.cases.first?.status
        == .skipped(
          reason: "--warmup-iterations 1000000000 would take about 1000000 s; the budget is 2 s "
            + "a case"))
    #expect(ran.total <= 10, "the warm-up ran anyway")
  }

  @Test("fixed iterations a sample the budget cannot afford are skipped before a sample runs")
  func unaffordableFixedIterationsAreNotRun() throws {
    let clock = VirtualClock()
    let ran = IterationTally()
    let benchmark = try Benchmark(
      "fixed", sizes: [1],
      variants: [Self.counted("v", clock: clock, ran: ran) { _ in 1_000 }])  // 1 µs each
    var settings = Synthetic.settings
    settings.iterations = 3_000_000
    settings.timeBudgetPerCase = 0.2
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(
      run.cases.first?.status
        == .skipped(
          reason: "--iterations 3000000 would take about 3 s a sample; the budget is 200 ms a "
            + "case, for 5 samples and the run that times them"))
    #expect(ran.total < 100_000, "a whole sample ran anyway")
    // Counts that fit are measured as asked.
    settings.iterations = 1_000
    settings.warmupIterations = 100
    let fitting = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(fitting.cases.first?.status == .measured)
    #expect(fitting.cases.first?.iterationsPerSample == 1_000)
  }

  @Test("a fixed warm-up that turns out dearer than its probe stops when the budget is spent")
  func aLongFixedWarmUpStopsAtTheBudget() throws {
    let clock = VirtualClock()
    let ran = IterationTally()
    // 10 ns for the first 200,000 iterations, then 1 µs each: the probe sees the cheap ones
    // (10^7 at 10 ns is 100 ms, within the budget; the whole warm-up would take 9.8 s).
    let benchmark = try Benchmark(
      "step", sizes: [1],
      variants: [
        Self.counted("v", clock: clock, ran: ran) { $0 < 200_000 ? 10 : 1_000 }
      ])
    var settings = Synthetic.settings
    settings.warmupIterations = 10_000_000
    let start = clock.now()
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    let reason = try #require(run.cases.first?.status.reason)
    #expect(run.cases.first?.status == .skipped(reason: reason))
    #expect(reason.hasPrefix("--warmup-iterations 10000000: stopped after "), "\(reason)")
    #expect(reason.hasSuffix("iterations, when the budget of 2 s a case was spent"))
    // The virtual time spent stays near the budget (the last chunk is about a tenth of it).
    #expect(clock.now() - start <= 2_500_000_000)
    #expect(ran.total < 3_000_000)
  }

  @Test func throwingPrepareFailsTheCaseAndTheRunGoesOn() throws {
    let run = Synthetic.run()
    let failed = try #require(run.failedCases.first)
    #expect(run.failedCases.count == 1)
    #expect(failed.key.variant == "broken")
    #expect(failed.status == .failed(reason: "prepare threw: fixture missing"))
    #expect(
      run.result(for: CaseKey(benchmark: "failing", configuration: "", variant: "ok", size: 5))?
        .status == .measured)
    #expect(ExitCode.forRun(run) == .benchmarkFailed)
  }

  @Test func aCaseThatDoesNotApplyIsSkippedNotFailed() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "old-os", sizes: [1],
      variants: [
        Variant("missing") { _ in throw CaseNotApplicable("no such API below iOS 7") },
        Synthetic.variant("ok", clock: clock, noise: 0) { _ in 1_000 },
      ])
    let run = Runner(settings: Synthetic.settings, measurement: clock.measurement).run([benchmark])
    let missing = try #require(run.cases.first { $0.key.variant == "missing" })
    #expect(missing.status == .skipped(reason: "not applicable: no such API below iOS 7"))
    #expect(run.failedCases.isEmpty)
    #expect(ExitCode.forRun(run) == .success)
    #expect(run.cases.first { $0.key.variant == "ok" }?.status == .measured)
  }

  @Test func unavailableMetricsCarryReasonsNeverZero() throws {
    let run = Synthetic.run()
    let metrics = try #require(run.cases.first?.metrics)
    #expect(metrics.allocationsPerOperation == nil)
    #expect(metrics.bytesPerOperation == nil)
    #expect(metrics.cpu == nil)
    #expect(metrics.peakBytes == nil)
    #expect(metrics.unavailableReasons["allocs_per_op"] == "no allocation counter in tests")
    #expect(metrics.unavailableReasons["cpu_ns_per_op"] == "virtual clock has no CPU time")
    #expect(metrics.unavailableReasons["peak_bytes"] == "no peak memory in tests")
  }

  @Test func allocationsCpuAndPeakArePerOperation() throws {
    let clock = VirtualClock()
    let counter = FakeAllocationCounter()
    let cpu = VirtualClock()
    var measurement = clock.measurement
    measurement.allocations = .available({ counter.read() })
    measurement.cpuClock = .available({ cpu.now() })
    measurement.peakMemory = .available(
      PeakMemoryProbe(reset: { 1_000_000 }, readPeak: { 3_000_000 }))
    // Retains counted as "count", releases as "bytes" of a second fake counter.
    let arc = FakeAllocationCounter()
    measurement.retainsAndReleases = .available({ body in
      let before = arc.read()
      body()
      let after = arc.read()
      return ARCCounter.Counts(
        retains: after.count - before.count, releases: after.bytes - before.bytes)
    })
    let benchmark = try Benchmark(
      "allocating", sizes: [9], operationsPerIteration: { $0 + 1 },
      variants: [
        Variant("two-per-iteration") { _ in
          Workload { iterations in
            counter.allocate(count: UInt64(2 * iterations), bytes: UInt64(64 * iterations))
            // 3 retains and 4 releases per iteration, plus one of each per call (cancelled by
            // the k/2k difference).
            arc.allocate(count: UInt64(3 * iterations + 1), bytes: UInt64(4 * iterations + 1))
            clock.advance(by: UInt64(iterations) * 500)
            cpu.advance(by: UInt64(iterations) * 400)
          }
        }
      ])
    let run = Runner(settings: Synthetic.settings, measurement: measurement).run([benchmark])
    let metrics = try #require(run.cases.first?.metrics)
    // 10 operations per iteration: 2 allocations and 64 bytes per iteration.
    #expect(metrics.allocationsPerOperation == 0.2)
    #expect(metrics.bytesPerOperation == 6.4)
    #expect(metrics.wall?.p50 == 50)
    #expect(metrics.cpu?.p50 == 40)
    #expect(metrics.peakBytes == 3_000_000)
    #expect(metrics.peakGrowthBytes == 2_000_000)
    #expect(metrics.retainsPerOperation == 0.3)
    #expect(metrics.releasesPerOperation == 0.4)
    #expect(metrics.unavailableReasons.isEmpty)
  }

  @Test func peakResetFailureIsReported() throws {
    let clock = VirtualClock()
    var measurement = clock.measurement
    struct Denied: Error, CustomStringConvertible {
      var description: String { "Permission denied" }
    }
    measurement.peakMemory = .available(PeakMemoryProbe(reset: { throw Denied() }, readPeak: { 1 }))
    let benchmark = try Benchmark(
      "peak", sizes: [1], variants: [Synthetic.variant("v", clock: clock) { _ in 100 }])
    let run = Runner(settings: Synthetic.settings, measurement: measurement).run([benchmark])
    let metrics = try #require(run.cases.first?.metrics)
    #expect(metrics.peakBytes == nil)
    #expect(metrics.unavailableReasons["peak_bytes"] == "reset failed: Permission denied")
  }

  @Test func invalidSettingsAndDuplicateBenchmarksFailTheirCases() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "dup", sizes: [1], variants: [Synthetic.variant("v", clock: clock) { _ in 100 }])
    let run = Runner(settings: Synthetic.settings, measurement: clock.measurement).run([
      benchmark, benchmark,
    ])
    #expect(run.cases.count == 2)
    #expect(run.cases[0].status == .measured)
    #expect(run.cases[1].status.reason?.contains("declared more than once") == true)
    var bad = Synthetic.settings
    bad.samples = 0
    let invalid = Runner(settings: bad, measurement: clock.measurement).run([benchmark])
    #expect(invalid.cases.first?.status.reason?.contains("samples") == true)
  }

  @Test func nonPositiveOperationsPerIterationFails() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "ops", sizes: [3], operationsPerIteration: { _ in 0 },
      variants: [Synthetic.variant("v", clock: clock) { _ in 100 }])
    let run = Runner(settings: Synthetic.settings, measurement: clock.measurement).run([benchmark])
    #expect(
      run.cases.first?.status.reason?.contains("operationsPerIteration(3) returned 0") == true)
  }

  @Test func progressCountsCasesAndFinishes() throws {
    let clock = VirtualClock()
    let events = Mutex<[RunProgress]>([])
    let benchmark = try Benchmark(
      "progress", sizes: [1, 2],
      variants: [
        Synthetic.variant("a", clock: clock) { _ in 100 },
        Synthetic.variant("b", clock: clock) { _ in 100 },
      ])
    _ = Runner(settings: Synthetic.settings, measurement: clock.measurement) { progress in
      events.withLock { $0.append(progress) }
    }.run([benchmark])
    let all = events.withLock { $0 }
    let warmups = all.filter { $0.phase == .warmingUp }
    #expect(warmups.map(\.caseNumber) == [1, 2, 3, 4])
    #expect(warmups.allSatisfy { $0.caseCount == 4 })
    #expect(warmups.map { $0.key?.variant } == ["a", "b", "a", "b"])
    #expect(all.last?.phase == .finished)
    #expect(all.contains { $0.phase == .sampling(round: 12, rounds: 12) })
    let line = TerminalProgress.line(for: warmups[2])
    #expect(line.contains("case 3 of 4, progress/a/2, warming up"))
    #expect(line.contains("ETA"))
    #expect(TerminalProgress.handler(quiet: true) == nil)
  }
}

/// Iterations a workload has run, across threads.
final class IterationTally: Sendable {
  private let count = Mutex(0)

  /// Adds `iterations`; returns the total before them.
  func add(_ iterations: Int) -> Int {
    count.withLock { total in
      defer { total += iterations }
      return total
    }
  }

  var total: Int { count.withLock { $0 } }
}
