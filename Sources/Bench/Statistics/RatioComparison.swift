/// Whether a variant is faster than, slower than or the same as its control.
public enum Verdict: String, Sendable, Codable, CaseIterable {
  /// Significantly and materially cheaper than the control.
  case faster
  /// Significantly and materially more expensive than the control.
  case slower
  /// Not both significant and beyond the noise threshold.
  case same
  /// The evidence cannot tell (the interval is too wide to call it the same or different):
  /// a busy machine, or too few samples.
  case inconclusive
}

/// The statistics of one variant against its control: ratio of medians, its bootstrap interval,
/// the Mann–Whitney p-value and the verdict.
package struct RatioComparison: Sendable, Equatable {
  /// median(variant) / median(control).
  package var ratio: Double
  /// A 95% percentile-bootstrap interval for the ratio.
  package var ci95: ConfidenceInterval
  /// The two-sided Mann–Whitney p-value.
  package var pValue: Double
  /// Whether `pValue` is below the significance level.
  package var significant: Bool
  /// Faster or slower only when the difference is both significant and beyond the noise
  /// threshold; the same otherwise.
  package var verdict: Verdict

  /// Compares variant samples against control samples.
  ///
  /// - Parameters:
  ///   - variant: The variant's samples (for example wall time per operation).
  ///   - control: The control's samples.
  ///   - noiseThreshold: The fraction by which the ratio must differ from 1.
  ///   - significanceLevel: The p-value below which a difference is significant.
  ///   - resamples: Bootstrap resamples, clamped to `1...maximumResamples`.
  ///   - generator: The seeded generator driving the bootstrap.
  ///
  /// With no samples on either side the comparison cannot tell: the ratio and its interval are
  /// NaN, the p-value 1 and the verdict `inconclusive`. A control median of 0 or less gives an
  /// infinite ratio.
  ///
  /// - Complexity: O(resamples · n log n).
  package init(
    variant: [Double], control: [Double], noiseThreshold: Double, significanceLevel: Double,
    resamples: Int, generator: inout SeededGenerator
  ) {
    guard !variant.isEmpty, !control.isEmpty else {
      ratio = .nan
      ci95 = ConfidenceInterval(lower: .nan, upper: .nan)
      pValue = 1
      significant = false
      verdict = .inconclusive
      return
    }
    let controlMedian = Statistics.median(control)
    let variantMedian = Statistics.median(variant)
    ratio = controlMedian > 0 ? variantMedian / controlMedian : .infinity
    ci95 = Self.bootstrapRatioInterval(
      variant: variant, control: control, resamples: resamples, generator: &generator)
    pValue = MannWhitney(variant, control).pValue
    significant = pValue < significanceLevel
    verdict = Self.verdict(ratio: ratio, significant: significant, noiseThreshold: noiseThreshold)
  }

  /// The most bootstrap resamples a comparison draws (the limit `RunSettings` and baselines
  /// accept too).
  package static let maximumResamples = 100_000

  /// The verdict rule: faster or slower only when significant AND `|ratio − 1| > noiseThreshold`.
  package static func verdict(ratio: Double, significant: Bool, noiseThreshold: Double) -> Verdict {
    guard significant, abs(ratio - 1) > noiseThreshold else { return .same }
    return ratio > 1 ? .slower : .faster
  }

  /// A percentile-bootstrap 95% interval for median(variant) / median(control).
  static func bootstrapRatioInterval(
    variant: [Double], control: [Double], resamples: Int, generator: inout SeededGenerator
  ) -> ConfidenceInterval {
    var ratios = [Double](repeating: 0, count: min(max(resamples, 1), maximumResamples))
    var variantScratch = variant
    var controlScratch = control
    for index in ratios.indices {
      let variantMedian = resampledMedian(variant, into: &variantScratch, using: &generator)
      let controlMedian = resampledMedian(control, into: &controlScratch, using: &generator)
      ratios[index] = controlMedian > 0 ? variantMedian / controlMedian : .infinity
    }
    ratios.sort()
    return ConfidenceInterval(
      lower: Statistics.quantile(sorted: ratios, 0.025),
      upper: Statistics.quantile(sorted: ratios, 0.975))
  }

  /// The median of a resample (with replacement) of `values`, drawn into `scratch`.
  ///
  /// Non-generic on purpose: it stays fast in unoptimised builds, where the standard library's
  /// generic `sort` and `random(in:)` are not specialised.
  private static func resampledMedian(
    _ values: [Double], into scratch: inout [Double], using generator: inout SeededGenerator
  ) -> Double {
    let count = values.count
    return values.withUnsafeBufferPointer { source in
      scratch.withUnsafeMutableBufferPointer { buffer in
        for index in 0..<count {
          // Multiply-shift maps 32 random bits onto 0..<count (bias below count / 2³²).
          let draw = Int((UInt64(count) &* (generator.next() >> 32)) >> 32)
          buffer[index] = source[draw]
        }
        return Statistics.medianInPlace(buffer)
      }
    }
  }
}
