import Foundation

/// The instruction-count self-check: determinism across runs, exact A/A ratios, and a baseline
/// gate that flags a fixture costing 2% more and nothing else.
///
/// Each run counts the fixture benchmark ``benchmarkName`` in fresh valgrind children: variant
/// `a` spins a dependent multiply-add chain, `a-again` is the same closure, `b` spins 2% more
/// steps. The report gives the spread of every variant's count across runs (the contract: 0), the
/// A/A ratio within each run, and ``BaselineComparison`` results with a 1% threshold on
/// instructions: every ordered pair of runs as baseline and current (A/A: never a regression),
/// and each run's `b` against another run's `a` (a real 2% change: always a regression).
package enum InstructionCalibration {
  /// The fixture's benchmark name; a child process builds it with ``benchmark()``.
  package static let benchmarkName = "calibration/instructions"
  /// Multiply-add steps per iteration of `a`.
  package static let steps = 1_000
  /// The extra work of `b`.
  package static let injectedIncrease = 0.02
  /// The baseline threshold on instructions per operation.
  package static let threshold = 0.01

  /// The fixture: `a`, `a-again` (the same closure) and `b` (2% more steps), at size 1, with
  /// the comparisons `a-again`/`a` and `b`/`a`.
  ///
  /// - Throws: never in practice (the declaration is valid); ``BenchError`` otherwise.
  package static func benchmark() throws -> Benchmark {
    let slowSteps = Int((Double(steps) * (1 + injectedIncrease)).rounded())
    let spinA: @Sendable (Int) -> Workload = { _ in
      Workload { iterations in
        for _ in 0..<iterations { blackHole(fixtureSpin(opaqueIdentity(steps))) }
      }
    }
    return try Benchmark(
      benchmarkName, sizes: [1],
      comparisons: [
        Comparison(variant: "a-again", control: "a"), Comparison(variant: "b", control: "a"),
      ],
      variants: [
        Variant("a", prepare: spinA), Variant("a-again", prepare: spinA),
        Variant("b") { _ in
          Workload { iterations in
            for _ in 0..<iterations { blackHole(fixtureSpin(opaqueIdentity(slowSteps))) }
          }
        },
      ])
  }

  /// A chain of `steps` xor-multiply steps whose multiplier the optimiser cannot see, so that
  /// it cannot fold several steps into one (as it does with a constant affine step): the cost in
  /// instructions grows with `steps`, and 2% more steps cost about 2% more.
  @inline(never)
  static func fixtureSpin(_ steps: Int) -> UInt64 {
    let multiplier = opaqueIdentity(UInt64(6_364_136_223_846_793_005))
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for step in 0..<steps {
      state = (state ^ UInt64(truncatingIfNeeded: step)) &* multiplier
    }
    return state
  }

  /// Runs the self-check: `runs` fresh instruction counts of the fixture.
  ///
  /// - Parameters:
  ///   - counter: Starts the children (its settings' metric is ignored: instructions).
  ///   - runs: Fresh runs (at least 2).
  ///   - progress: Called with the runs finished and the runs in all: with 0 before the first,
  ///     then after each.
  /// - Throws: `InstructionCountError` when valgrind is missing or a run fails as a whole.
  package static func run(
    counter: InstructionCounter, runs: Int = 5, progress: ((Int, Int) -> Void)? = nil
  ) throws -> InstructionCalibrationReport {
    let start = SystemClocks.monotonicNanoseconds()
    var counter = counter
    counter.settings.metric = .instructions
    counter.settings.iterations = counter.settings.iterations ?? 200
    let fixture = try benchmark()
    var results: [RunResult] = []
    let total = max(runs, 2)
    progress?(0, total)
    for _ in 0..<total {
      let result = try counter.run([fixture])
      if let failed = result.cases.first(where: { $0.status != .measured }) {
        throw InstructionCountError.childFailed(
          "\(failed.key): \(failed.status.reason ?? failed.status.name)")
      }
      results.append(result)
      progress?(results.count, total)
    }
    func count(_ run: RunResult, _ variant: String) -> Double {
      run.cases.first { $0.key.variant == variant }?.metrics?.instructionsPerOperation ?? .nan
    }
    var counts: [String: [Double]] = [:]
    for variant in ["a", "a-again", "b"] {
      counts[variant] = results.map { count($0, variant) }
    }
    let thresholds = (try? Thresholds([.instructionsPerOperation: threshold])) ?? .default
    func only(_ run: RunResult, _ variant: String, as name: String) -> RunResult {
      var copy = run
      copy.cases = run.cases.filter { $0.key.variant == variant }.map {
        var result = $0
        result.key.variant = name
        return result
      }
      copy.comparisons = []
      return copy
    }
    var sameCodeRegressions = 0
    var sameCodeComparisons = 0
    var detections = 0
    var changeComparisons = 0
    var measuredIncrease: [Double] = []
    for (i, baseline) in results.enumerated() {
      for (j, current) in results.enumerated() where i != j {
        let aa = BaselineComparison(
          current: only(current, "a", as: "a"), baseline: only(baseline, "a", as: "a"),
          thresholds: thresholds)
        sameCodeComparisons += 1
        if !aa.regressions.isEmpty || !aa.failures.isEmpty { sameCodeRegressions += 1 }
        let ab = BaselineComparison(
          current: only(current, "b", as: "a"), baseline: only(baseline, "a", as: "a"),
          thresholds: thresholds)
        changeComparisons += 1
        if ab.exitCode == .regression { detections += 1 }
        if let change = ab.changes.first { measuredIncrease.append(change.relativeChange) }
      }
    }
    let ratios = results.compactMap {
      $0.comparisons.first { $0.variant == "a-again" }?.ratio
    }
    return InstructionCalibrationReport(
      runs: results.count, counts: counts, sameCodeRatios: ratios,
      baselineSameCodeComparisons: sameCodeComparisons,
      baselineFalseRegressions: sameCodeRegressions,
      baselineChangeComparisons: changeComparisons, baselineDetections: detections,
      measuredIncrease: measuredIncrease.isEmpty ? .nan : Statistics.median(measuredIncrease),
      elapsedSeconds: Double(SystemClocks.monotonicNanoseconds() &- start) / 1e9)
  }
}

/// What `InstructionCalibration` measured.
package struct InstructionCalibrationReport: Sendable, Equatable, Codable {
  /// Fresh runs.
  package var runs: Int
  /// Instructions per operation of each fixture variant, one per run.
  package var counts: [String: [Double]]
  /// `a-again`/`a` in each run (exactly 1 when counting is deterministic).
  package var sameCodeRatios: [Double]
  /// A/A baseline comparisons (every ordered pair of runs).
  package var baselineSameCodeComparisons: Int
  /// A/A baseline comparisons that reported a regression.
  package var baselineFalseRegressions: Int
  /// Baseline comparisons of the 2% fixture against another run's `a`.
  package var baselineChangeComparisons: Int
  /// Those that reported the regression.
  package var baselineDetections: Int
  /// The median relative increase the gate saw for the fixture.
  package var measuredIncrease: Double
  /// Wall time of the self-check, in seconds.
  package var elapsedSeconds: Double

  /// The largest spread across runs allowed by the contract (0.1%).
  package static let spreadTarget = 0.001

  /// Creates a report.
  package init(
    runs: Int, counts: [String: [Double]], sameCodeRatios: [Double],
    baselineSameCodeComparisons: Int, baselineFalseRegressions: Int,
    baselineChangeComparisons: Int, baselineDetections: Int, measuredIncrease: Double,
    elapsedSeconds: Double
  ) {
    self.runs = runs
    self.counts = counts
    self.sameCodeRatios = sameCodeRatios
    self.baselineSameCodeComparisons = baselineSameCodeComparisons
    self.baselineFalseRegressions = baselineFalseRegressions
    self.baselineChangeComparisons = baselineChangeComparisons
    self.baselineDetections = baselineDetections
    self.measuredIncrease = measuredIncrease
    self.elapsedSeconds = elapsedSeconds
  }

  /// The largest (max − min) / min across runs over the variants.
  package var spread: Double {
    counts.values.map { values -> Double in
      guard let low = values.min(), let high = values.max(), low > 0 else { return .infinity }
      return (high - low) / low
    }.max() ?? .nan
  }

  /// Whether the contract holds: spread ≤ 0.1%, no false regression, every change detected.
  package var meetsTargets: Bool {
    spread <= Self.spreadTarget && baselineFalseRegressions == 0
      && baselineDetections == baselineChangeComparisons && baselineChangeComparisons > 0
  }

  /// A plain-text summary.
  package func summary() -> String {
    func check(_ ok: Bool) -> String { ok ? "ok" : "MISSED" }
    var lines = ["instruction counts of the fixture over \(runs) fresh valgrind runs:"]
    for variant in counts.keys.sorted() {
      let values = counts[variant] ?? []
      lines.append(
        "  \(variant): " + values.map { Format.instructions($0) }.joined(separator: ", ")
          + " instr/op")
    }
    lines += [
      "spread across runs: \(Format.percent(spread)) (target ≤ "
        + "\(Format.percent(Self.spreadTarget))) \(check(spread <= Self.spreadTarget))",
      "A/A ratio within a run: "
        + sameCodeRatios.map { String(format: "%.6f", $0) }.joined(separator: ", "),
      "baseline compare, A/A with a \(Format.percent(InstructionCalibration.threshold)) "
        + "threshold: \(baselineFalseRegressions)/\(baselineSameCodeComparisons) false "
        + "regressions \(check(baselineFalseRegressions == 0))",
      "baseline compare, fixture costing \(Format.percent(InstructionCalibration.injectedIncrease)) "
        + "more: \(baselineDetections)/\(baselineChangeComparisons) flagged "
        + "\(check(baselineDetections == baselineChangeComparisons && baselineChangeComparisons > 0)); "
        + "measured increase \(Format.percentChange(measuredIncrease))",
      "time: \(Format.duration(seconds: elapsedSeconds))",
    ]
    return lines.joined(separator: "\n") + "\n"
  }
}
