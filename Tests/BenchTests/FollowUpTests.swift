import Foundation
import Testing

@testable import Bench

/// Measuring again where an interval straddles a threshold: which comparisons get the time,
/// how further processes join a case, and when the rounds stop. Samples are injected; nothing
/// depends on the machine's speed.
@Suite("Follow-up: more fresh processes for the comparisons a run cannot decide")
struct FollowUpTests {
  static let inline = CaseKey(benchmark: "b", configuration: "c", variant: "inline", size: 10)
  static let strategies = CaseKey(
    benchmark: "b", configuration: "c", variant: "strategies", size: 10)
  static let raw = CaseKey(benchmark: "b", configuration: "c", variant: "raw", size: 10)

  /// One process's samples of a case: `nanoseconds` per operation each.
  static func part(_ key: CaseKey, _ nanoseconds: [Double]) -> CaseResult {
    let samples = nanoseconds.map {
      RawSample(iterations: 100, wallNanoseconds: UInt64(($0 * 100).rounded()))
    }
    return CaseResult(
      key: key, status: .measured, operationsPerIteration: 1, iterationsPerSample: 100,
      sampleCount: samples.count,
      metrics: CaseMetrics(wall: SampleSummary(samples: nanoseconds)), rawSamples: samples)
  }

  /// A forked run of the three variants: per process, inline at `inline[i]` and strategies at
  /// `strategies[i]` nanoseconds (three samples each, ±0.1%), raw at 1 ns.
  static func run(inline: [Double], strategies: [Double], seed: UInt64 = 1) -> RunResult {
    let forks = inline.indices.map { index -> Result<RunResult, ForkedRunner.ForkFailure> in
      func samples(_ centre: Double) -> [Double] { [centre * 0.999, centre, centre * 1.001] }
      let cases = [
        part(Self.raw, samples(1)), part(Self.inline, samples(inline[index])),
        part(Self.strategies, samples(strategies[index])),
      ]
      return .success(empty(cases: cases))
    }
    let keys = [Self.raw, Self.inline, Self.strategies]
    let cases = ForkedRunner.pool(forks, expected: keys, tags: [])
    var settings = RunSettings(samples: 3 * inline.count, forks: inline.count)
    settings.seed = seed
    let pairs = [
      GroupKey(benchmark: "b", configuration: "c"): [
        Comparison(variant: "strategies", control: "raw"),
        Comparison(variant: "strategies", control: "inline"),
      ]
    ]
    return RunResult(
      startedAt: "now", durationSeconds: 1, machine: .current(), settings: settings,
      cases: cases,
      comparisons: RunAnalysis.comparisons(cases: cases, pairs: pairs, settings: settings))
  }

  static func empty(cases: [CaseResult]) -> RunResult {
    RunResult(
      startedAt: "now", durationSeconds: 0.5, machine: .current(), settings: RunSettings(),
      cases: cases)
  }

  static func benchmark() throws -> Benchmark {
    let nothing = Variant("x") { _ in Workload { _ in } }
    return try Benchmark(
      "b", configuration: "c", sizes: [10, 100],
      comparisons: [
        Comparison(variant: "strategies", control: "raw"),
        Comparison(variant: "strategies", control: "inline"),
      ],
      variants: [
        Variant("raw", prepare: nothing.prepare), Variant("inline", prepare: nothing.prepare),
        Variant("strategies", prepare: nothing.prepare),
      ])
  }

  static func versusInline(_ run: RunResult) -> VariantComparison? {
    run.comparisons.first { $0.variant == "strategies" && $0.control == "inline" }
  }

  /// Four processes whose strategies/inline ratios are 0.94, 1.02, 1.10 and 0.98: the interval
  /// reaches past ±9%, so it can neither say the same nor call a difference.
  static let straddling = run(inline: [10, 10, 10, 10], strategies: [9.4, 10.2, 11.0, 9.8])

  @Test("only the undecided comparisons the caller accepts are measured again")
  func straddlingPairsOnly() throws {
    let comparison = try #require(Self.versusInline(Self.straddling))
    #expect(comparison.verdict == .inconclusive)
    let all = FollowUp.straddling(Self.straddling) { _ in true }
    #expect(all.map(\.control).contains("inline"))
    #expect(all.allSatisfy { $0.verdict == .inconclusive })
    #expect(FollowUp.straddling(Self.straddling) { $0.control == "raw" }.isEmpty)
  }

  @Test("the selection keeps the pair's two variants at the sizes it needs")
  func selectionIsThePairOnly() throws {
    let comparison = try #require(Self.versusInline(Self.straddling))
    let selected = FollowUp.selection([try Self.benchmark()], pairs: [comparison])
    #expect(selected.count == 1)
    #expect(selected.first?.variants.map(\.name) == ["inline", "strategies"])
    #expect(selected.first?.sizes == [10])
    #expect(
      selected.first?.comparisons == [Comparison(variant: "strategies", control: "inline")])
  }

  @Test("further processes join the case as further blocks, and the comparison is made again")
  func mergeAddsProcesses() throws {
    let extra = Self.run(
      inline: [10, 10, 10, 10, 10, 10, 10, 10],
      strategies: [10.0, 10.05, 9.95, 10.0, 10.02, 9.98, 10.0, 10.01])
    let merged = FollowUp.merge(Self.straddling, with: extra)
    let inline = try #require(merged.cases.first { $0.key == Self.inline })
    #expect(Set(inline.rawSamples.compactMap(\.block)) == Set(0..<12))
    #expect(inline.sampleCount == 36)
    #expect(inline.note?.contains("8 more fresh processes") == true)
    // raw was measured again too (it is in extra), the comparison against inline now decides.
    let comparison = try #require(Self.versusInline(merged))
    #expect(comparison.verdict == .same)
    #expect(merged.comparisons.count == Self.straddling.comparisons.count)
  }

  @Test("rounds go on until the pair is decided, within the time left")
  func roundsUntilDecided() throws {
    let clock = Clock()
    var rounds: [[String]] = []
    let (refined, followed) = FollowUp.refine(
      Self.straddling, benchmarks: [try Self.benchmark()],
      include: { $0.control == "inline" }, until: 60_000_000_000, now: clock.now
    ) { selected, variants in
      rounds.append(variants)
      #expect(selected.map(\.name) == ["b"])
      clock.advance(seconds: 4)
      return Self.run(inline: [10, 10, 10, 10], strategies: [10.0, 10.02, 9.98, 10.01])
    }
    #expect(rounds == [["inline", "strategies"]])  // one round decided it
    #expect(followed.count == 1)
    #expect(followed.first?.verdict == .same)
    #expect(Self.versusInline(refined)?.verdict == .same)
  }

  @Test("no round starts when the time left is shorter than a round")
  func noTimeNoRound() throws {
    let clock = Clock()
    clock.advance(seconds: 58)
    var called = 0
    let (refined, followed) = FollowUp.refine(
      Self.straddling, benchmarks: [try Self.benchmark()], include: { _ in true },
      until: 60_000_000_000, now: clock.now
    ) { _, _ in
      called += 1
      return Self.straddling
    }
    #expect(called == 0 && followed.isEmpty)
    #expect(refined == Self.straddling)
    // A first round is expected to take the run's time per case for its two cases: a run of
    // three cases in 120 s leaves no room for one in 60 s.
    var slow = Self.straddling
    slow.durationSeconds = 120
    _ = FollowUp.refine(
      slow, benchmarks: [try Self.benchmark()], include: { _ in true },
      until: 60_000_000_000, now: Clock().now
    ) { _, _ in
      called += 1
      return slow
    }
    #expect(called == 0)
  }

  @Test("where not every pair fits the time left, the narrowest intervals get it")
  func partialRoundTakesNarrowest() throws {
    // Two straddling pairs, at sizes 10 and 100; size 100's interval is the narrower.
    var run = Self.straddling
    let wide = try #require(Self.versusInline(run))
    var narrow = wide
    narrow.size = 100
    narrow.ci95 = ConfidenceInterval(lower: 0.95, upper: 1.12)
    run.comparisons.append(narrow)
    run.durationSeconds = 3  // 3 cases: a first round of 2 pairs is expected to take 4 s
    let clock = Clock()
    clock.advance(seconds: 57)  // 3 s left: one pair fits
    var measured: [[Int]] = []
    _ = FollowUp.refine(
      run, benchmarks: [try Self.benchmark()], include: { $0.control == "inline" },
      until: 60_000_000_000, now: clock.now
    ) { selected, _ in
      measured.append(selected.flatMap(\.sizes))
      clock.advance(seconds: 3)
      return Self.straddling
    }
    #expect(measured == [[100]])
  }

  @Test("a pair that stays undecided gets rounds until the next would not fit")
  func undecidedStopsAtTheDeadline() throws {
    let clock = Clock()
    var called = 0
    let (_, followed) = FollowUp.refine(
      Self.straddling, benchmarks: [try Self.benchmark()], include: { $0.control == "inline" },
      until: 20_000_000_000, now: clock.now
    ) { _, _ in
      called += 1
      clock.advance(seconds: 6)
      // Ratios still far apart: the interval keeps straddling.
      return Self.run(inline: [10, 10, 10, 10], strategies: [7.0, 13.0, 7.5, 12.5])
    }
    // 0 → 6 → 12 → 18 s: a fourth round of 6 s would end after 20 s.
    #expect(called == 3)
    #expect(followed.count == 1 && followed.first?.verdict == .inconclusive)
  }

  /// A clock the tests move by hand.
  final class Clock: @unchecked Sendable {
    private var value: UInt64 = 0
    func now() -> UInt64 { value }
    func advance(seconds: Double) { value += UInt64(seconds * 1e9) }
  }
}
