/// Fisher's F distribution, the distribution of the ratio of two independent variance
/// estimates of the same spread: its upper tail and quantiles.
package enum FisherF {
  /// P(F > f) with `numerator` and `denominator` degrees of freedom (both > 0); 1 for f ≤ 0.
  ///
  /// - Complexity: O(1) (a continued fraction of bounded length).
  package static func survival(_ f: Double, numerator: Double, denominator: Double) -> Double {
    guard f > 0 else { return 1 }
    return StudentT.regularizedIncompleteBeta(
      denominator / (denominator + numerator * f), denominator / 2, numerator / 2)
  }

  /// The `p`-quantile: the f with P(F ≤ f) = p, or `nil` unless `0 < p < 1` and both degrees
  /// of freedom are positive and finite.
  ///
  /// - Complexity: O(1) (bisection to full double precision).
  package static func quantile(_ p: Double, numerator: Double, denominator: Double) -> Double? {
    guard p > 0, p < 1, numerator > 0, denominator > 0, numerator.isFinite, denominator.isFinite
    else { return nil }
    func below(_ f: Double) -> Bool {
      1 - survival(f, numerator: numerator, denominator: denominator) < p
    }
    var low = 0.0
    var high = 1.0
    while below(high) {
      guard high < 1e300 else { return nil }
      low = high
      high *= 2
    }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if below(middle) { low = middle } else { high = middle }
      if high - low <= 1e-12 * high { break }
    }
    return (low + high) / 2
  }
}
