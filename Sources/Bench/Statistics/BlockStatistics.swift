import Foundation

/// Intervals from independent blocks of samples.
///
/// Samples taken back to back in one process agree with each other far better than with a
/// fresh run: their spread misses what changes between runs (where the workload's memory
/// lands, what the neighbours do over seconds). Blocks are re-prepared and re-warmed, so the
/// spread of their medians includes more of it; intervals built on block medians are wider and
/// honest about it.
package enum BlockStatistics {
  /// The median of each block (in block order), or `nil` when fewer than 3 blocks have samples.
  ///
  /// - Complexity: O(n log n).
  package static func blockMedians(_ values: [Double], blocks: [Int?]) -> [Double]? {
    guard values.count == blocks.count else { return nil }
    var grouped: [Int: [Double]] = [:]
    for (value, block) in zip(values, blocks) {
      guard let block else { return nil }
      grouped[block, default: []].append(value)
    }
    guard grouped.count >= 3 else { return nil }
    return grouped.keys.sorted().map { Statistics.median(grouped[$0]!) }
  }

  /// A 95% interval, around `center`, for the median a fresh run would report: the block
  /// medians' standard deviation s over B blocks gives `center ± t(0.975, B − 1) · s · √(2/B)`
  /// (the difference of two run medians, each like the mean of B block medians).
  package static func nextRunInterval(center: Double, blockMedians: [Double])
    -> ConfidenceInterval
  {
    nextRunInterval(
      center: center, blockMedians: blockMedians, priorRelativeVariance: nil, drift: 0)
  }

  /// Where the next run's centre should fall, allowing for what one run cannot see.
  ///
  /// The blocks' variance s_b² (d = B − 1 degrees of freedom) is moderated, when a prior is
  /// given, by the prior's relative variance v₀ on as many degrees of freedom:
  /// `s² = (d·s_b² + d·v₀·center²) / 2d`, with t on 2d (Smyth's moderated t, 2004), so that a
  /// few blocks that happen to agree do not claim a spread of almost nothing. `drift` is the
  /// standard deviation, relative, of the whole machine's speed between runs, which every case
  /// of a run shares and no run can see; the half-width is
  /// `√(t² · s² · 2/B + 1.96² · 2 · (drift · center)²)`, each part at its own 95% quantile.
  /// A centre of 0 or more is a time, which cannot be negative: the lower bound stops at 0.
  static func nextRunInterval(
    center: Double, blockMedians: [Double], priorRelativeVariance: Double?, drift: Double
  ) -> ConfidenceInterval {
    let count = Double(blockMedians.count)
    guard count >= 2 else { return ConfidenceInterval(lower: center, upper: center) }
    let degrees = count - 1
    let own = standardDeviation(blockMedians)
    var variance = own * own
    var freedom = degrees
    if let prior = priorRelativeVariance, prior.isFinite, prior >= 0 {
      variance = (variance + prior * center * center) / 2
      freedom = 2 * degrees
    }
    // The blocks' part is estimated (t on its degrees of freedom); the drift is given (normal).
    let shift = drift.isFinite && drift > 0 ? drift * center : 0
    let blocksPart = StudentT.quantile(0.975, degreesOfFreedom: freedom)
    let half = (blocksPart * blocksPart * variance * 2 / count + 1.96 * 1.96 * 2 * shift * shift)
      .squareRoot()
    guard half.isFinite else { return ConfidenceInterval(lower: center, upper: center) }
    let lower = center >= 0 ? max(0, center - half) : center - half
    return ConfidenceInterval(lower: lower, upper: center + half)
  }

  /// The relative variance (s / centre)² of block medians, or `nil` with fewer than 2 blocks or
  /// a centre that is not positive.
  static func relativeVariance(_ blockMedians: [Double], center: Double) -> Double? {
    guard blockMedians.count >= 2, center > 0, center.isFinite else { return nil }
    let relative = standardDeviation(blockMedians) / center
    return relative.isFinite ? relative * relative : nil
  }

  /// A 95% interval for the ratio variant/control from per-block ratios of medians (a t
  /// interval on their logarithms), or `nil` when fewer than 3 blocks pair up.
  package static func ratioInterval(variant: [Double], control: [Double]) -> ConfidenceInterval? {
    let pairs = zip(variant, control).filter { $0.0 > 0 && $0.1 > 0 }
    guard pairs.count >= 3 else { return nil }
    let logs = pairs.map { log($0.0 / $0.1) }
    let count = Double(logs.count)
    let mean = logs.reduce(0, +) / count
    let half =
      StudentT.quantile(0.975, degreesOfFreedom: count - 1) * standardDeviation(logs)
      / count.squareRoot()
    return ConfidenceInterval(lower: exp(mean - half), upper: exp(mean + half))
  }

  static func standardDeviation(_ values: [Double]) -> Double {
    guard values.count >= 2 else { return 0 }
    let mean = values.reduce(0, +) / Double(values.count)
    let squares = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    return (squares / Double(values.count - 1)).squareRoot()
  }
}

extension ConfidenceInterval {
  /// The smallest interval containing both.
  package func union(_ other: ConfidenceInterval) -> ConfidenceInterval {
    ConfidenceInterval(lower: Swift.min(lower, other.lower), upper: Swift.max(upper, other.upper))
  }
}
