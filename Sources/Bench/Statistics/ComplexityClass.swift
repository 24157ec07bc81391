#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growth class of cost against size.
public enum ComplexityClass: String, Sendable, Codable, CaseIterable, Comparable {
  /// Constant.
  case constant = "O(1)"
  /// Logarithmic.
  case logarithmic = "O(log n)"
  /// Linear.
  case linear = "O(n)"
  /// Linearithmic.
  case linearithmic = "O(n log n)"
  /// Quadratic.
  case quadratic = "O(n²)"

  /// The class's growth function g(n); sizes below 2 are treated as 2 so that log n > 0.
  package func growth(_ size: Double) -> Double {
    let n = max(size, 2)
    switch self {
    case .constant: return 1
    case .logarithmic: return log2(n)
    case .linear: return n
    case .linearithmic: return n * log2(n)
    case .quadratic: return n * n
    }
  }

  /// Orders classes from slowest-growing to fastest-growing.
  public static func < (lhs: ComplexityClass, rhs: ComplexityClass) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
