import Foundation
import Testing

@testable import Bench

@Suite("Repeatability against reference workloads")
struct ReferenceRepeatabilityTests {
  /// A run of a nanosecond case `fast` and a memory-bound case `copy` (2 ms per operation).
  static func run(fast: Double, copy: Double) -> RunResult {
    RunResult.empty(
      cases: [("fast", fast), ("copy", copy)].map { variant, value in
        CaseResult(
          key: CaseKey(benchmark: "b", configuration: "c", variant: variant, size: 1),
          status: .measured,
          metrics: CaseMetrics(wall: SampleSummary(samples: [value, value, value])))
      })
  }

  @Test("each case is judged against the reference of its kind, by the ratio of the CVs")
  func judgedAgainstItsKind() throws {
    let runs = [
      Self.run(fast: 5.0, copy: 2e6), Self.run(fast: 5.1, copy: 2.2e6),
      Self.run(fast: 4.9, copy: 1.8e6),
    ]
    // The register loop varies as much as `fast`; the copy half as much as `copy`.
    let references = [
      ReferenceTimes(copy: 3e6, register: 1.0), ReferenceTimes(copy: 3.15e6, register: 1.02),
      ReferenceTimes(copy: 2.85e6, register: 0.98),
    ]
    let report = RepeatabilityReport(runs: runs, references: references)
    #expect(report.references.map(\.name) == ["copy", "register"])
    let fast = try #require(report.cases.first { $0.key.variant == "fast" })
    let copy = try #require(report.cases.first { $0.key.variant == "copy" })
    #expect(fast.reference == "register" && copy.reference == "copy")
    #expect(abs((fast.ratioToReference ?? 0) - 1) < 1e-9)
    #expect(abs((copy.ratioToReference ?? 0) - 2) < 1e-9)
    #expect(!report.variationMeetsTarget)  // copy's ratio 2 > 1.25
    #expect(!report.meetsTargets)
    let summary = report.summary()
    #expect(summary.contains("register reference CV 2.00%, ratio 1.00 ok"))
    #expect(summary.contains("copy reference CV 5.00%, ratio 2.00 MISSED"))
    #expect(summary.contains("worst ratio to the reference of its kind: 2.00 (target ≤ 1.25"))
    // Over 3 runs, F(2, 2)'s 95% quantile is 19: CVs of the same spread differ by √19 = 4.36×.
    #expect(
      summary.contains("over 3 runs, two workloads of the same spread differ in CV by over 4.36×"))
    // Within 1.25 times its reference, a case meets the target however large its CV.
    let calmer = RepeatabilityReport(
      runs: runs,
      references: [
        ReferenceTimes(copy: 3e6, register: 1.0), ReferenceTimes(copy: 3.3e6, register: 1.02),
        ReferenceTimes(copy: 2.7e6, register: 0.98),
      ])
    #expect(calmer.variationMeetsTarget)
  }

  @Test("with the path reference timed beside every run, events of a few ns are judged by it")
  func pathReference() throws {
    let runs = [
      Self.run(fast: 5.0, copy: 2e6), Self.run(fast: 5.5, copy: 2.2e6),
      Self.run(fast: 4.5, copy: 1.8e6),
    ]
    // The register loop barely moves; the path reference moves as much as `fast`.
    let references = [
      ReferenceTimes(copy: 3e6, register: 1.0, path: 2.0),
      ReferenceTimes(copy: 3.3e6, register: 1.001, path: 2.2),
      ReferenceTimes(copy: 2.7e6, register: 0.999, path: 1.8),
    ]
    let report = RepeatabilityReport(runs: runs, references: references)
    #expect(report.references.map(\.name) == ["copy", "register", "path"])
    let fast = try #require(report.cases.first { $0.key.variant == "fast" })
    #expect(fast.reference == "path")
    #expect(abs((fast.ratioToReference ?? 0) - 1) < 1e-9)
    #expect(report.variationMeetsTarget)
    #expect(report.summary().contains("reference path"))
    // One run without it (an older result): the register loop judges, as before.
    var older = references
    older[1].path = nil
    let fallback = RepeatabilityReport(runs: runs, references: older)
    #expect(fallback.references.map(\.name) == ["copy", "register"])
    #expect(fallback.cases.first { $0.key.variant == "fast" }?.reference == "register")
    #expect(!fallback.variationMeetsTarget)
    // A result written before the path reference existed still decodes.
    let decoded = try JSONDecoder().decode(
      ReferenceTimes.self, from: Data(#"{"copy":1,"register":2}"#.utf8))
    #expect(decoded == ReferenceTimes(copy: 1, register: 2))
  }

  @Test("with the events reference timed beside every run, it judges events of a few ns")
  func eventsReference() throws {
    let runs = [
      Self.run(fast: 5.0, copy: 2e6), Self.run(fast: 5.5, copy: 2.2e6),
      Self.run(fast: 4.5, copy: 1.8e6),
    ]
    // The path reference barely moves; the events reference moves with `fast`, run by run.
    let references = [
      ReferenceTimes(copy: 3e6, register: 1.0, path: 2.0).pooling(events: [2.0, 2.0, 2.0]),
      ReferenceTimes(copy: 3.3e6, register: 1.001, path: 2.01).pooling(events: [2.2, 2.2]),
      ReferenceTimes(copy: 2.7e6, register: 0.999, path: 1.99).pooling(events: [1.8, 1.7, 1.9]),
    ]
    #expect(
      zip(references.compactMap(\.events), [2.0, 2.2, 1.8]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(references[2].eventsPerProcess == [1.8, 1.7, 1.9])
    let report = RepeatabilityReport(runs: runs, references: references)
    #expect(report.references.map(\.name) == ["copy", "register", "path", "events"])
    let fast = try #require(report.cases.first { $0.key.variant == "fast" })
    #expect(fast.reference == "events")
    #expect(abs((fast.ratioToReference ?? 0) - 1) < 1e-9)
    // 5/2, 5.5/2.2 and 4.5/1.8 are all 2.5: nothing is left once the window is divided out.
    #expect((fast.pairedVariation ?? 1) < 1e-12)
    let copy = try #require(report.cases.first { $0.key.variant == "copy" })
    #expect(copy.reference == "copy")
    // 2e6/3e6, 2.2e6/3.3e6 and 1.8e6/2.7e6 are equal too: the copy moved with its reference.
    #expect(copy.pairedVariation == 0)
    #expect(report.variationMeetsTarget)
    let summary = report.summary()
    #expect(summary.contains("events reference CV 10.0%, ratio 1.00 ok; paired with it, CV 0%"))
    #expect(summary.contains("paired with the reference of its kind: "))
    // Judged by the path reference, which did not move, `fast` misses.
    var older = references
    older[1].events = nil
    let fallback = RepeatabilityReport(runs: runs, references: older)
    #expect(fallback.cases.first { $0.key.variant == "fast" }?.reference == "path")
    #expect(!fallback.variationMeetsTarget)
    // Processes that timed nothing usable leave no events reference.
    #expect(ReferenceTimes(copy: 1, register: 1).pooling(events: [0, .nan]).events == nil)
    // A result written before the events reference existed still decodes.
    let decoded = try JSONDecoder().decode(
      ReferenceTimes.self, from: Data(#"{"copy":1,"register":2,"path":3}"#.utf8))
    #expect(decoded == ReferenceTimes(copy: 1, register: 2, path: 3))
  }

  /// A run of one nanosecond case whose samples (2 operations an iteration, 10 iterations a
  /// sample) take `cpu` ns of CPU time per operation, one process (block) per entry, at twice
  /// that in wall time: a busy machine.
  static func run(cpu processes: [[UInt64]]) -> RunResult {
    var samples: [RawSample] = []
    for (process, values) in processes.enumerated() {
      for value in values {
        var sample = RawSample(
          iterations: 10, wallNanoseconds: 40 * value, cpuNanoseconds: 20 * value)
        sample.block = process
        samples.append(sample)
      }
    }
    let wall = Statistics.median(samples.map { Double($0.wallNanoseconds) / 20 })
    return RunResult.empty(cases: [
      CaseResult(
        key: CaseKey(benchmark: "b", configuration: "c", variant: "fast", size: 1),
        status: .measured, operationsPerIteration: 2, iterationsPerSample: 10,
        sampleCount: samples.count,
        metrics: CaseMetrics(wall: SampleSummary(samples: [wall, wall, wall])),
        rawSamples: samples)
    ])
  }

  @Test("in CPU time: each case's centre from its processes' medians, against the events'")
  func cpuTime() throws {
    // Process medians 4 and 6 (centre 5), then 5 and 5 (5), then 6 and 6 (6).
    let runs = [
      Self.run(cpu: [[4, 4, 9], [6, 6, 1]]), Self.run(cpu: [[5, 5, 5], [5, 5, 5]]),
      Self.run(cpu: [[6, 6, 6], [6, 6, 6]]),
    ]
    #expect(RepeatabilityReport.cpuCentre(runs[0].cases[0]) == 5)
    let references = [2.0, 2.0, 2.4].map { cpu in
      ReferenceTimes(copy: 1, register: 1, path: 1).pooling(events: [4, 4], cpu: [cpu, cpu])
    }
    #expect(references.map(\.eventsCPU) == [2.0, 2.0, 2.4])
    let report = RepeatabilityReport(runs: runs, references: references)
    #expect(report.references.map(\.name).last == RepeatabilityReport.eventsCPUName)
    let fast = try #require(report.cases.first)
    #expect(fast.cpuMedians == [5, 5, 6])
    let expected = RepeatabilityReport.variation([5, 5, 6])
    #expect(abs((fast.cpuVariation ?? 0) - expected) < 1e-12)
    #expect(abs((fast.cpuReferenceVariation ?? 0) - expected) < 1e-12)  // 2, 2, 2.4 alike
    #expect(report.summary().contains("; CPU time CV 10.8% (events reference 10.8%)"))
    // Where one process of a reference read no CPU time, no CPU reference: the case keeps
    // its own CPU spread, with nothing to judge it by.
    let partial = ReferenceTimes(copy: 1, register: 1).pooling(events: [4, 4], cpu: [2])
    #expect(partial.eventsCPU == nil)
    // A sample without CPU time leaves the case without a CPU centre.
    var bare = runs[0].cases[0]
    bare.rawSamples[0].cpuNanoseconds = nil
    #expect(RepeatabilityReport.cpuCentre(bare) == nil)
  }

  @Test("the events reference performs 4 events per entry and one pop to root a round")
  func eventsRound() {
    let box = ReferenceEvents.Box(Array(0..<1_000))
    #expect(ReferenceEvents.round(box, size: 1_000) == 4_001)
    // The round leaves the path as deep as it found it, its entries pushed again in order.
    #expect(box.path == Array(0..<1_000))
  }

  @Test("without references the fixed CV target applies, as before")
  func withoutReferences() {
    let report = RepeatabilityReport(runs: [
      Self.run(fast: 5.0, copy: 2e6), Self.run(fast: 5.0, copy: 2e6),
    ])
    #expect(report.references.isEmpty)
    #expect(report.cases.allSatisfy { $0.reference == nil })
    #expect(report.variationMeetsTarget)
  }

  @Test("the chance ratio: F quantiles with runs − 1 degrees of freedom each, nil below 2 runs")
  func chanceRatio() throws {
    // Tabulated 95% quantiles: F(4, 4) = 6.388, F(9, 9) = 3.179, F(1, 1) = 161.4.
    let four = try #require(FisherF.quantile(0.95, numerator: 4, denominator: 4))
    #expect(abs(four - 6.388) < 0.001)
    let nine = try #require(FisherF.quantile(0.95, numerator: 9, denominator: 9))
    #expect(abs(nine - 3.179) < 0.001)
    let one = try #require(FisherF.quantile(0.95, numerator: 1, denominator: 1))
    #expect(abs(one - 161.4) < 0.1)
    #expect(abs(FisherF.survival(four, numerator: 4, denominator: 4) - 0.05) < 1e-9)
    for bad in [0.0, 1.0, -1.0, .nan, .infinity] {
      #expect(FisherF.quantile(bad, numerator: 4, denominator: 4) == nil)
    }
    #expect(FisherF.quantile(0.95, numerator: 0, denominator: 4) == nil)
    #expect(FisherF.quantile(0.95, numerator: .infinity, denominator: 4) == nil)
    let runs = (0..<5).map { Self.run(fast: 5.0 + Double($0) / 10, copy: 2e6) }
    let report = RepeatabilityReport(runs: runs)
    #expect(abs((report.chanceRatio ?? 0) - 6.388.squareRoot()) < 0.001)
    #expect(RepeatabilityReport(runs: Array(runs.prefix(1))).chanceRatio == nil)
  }

  @Test("the article's chance ratios for 5 and 20 runs are the ones the summary computes")
  func articleChanceRatios() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/navbench/navbench.docc/ReadingTheCostSummary.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    func chance(_ runs: Int) throws -> String {
      let quantile = try #require(
        FisherF.quantile(0.95, numerator: Double(runs - 1), denominator: Double(runs - 1)))
      return String(format: "%.2f", quantile.squareRoot())
    }
    #expect(text.contains("ratio exceeds \(try chance(5)) one time in 20"))
    #expect(text.contains("`--fresh-runs 20`: \(try chance(20))× at 95%"))
    // "and 1.25 about one time in three": P(F(4, 4) > 1.25²).
    #expect(text.contains("and 1.25\nabout one time in three"))
    #expect(abs(FisherF.survival(1.25 * 1.25, numerator: 4, denominator: 4) - 1.0 / 3) < 0.01)
  }

  @Test("the copy reference leaves its path shared, so that its next push and pop each copy it")
  func copyReferenceKeepsThePathShared() {
    var path = Array(0..<1_000)
    var previous: [Int] = []
    for value in 0..<3 {
      #expect(ReferenceTimes.copyOperation(&path, &previous, value) == 2)
      #expect(path == Array(0..<1_000))
      // One buffer for both: the next mutation of `path` copies all of it, as seed-snapshot's.
      let shared = path.withUnsafeBufferPointer { mine in
        previous.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
      }
      #expect(shared)
    }
  }

  @Test("the reference workloads time something, in this process")
  func referencesMeasure() {
    let copy = ReferenceTimes.copyNanoseconds(samples: 3, perSample: 1, size: 10_000)
    let register = ReferenceTimes.registerNanoseconds(samples: 3, perSample: 10_000)
    let path = ReferenceTimes.pathNanoseconds(samples: 2, size: 10_000)
    let events = ReferenceTimes.eventsTimes(samples: 2, size: 10_000)
    #expect(events.wall > 0 && events.wall.isFinite)
    #expect(events.cpu > 0 && events.cpu.isFinite)
    #expect(path > 0 && path.isFinite)
    #expect(copy > 0 && copy.isFinite)
    #expect(register > 0 && register.isFinite)
  }
}
