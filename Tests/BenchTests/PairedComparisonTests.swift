import Foundation
import Testing

@testable import Bench

/// Paired comparisons: the samples two variants took in the same round of the same process,
/// judged by CPU time or wall time. Samples are injected; nothing depends on the machine's
/// speed.
@Suite("Paired comparisons: strategies against inline sample by sample")
struct PairedComparisonTests {
  static let inline = CaseKey(benchmark: "b", configuration: "c", variant: "inline", size: 10)
  static let strategies = CaseKey(
    benchmark: "b", configuration: "c", variant: "strategies", size: 10)

  /// A pooled case: per process, samples of `cpu[i]` nanoseconds of CPU time per operation
  /// each, with a wall time `wallFactor[i][j]` times it (what the neighbours took).
  static func pooled(_ key: CaseKey, cpu: [[Double]], wallFactor: [[Double]]) -> CaseResult {
    var samples: [RawSample] = []
    for (process, values) in cpu.enumerated() {
      for (index, value) in values.enumerated() {
        var sample = RawSample(
          iterations: 100,
          wallNanoseconds: UInt64((value * 100 * wallFactor[process][index]).rounded()),
          cpuNanoseconds: UInt64((value * 100).rounded()))
        sample.block = process
        samples.append(sample)
      }
    }
    let flat = cpu.flatMap { $0 }
    return CaseResult(
      key: key, status: .measured, operationsPerIteration: 1, iterationsPerSample: 100,
      sampleCount: samples.count,
      metrics: CaseMetrics(wall: SampleSummary(samples: flat), cpu: SampleSummary(samples: flat)),
      rawSamples: samples)
  }

  /// `processes` processes of 3 rounds; round j of process i slowed in wall time by a load of
  /// `load[(i + j) % load.count]` for both variants alike (a neighbour's time slices); CPU
  /// times: inline `inline` × a process level, strategies `ratio` times that, ±0.5%.
  static func run(ratio: Double, processes: Int = 4, load: [Double] = [1.0, 1.6, 1.1, 2.3])
    -> RunResult
  {
    let levels = (0..<processes).map { 1 + 0.08 * Double($0 % 3) }  // speed levels 8% apart
    let jitter = [0.995, 1.0, 1.005]
    let inlineCPU = levels.map { level in jitter.map { 10 * level * $0 } }
    let strategiesCPU = levels.map { level in jitter.reversed().map { 10 * ratio * level * $0 } }
    let wall = (0..<processes).map { process in
      (0..<3).map { load[(process + $0) % load.count] }
    }
    // Both variants of one round share the round's load.
    let cases = [
      pooled(Self.inline, cpu: inlineCPU, wallFactor: wall),
      pooled(Self.strategies, cpu: strategiesCPU, wallFactor: wall),
    ]
    let settings = RunSettings(samples: 3 * processes, forks: processes)
    let pairs = [
      GroupKey(benchmark: "b", configuration: "c"): [
        Comparison(variant: "strategies", control: "inline")
      ]
    ]
    return RunResult(
      startedAt: "now", durationSeconds: 1, machine: .current(), settings: settings,
      cases: cases,
      comparisons: RunAnalysis.comparisons(cases: cases, pairs: pairs, settings: settings))
  }

  static func paired(_ run: RunResult, basis: PairedComparison.Basis = .cpuTime)
    -> VariantComparison?
  {
    PairedComparison.comparisons(run, basis: basis) { _ in true }.first
  }

  @Test("samples pair by process and round, one array of log ratios per process")
  func pairsByProcessAndRound() {
    let run = Self.run(ratio: 1.2, processes: 3)
    let logs = PairedComparison.logRatios(
      variant: run.cases[1], control: run.cases[0], basis: .cpuTime)
    #expect(logs.count == 3)
    #expect(logs.allSatisfy { $0.count == 3 })
    // Round 0: strategies 12 × 1.005 against inline 10 × 0.995.
    #expect(abs(logs[0][0] - log(12 * 1.005 / (10 * 0.995))) < 1e-3)
  }

  @Test("a load that slows both variants of a round alike does not widen the CPU-time verdict")
  func loadCancels() throws {
    let run = Self.run(ratio: 1.0)
    // Wall time, unpaired, sees the load and the processes' levels and cannot tell.
    let unpaired = try #require(run.comparisons.first)
    #expect(unpaired.verdict == .inconclusive)
    let paired = try #require(Self.paired(run))
    #expect(paired.metric == .cpuNanosecondsPerOperation)
    #expect(paired.verdict == .same)
    #expect(paired.ci95.lower > 0.97 && paired.ci95.upper < 1.03)
  }

  @Test("a 20% costlier variant is slower, a 20% cheaper one faster, on CPU and wall time")
  func decidesDifferences() throws {
    for basis in [PairedComparison.Basis.cpuTime, .wallTime] {
      #expect(try #require(Self.paired(Self.run(ratio: 1.2), basis: basis)).verdict == .slower)
      #expect(try #require(Self.paired(Self.run(ratio: 0.8), basis: basis)).verdict == .faster)
    }
    let slower = try #require(Self.paired(Self.run(ratio: 1.2)))
    #expect(abs(slower.ratio - 1.2) < 0.01)
  }

  @Test("processes that disagree leave the verdict inconclusive")
  func disagreementIsInconclusive() throws {
    // Per-process ratios 0.90, 1.10, 0.95, 1.12: the interval straddles the thresholds.
    let estimate = try #require(
      PairedComparison.estimate(
        [[log(0.90)], [log(1.10)], [log(0.95)], [log(1.12)]], priorVariance: nil))
    let verdict = RunAnalysis.verdict(
      ratio: estimate.ratio, interval: estimate.interval, significant: estimate.significant,
      noiseThreshold: 0.03)
    #expect(verdict == .inconclusive)
  }

  @Test("more processes that agree narrow the interval until it decides")
  func moreProcessesDecide() throws {
    // Per-process ratios around 1.05 with an SD of 2%: 2 processes cannot tell, 12 can.
    let ratios = [1.03, 1.07, 1.05, 1.04, 1.06, 1.02, 1.08, 1.05, 1.05, 1.04, 1.06, 1.05]
    func verdict(_ count: Int) throws -> Verdict {
      let estimate = try #require(
        PairedComparison.estimate(ratios.prefix(count).map { [log($0)] }, priorVariance: nil))
      return RunAnalysis.verdict(
        ratio: estimate.ratio, interval: estimate.interval, significant: estimate.significant,
        noiseThreshold: 0.03)
    }
    #expect(try verdict(2) == .inconclusive)
    #expect(try verdict(12) == .slower)
  }

  @Test("the prior keeps processes that happen to agree from claiming a narrow interval")
  func priorModerates() throws {
    let agreeing = [[log(1.05)], [log(1.0501)], [log(1.0499)]]
    let alone = try #require(PairedComparison.estimate(agreeing, priorVariance: nil))
    let moderated = try #require(
      PairedComparison.estimate(agreeing, priorVariance: 0.05 * 0.05))
    #expect(alone.interval.lower > 1.03)
    #expect(moderated.interval.lower < 1.0)
  }

  @Test("one process, or samples without CPU time, give no paired comparison")
  func refusesTooLittle() {
    #expect(PairedComparison.estimate([[0.1, 0.2, 0.1]], priorVariance: nil) == nil)
    var run = Self.run(ratio: 1.0)
    for index in run.cases.indices {
      run.cases[index].rawSamples = run.cases[index].rawSamples.map {
        var sample = $0
        sample.cpuNanoseconds = nil
        return sample
      }
    }
    // The run's own comparison stays.
    #expect(Self.paired(run) == run.comparisons.first)
  }

  @Test("comparisons that include refuses stay as the run made them")
  func includeFilters() {
    let run = Self.run(ratio: 1.2)
    let kept = PairedComparison.comparisons(run, basis: .cpuTime) { _ in false }
    #expect(kept == run.comparisons)
  }
}
