import Foundation
import Testing

@testable import Bench

@Suite("Samples judged against the same workload timed bare beside them")
struct BareReferenceTests {
  /// Seeded standard normal values.
  static func normals(_ count: Int, seed: UInt64) -> [Double] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let u = Double.random(in: Double.ulpOfOne..<1, using: &generator)
      let v = Double.random(in: 0..<1, using: &generator)
      return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
  }

  /// `runs` runs of `processes` pairs: a level per process both timings share (SD `shared`),
  /// plus the harness's own spread (SD `own`) and the bare loop's (SD `bare`), as factors on 2.
  static func pairs(
    runs: Int = 5, processes: Int = 8, shared: Double, own: Double, bare: Double, seed: UInt64
  ) -> [[(sample: Double, bare: Double)]] {
    let count = runs * processes
    let level = normals(count, seed: seed)
    let mine = normals(count, seed: seed &+ 1)
    let theirs = normals(count, seed: seed &+ 2)
    return (0..<runs).map { run in
      (0..<processes).map { process in
        let index = run * processes + process
        return (
          sample: 2 * exp(shared * level[index] + own * mine[index]),
          bare: 2 * exp(shared * level[index] + bare * theirs[index])
        )
      }
    }
  }

  @Test("the harness spreading as its bare timing does meets the target")
  func sameSpreadMeetsTarget() throws {
    let comparison = try #require(
      RepeatabilityReport.BareComparison(
        runs: Self.pairs(shared: 0.04, own: 0.01, bare: 0.01, seed: 7), target: 1.25))
    #expect(comparison.processes == 40)
    #expect(comparison.freedom == 34)  // 40 processes − 5 runs − 1
    #expect(abs(comparison.ratio - 1) < 0.1, "\(comparison.ratio)")
    #expect(comparison.standing == .withinTarget)
    #expect(comparison.pValue > 0.5)
    #expect(comparison.medians.count == 5)
  }

  @Test("spread the harness adds twice over is MISSED; a little over the target is chance")
  func addedSpreadIsMissed() throws {
    let doubled = try #require(
      RepeatabilityReport.BareComparison(
        runs: Self.pairs(shared: 0.01, own: 0.04, bare: 0.005, seed: 11), target: 1.25))
    #expect(doubled.ratio > 2, "\(doubled.ratio)")
    #expect(doubled.pValue < 0.01)
    #expect(doubled.standing == .missed)
    // A shared level of 4% and 1.5% of the harness's own against 0.5% of the bare loop's: the
    // ratio is a little over 1.25 (√(16 + 2.25) / √(16 + 0.25) ≈ 1.06 in truth), and 40
    // processes cannot tell a sample ratio above the target from chance.
    var chanceSeen = false
    for seed in UInt64(0)..<40 {
      guard
        let near = RepeatabilityReport.BareComparison(
          runs: Self.pairs(shared: 0.04, own: 0.015, bare: 0.005, seed: seed * 3 + 100),
          target: 1.25)
      else { continue }
      #expect(near.standing != .missed, "seed \(seed): ratio \(near.ratio), p \(near.pValue)")
      if near.standing == .withinChance { chanceSeen = true }
    }
    _ = chanceSeen  // both outcomes are fine; none is MISSED
  }

  @Test("one wild process does not make a case MISSED; a spread added to every process does")
  func oneWildProcess() throws {
    var runs = Self.pairs(shared: 0.04, own: 0.01, bare: 0.01, seed: 33)
    // The machine took a third from one process's samples, not from its bare samples.
    runs[2][5].sample *= 1.5
    let wild = try #require(RepeatabilityReport.BareComparison(runs: runs, target: 1.25))
    #expect(wild.ratio > 1.25, "\(wild.ratio)")  // the standard deviations see it
    #expect(wild.standing == .withinChance, "p \(wild.pValue)")  // the ranks do not
    // 3% more in every process (against 1% the bare loop has of its own): MISSED.
    let added = try #require(
      RepeatabilityReport.BareComparison(
        runs: Self.pairs(shared: 0.02, own: 0.03, bare: 0.005, seed: 33), target: 1.25))
    #expect(added.standing == .missed, "ratio \(added.ratio), p \(added.pValue)")
  }

  @Test("ranks: ties share their mean rank")
  func ranks() {
    #expect(RepeatabilityReport.BareComparison.ranks([3, 1, 2]) == [2, 0, 1])
    #expect(RepeatabilityReport.BareComparison.ranks([5, 1, 5, 0]) == [2.5, 1, 2.5, 0])
    #expect(RepeatabilityReport.BareComparison.ranks([]) == [])
  }

  @Test("the Pitman–Morgan p-value: known correlations")
  func pitmanMorgan() {
    let y = Self.normals(30, seed: 3).map { $0 * 0.02 }
    // x = 2y exactly: SD ratio 2 > 1.25, and nothing but the ratio: p = 0.
    #expect(
      RepeatabilityReport.BareComparison.pitmanMorgan(
        y.map { 2 * $0 }, y, ratio: 1.25, freedom: 28) < 1e-9)
    // x = y: SD ratio 1 ≤ 1.25: u = −0.25y and v = 2.25y are perfectly anti-correlated.
    #expect(
      RepeatabilityReport.BareComparison.pitmanMorgan(y, y, ratio: 1.25, freedom: 28) > 0.999)
    // Constant x and y (no spread at all): within the target.
    #expect(
      RepeatabilityReport.BareComparison.pitmanMorgan(
        [0, 0, 0], [0, 0, 0], ratio: 1.25, freedom: 1) == 1)
  }

  @Test("bad pairs and too few processes give no comparison, never a trap")
  func degenerateInputs() {
    #expect(RepeatabilityReport.BareComparison(runs: [], target: 1.25) == nil)
    #expect(RepeatabilityReport.BareComparison(runs: [[(1, 1)], [(1, 1)]], target: 1.25) == nil)
    #expect(
      RepeatabilityReport.BareComparison(
        runs: [[(1, 1), (2, .nan), (1, 1)]], target: 1.25) == nil)
    #expect(
      RepeatabilityReport.BareComparison(
        runs: [[(1, 1), (0, 1), (1, 1)]], target: 1.25) == nil)
    #expect(
      RepeatabilityReport.BareComparison(
        runs: [[(1, 1), (.infinity, 1), (1, 1)]], target: 1.25) == nil)
    // Equal values throughout: no spread either side, within the target.
    let flat = RepeatabilityReport.BareComparison(
      runs: [[(1, 1), (1, 1), (1, 1)]], target: 1.25)
    #expect(flat?.standing == .withinTarget)
  }

  /// A run whose one case has `pairs` as its processes' samples and bare samples (one each).
  static func run(_ pairs: [(sample: Double, bare: Double)], events: Double? = nil) -> RunResult {
    var result = CaseResult(
      key: CaseKey(benchmark: "b", configuration: "c", variant: "v", size: 1), status: .measured,
      operationsPerIteration: 10, iterationsPerSample: 100,
      sampleCount: pairs.count,
      metrics: CaseMetrics(
        wall: SampleSummary(samples: [Statistics.hodgesLehmann(pairs.map(\.sample))])),
      rawSamples: pairs.enumerated().map { block, pair in
        var sample = RawSample(iterations: 100, wallNanoseconds: UInt64(pair.sample * 1_000))
        sample.block = block
        return sample
      })
    result.bareSamples = pairs.enumerated().map { block, pair in
      var sample = RawSample(iterations: 100, wallNanoseconds: UInt64(pair.bare * 1_000))
      sample.block = block
      return sample
    }
    return RunResult.empty(cases: [result])
  }

  @Test("with bare samples, calibrate judges each case by them, not by the reference's CV")
  func reportJudgesByBareTiming() throws {
    let pairs = Self.pairs(shared: 0.04, own: 0.01, bare: 0.01, seed: 21)
    let runs = pairs.map { Self.run($0) }
    // An events reference far calmer than the case: by CVs alone, the case would miss.
    let references = (0..<5).map { index in
      ReferenceTimes(copy: 3e6, register: 1, events: 2 + 0.0001 * Double(index))
    }
    let report = RepeatabilityReport(runs: runs, references: references)
    let spread = try #require(report.cases.first)
    let bare = try #require(spread.bare)
    #expect(bare.processes == 40)
    #expect(spread.ratioToReference.map { $0 > 1.25 } == true)
    #expect(spread.standing == .withinTarget)
    #expect(report.variationMeetsTarget)
    let summary = report.summary()
    #expect(summary.contains("between its 40 processes SD"), "\(summary)")
    #expect(summary.contains("timed bare beside it, ratio"), "\(summary)")
    #expect(summary.contains("not judged where the bare timing is"), "\(summary)")
    #expect(summary.contains("0 MISSED"), "\(summary)")
    // The same runs with the harness adding spread of its own: MISSED, and the target fails.
    let noisy = Self.pairs(shared: 0.01, own: 0.05, bare: 0.005, seed: 21).map { Self.run($0) }
    let missed = RepeatabilityReport(runs: noisy, references: references)
    #expect(missed.cases.first?.standing == .missed)
    #expect(!missed.variationMeetsTarget)
    #expect(missed.summary().contains("1 MISSED"))
    // Without references, the bare timing still judges.
    #expect(RepeatabilityReport(runs: runs).variationMeetsTarget)
    #expect(!RepeatabilityReport(runs: noisy).variationMeetsTarget)
  }

  @Test("a run with --bare-reference takes a bare sample after each sample, paired by block")
  func runnerTakesBareSamples() throws {
    let clock = VirtualClock()
    let benchmark = try Benchmark(
      "bare", sizes: [1],
      variants: ["a", "b"].map { name in
        Variant(name) { _ in
          Workload { iterations in clock.advance(by: UInt64(iterations) * 1_000) }
        }
      })
    var settings = Synthetic.settings
    settings.samples = 9
    settings.blocks = 3
    settings.bareReference = true
    let run = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    for result in run.cases {
      #expect(result.bareSamples.count == result.sampleCount)
      #expect(result.bareSamples.map(\.iterations) == result.rawSamples.map(\.iterations))
      #expect(result.bareSamples.map(\.block) == result.rawSamples.map(\.block))
      #expect(result.bareSamples.allSatisfy { $0.cpuNanoseconds == nil && $0.allocations == nil })
      #expect(result.bareSamples.allSatisfy { $0.wallNanoseconds == UInt64($0.iterations) * 1_000 })
    }
    settings.bareReference = false
    let plain = Runner(settings: settings, measurement: clock.measurement).run([benchmark])
    #expect(plain.cases.allSatisfy { $0.bareSamples.isEmpty })
    // The samples are the same with the reference or without: it is not charged to the budget.
    #expect(plain.cases.map(\.sampleCount) == run.cases.map(\.sampleCount))
  }

  @Test("bare samples are written with the raw samples, read back, and pooled per fork")
  func bareSamplesInJSONAndForks() throws {
    let pairs = Self.pairs(runs: 1, processes: 3, shared: 0.02, own: 0.01, bare: 0.01, seed: 5)
    let run = Self.run(pairs[0])
    let data = try run.jsonData(options: RunJSONOptions(includeRawSamples: true))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"bare_samples\""))
    let decoded = try RunResult.decode(from: data)
    #expect(decoded.cases.first?.bareSamples == run.cases.first?.bareSamples)
    // Without raw samples, neither is written; without bare samples, no empty list.
    let plain = try run.jsonData(options: RunJSONOptions(includeRawSamples: false))
    #expect(!String(decoding: plain, as: UTF8.self).contains("bare_samples"))
    var none = run
    none.cases[0].bareSamples = []
    let withoutBare = try none.jsonData(options: RunJSONOptions(includeRawSamples: true))
    #expect(!String(decoding: withoutBare, as: UTF8.self).contains("bare_samples"))
    // Forks: each fork's bare samples take the fork's block, as its samples do.
    let part = run.cases[0]
    let pooled = ForkedRunner.pooledCase(key: part.key, tags: [], parts: [part, part])
    #expect(pooled.bareSamples.count == 2 * part.bareSamples.count)
    #expect(Set(pooled.bareSamples.compactMap(\.block)) == [0, 1])
  }

  @Test("bare timing applies to wall time only")
  func settingsRefuseInstructions() {
    var settings = RunSettings(metric: .instructions)
    settings.bareReference = true
    #expect(throws: BenchError.self) { try settings.validate() }
    settings.metric = .wallTime
    #expect(throws: Never.self) { try settings.validate() }
  }
}
