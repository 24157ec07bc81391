import Foundation
import Strategies

/// The matrix's outcomes as plain `Codable` data:
/// `{"schemaVersion": 1, "cells": [{"defect": ..., "os": "iOS 16.4", "mode": "naive", ...}]}`.
public struct SimulationReport: Hashable, Sendable, Codable {
  /// The schema of this structure; bumped on incompatible changes.
  public var schemaVersion: Int
  /// One entry per (defect, version, mode), in run order.
  public var cells: [ScenarioOutcome]

  /// The current schema version.
  public static let currentSchemaVersion = 1

  /// Creates a report of `cells`.
  public init(cells: [ScenarioOutcome]) {
    self.schemaVersion = Self.currentSchemaVersion
    self.cells = cells
  }

  /// The report as JSON, keys sorted, pretty-printed unless `prettyPrinted` is `false`.
  ///
  /// - Throws: An `EncodingError` (not expected: every value is encodable).
  public func jsonData(prettyPrinted: Bool = true) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    return try encoder.encode(self)
  }

  /// The report as a JSON string (see ``jsonData(prettyPrinted:)``).
  public func jsonString(prettyPrinted: Bool = true) throws -> String {
    String(decoding: try jsonData(prettyPrinted: prettyPrinted), as: UTF8.self)
  }

  /// Decodes a report written by ``jsonData(prettyPrinted:)``.
  public static func decode(from data: Data) throws -> SimulationReport {
    try JSONDecoder().decode(SimulationReport.self, from: data)
  }
}
