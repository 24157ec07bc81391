import Foundation
import Strategies

/// The matrix's outcomes as plain `Codable` data:
/// `{"cells": [{"defect": ..., "os": "iOS 16.4", "mode": "naive", ...}]}`, keys in snake_case
/// (`navbench simulate --format json` wraps it in the tool's envelope, which carries the
/// schema version).
public struct SimulationReport: Hashable, Sendable, Codable {
  /// One entry per (defect, version, mode), in run order.
  public var cells: [ScenarioOutcome]

  /// Creates a report of `cells`.
  public init(cells: [ScenarioOutcome]) {
    self.cells = cells
  }

  /// The report as JSON, keys sorted, pretty-printed unless `prettyPrinted` is `false`.
  ///
  /// - Throws: An `EncodingError` (not expected: every value is encodable).
  package func jsonData(prettyPrinted: Bool = true) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return try encoder.encode(self)
  }

  /// The report as a JSON string (see `jsonData(prettyPrinted:)`).
  public func jsonString(prettyPrinted: Bool = true) throws -> String {
    String(decoding: try jsonData(prettyPrinted: prettyPrinted), as: UTF8.self)
  }

  /// Decodes a report written by `jsonData(prettyPrinted:)`.
  package static func decode(from data: Data) throws -> SimulationReport {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(SimulationReport.self, from: data)
  }
}
