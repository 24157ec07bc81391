/// A per-case metric, by its JSON name.
public enum Metric: String, Sendable, Codable, CaseIterable, Hashable {
  /// Wall time per operation, in nanoseconds.
  case wallNanosecondsPerOperation = "wall_ns_per_op"
  /// CPU time of the measuring thread per operation, in nanoseconds.
  case cpuNanosecondsPerOperation = "cpu_ns_per_op"
  /// Heap allocations per operation.
  case allocationsPerOperation = "allocs_per_op"
  /// Bytes allocated per operation.
  case bytesPerOperation = "bytes_per_op"
  /// Peak resident memory of the process during the case's setup and warm-up, in bytes.
  case peakBytes = "peak_bytes"

  /// The unit the metric is expressed in.
  public var unit: String {
    switch self {
    case .wallNanosecondsPerOperation, .cpuNanosecondsPerOperation: return "ns/op"
    case .allocationsPerOperation: return "allocs/op"
    case .bytesPerOperation: return "B/op"
    case .peakBytes: return "B"
    }
  }

  /// Formats a value of this metric for people.
  public func format(_ value: Double) -> String {
    switch self {
    case .wallNanosecondsPerOperation, .cpuNanosecondsPerOperation:
      return Format.duration(nanoseconds: value)
    case .allocationsPerOperation: return Format.count(value)
    case .bytesPerOperation, .peakBytes: return Format.bytes(value)
    }
  }

  /// Parses a metric name.
  ///
  /// - Throws: ``BenchError/unknownMetric(name:known:)`` listing the known names.
  public static func named(_ name: String) throws -> Metric {
    guard let metric = Metric(rawValue: name) else {
      throw BenchError.unknownMetric(name: name, known: allCases.map(\.rawValue))
    }
    return metric
  }
}
