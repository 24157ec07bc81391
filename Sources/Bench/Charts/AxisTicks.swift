import Foundation

/// Tick positions on logarithmic axes that a reader can read values off.
///
/// Across several decades the ticks are 1-2-5 (`10 ns, 20 ns, 50 ns, 100 ns`) or, when those
/// would crowd, decades; within a narrow range (a ratio axis around 0.9–1.3×) they are evenly
/// spaced round values (`0.9×, 1×, 1.1×, 1.2×, 1.3×`). Every label has room: a set is chosen
/// only when its neighbouring ticks are at least `minimumGap` pixels apart.
enum AxisTicks {
  /// The enclosing decade exponents of a positive range, at least one decade wide.
  static func decades(from low: Double, to high: Double) -> ClosedRange<Int> {
    let lowExponent = Int(log10(low).rounded(.down))
    var highExponent = Int(log10(high).rounded(.up))
    if highExponent <= lowExponent { highExponent = lowExponent + 1 }
    return lowExponent...highExponent
  }

  /// Values `mantissa × 10^k` within [low, high], for every mantissa and decade.
  static func sequence(_ mantissas: [Double], from low: Double, to high: Double) -> [Double] {
    var ticks: [Double] = []
    for exponent in decades(from: low, to: high) {
      for mantissa in mantissas {
        let value = mantissa * pow(10, Double(exponent))
        if value >= low * 0.9999 && value <= high * 1.0001 { ticks.append(value) }
      }
    }
    return ticks
  }

  /// 1-2-5 ticks within [low, high].
  static func oneTwoFive(from low: Double, to high: Double) -> [Double] {
    sequence([1, 2, 5], from: low, to: high)
  }

  /// Multiples of a round step (1, 2, 2.5 or 5 × 10^k) within [low, high], for roughly
  /// `count` ticks.
  static func linear(from low: Double, to high: Double, count: Int) -> [Double] {
    guard high > low, count > 0 else { return [] }
    let raw = (high - low) / Double(count)
    let magnitude = pow(10, log10(raw).rounded(.down))
    let step =
      [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw * 0.999 } ?? magnitude * 10
    var ticks: [Double] = []
    var index = (low / step).rounded(.up)
    while index * step <= high * 1.0001 && ticks.count < 50 {
      let value = (index * step * 1e9).rounded() / 1e9
      if value > 0 { ticks.append(value) }
      index += 1
    }
    return ticks
  }

  /// The densest readable ticks for a log axis over [low, high] drawn `length` pixels long.
  ///
  /// - Parameters:
  ///   - minimumGap: The smallest distance in pixels between neighbouring ticks; a function of
  ///     the two values, so that horizontal axes can ask for the labels' widths.
  /// - Complexity: O(decades).
  static func logAxis(
    from low: Double, to high: Double, length: Double, minimumGap: (Double, Double) -> Double
  ) -> [Double] {
    guard low > 0, high > low, low.isFinite, high.isFinite, length > 0 else { return [] }
    let span = log10(high) - log10(low)
    func position(_ value: Double) -> Double { (log10(value) - log10(low)) / span * length }
    func fits(_ ticks: [Double]) -> Bool {
      zip(ticks, ticks.dropFirst()).allSatisfy {
        position($0.1) - position($0.0) >= minimumGap($0.0, $0.1)
      }
    }
    var candidates: [[Double]] = []
    if high / low < 4 {
      // Narrow: evenly spaced round values, finest first.
      for count in [10, 8, 6, 5, 4, 3, 2] {
        candidates.append(linear(from: low, to: high, count: count))
      }
    }
    candidates.append(sequence([1, 1.5, 2, 3, 5, 7], from: low, to: high))
    candidates.append(oneTwoFive(from: low, to: high))
    candidates.append(sequence([1, 3], from: low, to: high))
    let decadeTicks = sequence([1], from: low, to: high)
    for stride in 1...6 {
      candidates.append(decadeTicks.enumerated().filter { $0.offset % stride == 0 }.map(\.element))
    }
    let readable = candidates.filter { $0.count >= 2 && $0.count <= 12 && fits($0) }
    // Prefer the first readable set with at least four ticks; else the one with the most.
    if let good = readable.first(where: { $0.count >= 4 }) { return good }
    if let best = readable.max(by: { $0.count < $1.count }) { return best }
    return [low, high]
  }
}
