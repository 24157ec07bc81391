#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Descriptive statistics over samples: quantiles, the median's confidence interval, MAD and
/// Tukey's outlier fences.
public enum Statistics {
  /// The `p`-quantile of ascending `sorted` values, interpolating linearly between order
  /// statistics (Hyndman and Fan's type 7, the default of R and NumPy).
  ///
  /// `sorted` must be ascending; `p` is clamped to `0...1`. NaN for no values or a NaN `p`.
  ///
  /// - Complexity: O(1).
  package static func quantile(sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty, !p.isNaN else { return .nan }
    let position = Double(sorted.count - 1) * min(max(p, 0), 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    let fraction = position - Double(lower)
    return sorted[lower] + fraction * (sorted[upper] - sorted[lower])
  }

  /// The median of `values`; NaN for no values.
  ///
  /// - Complexity: O(n log n).
  public static func median(_ values: [Double]) -> Double {
    quantile(sorted: values.sorted(), 0.5)
  }

  /// The Hodges–Lehmann estimate of the centre: the median of the n(n + 1)/2 pairwise means
  /// (Walsh averages, each value with itself included). As efficient as the mean on normal
  /// data, and one wild value of five cannot move it far. NaN for no values.
  ///
  /// - Complexity: O(n² log n).
  static func hodgesLehmann(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    var averages: [Double] = []
    averages.reserveCapacity(values.count * (values.count + 1) / 2)
    for i in values.indices {
      for j in i..<values.count { averages.append(values[i] / 2 + values[j] / 2) }
    }
    return median(averages)
  }

  /// The median of a buffer's values (type 7), partially reordering the buffer.
  ///
  /// - Precondition: The buffer is non-empty.
  /// - Complexity: O(n) on average (quickselect).
  static func medianInPlace(_ buffer: UnsafeMutableBufferPointer<Double>) -> Double {
    let count = buffer.count
    precondition(count > 0, "median of no values")
    let upper = select(buffer, count / 2)
    guard count % 2 == 0 else { return upper }
    // The lower middle value is the largest of the elements left of position count / 2.
    var lower = buffer[0]
    for index in 1..<(count / 2) where buffer[index] > lower { lower = buffer[index] }
    return lower + 0.5 * (upper - lower)  // the same arithmetic as quantile(sorted:_:)
  }

  /// Reorders the buffer so that position `k` holds the k-th smallest value, smaller values
  /// before it and larger after it (Hoare's quickselect), and returns that value.
  private static func select(_ buffer: UnsafeMutableBufferPointer<Double>, _ k: Int) -> Double {
    var low = 0
    var high = buffer.count - 1
    while low < high {
      let pivot = buffer[low + (high - low) / 2]
      var i = low
      var j = high
      while i <= j {
        while buffer[i] < pivot { i += 1 }
        while buffer[j] > pivot { j -= 1 }
        if i <= j {
          let swap = buffer[i]
          buffer[i] = buffer[j]
          buffer[j] = swap
          i += 1
          j -= 1
        }
      }
      if k <= j {
        high = j
      } else if k >= i {
        low = i
      } else {
        break
      }
    }
    return buffer[k]
  }

  /// The arithmetic mean of `values`; NaN for no values.
  ///
  /// - Complexity: O(n).
  public static func mean(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    return values.reduce(0, +) / Double(values.count)
  }

  /// The median absolute deviation from the median (unscaled: multiply by 1.4826 to estimate a
  /// normal standard deviation). NaN for no values.
  ///
  /// - Complexity: O(n log n).
  package static func medianAbsoluteDeviation(_ values: [Double]) -> Double {
    let center = median(values)
    return median(values.map { abs($0 - center) })
  }

  /// A distribution-free confidence interval for the median from order statistics.
  ///
  /// Returns `[x₍ₖ₎, x₍ₙ₋ₖ₊₁₎]` for the largest `k` with `P(B ≤ k − 1) ≤ (1 − level) / 2`, where
  /// `B ~ Binomial(n, ½)`; its coverage is at least `level`. With too few values for any such
  /// `k` (fewer than 6 at 95%), returns `[min, max]`, whose coverage is lower. `sorted` must be
  /// ascending; `level` is clamped to `0...1`. `[NaN, NaN]` for no values or a NaN `level`.
  ///
  /// - Complexity: O(n).
  package static func medianConfidenceInterval(sorted: [Double], level: Double = 0.95)
    -> ConfidenceInterval
  {
    guard !sorted.isEmpty, !level.isNaN else { return ConfidenceInterval(lower: .nan, upper: .nan) }
    let level = min(max(level, 0), 1)
    let n = sorted.count
    let tail = (1 - level) / 2
    let logHalfPower = Double(n) * log(0.5)
    let logNFactorial = logGamma(Double(n + 1))
    var cumulative = 0.0
    var k = 0
    for i in 0..<n {
      let logPMF =
        logNFactorial - logGamma(Double(i + 1)) - logGamma(Double(n - i + 1)) + logHalfPower
      cumulative += exp(logPMF)
      if cumulative > tail { break }
      k = i + 1
    }
    guard k >= 1 else { return ConfidenceInterval(lower: sorted[0], upper: sorted[n - 1]) }
    return ConfidenceInterval(lower: sorted[k - 1], upper: sorted[n - k])
  }

  /// Counts values outside Tukey's fences: mild beyond 1.5 IQR from the quartiles, severe beyond
  /// 3 IQR. Outliers are counted, never removed. `sorted` must be ascending; no values, no
  /// outliers.
  ///
  /// - Complexity: O(n).
  public static func outliers(sorted: [Double]) -> OutlierCounts {
    let q1 = quantile(sorted: sorted, 0.25)
    let q3 = quantile(sorted: sorted, 0.75)
    let iqr = q3 - q1
    var counts = OutlierCounts()
    for value in sorted {
      if value < q1 - 3 * iqr {
        counts.lowSevere += 1
      } else if value < q1 - 1.5 * iqr {
        counts.lowMild += 1
      } else if value > q3 + 3 * iqr {
        counts.highSevere += 1
      } else if value > q3 + 1.5 * iqr {
        counts.highMild += 1
      }
    }
    return counts
  }

  /// The natural logarithm of the gamma function.
  static func logGamma(_ x: Double) -> Double {
    let value: Double = lgamma(x)
    return value
  }

  /// The standard normal cumulative distribution function Φ(z).
  ///
  /// - Complexity: O(1).
  package static func normalCDF(_ z: Double) -> Double {
    0.5 * erfc(-z / 2.0.squareRoot())
  }
}

/// A closed interval estimating a quantity with some confidence; encoded as `[lower, upper]`.
public struct ConfidenceInterval: Sendable, Equatable, Hashable, Codable {
  /// The lower bound.
  public var lower: Double
  /// The upper bound.
  public var upper: Double

  /// Creates an interval.
  public init(lower: Double, upper: Double) {
    self.lower = lower
    self.upper = upper
  }

  /// Whether `value` lies in the interval.
  public func contains(_ value: Double) -> Bool { lower <= value && value <= upper }

  /// Decodes `[lower, upper]`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    lower = try container.decode(Double.self)
    upper = try container.decode(Double.self)
    guard container.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "a confidence interval has exactly two bounds")
    }
  }

  /// Encodes `[lower, upper]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(lower)
    try container.encode(upper)
  }
}

/// Counts of values beyond Tukey's fences on each side.
public struct OutlierCounts: Sendable, Equatable, Hashable, Codable {
  /// Values below Q1 − 3 IQR.
  public var lowSevere = 0
  /// Values between Q1 − 3 IQR and Q1 − 1.5 IQR.
  public var lowMild = 0
  /// Values between Q3 + 1.5 IQR and Q3 + 3 IQR.
  public var highMild = 0
  /// Values above Q3 + 3 IQR.
  public var highSevere = 0

  /// Creates counts.
  public init(lowSevere: Int = 0, lowMild: Int = 0, highMild: Int = 0, highSevere: Int = 0) {
    self.lowSevere = lowSevere
    self.lowMild = lowMild
    self.highMild = highMild
    self.highSevere = highSevere
  }

  /// All outliers, mild and severe, on both sides (saturating at `Int.min` and `Int.max`, for
  /// counts decoded from a file).
  public var total: Int {
    let sum = Int128(lowSevere) + Int128(lowMild) + Int128(highMild) + Int128(highSevere)
    return Int(min(max(sum, Int128(Int.min)), Int128(Int.max)))
  }

  private enum CodingKeys: String, CodingKey {
    case lowSevere = "low_severe"
    case lowMild = "low_mild"
    case highMild = "high_mild"
    case highSevere = "high_severe"
  }
}
