// The pricing job's decisions, followed through the measurements it asks for: which metric the
// verdicts rest on, how many fresh processes each run takes, and what it measures again.
// Every run is made up; nothing is measured and nothing depends on the machine's speed.
import Foundation
import Strategies
import Testing

@testable import Bench
@testable import BenchmarkSuites

@Suite("The pricing job: metric, processes and follow-up")
struct PricingJobTests {
  static let configuration = "iOS 16.4"

  /// A benchmark that prices a strategy (`stacks/priced`) and one that prices none.
  static func benchmarks() throws -> [Benchmark] {
    let nothing = Variant("x") { _ in Workload { _ in } }
    let variants = [VariantName.raw, VariantName.inline, VariantName.strategies].map {
      Variant($0, prepare: nothing.prepare)
    }
    return [
      try Benchmark(
        "stacks/priced",
        tags: Pricing.tags("stacks", prices: StrategyID(rawValue: "some-strategy")),
        configuration: configuration, sizes: [10, 100], comparisons: VariantName.standard,
        variants: variants),
      try Benchmark(
        "registry/resolve", tags: Pricing.tags("registry"), configuration: configuration,
        sizes: [10], comparisons: VariantName.standard, variants: variants),
    ]
  }

  static func key(_ variant: String) -> CaseKey {
    CaseKey(benchmark: "stacks/priced", configuration: configuration, variant: variant, size: 10)
  }

  /// One process's three samples of a case at `nanoseconds` per operation (±0.1%), CPU time as
  /// wall time.
  static func part(_ key: CaseKey, _ nanoseconds: Double) -> CaseResult {
    let samples = [nanoseconds * 0.999, nanoseconds, nanoseconds * 1.001].map {
      let total = UInt64(($0 * 100).rounded())
      return RawSample(iterations: 100, wallNanoseconds: total, cpuNanoseconds: total)
    }
    return CaseResult(
      key: key, status: .measured, operationsPerIteration: 1, iterationsPerSample: 100,
      sampleCount: samples.count,
      metrics: CaseMetrics(
        wall: SampleSummary(samples: samples.map { Double($0.wallNanoseconds) / 100 })),
      rawSamples: samples)
  }

  /// A run of four processes whose strategies/inline ratios are 0.94, 1.02, 1.10 and 0.98:
  /// an interval no threshold can decide.
  static func straddlingRun(settings: RunSettings) -> RunResult {
    let forks = [9.4, 10.2, 11.0, 9.8].map { strategies in
      Result<RunResult, ForkedRunner.ForkFailure>.success(
        RunResult(
          startedAt: "now", durationSeconds: 0.5, machine: .current(), settings: settings,
          cases: [
            part(key(VariantName.raw), 1), part(key(VariantName.inline), 10),
            part(key(VariantName.strategies), strategies),
          ]))
    }
    let keys = [VariantName.raw, VariantName.inline, VariantName.strategies].map(key)
    let cases = ForkedRunner.pool(forks, expected: keys, tags: [])
    let pairs = [
      GroupKey(benchmark: "stacks/priced", configuration: configuration): VariantName.standard
    ]
    return RunResult(
      startedAt: "now", durationSeconds: 1, machine: .current(), settings: settings, cases: cases,
      comparisons: RunAnalysis.comparisons(cases: cases, pairs: pairs, settings: settings))
  }

  /// A job over ``benchmarks()`` whose measurements are recorded in `log`, on a clock that
  /// moves `step` seconds each time it is read.
  static func job(
    choices: PricingJob.Choices = .init(), settings: RunSettings = RunSettings(forks: 8),
    valgrind: Bool, counter: String? = "the counter cannot be read", step: Double = 1,
    log: Log
  ) throws -> PricingJob {
    var job = PricingJob(
      benchmarks: try benchmarks(), versions: [PlatformVersion(.iOS, 16, 4)],
      settings: settings, choices: choices, registry: .standard()
    ) { measurement in
      log.measurements.append(measurement)
      if measurement.settings.metric == .instructions {
        return RunResult.empty(settings: measurement.settings)
      }
      return straddlingRun(settings: measurement.settings)
    }
    let clock = Log()
    job.now = {
      clock.ticks += 1
      return UInt64(Double(clock.ticks) * step * 1e9)
    }
    job.valgrindInstalled = { valgrind }
    job.counterProbe = { counter }
    return job
  }

  final class Log {
    var measurements: [PricingJob.Measurement] = []
    var ticks = 0
  }

  @Test("where valgrind is installed it counts the priced benchmarks at their smallest size")
  func countsUnderValgrind() throws {
    let log = Log()
    let evidence = try Self.job(valgrind: true, log: log).measureAll()
    #expect(log.measurements.count == 2)
    let counting = try #require(log.measurements.first)
    #expect(counting.settings.metric == .instructions)
    #expect(counting.settings.forks == 1)
    #expect(counting.backend == .valgrind)
    #expect(counting.benchmarks.map(\.name) == ["stacks/priced"])
    #expect(counting.benchmarks.map(\.sizes) == [[10]])
    #expect(evidence.countedBy == .instructions)
    #expect(evidence.countsDescription == "at N = 10")
    #expect(evidence.countsUnavailable == nil)
    // Wall time beside the counts: 4 processes of 3 samples of at least 2 ms; no follow-up.
    let wall = try #require(log.measurements.last).settings
    #expect(wall.metric == .wallTime)
    #expect(wall.forks == PricingJob.forksBesideCounts)
    #expect(wall.samples == PricingJob.forksBesideCounts * ForkedRunner.minimumSamplesPerFork)
    #expect(wall.minSampleTime == PricingJob.sampleMillisecondsWithoutCounts)
    #expect(evidence.timedBy == .wallTime)
    #expect(evidence.followed.isEmpty)
  }

  @Test("without valgrind it reads the processor's counter where it can")
  func countsWithTheCounter() throws {
    let log = Log()
    let evidence = try Self.job(valgrind: false, counter: nil, log: log).measureAll()
    #expect(log.measurements.first?.backend == .hardwareCounter)
    #expect(evidence.countedBy == .hardwareCounter)
    #expect(log.measurements.count == 2)
  }

  @Test("with neither, 2 processes paired by CPU time, then rounds of the undecided pairs")
  func followsUpWithoutCounts() throws {
    let log = Log()
    // The clock moves 20 s a reading: one round fits before the 50 s deadline.
    let evidence = try Self.job(valgrind: false, step: 20, log: log).measureAll()
    #expect(log.measurements.allSatisfy { $0.settings.metric == .wallTime })
    let wall = try #require(log.measurements.first).settings
    #expect(wall.forks == PricingJob.forksWithoutCounts)
    #expect(wall.samples == PricingJob.forksWithoutCounts * ForkedRunner.minimumSamplesPerFork)
    #expect(log.measurements.count == 2)
    let round = try #require(log.measurements.dropFirst().first)
    #expect(round.settings.forks == FollowUp.forksPerRound)
    #expect(round.settings.samples == FollowUp.forksPerRound * FollowUp.samplesPerProcess)
    #expect(round.settings.seed != wall.seed)
    #expect(round.variants == [VariantName.inline, VariantName.strategies])
    #expect(round.benchmarks.map(\.name) == ["stacks/priced"])
    #expect(round.iterations[Self.key(VariantName.inline)] == 100)
    #expect(evidence.timedBy == .cpuTime)
    #expect(evidence.followed.map(\.benchmark) == ["stacks/priced"])
    #expect(
      evidence.countsUnavailable
        == "valgrind is not installed (Debian, Ubuntu: apt-get install valgrind), and the "
        + "counter cannot be read; the verdicts rest on CPU time, strategies and inline paired.")
  }

  @Test("the follow-up ends at its deadline")
  func followUpStopsAtTheDeadline() throws {
    let log = Log()
    let evidence = try Self.job(valgrind: false, step: 60, log: log).measureAll()
    #expect(log.measurements.count == 1)
    #expect(evidence.timedBy == .cpuTime)
    #expect(evidence.followed.isEmpty)
  }

  @Test("a metric given: no counts, the run's own processes, no follow-up")
  func metricGiven() throws {
    let log = Log()
    let evidence = try Self.job(
      choices: .init(leavesMetric: false), valgrind: true, step: 0, log: log
    ).measureAll()
    #expect(log.measurements.count == 1)
    #expect(log.measurements.first?.settings.forks == 8)
    #expect(log.measurements.first?.settings.minSampleTime == 5)
    #expect(evidence.counts == nil)
    #expect(evidence.countsUnavailable == nil)
    #expect(evidence.timedBy == .wallTime)
  }

  @Test("processes or a shortest sample given are kept beside counts and without them")
  func givenProcessesKept() throws {
    let log = Log()
    _ = try Self.job(
      choices: .init(leavesForks: false), settings: RunSettings(forks: 3), valgrind: true,
      log: log
    ).measureAll()
    #expect(log.measurements.last?.settings.forks == 3)
    let small = Log()
    // A small run (16 processes by default) is not reduced and not followed up.
    _ = try Self.job(settings: RunSettings(forks: 16), valgrind: false, step: 0, log: small)
      .measureAll()
    #expect(small.measurements.count == 1)
    #expect(small.measurements.first?.settings.forks == 16)
    let timed = Log()
    _ = try Self.job(
      choices: .init(givesMinimumTime: true), valgrind: true, log: timed
    ).measureAll()
    #expect(timed.measurements.last?.settings.forks == PricingJob.forksBesideCounts)
    #expect(timed.measurements.last?.settings.minSampleTime == 5)
  }

  @Test("a counting run with failed cases says so, and the verdicts rest on CPU time")
  func countingFailureSentence() throws {
    let failure = PricingJob.CountingFailure(
      reason: "counting failed for 2 cases (x)", joiner: ", so ")
    #expect(
      failure.sentence(restingOn: .wallTime)
        == "counting failed for 2 cases (x), so the verdicts rest on wall time.")
    #expect(
      failure.sentence(restingOn: .cpuTime)
        == "counting failed for 2 cases (x), so the verdicts rest on CPU time, strategies and "
        + "inline paired.")
  }
}
