/// Derives comparisons, scaling fits and crossovers from measured cases.
///
/// The runner calls it after measuring; it is public so that a tool can re-analyse cases (for
/// example with another noise threshold) without measuring again.
package enum RunAnalysis {
  /// Compares each pair at each size where both cases were measured and kept raw samples.
  ///
  /// - Parameters:
  ///   - cases: Measured cases (with raw samples).
  ///   - pairs: The comparisons to make, per (benchmark, configuration).
  ///   - settings: The noise threshold, significance level, resamples and seed to use.
  /// - Complexity: O(pairs · sizes · resamples · n log n).
  package static func comparisons(
    cases: [CaseResult], pairs: [GroupKey: [Comparison]], settings: RunSettings
  ) -> [VariantComparison] {
    let index = Dictionary(cases.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    var results: [VariantComparison] = []
    let sizesByGroup = Dictionary(grouping: cases) {
      GroupKey(benchmark: $0.key.benchmark, configuration: $0.key.configuration)
    }.mapValues { Set($0.map(\.key.size)).sorted() }
    var groupOrder: [GroupKey] = []
    var seenGroups = Set<GroupKey>()
    for result in cases {
      let group = GroupKey(benchmark: result.key.benchmark, configuration: result.key.configuration)
      if pairs[group] != nil && seenGroups.insert(group).inserted { groupOrder.append(group) }
    }
    for group in groupOrder {
      for size in sizesByGroup[group] ?? [] {
        for pair in pairs[group] ?? [] {
          let compared =
            settings.metric == .instructions
            ? instructionComparison(
              pair, group: group, size: size, cases: index, settings: settings)
            : wallComparison(pair, group: group, size: size, cases: index, settings: settings)
          if let compared { results.append(compared) }
        }
      }
    }
    return results
  }

  /// A comparison of counted instructions at one size: the ratio of the two counts, with no
  /// interval (a count is exact), or `nil` when either case has no count.
  private static func instructionComparison(
    _ pair: Comparison, group: GroupKey, size: Int, cases index: [CaseKey: CaseResult],
    settings: RunSettings
  ) -> VariantComparison? {
    func counted(_ variant: String) -> Double? {
      let key = CaseKey(
        benchmark: group.benchmark, configuration: group.configuration, variant: variant,
        size: size)
      guard let result = index[key], result.status == .measured else { return nil }
      return result.metrics?.instructionsPerOperation
    }
    guard let variantCount = counted(pair.variant),
      let controlCount = counted(pair.control),
      controlCount > 0
    else { return nil }
    let ratio = variantCount / controlCount
    let verdict: Verdict =
      abs(ratio - 1) <= settings.noiseThreshold ? .same : (ratio > 1 ? .slower : .faster)
    return VariantComparison(
      benchmark: group.benchmark, configuration: group.configuration, size: size,
      variant: pair.variant, control: pair.control, ratio: ratio,
      ci95: ConfidenceInterval(lower: ratio, upper: ratio), pValue: nil,
      verdict: verdict, variantMedian: variantCount, controlMedian: controlCount,
      noiseThreshold: settings.noiseThreshold,
      significanceLevel: settings.significanceLevel, metric: .instructionsPerOperation)
  }

  /// A comparison of wall times at one size: the ratio of the centres, its interval from the
  /// bootstrap and the block medians, and the verdict; `nil` when either case kept no samples.
  private static func wallComparison(
    _ pair: Comparison, group: GroupKey, size: Int, cases index: [CaseKey: CaseResult],
    settings: RunSettings
  ) -> VariantComparison? {
    func key(_ variant: String) -> CaseKey {
      CaseKey(
        benchmark: group.benchmark, configuration: group.configuration, variant: variant,
        size: size)
    }
    func lookup(_ variant: String) -> [Double]? {
      guard let result = index[key(variant)], result.status == .measured else { return nil }
      let samples = result.wallPerOperationSamples
      return samples.isEmpty ? nil : samples
    }
    func blocks(_ variant: String) -> [Double]? {
      guard let result = index[key(variant)] else { return nil }
      return BlockStatistics.blockMedians(
        result.wallPerOperationSamples, blocks: result.rawSamples.map(\.block))
    }
    guard let variantSamples = lookup(pair.variant), let controlSamples = lookup(pair.control)
    else { return nil }
    var generator = SeededGenerator(
      seed: settings.seed,
      labels: [
        group.benchmark, group.configuration, String(size), pair.variant, pair.control,
      ]
    )
    let statistics = RatioComparison(
      variant: variantSamples, control: controlSamples,
      noiseThreshold: settings.noiseThreshold,
      significanceLevel: settings.significanceLevel,
      resamples: settings.bootstrapResamples, generator: &generator)
    // The centres: the medians, or with forks the centres of the fork medians
    // (`ForkedRunner`); for an unforked run they are the samples' medians.
    func centre(_ variant: String, _ samples: [Double]) -> Double {
      if let value = index[key(variant)]?.metrics?.wall?.p50, value.isFinite, value > 0 {
        return value
      }
      return Statistics.median(samples)
    }
    let variantCentre = centre(pair.variant, variantSamples)
    let controlCentre = centre(pair.control, controlSamples)
    let ratio = controlCentre > 0 ? variantCentre / controlCentre : statistics.ratio
    var interval = statistics.ci95.union(ConfidenceInterval(lower: ratio, upper: ratio))
    var blockSignificant = true
    if let variantBlocks = blocks(pair.variant), let controlBlocks = blocks(pair.control),
      let blockInterval = BlockStatistics.ratioInterval(
        variant: variantBlocks, control: controlBlocks)
    {
      interval = interval.union(blockInterval)
      blockSignificant = !blockInterval.contains(1)
    }
    let verdict = verdict(
      ratio: ratio, interval: interval,
      significant: statistics.significant && blockSignificant,
      noiseThreshold: settings.noiseThreshold)
    return VariantComparison(
      benchmark: group.benchmark, configuration: group.configuration, size: size,
      variant: pair.variant, control: pair.control, ratio: ratio,
      ci95: interval, pValue: statistics.pValue, verdict: verdict,
      variantMedian: variantCentre, controlMedian: controlCentre,
      noiseThreshold: settings.noiseThreshold,
      significanceLevel: settings.significanceLevel)
  }

  /// The verdict of a wall-time comparison: `faster` or `slower` when the difference is
  /// significant (Mann–Whitney, and the block interval excludes 1) and the whole 95% interval
  /// lies beyond the noise threshold (a close call is not a verdict); `same` when the 95% interval lies within three noise thresholds of 1 (it rules
  /// out a change the size calibrate detects); `inconclusive` otherwise: the evidence cannot
  /// tell, and the verdict does not guess.
  public static func verdict(
    ratio: Double, interval: ConfidenceInterval, significant: Bool, noiseThreshold: Double
  ) -> Verdict {
    if significant && ratio > 1 + noiseThreshold && interval.lower > 1 + noiseThreshold {
      return .slower
    }
    if significant && ratio < 1 - noiseThreshold && interval.upper < 1 - noiseThreshold {
      return .faster
    }
    let margin = 3 * noiseThreshold
    if interval.lower >= 1 - margin && interval.upper <= 1 + margin { return .same }
    return .inconclusive
  }

  /// Fits the median cost per operation (wall time, or instructions for
  /// `metric: .instructions`) against size for each (benchmark, configuration, variant) measured
  /// at three sizes or more, and finds crossovers between every two variants of a group.
  ///
  /// - Complexity: O(cases + variants² per group).
  package static func scaling(cases: [CaseResult], metric: PrimaryMetric = .wallTime) -> (
    scaling: [ScalingResult], crossovers: [CrossoverResult]
  ) {
    var order: [[String]] = []
    var points: [[String]: [(size: Int, cost: Double)]] = [:]
    for result in cases {
      guard result.status == .measured, let cost = result.metrics?.value(of: metric.metric)
      else { continue }
      let id = [result.key.benchmark, result.key.configuration, result.key.variant]
      if points[id] == nil { order.append(id) }
      points[id, default: []].append((result.key.size, cost))
    }
    var scaling: [ScalingResult] = []
    var fits: [[String]: ScalingFit] = [:]
    for id in order {
      let series = points[id]!.sorted { $0.size < $1.size }
      guard
        let fit = ScalingFit(
          sizes: series.map { Double($0.size) }, costs: series.map(\.cost))
      else { continue }
      fits[id] = fit
      scaling.append(
        ScalingResult(
          benchmark: id[0], configuration: id[1], variant: id[2],
          metric: metric.metric, fit: fit, sizes: series.map(\.size)))
    }
    var crossovers: [CrossoverResult] = []
    let fitted = order.filter { fits[$0] != nil }
    for (offset, first) in fitted.enumerated() {
      for second in fitted[(offset + 1)...] where first[0...1] == second[0...1] {
        let a = fits[first]!
        let b = fits[second]!
        guard let size = ScalingFit.crossover(a, b) else { continue }
        let firstCheaperBelow = a.exponent > b.exponent
        crossovers.append(
          CrossoverResult(
            benchmark: first[0], configuration: first[1], variant: first[2], other: second[2],
            size: size, cheaperBelow: firstCheaperBelow ? first[2] : second[2],
            cheaperAbove: firstCheaperBelow ? second[2] : first[2]))
      }
    }
    return (scaling, crossovers)
  }
}

extension Benchmark {
  /// The (benchmark, configuration) group the benchmark measures.
  var groupKey: GroupKey { GroupKey(benchmark: name, configuration: configuration) }

  /// The first benchmark of each (name, configuration) group, in order: a later declaration of
  /// the same group is not measured again (the in-process ``Runner`` reports it as failed).
  package static func firstOfEachGroup(_ benchmarks: [Benchmark]) -> [Benchmark] {
    var seen = Set<GroupKey>()
    return benchmarks.filter { seen.insert($0.groupKey).inserted }
  }
}

/// A (benchmark, configuration) pair: the unit within which variants are compared and fitted.
package struct GroupKey: Sendable, Hashable, Comparable {
  /// The benchmark's name.
  package var benchmark: String
  /// The configuration label.
  package var configuration: String

  /// Creates a key.
  package init(benchmark: String, configuration: String) {
    self.benchmark = benchmark
    self.configuration = configuration
  }

  /// Orders by benchmark, then configuration.
  package static func < (lhs: GroupKey, rhs: GroupKey) -> Bool {
    (lhs.benchmark, lhs.configuration) < (rhs.benchmark, rhs.configuration)
  }
}
