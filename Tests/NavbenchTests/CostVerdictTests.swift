import Bench
import Foundation
import Strategies
import Testing

@testable import BenchmarkSuites

/// The summary verdict of a strategy on a version: which evidence it rests on and how the
/// comparisons of its benchmarks combine.
@Suite("The comparison's cost verdicts")
struct CostVerdictTests {
  typealias Comparison = StrategyComparison

  static func ratio(_ value: Double, _ verdict: Verdict, ci: [Double]? = nil) -> Comparison.Ratio {
    let comparison = VariantComparison(
      benchmark: "b", configuration: "iOS 16.4", size: 1, variant: "strategies",
      control: "inline", ratio: value,
      ci95: ConfidenceInterval(lower: ci?[0] ?? value, upper: ci?[1] ?? value), pValue: nil,
      verdict: verdict, variantMedian: value, controlMedian: 1, noiseThreshold: 0.03,
      significanceLevel: 0.05)
    return Comparison.Ratio(comparison)
  }

  static func cost(_ vsInline: Comparison.Ratio?) -> Comparison.Cost {
    Comparison.Cost(
      benchmark: "stacks/replace-top", size: 1_000, strategiesCost: 1, vsRaw: nil,
      vsInline: vsInline, seedSnapshotVsStrategies: nil, allocationsPerOperation: [:],
      allocationsUnavailable: nil, notes: [])
  }

  static func version(wall: [Comparison.Ratio], counted: [Comparison.Ratio])
    -> Comparison.Version
  {
    var version = Comparison.Version(
      os: PlatformVersion(.iOS, 16, 4), traits: [], active: true, reason: "r", glitches: [],
      costs: wall.map { cost($0) }, scaling: [], instructionCosts: counted.map { cost($0) })
    Comparison.decide(&version, runMetric: .wallTime)
    return version
  }

  @Test(
    "comparisons combine: costlier if any, inconclusive if any cannot tell, cheaper if all",
    arguments: [
      ([Verdict.faster, .faster], Comparison.CostVerdict.cheaper),
      ([.faster, .same], .sameCost),
      ([.same, .same], .sameCost),
      ([.same, .slower, .faster], .costlier),
      ([.inconclusive, .slower], .costlier),
      ([.inconclusive, .faster], .inconclusive),
      ([], .notMeasured),
    ])
  func combines(verdicts: [Verdict], expected: Comparison.CostVerdict) {
    #expect(Comparison.costVerdict(verdicts.map { Self.ratio(1, $0) }) == expected)
  }

  @Test("counts decide where there are any, with the exact ratios; wall time beside them")
  func countsDecide() {
    let version = Self.version(
      wall: [Self.ratio(1.0, .inconclusive, ci: [0.7, 1.3])],
      counted: [Self.ratio(0.94, .faster), Self.ratio(0.90, .faster)])
    #expect(version.verdict == "cheaper")
    #expect(version.evidence == "instructions")
    #expect(version.verdictRatios == [0.90, 0.94])
    #expect(version.disagreement == nil)  // wall time did not decide: no disagreement
  }

  @Test("without counts wall time decides, and may not")
  func wallTimeDecides() {
    let undecided = Self.version(wall: [Self.ratio(1.1, .inconclusive)], counted: [])
    #expect(undecided.verdict == "inconclusive" && undecided.evidence == "wall time")
    let decided = Self.version(wall: [Self.ratio(0.8, .faster)], counted: [])
    #expect(decided.verdict == "cheaper" && decided.evidence == "wall time")
    let nothing = Self.version(wall: [], counted: [])
    #expect(nothing.verdict == "not measured" && nothing.evidence == "none")
  }

  @Test("where both decide and differ, the verdict rests on instructions and says why")
  func disagreementIsSaid() throws {
    let version = Self.version(
      wall: [Self.ratio(1.2, .slower, ci: [1.1, 1.3])], counted: [Self.ratio(1.0, .same)])
    #expect(version.verdict == "same cost" && version.evidence == "instructions")
    let line = try #require(version.disagreement)
    #expect(line.contains("instructions say same cost (1.00×)"))
    #expect(line.contains("wall time says costlier (1.20×)"))
    #expect(line.contains("rests on the instruction count"))
    let report = StrategyComparison(
      command: "navbench", environment: "test", machine: .current(), settings: RunSettings(),
      startedAt: "now", versions: [version.os],
      strategies: [
        Comparison.Entry(
          id: StrategyID("reset-transform-after-transition"), title: "t", addresses: [],
          benchmarks: ["stacks/replace-top"], versions: [version])
      ], unmitigated: [])
    #expect(report.verdictCounts.decided == 1 && report.verdictCounts.byInstructions == 1)
    let text = report.text
    #expect(text.contains("Wall time disagrees below; the verdicts rest on instructions"))
    #expect(text.contains("reset-transform-after-transition iOS 16.4: wall time says costlier"))
    #expect(text.contains("1.20× [1.10–1.30]"))
    // The summary comes before the details.
    let summary = try #require(text.range(of: "Summary:"))
    let details = try #require(text.range(of: "\nDetails\n"))
    #expect(summary.lowerBound < details.lowerBound)
  }

  @Test("without counts, verdicts judged by paired CPU time say so in the table and the summary")
  func cpuTimeIsNamed() {
    var version = Comparison.Version(
      os: PlatformVersion(.iOS, 16, 4), traits: [], active: true, reason: "r", glitches: [],
      costs: [Self.cost(Self.ratio(0.9, .faster, ci: [0.86, 0.94]))], scaling: [])
    Comparison.decide(&version, runMetric: .wallTime, timedBy: .cpuTime)
    #expect(version.verdict == "cheaper" && version.evidence == "CPU time")
    var report = StrategyComparison(
      command: "navbench", environment: "test", machine: .current(), settings: RunSettings(),
      startedAt: "now", versions: [version.os],
      strategies: [
        Comparison.Entry(
          id: StrategyID("reset-transform-after-transition"), title: "t", addresses: [],
          benchmarks: ["stacks/replace-top"], versions: [version])
      ], unmitigated: [])
    report.timedBy = .cpuTime
    #expect(report.text.contains("CPU time [95% CI]"))
    #expect(report.text.contains("Verdicts: 1 of 1 decided, 1 by CPU time (the measuring thread's"))
    #expect(!report.text.contains("wall time [95% CI]"))
    report.timedBy = .wallTime
    #expect(report.text.contains("Verdicts: 1 of 1 decided, 1 by wall time."))
  }

  @Test("the summary says which evidence each verdict rests on: valgrind, the counter, wall time")
  func evidenceIsNamed() {
    var counted = Comparison.Version(
      os: PlatformVersion(.iOS, 16, 4), traits: [], active: true, reason: "r", glitches: [],
      costs: [Self.cost(Self.ratio(1.0, .inconclusive))], scaling: [],
      instructionCosts: [Self.cost(Self.ratio(1.01, .same))])
    Comparison.decide(&counted, runMetric: .wallTime, countedBy: .hardwareCounter)
    #expect(counted.verdict == "same cost" && counted.evidence == "hardware counter")
    let timed = Self.version(wall: [Self.ratio(0.8, .faster)], counted: [])
    var report = StrategyComparison(
      command: "navbench", environment: "test", machine: .current(), settings: RunSettings(),
      startedAt: "now", versions: [counted.os],
      strategies: [
        Comparison.Entry(
          id: StrategyID("reset-transform-after-transition"), title: "t", addresses: [],
          benchmarks: ["stacks/replace-top"], versions: [counted, timed])
      ], unmitigated: [])
    report.instructionsEvidence = .hardwareCounter
    report.instructionsCounted = "at N = 10"
    #expect(report.verdictCounts.decided == 2 && report.verdictCounts.byInstructions == 1)
    #expect(
      report.text.contains(
        "Verdicts: 2 of 2 decided, 1 by instruction counts (the hardware counter, at N = 10), "
          + "1 by wall time."))
    report.instructionsEvidence = .instructions
    #expect(report.text.contains("1 by instruction counts (valgrind, at N = 10)"))
    report.followedUp = ["stacks/replace-top iOS 16.4 N = 1k (now same)"]
    #expect(report.text.contains("paired and interleaved"))
    #expect(report.text.contains("stacks/replace-top iOS 16.4 N = 1k (now same)"))
  }

  @Test("the summary lists every case not measured, and says when budgets grew")
  func notMeasuredIsListed() {
    var report = StrategyComparison(
      command: "navbench", environment: "test", machine: .current(), settings: RunSettings(),
      startedAt: "now", versions: [], strategies: [], unmitigated: [])
    report.raisedBudgets = 2
    #expect(report.text.contains("Every case was measured; 2 with a larger time budget"))
    report.notMeasured = ["stacks/replace-top raw/10 iOS 16.4 skipped: --iterations 9"]
    #expect(report.text.contains("Not measured: 1 case, at the limits given:"))
    #expect(report.text.contains("  stacks/replace-top raw/10 iOS 16.4 skipped: --iterations 9"))
  }
}
