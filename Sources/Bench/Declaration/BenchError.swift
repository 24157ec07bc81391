import Foundation

/// An invalid benchmark declaration, setting or threshold.
///
/// Every case's description names the offending benchmark, variant, size, metric or setting.
public enum BenchError: Error, Equatable, Sendable {
  /// A benchmark has an empty name.
  case emptyBenchmarkName
  /// A benchmark declares no sizes.
  case noSizes(benchmark: String)
  /// A benchmark declares a size of zero or less.
  case nonPositiveSize(benchmark: String, size: Int)
  /// A benchmark declares the same size twice.
  case duplicateSize(benchmark: String, size: Int)
  /// A benchmark declares no variants.
  case noVariants(benchmark: String)
  /// A variant has an empty name.
  case emptyVariantName(benchmark: String)
  /// Two variants of one benchmark share a name.
  case duplicateVariant(benchmark: String, variant: String)
  /// A comparison names a variant the benchmark does not declare.
  case unknownComparisonVariant(benchmark: String, variant: String)
  /// A comparison compares a variant with itself.
  case selfComparison(benchmark: String, variant: String)
  /// A threshold names a metric that does not exist.
  case unknownMetric(name: String, known: [String])
  /// A threshold is negative or not finite.
  case invalidThreshold(metric: String, value: Double)
  /// A run setting is out of range.
  case invalidSetting(name: String, reason: String)
}

extension BenchError: CustomStringConvertible, LocalizedError {
  /// A sentence naming what is wrong.
  public var description: String {
    switch self {
    case .emptyBenchmarkName:
      return "a benchmark has an empty name"
    case .noSizes(let benchmark):
      return "benchmark \"\(benchmark)\" declares no sizes"
    case .nonPositiveSize(let benchmark, let size):
      return "benchmark \"\(benchmark)\" declares size \(size); sizes must be greater than 0"
    case .duplicateSize(let benchmark, let size):
      return "benchmark \"\(benchmark)\" declares size \(size) more than once"
    case .noVariants(let benchmark):
      return "benchmark \"\(benchmark)\" declares no variants"
    case .emptyVariantName(let benchmark):
      return "benchmark \"\(benchmark)\" has a variant with an empty name"
    case .duplicateVariant(let benchmark, let variant):
      return "benchmark \"\(benchmark)\" declares variant \"\(variant)\" more than once"
    case .unknownComparisonVariant(let benchmark, let variant):
      return "benchmark \"\(benchmark)\" compares unknown variant \"\(variant)\""
    case .selfComparison(let benchmark, let variant):
      return "benchmark \"\(benchmark)\" compares variant \"\(variant)\" with itself"
    case .unknownMetric(let name, let known):
      return "unknown metric \"\(name)\"; known metrics: \(known.joined(separator: ", "))"
    case .invalidThreshold(let metric, let value):
      return "threshold \(value) for metric \"\(metric)\" must be a finite number ≥ 0"
    case .invalidSetting(let name, let reason):
      return "invalid setting \"\(name)\": \(reason)"
    }
  }

  /// The same as ``description``.
  public var errorDescription: String? { description }
}
