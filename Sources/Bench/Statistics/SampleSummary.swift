/// The distribution of one metric over a case's samples.
public struct SampleSummary: Sendable, Equatable, Codable {
  /// How many samples.
  public var count: Int
  /// The smallest sample.
  public var min: Double
  /// The first quartile.
  public var p25: Double
  /// The median.
  public var p50: Double
  /// The third quartile.
  public var p75: Double
  /// The 90th percentile.
  public var p90: Double
  /// The 99th percentile.
  public var p99: Double
  /// The largest sample.
  public var max: Double
  /// The arithmetic mean.
  public var mean: Double
  /// The median absolute deviation (unscaled).
  public var mad: Double
  /// A 95% confidence interval for the median (order statistics).
  public var ci95: ConfidenceInterval
  /// Samples beyond Tukey's fences (counted, not dropped).
  public var outliers: OutlierCounts

  /// Summarises samples. With no samples, `count` is 0, every figure NaN and no outliers.
  ///
  /// - Complexity: O(n log n).
  public init(samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    min = sorted.first ?? .nan
    p25 = Statistics.quantile(sorted: sorted, 0.25)
    p50 = Statistics.quantile(sorted: sorted, 0.5)
    p75 = Statistics.quantile(sorted: sorted, 0.75)
    p90 = Statistics.quantile(sorted: sorted, 0.9)
    p99 = Statistics.quantile(sorted: sorted, 0.99)
    max = sorted.last ?? .nan
    mean = Statistics.mean(sorted)
    mad = Statistics.medianAbsoluteDeviation(sorted)
    ci95 = Statistics.medianConfidenceInterval(sorted: sorted)
    outliers = Statistics.outliers(sorted: sorted)
  }
}
