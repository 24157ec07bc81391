import Foundation
import Synchronization
import Testing

@testable import Bench

@Suite("Forks: fresh processes pooled, one block per process")
struct ForkedRunnerTests {
  /// A measured fork result whose samples take `nanoseconds` per operation each.
  func part(_ key: CaseKey, _ nanoseconds: [UInt64], allocations: UInt64 = 2) -> CaseResult {
    let samples = nanoseconds.map {
      RawSample(
        iterations: 10, wallNanoseconds: $0 * 10, cpuNanoseconds: $0 * 10,
        allocations: allocations, allocatedBytes: allocations * 16)
    }
    let wall = samples.map { Double($0.wallNanoseconds) / 10 }
    return CaseResult(
      key: key, status: .measured, operationsPerIteration: 1, iterationsPerSample: 10,
      sampleCount: samples.count,
      metrics: CaseMetrics(
        wall: SampleSummary(samples: wall), peakBytes: 1000 + nanoseconds[0],
        retainsPerOperation: 1, releasesPerOperation: 1),
      rawSamples: samples)
  }

  let key = CaseKey(benchmark: "b", configuration: "c", variant: "v", size: 1)

  @Test func theHodgesLehmannCentreIsAMeanThatOneWildValueCannotMove() {
    #expect(Statistics.hodgesLehmann([1, 2, 3]) == 2)
    // The ten Walsh averages of 10, 11, 12 and 14 have the median 11.75 (the median of the
    // values is 11.5).
    #expect(Statistics.hodgesLehmann([10, 11, 12, 14]) == 11.75)
    #expect(Statistics.hodgesLehmann([10, 10, 10, 10, 1000]) == 10)
    #expect(Statistics.hodgesLehmann([]).isNaN)
  }

  @Test func forksShareTheSamplesWarmUpAndBudget() {
    var settings = RunSettings(samples: 25, warmup: 30, timeBudgetPerCase: 2, forks: 5)
    let first = ForkedRunner.settings(forFork: 0, of: settings)
    let second = ForkedRunner.settings(forFork: 1, of: settings)
    #expect(first.samples == 5 && first.forks == 1 && first.blocks == 1)
    #expect(first.warmup == 6 && abs(first.timeBudgetPerCase - 0.4) < 1e-12)
    #expect(first.quiet && first.includeRawSamples)
    #expect(first.seed != second.seed)
    // The samples are shared out exactly: 25 over 8 forks is one fork of 4 and seven of 3.
    settings.forks = 8
    let shares = (0..<8).map { ForkedRunner.settings(forFork: $0, of: settings).samples }
    #expect(shares == [4, 3, 3, 3, 3, 3, 3, 3])
    settings.samples = 49
    settings.forks = 16
    #expect((0..<16).map { ForkedRunner.samples(forFork: $0, of: settings) }.reduce(0, +) == 49)
  }

  @Test("an earlier run's iterations go to every fork, the first too, where they cover the run")
  func earlierIterationsAreHandedToEveryFork() {
    let other = CaseKey(benchmark: "b", configuration: "c", variant: "w", size: 1)
    let elsewhere = CaseKey(benchmark: "x", configuration: "c", variant: "v", size: 1)
    // Every case known: the first fork samples with them and calibrates nothing.
    let all = ForkedRunner.handOver([key: 40, other: 7, elsewhere: 3], expected: [key, other])
    #expect(all.iterations.map(\.key) == [key, other])
    #expect(all.iterations.map(\.iterations) == [40, 7])
    #expect(!all.calibratesInFirst)
    // One case unknown, or known with no positive count: the first fork calibrates it, and
    // the later forks take the first one's counts.
    let some = ForkedRunner.handOver([key: 40, other: 0], expected: [key, other])
    #expect(some.iterations.map(\.key) == [key] && some.calibratesInFirst)
    let none = ForkedRunner.handOver([:], expected: [key])
    #expect(none.iterations.isEmpty && none.calibratesInFirst)
  }

  @Test("a forked run refuses fewer than 3 samples per fork instead of taking more")
  func tooFewSamplesPerForkAreRefused() throws {
    let settings = RunSettings(samples: 20, forks: 16)
    let runner = ForkedRunner(
      settings: settings,
      child: InstructionCounter.Child(
        executable: URL(fileURLWithPath: "/nonexistent"), arguments: { _, _ in [] }))
    #expect(
      throws: BenchError.invalidSetting(
        name: "samples", reason: "must be at least 3 per fork (48 for 16 forks), got 20")
    ) {
      _ = try runner.run([])
    }
  }

  @Test func agreeingForksBorrowTheRunsSpreadAndTheMachinesDrift() {
    let agreeing = [100.0, 100, 100, 100, 100]
    let bare = BlockStatistics.nextRunInterval(
      center: 100, blockMedians: agreeing, priorRelativeVariance: nil, drift: 0)
    #expect(bare.lower == 100 && bare.upper == 100)
    // A prior of 2% (relative SD) on 4 degrees of freedom: s² = (0 + 4) / 2, t(0.975, 8).
    let moderated = BlockStatistics.nextRunInterval(
      center: 100, blockMedians: agreeing, priorRelativeVariance: 0.0004, drift: 0)
    let expected = 2.306 * 2.0.squareRoot() * (2.0 / 5).squareRoot()
    #expect(abs(moderated.upper - 100 - expected) < 0.01)
    #expect(abs(100 - moderated.lower - expected) < 0.01)
    // A drift of 1.5% between runs alone: ± 1.96 · √2 · 1.5.
    let drifting = BlockStatistics.nextRunInterval(
      center: 100, blockMedians: agreeing, priorRelativeVariance: nil, drift: 0.015)
    #expect(abs(drifting.upper - 100 - 1.96 * 2.0.squareRoot() * 1.5) < 0.01)
    // Hostile values do not trap and do not widen without bound.
    let hostile = BlockStatistics.nextRunInterval(
      center: 100, blockMedians: agreeing, priorRelativeVariance: .nan, drift: .infinity)
    #expect(hostile.lower == 100 && hostile.upper == 100)
  }

  @Test func aForkPreparesVariantsInAnOrderOfItsOwnAndReportsThemAsDeclared() throws {
    let clock = VirtualClock()
    let order = Mutex<[String]>([])
    let names = ["a", "b", "c", "d"]
    let benchmark = try Benchmark(
      "order", sizes: [1],
      variants: names.map { name in
        Variant(name) { _ in
          order.withLock { $0.append(name) }
          return Workload { iterations in clock.advance(by: UInt64(iterations) * 100) }
        }
      })
    var orders = Set<[String]>()
    for seed in UInt64(1)...8 {
      var settings = Synthetic.settings
      settings.seed = seed
      settings.blocks = 1
      var runner = Runner(settings: settings, measurement: clock.measurement)
      runner.shufflesPreparation = true
      order.withLock { $0 = [] }
      let run = runner.run([benchmark])
      #expect(run.cases.map(\.key.variant) == names)
      #expect(run.cases.allSatisfy { $0.status == .measured })
      orders.insert(order.withLock { $0 })
    }
    // Eight seeds, several orders; a runner that does not shuffle prepares as declared.
    #expect(orders.count > 1)
    order.withLock { $0 = [] }
    var settings = Synthetic.settings
    settings.blocks = 1
    _ = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(order.withLock { $0 } == names)
  }

  @Test func theRepeatabilityReportMeasuresTheMachinesDrift() {
    // Two cases; the second run is 2% slower in both, the third 2% faster in both.
    func run(_ factor: Double) -> RunResult {
      RunResult.empty(
        cases: ["a", "b"].enumerated().map { index, variant in
          let value = Double(10 + index) * factor
          return CaseResult(
            key: CaseKey(benchmark: "b", configuration: "c", variant: variant, size: 1),
            status: .measured,
            metrics: CaseMetrics(wall: SampleSummary(samples: [value, value, value])))
        })
    }
    let report = RepeatabilityReport(runs: [run(1), run(1.02), run(1 / 1.02)])
    // Run effects: 0, +log 1.02, −log 1.02 around their mean: SD = log(1.02).
    #expect(abs((report.runDrift ?? 0) - log(1.02)) < 1e-9)
    #expect(report.summary().contains("machine drift between runs"))
    // Every case moved only with the machine: a CV of about 2%, nothing left net of the drift.
    #expect(report.worstVariation > 0.015)
    #expect(report.cases.allSatisfy { abs($0.variationNetOfDrift ?? 1) < 1e-9 })
    #expect(report.summary().contains("0% net of drift"))
    #expect(report.summary().contains("net of the machine's drift between runs: 0%"))
  }

  @Test func aCaseThatMovesOnItsOwnKeepsItsSpreadNetOfTheDrift() {
    // a and b steady; c 10% slower in the second run only.
    func run(_ c: Double) -> RunResult {
      RunResult.empty(
        cases: [("a", 10.0), ("b", 20), ("c", c)].map { variant, value in
          CaseResult(
            key: CaseKey(benchmark: "b", configuration: "c", variant: variant, size: 1),
            status: .measured,
            metrics: CaseMetrics(wall: SampleSummary(samples: [value, value, value])))
        })
    }
    let report = RepeatabilityReport(runs: [run(30), run(33), run(30)])
    let net = report.cases.map { $0.variationNetOfDrift ?? -1 }
    // The run effect is a third of c's shift; c keeps two thirds of it, a and b a third each.
    #expect(net[2] > 2 * net[0] && net[0] > 0)
    #expect(report.worstVariationNetOfDrift == net[2])
  }

  @Test func aCaseSomeRunsDidNotMeasureIsNamedAndFailsTheTargets() {
    func result(_ variant: String, _ status: CaseStatus) -> CaseResult {
      CaseResult(
        key: CaseKey(benchmark: "b", configuration: "c", variant: variant, size: 1),
        status: status,
        metrics: status == .measured
          ? CaseMetrics(wall: SampleSummary(samples: [10, 10, 10])) : nil)
    }
    let report = RepeatabilityReport(runs: [
      RunResult.empty(cases: [result("a", .measured), result("b", .measured)]),
      RunResult.empty(cases: [result("a", .measured), result("b", .skipped(reason: "budget"))]),
      RunResult.empty(cases: [result("a", .measured)]),
    ])
    #expect(report.cases.map(\.key.variant) == ["a"])
    #expect(report.worstVariation == 0)
    #expect(
      report.incompleteCases == [
        RepeatabilityReport.IncompleteCase(
          key: CaseKey(benchmark: "b", configuration: "c", variant: "b", size: 1),
          measuredIn: [1], missing: ["run 2: skipped: budget", "run 3: not reported"])
      ])
    #expect(!report.meetsTargets)
    #expect(report.summary().contains("measured in 1 of 3 runs, no CV"))
  }

  @Test func pooledSamplesCarryTheirForkAsBlockAndTheCentreIsTheForksCentre() throws {
    // Three processes settled on three levels: 10, 11 and 12 ns per operation.
    let parts = [
      part(key, [10, 10, 10, 10, 10]), part(key, [11, 11, 11, 11, 11]),
      part(key, [12, 12, 12, 12, 12]),
    ]
    let pooled = ForkedRunner.pooledCase(key: key, tags: ["t"], parts: parts)
    #expect(pooled.status == .measured && pooled.tags == ["t"])
    #expect(pooled.rawSamples.map(\.block) == (0..<3).flatMap { Array(repeating: $0, count: 5) })
    let wall = try #require(pooled.metrics?.wall)
    #expect(wall.p50 == 11)
    // s = 1 over 3 forks: ± t(0.975, 2) · 1 · √(2/3) = ± 3.51 around 11.
    #expect(abs(wall.ci95.lower - 7.49) < 0.01 && abs(wall.ci95.upper - 14.51) < 0.01)
    #expect(pooled.metrics?.allocationsPerOperation == 0.2)
    #expect(pooled.metrics?.peakBytes == 1012)
    #expect(pooled.metrics?.retainsPerOperation == 1)
    #expect(pooled.metrics?.cpu?.count == 15)
  }

  @Test("a time's interval stops at 0 however wide the spread between processes and the drift")
  func aTimesIntervalIsNeverNegative() throws {
    // Two processes far apart and a 50% drift: centre ± more than the centre.
    let wide = BlockStatistics.nextRunInterval(
      center: 20, blockMedians: [5, 35], priorRelativeVariance: nil, drift: 0.5)
    #expect(wide.lower == 0 && wide.upper > 40)
    let parts = [part(key, [5, 5, 5]), part(key, [35, 35, 35])]
    let pooled = ForkedRunner.pooledCase(key: key, tags: [], parts: parts, drift: 0.5)
    let wall = try #require(pooled.metrics?.wall)
    #expect(wall.ci95.lower == 0 && wall.ci95.upper > wall.p50)
    // A centre below 0 (not a time) keeps its symmetric interval.
    let signed = BlockStatistics.nextRunInterval(
      center: -20, blockMedians: [-5, -35], priorRelativeVariance: nil, drift: 0)
    #expect(signed.lower < -40)
  }

  @Test("the centre is the forks' Hodges–Lehmann estimate even outside the pooled quartiles")
  func theCentreIsRecomputedFromTheRawSamples() throws {
    // Two forks at 10, one whose median is 20 though two of its samples are fast: the pooled
    // upper quartile is 10, the forks' centre 12.5.
    let parts = [
      part(key, [10, 10, 10, 10, 10]), part(key, [10, 10, 10, 10, 10]),
      part(key, [20, 20, 20, 1, 1]),
    ]
    let pooled = ForkedRunner.pooledCase(key: key, tags: [], parts: parts)
    let wall = try #require(pooled.metrics?.wall)
    #expect(wall.p75 == 10)
    // Recomputed from the raw samples, as the docs say: the median per block (fork), then the
    // Hodges–Lehmann estimate of those medians.
    let perOperation = pooled.rawSamples.map {
      (block: $0.block ?? -1, value: Double($0.wallNanoseconds) / pooled.operations(in: $0))
    }
    let medians = Dictionary(grouping: perOperation, by: \.block).sorted { $0.key < $1.key }.map {
      Statistics.median($0.value.map(\.value))
    }
    #expect(medians == [10, 10, 20])
    #expect(wall.p50 == Statistics.hodgesLehmann(medians))
    #expect(wall.p50 == 12.5)
  }

  @Test func aMajorityLevelDoesNotDecideTheCentre() throws {
    // Three forks at 10 and two at 12: the pooled median is 10, the forks' centre is not.
    let parts = [10, 12, 10, 12, 10].map { part(key, Array(repeating: $0, count: 5)) }
    let pooled = ForkedRunner.pooledCase(key: key, tags: [], parts: parts)
    let wall = try #require(pooled.metrics?.wall)
    #expect(wall.p50 == 11)
    #expect(wall.ci95.lower < 10 && wall.ci95.upper > 12)
  }

  @Test func aForkThatDidNotMeasureTheCaseDecidesItsStatus() {
    var skipped = part(key, [10, 10, 10])
    skipped.status = .skipped(reason: "too slow")
    let pooled = ForkedRunner.pooledCase(
      key: key, tags: [], parts: [part(key, [10, 10, 10]), skipped])
    #expect(pooled.status == .skipped(reason: "in fork 2 of 2: too slow"))
    // The same status in every process is said once, without a fork number.
    let everywhere = ForkedRunner.pooledCase(
      key: key, tags: [], parts: [skipped, skipped, skipped])
    #expect(everywhere.status == .skipped(reason: "in all 3 processes: too slow"))
    #expect(
      ForkedRunner.pooledCase(key: key, tags: [], parts: [skipped]).status
        == .skipped(reason: "too slow"))
    let failedFork = ForkedRunner.pool(
      [
        .success(RunResult.empty(cases: [part(key, [10, 10, 10])])),
        .failure(ForkedRunner.ForkFailure(reason: "fork 2 of 2 exited with status 1")),
      ],
      expected: [key], tags: [])
    #expect(failedFork.map(\.status) == [.failed(reason: "fork 2 of 2 exited with status 1")])
    let missing = ForkedRunner.pool(
      [.success(RunResult.empty(cases: []))], expected: [key], tags: [])
    #expect(missing.map(\.status) == [.failed(reason: "fork 1 did not measure the case")])
  }

  @Test func comparisonsTakeTheRatioOfCentres() throws {
    let control = CaseKey(benchmark: "b", configuration: "c", variant: "raw", size: 1)
    let variant = CaseKey(benchmark: "b", configuration: "c", variant: "v", size: 1)
    let controlCase = ForkedRunner.pooledCase(
      key: control, tags: [], parts: [10, 12, 10, 12, 10].map { part(control, [$0, $0, $0]) })
    let variantCase = ForkedRunner.pooledCase(
      key: variant, tags: [], parts: [11, 11, 11, 11, 11].map { part(variant, [$0, $0, $0]) })
    let comparisons = RunAnalysis.comparisons(
      cases: [controlCase, variantCase],
      pairs: [
        GroupKey(benchmark: "b", configuration: "c"): [Comparison(variant: "v", control: "raw")]
      ],
      settings: RunSettings())
    let comparison = try #require(comparisons.first)
    // 11 / 11, not 11 / 10 (the pooled medians).
    #expect(comparison.ratio == 1)
    #expect(comparison.controlMedian == 11)
    #expect(comparison.verdict != .faster && comparison.verdict != .slower)
  }
}

extension RunResult {
  /// A run holding just `cases`.
  static func empty(cases: [CaseResult]) -> RunResult {
    RunResult(
      startedAt: "", durationSeconds: 0, machine: .current(), settings: RunSettings(),
      cases: cases, comparisons: [], scaling: [], crossovers: [])
  }
}
