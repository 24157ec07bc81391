import Foundation

extension Report {
  /// One measure of one benchmark in Bencher Metric Format: a value with optional bounds.
  package struct BMFMetric: Sendable, Equatable, Codable {
    /// The value.
    package var value: Double
    /// The lower bound (Bencher's `lower_value`), when known.
    package var lowerValue: Double?
    /// The upper bound (Bencher's `upper_value`), when known.
    package var upperValue: Double?

    /// Creates a metric.
    package init(value: Double, lowerValue: Double? = nil, upperValue: Double? = nil) {
      self.value = value
      self.lowerValue = lowerValue
      self.upperValue = upperValue
    }

    /// A timing's median with the finite ends of its 95% interval, or `nil` when the median is
    /// not finite.
    init?(_ summary: SampleSummary) {
      guard summary.p50.isFinite else { return nil }
      self.init(
        value: summary.p50, lowerValue: summary.ci95.lower.isFinite ? summary.ci95.lower : nil,
        upperValue: summary.ci95.upper.isFinite ? summary.ci95.upper : nil)
    }

    private enum CodingKeys: String, CodingKey {
      case value
      case lowerValue = "lower_value"
      case upperValue = "upper_value"
    }
  }

  /// The measures navbench writes in BMF: `latency` (Bencher's built-in measure, in
  /// nanoseconds: the median wall time per operation with its 95% interval), and, where
  /// counted, `allocations` and `allocated-bytes` per operation and `cpu-latency`.
  package enum BMFMeasure {
    /// Median wall time per operation, ns.
    package static let latency = "latency"
    /// Median CPU time per operation, ns.
    package static let cpuLatency = "cpu-latency"
    /// Allocations per operation.
    package static let allocations = "allocations"
    /// Bytes allocated per operation.
    package static let allocatedBytes = "allocated-bytes"
    /// Instructions per operation (`--metric instructions`).
    package static let instructions = "instructions"
    /// Retains per operation.
    package static let retains = "retains"
    /// Releases per operation.
    package static let releases = "releases"
  }

  /// The run in Bencher Metric Format: benchmark name (`benchmark/variant/size [configuration]`,
  /// as in the github-action-benchmark output) → measure → value. Unmeasured cases and
  /// unavailable metrics are left out; no value is ever 0 for "unknown".
  ///
  /// - Complexity: O(cases).
  package static func bmfEntries(_ run: RunResult) -> [String: [String: BMFMetric]] {
    var entries: [String: [String: BMFMetric]] = [:]
    for result in run.cases {
      guard let metrics = result.metrics else { continue }
      var measures: [String: BMFMetric] = [:]
      if let wall = metrics.wall.flatMap(BMFMetric.init) { measures[BMFMeasure.latency] = wall }
      if let instructions = metrics.instructionsPerOperation, instructions.isFinite {
        measures[BMFMeasure.instructions] = BMFMetric(value: instructions)
      }
      if let cpu = metrics.cpu.flatMap(BMFMetric.init) { measures[BMFMeasure.cpuLatency] = cpu }
      if let allocations = metrics.allocationsPerOperation, allocations.isFinite {
        measures[BMFMeasure.allocations] = BMFMetric(value: allocations)
      }
      if let bytes = metrics.bytesPerOperation, bytes.isFinite {
        measures[BMFMeasure.allocatedBytes] = BMFMetric(value: bytes)
      }
      if let retains = metrics.retainsPerOperation, retains.isFinite {
        measures[BMFMeasure.retains] = BMFMetric(value: retains)
      }
      if let releases = metrics.releasesPerOperation, releases.isFinite {
        measures[BMFMeasure.releases] = BMFMetric(value: releases)
      }
      guard !measures.isEmpty else { continue }
      entries[result.key.description] = measures
    }
    return entries
  }

  /// The run as Bencher Metric Format JSON (`bencher run --adapter json`).
  ///
  /// - Throws: `EncodingError` for a non-finite value.
  package static func bencherMetricFormat(_ run: RunResult) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(bmfEntries(run))
  }
}
