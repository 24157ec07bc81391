#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A least-squares fit of log(cost) on log(size): cost ≈ e^intercept · size^exponent, with a
/// t-distribution confidence interval on the exponent and a growth class chosen by comparing fits.
public struct ScalingFit: Sendable, Equatable {
  /// The fitted exponent (slope on log-log axes).
  public var exponent: Double
  /// The fitted intercept, in natural-log units.
  public var intercept: Double
  /// A 95% confidence interval for the exponent (Student's t with n − 2 degrees of freedom).
  public var exponentCI95: ConfidenceInterval
  /// The coefficient of determination of the log-log fit.
  public var rSquared: Double
  /// The growth class whose one-parameter model `cost = c · g(size)` fits best, preferring the
  /// slower-growing class when fits are indistinguishable.
  public var complexity: ComplexityClass
  /// The residual sum of squares (in log space) of each class's model.
  public var classResiduals: [ComplexityClass: Double]
  /// The smallest and largest sizes fitted.
  public var sizeRange: ClosedRange<Double>

  /// A simpler class is kept when its residual is within this factor of the best one's...
  static let simplerClassTolerance = 1.25
  /// ...plus this much per point, in squared natural-log units (about 1.5% relative noise).
  static let residualNoisePerPoint = 0.015 * 0.015

  /// Fits costs measured at sizes.
  ///
  /// - Parameters:
  ///   - sizes: Sizes, each > 0; at least three distinct sizes are needed.
  ///   - costs: Costs at those sizes, each > 0.
  /// - Returns: `nil` when fewer than three usable points (distinct positive sizes with positive
  ///   costs) remain.
  /// - Complexity: O(n).
  public init?(sizes: [Double], costs: [Double]) {
    let points = zip(sizes, costs).filter { $0.0 > 0 && $0.1 > 0 && $0.1.isFinite }
    guard Set(points.map(\.0)).count >= 3 else { return nil }
    let xs = points.map { log($0.0) }
    let ys = points.map { log($0.1) }
    let n = Double(points.count)
    let meanX = xs.reduce(0, +) / n
    let meanY = ys.reduce(0, +) / n
    var sxx = 0.0
    var sxy = 0.0
    var syy = 0.0
    for (x, y) in zip(xs, ys) {
      sxx += (x - meanX) * (x - meanX)
      sxy += (x - meanX) * (y - meanY)
      syy += (y - meanY) * (y - meanY)
    }
    exponent = sxy / sxx
    intercept = meanY - exponent * meanX
    let residual = max(syy - exponent * sxy, 0)
    rSquared = syy > 0 ? 1 - residual / syy : 1
    let standardError = (residual / (n - 2) / sxx).squareRoot()
    let t = StudentT.quantile(0.975, degreesOfFreedom: n - 2)
    exponentCI95 = ConfidenceInterval(
      lower: exponent - t * standardError, upper: exponent + t * standardError)
    sizeRange = points.map(\.0).min()!...points.map(\.0).max()!

    var residuals: [ComplexityClass: Double] = [:]
    for candidate in ComplexityClass.allCases {
      let logScaled = points.map { log($0.1) - log(candidate.growth($0.0)) }
      let level = logScaled.reduce(0, +) / n
      residuals[candidate] = logScaled.reduce(0) { $0 + ($1 - level) * ($1 - level) }
    }
    classResiduals = residuals
    complexity = Self.chooseClass(residuals, pointCount: points.count)
  }

  /// The fitted cost at a size.
  public func cost(at size: Double) -> Double {
    Self.fittedCost(intercept: intercept, exponent: exponent, size: size)
  }

  /// e^intercept · size^exponent.
  static func fittedCost(intercept: Double, exponent: Double, size: Double) -> Double {
    exp(intercept + exponent * log(size))
  }

  /// Picks the best-fitting class, then prefers the slowest-growing class whose fit is within
  /// the tolerance of the best: growth that the data cannot tell apart from noise is not claimed.
  static func chooseClass(_ residuals: [ComplexityClass: Double], pointCount: Int)
    -> ComplexityClass
  {
    let best = ComplexityClass.allCases.min { residuals[$0]! < residuals[$1]! }!
    let allowance =
      residuals[best]! * simplerClassTolerance + residualNoisePerPoint * Double(pointCount)
    return ComplexityClass.allCases.first { $0 <= best && residuals[$0]! <= allowance } ?? best
  }

  /// The size within both fits' common range at which one fitted cost overtakes the other, or
  /// `nil` when the fitted lines do not cross there or their exponents are not significantly
  /// different (non-overlapping 95% intervals).
  public static func crossover(_ first: ScalingFit, _ second: ScalingFit) -> Double? {
    let slopeDifference = first.exponent - second.exponent
    guard abs(slopeDifference) > 1e-12 else { return nil }
    // Lines whose exponents are not significantly different are parallel within the data's
    // noise: a crossing computed from them would be an artefact (two O(1) variants "crossing"
    // at some size), so none is reported.
    let separated =
      first.exponentCI95.lower > second.exponentCI95.upper
      || second.exponentCI95.lower > first.exponentCI95.upper
    guard separated else { return nil }
    let size = exp((second.intercept - first.intercept) / slopeDifference)
    let lower = max(first.sizeRange.lowerBound, second.sizeRange.lowerBound)
    let upper = min(first.sizeRange.upperBound, second.sizeRange.upperBound)
    guard lower <= upper, size >= lower, size <= upper else { return nil }
    return size
  }
}
