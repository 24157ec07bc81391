import Foundation

/// Options for a run's JSON.
public struct RunJSONOptions: Sendable, Equatable {
  /// The key under which each case, comparison and scaling result carries its configuration
  /// label (navbench uses "os").
  public var configurationKey: String
  /// Whether cases include their raw samples; `nil` follows the run's settings.
  public var includeRawSamples: Bool?
  /// Whether to indent the output (keys are always sorted, for stable diffs).
  public var prettyPrinted: Bool

  /// Creates options.
  public init(
    configurationKey: String = "configuration", includeRawSamples: Bool? = nil,
    prettyPrinted: Bool = true
  ) {
    self.configurationKey = configurationKey
    self.includeRawSamples = includeRawSamples
    self.prettyPrinted = prettyPrinted
  }
}

extension RunResult {
  /// The run as JSON: `schemaVersion` 1, the whole run including machine and settings.
  ///
  /// - Throws: `EncodingError` if a value cannot be encoded (for example a non-finite number).
  public func jsonData(options: RunJSONOptions = RunJSONOptions()) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      options.prettyPrinted
      ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    encoder.userInfo[.benchConfigurationKey] = options.configurationKey
    encoder.userInfo[.benchIncludeRawSamples] =
      options.includeRawSamples ?? settings.includeRawSamples
    return try encoder.encode(self)
  }

  /// Decodes a run from JSON written by ``jsonData(options:)``.
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - configurationKey: The configuration key to read; by default the one the file records
  ///     in `configuration_key`, else "configuration".
  /// - Throws: `DecodingError` describing what is missing or malformed.
  public static func decode(from data: Data, configurationKey: String? = nil) throws -> RunResult {
    struct Header: Decodable {
      var configurationKey: String?
      enum CodingKeys: String, CodingKey { case configurationKey = "configuration_key" }
    }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let key =
      try configurationKey ?? decoder.decode(Header.self, from: data).configurationKey
      ?? "configuration"
    decoder.userInfo[.benchConfigurationKey] = key
    return try decoder.decode(RunResult.self, from: data)
  }
}
