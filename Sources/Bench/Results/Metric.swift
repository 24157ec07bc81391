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
  /// Instructions executed per operation, counted under valgrind (``RunSettings/metric``
  /// `.instructions`); exact and repeatable, unlike a timing.
  case instructionsPerOperation = "instructions_per_op"
  /// Swift retains per operation (ARC traffic), counted through the runtime's hooks.
  case retainsPerOperation = "retains_per_op"
  /// Swift releases per operation.
  case releasesPerOperation = "releases_per_op"

  /// The unit the metric is expressed in.
  public var unit: String {
    switch self {
    case .wallNanosecondsPerOperation, .cpuNanosecondsPerOperation: return "ns/op"
    case .allocationsPerOperation: return "allocs/op"
    case .bytesPerOperation: return "B/op"
    case .peakBytes: return "B"
    case .instructionsPerOperation: return "instr/op"
    case .retainsPerOperation: return "retains/op"
    case .releasesPerOperation: return "releases/op"
    }
  }

  /// Formats a value of this metric for people.
  public func format(_ value: Double) -> String {
    switch self {
    case .wallNanosecondsPerOperation, .cpuNanosecondsPerOperation:
      return Format.duration(nanoseconds: value)
    case .allocationsPerOperation, .retainsPerOperation, .releasesPerOperation:
      return Format.count(value)
    case .instructionsPerOperation: return Format.instructions(value)
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

/// What a run measures as its headline figure: wall time (the default) or instructions.
public enum PrimaryMetric: String, Sendable, Codable, CaseIterable {
  /// Wall time per operation, sampled and timed.
  case wallTime = "wall"
  /// Instructions per operation, counted under valgrind with fixed iteration counts.
  case instructions

  /// The per-case ``Metric`` that carries the headline value.
  public var metric: Metric {
    self == .wallTime ? .wallNanosecondsPerOperation : .instructionsPerOperation
  }
}
