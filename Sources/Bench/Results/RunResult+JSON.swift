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
  /// The tool recorded in the envelope.
  package var tool: ToolInfo
  /// The command recorded in the envelope (how to reproduce the run).
  public var command: String

  /// Creates options.
  public init(
    configurationKey: String = "configuration", includeRawSamples: Bool? = nil,
    prettyPrinted: Bool = true, command: String = ""
  ) {
    self.init(
      configurationKey: configurationKey, includeRawSamples: includeRawSamples,
      prettyPrinted: prettyPrinted, tool: .bench, command: command)
  }

  /// Creates options that record another tool in the envelope.
  package init(
    configurationKey: String = "configuration", includeRawSamples: Bool? = nil,
    prettyPrinted: Bool = true, tool: ToolInfo, command: String = ""
  ) {
    self.configurationKey = configurationKey
    self.includeRawSamples = includeRawSamples
    self.prettyPrinted = prettyPrinted
    self.tool = tool
    self.command = command
  }
}

extension RunResult {
  /// The run as JSON: a `ToolOutput` envelope of kind `run` (`schema_version` 2) holding the
  /// whole run, machine and settings included.
  ///
  /// - Throws: `EncodingError` if a value cannot be encoded.
  public func jsonData(options: RunJSONOptions = RunJSONOptions()) throws -> Data {
    try ToolOutput(kind: "run", data: self, tool: options.tool, command: options.command)
      .jsonData(
        prettyPrinted: options.prettyPrinted, userInfo: RunResult.userInfo(options, run: self))
  }

  /// Decodes a run from JSON written by ``jsonData(options:)`` (an envelope of schema version
  /// 2) or by an earlier version (a flat run, `schemaVersion` 1).
  ///
  /// - Parameters:
  ///   - data: The JSON.
  ///   - configurationKey: The configuration key to read; by default the one the file records
  ///     in `configuration_key`, else "configuration".
  /// - Throws: `DecodingError` describing what is missing or malformed, or that the document is
  ///   of another kind than `run`.
  public static func decode(from data: Data, configurationKey: String? = nil) throws -> RunResult {
    struct Header: Decodable {
      var configurationKey: String?
      enum CodingKeys: String, CodingKey { case configurationKey = "configuration_key" }
    }
    struct Envelope<Content: Decodable>: Decodable {
      var data: Content
    }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let envelope = try decoder.decodeLocatingErrors(ToolOutputHeader.self, from: data)
    if let kind = envelope.kind, kind != "run" {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription: "the document is of kind \(kind), not a run "
            + "(expected kind run)"))
    }
    let version = envelope.schemaVersion
    let enveloped = version.map { $0 >= 2 } ?? false
    let header =
      enveloped
      ? try decoder.decodeLocatingErrors(Envelope<Header>.self, from: data).data
      : try decoder.decodeLocatingErrors(Header.self, from: data)
    decoder.userInfo[.benchConfigurationKey] =
      configurationKey ?? header.configurationKey ?? "configuration"
    return
      enveloped
      ? try decoder.decodeLocatingErrors(Envelope<RunResult>.self, from: data).data
      : try decoder.decodeLocatingErrors(RunResult.self, from: data)
  }

  /// The encoder settings of a run's JSON.
  package static func userInfo(_ options: RunJSONOptions, run: RunResult)
    -> [CodingUserInfoKey: any Sendable]
  {
    [
      .benchConfigurationKey: options.configurationKey,
      .benchIncludeRawSamples: options.includeRawSamples ?? run.settings.includeRawSamples,
    ]
  }
}
