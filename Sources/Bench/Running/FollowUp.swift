import Foundation

/// More wall time for the comparisons a forked run could not decide: where a comparison's
/// interval straddles a threshold (its verdict is `inconclusive`), what is left of the run's
/// time goes to that comparison alone, its two variants measured again, paired and interleaved,
/// in further fresh processes, until it is decided or the time is spent.
///
/// Each further process is one more block of the case: its samples join the run's, the case's
/// centre and interval are pooled again over all its processes (as `ForkedRunner` pools
/// them), and the comparison's per-process ratios pair the two variants process by process. A
/// comparison that was decided is never measured again, so the time goes where the evidence is
/// short; every verdict still follows the one rule (``RunAnalysis/verdict(ratio:interval:significant:noiseThreshold:)``).
package enum FollowUp {
  /// Fresh processes per round of measuring again.
  package static let forksPerRound = 2

  /// Samples each further process takes of each variant (a run's processes take 3): the
  /// process's paired estimate is their median.
  package static let samplesPerProcess = 5

  /// The most rounds a run spends on measuring again.
  package static let maximumRounds = 16

  /// Time left (seconds) below which no first round starts.
  package static let minimumSecondsForRound = 3.0

  /// The comparisons of `run` that could not be decided (`inconclusive`) and that `include`
  /// accepts, in the run's order.
  package static func straddling(
    _ run: RunResult, include: (VariantComparison) -> Bool
  ) -> [VariantComparison] {
    run.comparisons.filter { $0.verdict == .inconclusive && include($0) }
  }

  /// The benchmarks to measure again for `pairs`: one per group, with only the sizes and the
  /// variants the pairs need, and only their comparisons. Benchmarks without a pair are left
  /// out.
  package static func selection(_ benchmarks: [Benchmark], pairs: [VariantComparison])
    -> [Benchmark]
  {
    var wanted: [GroupKey: (sizes: Set<Int>, comparisons: [Comparison])] = [:]
    for pair in pairs {
      let key = GroupKey(benchmark: pair.benchmark, configuration: pair.configuration)
      var entry = wanted[key] ?? ([], [])
      entry.sizes.insert(pair.size)
      let comparison = Comparison(variant: pair.variant, control: pair.control)
      if !entry.comparisons.contains(comparison) { entry.comparisons.append(comparison) }
      wanted[key] = entry
    }
    return Benchmark.firstOfEachGroup(benchmarks).compactMap { benchmark in
      guard let entry = wanted[benchmark.groupKey] else { return nil }
      let names = Set(entry.comparisons.flatMap { [$0.variant, $0.control] })
      let variants = benchmark.variants.filter { names.contains($0.name) }
      let sizes = benchmark.sizes.filter { entry.sizes.contains($0) }
      guard variants.count >= 2, !sizes.isEmpty else { return nil }
      return try? Benchmark(
        benchmark.name, tags: benchmark.tags, configuration: benchmark.configuration,
        sizes: sizes, operationsPerIteration: benchmark.operationsPerIteration,
        comparisons: entry.comparisons, variants: variants)
    }
  }

  /// `run` with the processes of `extra` (a forked run of some of its cases) added to the
  /// cases both measured: each such case is pooled again over all its processes, and every
  /// comparison is made again. Cases `extra` did not measure stay as they were.
  package static func merge(_ run: RunResult, with extra: RunResult) -> RunResult {
    let added = Dictionary(
      extra.cases.filter { $0.status == .measured }.map { ($0.key, $0) },
      uniquingKeysWith: { first, _ in first })
    let prior = priorRelativeVariance(run.cases)
    var merged = run
    merged.cases = run.cases.map { original in
      guard original.status == .measured, let more = added[original.key] else {
        return original
      }
      let before = processParts(original)
      let after = processParts(more)
      guard !before.isEmpty, !after.isEmpty else { return original }
      var pooled = ForkedRunner.pooledCase(
        key: original.key, tags: original.tags, parts: before + after,
        priorRelativeVariance: prior, drift: run.settings.runDrift)
      // The first process's notes and counts are the run's own.
      pooled.note = [
        original.note,
        "measured again in \(after.count) more fresh processes, paired with its comparison",
      ].compactMap { $0 }.joined(separator: "; ")
      if var metrics = pooled.metrics, let first = original.metrics {
        metrics.retainsPerOperation = first.retainsPerOperation
        metrics.releasesPerOperation = first.releasesPerOperation
        metrics.peakBytes = first.peakBytes
        metrics.peakGrowthBytes = first.peakGrowthBytes
        pooled.metrics = metrics
      }
      return pooled
    }
    var pairs: [GroupKey: [Comparison]] = [:]
    for comparison in run.comparisons {
      let key = GroupKey(benchmark: comparison.benchmark, configuration: comparison.configuration)
      let pair = Comparison(variant: comparison.variant, control: comparison.control)
      if !(pairs[key]?.contains(pair) ?? false) { pairs[key, default: []].append(pair) }
    }
    merged.comparisons = RunAnalysis.comparisons(
      cases: merged.cases, pairs: pairs, settings: run.settings)
    (merged.scaling, merged.crossovers) = RunAnalysis.scaling(cases: merged.cases)
    merged.durationSeconds = run.durationSeconds + extra.durationSeconds
    return merged
  }

  /// A pooled case split into one part per process (its samples' blocks), in block order.
  static func processParts(_ pooled: CaseResult) -> [CaseResult] {
    var byBlock: [Int: [RawSample]] = [:]
    for sample in pooled.rawSamples { byBlock[sample.block ?? 0, default: []].append(sample) }
    return byBlock.keys.sorted().map { block in
      var part = pooled
      part.rawSamples = byBlock[block]!
      part.sampleCount = part.rawSamples.count
      part.note = nil
      return part
    }
  }

  /// The median relative variance of the process medians over the measured cases: the prior
  /// for a case's spread between processes (as `ForkedRunner` pools).
  static func priorRelativeVariance(_ cases: [CaseResult]) -> Double? {
    let variances = cases.compactMap { result -> Double? in
      guard result.status == .measured else { return nil }
      let medians = processParts(result).map { Statistics.median($0.wallPerOperationSamples) }
      guard medians.count >= 2 else { return nil }
      return BlockStatistics.relativeVariance(medians, center: Statistics.hodgesLehmann(medians))
    }
    return variances.isEmpty ? nil : Statistics.median(variances)
  }

  /// Measures the straddling comparisons again, round after round, while time is left.
  ///
  /// - Parameters:
  ///   - run: A forked wall-time run of `benchmarks`.
  ///   - include: Which comparisons deserve the time (the caller's verdicts rest on them).
  ///   - deadline: When the last round must end (on `now`'s clock, nanoseconds).
  ///   - now: The clock (tests inject one).
  ///   - judge: The comparisons a run's verdicts rest on (its own, by default; the default job
  ///     judges strategies against inline by paired CPU time, ``PairedComparison``): the
  ///     straddling ones are measured again, and the run returned carries them.
  ///   - measure: Measures benchmarks (only the variants named) in ``forksPerRound`` fresh
  ///     processes and returns their pooled run (samples kept, one block per process).
  /// - Returns: The run with every round merged in, and the comparisons measured again.
  /// - Complexity: at most ``maximumRounds`` rounds of `measure`.
  package static func refine(
    _ run: RunResult, benchmarks: [Benchmark], include: (VariantComparison) -> Bool,
    until deadline: UInt64, now: () -> UInt64,
    judge: (RunResult) -> [VariantComparison] = { $0.comparisons },
    measure: (_ benchmarks: [Benchmark], _ variants: [String]) throws -> RunResult
  ) rethrows -> (run: RunResult, followed: [VariantComparison]) {
    var current = run
    current.comparisons = judge(run)
    var followed: [VariantComparison] = []
    var lastRound: (seconds: Double, pairs: Int)?
    for _ in 0..<maximumRounds {
      var pairs = straddling(current, include: include)
      guard !pairs.isEmpty else { break }
      let start = now()
      guard start < deadline else { break }
      let left = Double(deadline - start) / 1e9
      // A round of as many pairs as the last one took its time, fewer pairs less; the first
      // takes the run's time per case for its two cases per pair (the run had as many
      // processes as a round, or more).
      let firstGuess =
        run.durationSeconds * Double(2 * pairs.count) / Double(max(run.cases.count, 1))
      let expected =
        lastRound.map { $0.seconds * Double(pairs.count) / Double(max($0.pairs, 1)) }
        ?? max(minimumSecondsForRound, firstGuess)
      if expected > left {
        // Not every pair fits the time left: those nearest a decision (the narrowest
        // intervals) get it.
        let fitting = Int(Double(pairs.count) * left / expected)
        guard fitting >= 1, lastRound != nil || left >= minimumSecondsForRound else { break }
        pairs = Array(pairs.sorted { width($0) < width($1) }.prefix(fitting))
      }
      let selected = selection(benchmarks, pairs: pairs)
      guard !selected.isEmpty else { break }
      let variants = Array(Set(pairs.flatMap { [$0.variant, $0.control] })).sorted()
      let extra = try measure(selected, variants)
      for pair in pairs
      where !followed.contains(where: { Self.sameComparison($0, pair) }) {
        followed.append(pair)
      }
      current = merge(current, with: extra)
      current.comparisons = judge(current)
      lastRound = (Double(now() &- start) / 1e9, pairs.count)
    }
    let final = Dictionary(
      current.comparisons.map { (Self.name($0), $0) }, uniquingKeysWith: { first, _ in first })
    return (current, followed.map { final[Self.name($0)] ?? $0 })
  }

  /// How wide a comparison's interval is, as the ratio of its bounds (infinite where it has
  /// none).
  static func width(_ comparison: VariantComparison) -> Double {
    let ratio = comparison.ci95.upper / comparison.ci95.lower
    return ratio.isFinite && ratio > 0 ? ratio : .infinity
  }

  /// Whether two comparisons are of the same pair at the same size.
  static func sameComparison(_ a: VariantComparison, _ b: VariantComparison) -> Bool {
    name(a) == name(b)
  }

  /// `benchmark/size [configuration] variant/control`.
  package static func name(_ comparison: VariantComparison) -> String {
    "\(comparison.benchmark)/\(comparison.size) [\(comparison.configuration)] "
      + "\(comparison.variant)/\(comparison.control)"
  }
}
