/// Relative regression thresholds per metric: a case regresses on a metric when the metric
/// grows by more than its threshold (0.10 = 10%). Metrics without a threshold are not checked.
public struct Thresholds: Sendable, Equatable, Codable {
  /// Thresholds by metric.
  package private(set) var relative: [Metric: Double]

  /// 10% on wall time per operation, and any increase in allocations per operation.
  public static let `default` = Thresholds(validated: [
    .wallNanosecondsPerOperation: 0.10, .allocationsPerOperation: 0,
  ])

  /// The default thresholds for runs of `metric`: ``default`` for wall time; for instruction
  /// counts, 1% on instructions per operation (such a run has no wall time) and any increase in
  /// allocations per operation, so that a gate with no thresholds given checks the headline.
  public static func `default`(for metric: PrimaryMetric) -> Thresholds {
    switch metric {
    case .wallTime: return .default
    case .instructions:
      return Thresholds(validated: [.instructionsPerOperation: 0.01, .allocationsPerOperation: 0])
    }
  }

  /// Thresholds from metric names, as a tool reads them from its command line or a file
  /// (`["wall_ns_per_op": 0.10, "allocs_per_op": 0]`).
  ///
  /// - Throws: ``BenchError/unknownMetric(name:known:)`` for a name that is not a ``Metric``,
  ///   ``BenchError/invalidThreshold(metric:value:)`` for a negative or non-finite value.
  public init(_ values: [String: Double]) throws {
    var relative: [Metric: Double] = [:]
    for (name, value) in values.sorted(by: { $0.key < $1.key }) {
      relative[try Metric.named(name)] = value
    }
    try self.init(relative)
  }

  /// Thresholds by metric.
  ///
  /// - Throws: ``BenchError/invalidThreshold(metric:value:)`` for a negative or non-finite value.
  public init(_ values: [Metric: Double]) throws {
    for (metric, value) in values where !(value.isFinite && value >= 0) {
      throw BenchError.invalidThreshold(metric: metric.rawValue, value: value)
    }
    self.init(validated: values)
  }

  private init(validated: [Metric: Double]) {
    relative = validated
  }

  /// The threshold for a metric, if it is checked.
  public subscript(metric: Metric) -> Double? { relative[metric] }

  /// Decodes `{"wall_ns_per_op": 0.1, …}`, rejecting unknown metric names.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.singleValueContainer().decode([String: Double].self)
    try self.init(values)
  }

  /// Encodes `{"wall_ns_per_op": 0.1, …}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(
      Dictionary(uniqueKeysWithValues: relative.map { ($0.key.rawValue, $0.value) }))
  }
}
