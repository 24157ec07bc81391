import Foundation
import Synchronization
import Testing

@testable import Bench

@Suite("Blocks, honest intervals and inconclusive verdicts")
struct BlockIntervalTests {
  @Test func blockMediansNeedThreeBlocks() {
    #expect(BlockStatistics.blockMedians([1, 2, 3], blocks: [0, 1, 1]) == nil)
    #expect(BlockStatistics.blockMedians([1, 2, 3], blocks: [0, nil, 1]) == nil)
    #expect(BlockStatistics.blockMedians([1, 3, 5, 7, 9], blocks: [0, 0, 1, 2, 2]) == [2, 5, 8])
  }

  @Test func theNextRunIntervalWidensWithTheSpreadBetweenBlocks() {
    let tight = BlockStatistics.nextRunInterval(center: 100, blockMedians: [100, 100, 100])
    #expect(tight.lower == 100 && tight.upper == 100)
    let spread = BlockStatistics.nextRunInterval(center: 100, blockMedians: [90, 100, 110])
    // s = 10, t(0.975, 2) = 4.303, √(2/3) = 0.816: ± 35.1
    #expect(abs(spread.upper - 135.1) < 0.2 && abs(spread.lower - 64.9) < 0.2)
  }

  @Test func verdictsNeverGuess() {
    let narrow = ConfidenceInterval(lower: 0.99, upper: 1.01)
    let wide = ConfidenceInterval(lower: 0.8, upper: 1.3)
    #expect(
      RunAnalysis.verdict(ratio: 1.0, interval: narrow, significant: false, noiseThreshold: 0.03)
        == .same)
    #expect(
      RunAnalysis.verdict(ratio: 1.05, interval: wide, significant: false, noiseThreshold: 0.03)
        == .inconclusive)
    #expect(
      RunAnalysis.verdict(
        ratio: 1.2, interval: ConfidenceInterval(lower: 1.1, upper: 1.3), significant: true,
        noiseThreshold: 0.03) == .slower)
    #expect(
      RunAnalysis.verdict(
        ratio: 0.8, interval: ConfidenceInterval(lower: 0.7, upper: 0.9), significant: true,
        noiseThreshold: 0.03) == .faster)
    // Significant, but the interval reaches inside the noise threshold: not a verdict.
    #expect(
      RunAnalysis.verdict(
        ratio: 1.05, interval: ConfidenceInterval(lower: 1.01, upper: 1.09), significant: true,
        noiseThreshold: 0.03) == .same)
  }

  @Test func blocksReprepareTheWorkloadAndTagTheirSamples() throws {
    let clock = VirtualClock()
    let prepared = Mutex(0)
    let benchmark = try Benchmark(
      "blocks", sizes: [1],
      variants: [
        Variant("a") { _ in
          prepared.withLock { $0 += 1 }
          return Workload { iterations in clock.advance(by: UInt64(iterations) * 100) }
        }
      ])
    var settings = Synthetic.settings
    settings.samples = 15
    settings.blocks = 5
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    let result = try #require(run.cases.first)
    #expect(Set(result.rawSamples.compactMap(\.block)) == [0, 1, 2, 3, 4])
    #expect(prepared.withLock { $0 } == 5)
  }

  @Test func fixedIterationsAreUsedAsGiven() throws {
    let clock = VirtualClock()
    let calls = Mutex<[Int]>([])
    let benchmark = try Benchmark(
      "fixed", sizes: [1],
      variants: [
        Variant("a") { _ in
          Workload { iterations in
            calls.withLock { $0.append(iterations) }
            clock.advance(by: UInt64(iterations) * 100)
          }
        }
      ])
    var settings = Synthetic.settings
    settings.iterations = 7
    settings.warmupIterations = 3
    settings.blocks = 1
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(run.cases.first?.iterationsPerSample == 7)
    let seen = calls.withLock { $0 }
    // A probe of 1 and then 7 iterations (the largest fixed count) times an iteration; the
    // warm-up of 3 runs in chunks of 1 and 2; then a run that times a sample, and the samples.
    #expect(Array(seen.prefix(4)) == [1, 7, 1, 2])
    #expect(seen.count == 4 + 1 + 12)
    #expect(seen.dropFirst(4).allSatisfy { $0 == 7 })
  }

  @Test func repeatabilityCountsCoverageAndFlips() {
    func run(_ median: Double, _ verdict: Verdict) -> RunResult {
      var summary = SampleSummary(samples: [median])
      summary.ci95 = ConfidenceInterval(lower: median * 0.95, upper: median * 1.05)
      let key = CaseKey(benchmark: "b", configuration: "", variant: "a", size: 1)
      return RunResult(
        startedAt: "", durationSeconds: 0, machine: .current(), settings: RunSettings(),
        cases: [CaseResult(key: key, status: .measured, metrics: CaseMetrics(wall: summary))],
        comparisons: [
          VariantComparison(
            benchmark: "b", configuration: "", size: 1, variant: "a", control: "c", ratio: 1,
            ci95: ConfidenceInterval(lower: 1, upper: 1), pValue: 0.5, verdict: verdict,
            variantMedian: 1, controlMedian: 1, noiseThreshold: 0.03, significanceLevel: 0.05)
        ], scaling: [], crossovers: [])
    }
    let report = RepeatabilityReport(runs: [
      run(100, .same), run(102, .faster), run(120, .slower),
    ])
    #expect(report.coverageChecks == 2 && report.covered == 1)
    #expect(report.flippedComparisons.count == 1)
    #expect(!report.meetsTargets)
    // sd 11.0 over mean 107.3
    #expect(report.worstVariation > 0.10 && report.worstVariation < 0.11)
  }

  @Test func busyLoadStartsAndStops() {
    let load = BusyLoad(threads: 2)
    #expect(load.threads == 2)
    load.stop()
    load.stop()
    #expect(BusyLoad.with(threads: 0) { 42 } == 42)
  }
}
