#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Student's t distribution: its CDF and quantiles.
package enum StudentT {
  /// P(T ≤ t) for `degreesOfFreedom` > 0.
  ///
  /// - Complexity: O(1) (a continued fraction of bounded length).
  package static func cdf(_ t: Double, degreesOfFreedom: Double) -> Double {
    let x = degreesOfFreedom / (degreesOfFreedom + t * t)
    let tail = 0.5 * regularizedIncompleteBeta(x, degreesOfFreedom / 2, 0.5)
    return t >= 0 ? 1 - tail : tail
  }

  /// The `p`-quantile: the t with P(T ≤ t) = p (for example p = 0.975 for a two-sided 95%
  /// interval).
  ///
  /// - Precondition: `0 < p < 1` and `degreesOfFreedom > 0`.
  /// - Complexity: O(1) (bisection to full double precision).
  package static func quantile(_ p: Double, degreesOfFreedom: Double) -> Double {
    precondition(p > 0 && p < 1 && degreesOfFreedom > 0, "quantile out of range")
    if p == 0.5 { return 0 }
    if p < 0.5 { return -quantile(1 - p, degreesOfFreedom: degreesOfFreedom) }
    var low = 0.0
    var high = 1.0
    while cdf(high, degreesOfFreedom: degreesOfFreedom) < p { high *= 2 }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if cdf(middle, degreesOfFreedom: degreesOfFreedom) < p { low = middle } else { high = middle }
      if high - low <= 1e-12 * high { break }
    }
    return (low + high) / 2
  }

  /// The regularized incomplete beta function I_x(a, b) (Numerical Recipes' continued fraction).
  static func regularizedIncompleteBeta(_ x: Double, _ a: Double, _ b: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let logFront =
      Statistics.logGamma(a + b) - Statistics.logGamma(a) - Statistics.logGamma(b) + a * log(x) + b
      * log(1 - x)
    if x < (a + 1) / (a + b + 2) {
      return exp(logFront) * continuedFraction(x, a, b) / a
    }
    return 1 - exp(logFront) * continuedFraction(1 - x, b, a) / b
  }

  private static func continuedFraction(_ x: Double, _ a: Double, _ b: Double) -> Double {
    let tiny = 1e-300
    var c = 1.0
    var d = 1 - (a + b) * x / (a + 1)
    if abs(d) < tiny { d = tiny }
    d = 1 / d
    var result = d
    for m in 1...300 {
      let m = Double(m)
      var numerator = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
      d = 1 + numerator * d
      if abs(d) < tiny { d = tiny }
      c = 1 + numerator / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      result *= d * c
      numerator = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
      d = 1 + numerator * d
      if abs(d) < tiny { d = tiny }
      c = 1 + numerator / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      result *= delta
      if abs(delta - 1) < 1e-15 { break }
    }
    return result
  }
}
