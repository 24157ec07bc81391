/// The Mann–Whitney U test (Wilcoxon rank-sum test), two-sided.
///
/// Small samples without ties get the exact null distribution of U; otherwise the normal
/// approximation with tie correction and continuity correction is used.
package struct MannWhitney: Sendable, Equatable, Codable {
  /// U for the first sample: the number of pairs (a, b) with a > b, ties counting one half.
  package var u: Double
  /// The two-sided p-value.
  package var pValue: Double
  /// Whether `pValue` comes from the exact distribution rather than the normal approximation.
  package var exact: Bool

  /// The largest `a.count + b.count` for which the exact distribution is used (without ties).
  package static let exactLimit = 40

  /// Tests whether `a` and `b` come from the same distribution.
  ///
  /// With an empty sample the p-value is 1.
  /// - Complexity: O((m + n) log(m + n)), plus O(m² n) for the exact distribution.
  package init(_ a: [Double], _ b: [Double]) {
    let m = a.count
    let n = b.count
    guard m > 0, n > 0 else {
      self.u = 0
      self.pValue = 1
      self.exact = false
      return
    }
    let pooled = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
    var rankSumA = 0.0
    var tieTerm = 0.0
    var index = 0
    while index < pooled.count {
      var end = index
      while end + 1 < pooled.count && pooled[end + 1].0 == pooled[index].0 { end += 1 }
      let midrank = Double(index + end + 2) / 2
      let tied = Double(end - index + 1)
      tieTerm += tied * tied * tied - tied
      for position in index...end where pooled[position].1 { rankSumA += midrank }
      index = end + 1
    }
    let u = rankSumA - Double(m * (m + 1)) / 2
    self.u = u
    let product = Double(m * n)
    if tieTerm == 0 && m + n <= Self.exactLimit {
      let smaller = min(u, product - u)
      let distribution = Self.exactDistribution(m, n)
      let total = distribution.reduce(0, +)
      let lowerTail = distribution[0...Int(smaller)].reduce(0, +) / total
      self.pValue = min(1, 2 * lowerTail)
      self.exact = true
    } else {
      let total = Double(m + n)
      let variance = product / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
      let deviation = abs(u - product / 2)
      if variance <= 0 {
        self.pValue = deviation == 0 ? 1 : 0
      } else {
        let z = max(deviation - 0.5, 0) / variance.squareRoot()
        self.pValue = min(1, 2 * (1 - Statistics.normalCDF(z)))
      }
      self.exact = false
    }
  }

  /// The number of arrangements giving each value of U (0...m·n) for samples of sizes m and n:
  /// the coefficients of the Gaussian binomial coefficient [m + n choose m]_q.
  static func exactDistribution(_ m: Int, _ n: Int) -> [Double] {
    let small = min(m, n)
    let large = max(m, n)
    var coefficients = [Double](repeating: 0, count: small * large + 1)
    coefficients[0] = 1
    var degree = 0
    for i in 1...small {
      // Multiply by (1 − q^(large + i)).
      let shift = large + i
      degree += shift
      for k in stride(from: min(degree, coefficients.count - 1), through: shift, by: -1) {
        coefficients[k] -= coefficients[k - shift]
      }
      // Divide by (1 − q^i), exactly: c[k] += c[k − i].
      for k in i..<coefficients.count {
        coefficients[k] += coefficients[k - i]
      }
    }
    return coefficients
  }
}
