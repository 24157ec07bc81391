import Foundation

/// The program that wrote a JSON document: its name and version.
package struct ToolInfo: Sendable, Equatable, Hashable, Codable {
  /// The version of this package (the `navbench` tool and its libraries): the one constant
  /// that `navbench --version` prints and every envelope records.
  package static let packageVersion = "0.14.0"

  /// The tool's name (`navbench`).
  package var name: String
  /// The tool's version.
  package var version: String

  /// Creates a tool description.
  package init(name: String, version: String) {
    self.name = name
    self.version = version
  }

  /// The `navbench` tool at ``packageVersion``.
  package static let navbench = ToolInfo(name: "navbench", version: packageVersion)
  /// The Bench library at ``packageVersion``, for runs written by code other than navbench.
  package static let bench = ToolInfo(name: "Bench", version: packageVersion)
}

/// The one shape of every JSON document navbench writes: the schema version, the tool, the
/// command that produced it, what kind of document it is and the document itself under `data`.
///
/// ```json
/// {"schema_version": 2, "tool": {"name": "navbench", "version": "0.14.0"},
///  "command": "navbench run --suite registry", "kind": "run", "data": {...}}
/// ```
///
/// Keys are snake_case throughout: `ToolOutput.encoder(prettyPrinted:)` converts Swift
/// property names (dictionary keys, which are data, are left as they are).
package struct ToolOutput<Payload: Codable>: Codable {
  /// The schema version this package writes. Version 1 runs (a flat run with `schemaVersion`
  /// at the top level) are still read by ``Baseline/load(from:maximumBytes:maximumDepth:configurationKey:)``.
  package static var currentSchemaVersion: Int { 2 }

  /// The schema version of the document.
  package var schemaVersion: Int
  /// The tool that wrote it.
  package var tool: ToolInfo
  /// The command that produced it (`navbench compare --suite registry`).
  package var command: String
  /// What the payload is: `run`, `compare`, `simulate`, `mutants`, `explain`, `list`,
  /// `baseline-comparison`, `calibration`.
  package var kind: String
  /// The document.
  package var data: Payload

  /// Wraps `data`.
  package init(
    kind: String, data: Payload, tool: ToolInfo = .navbench, command: String,
    schemaVersion: Int = ToolOutput.currentSchemaVersion
  ) {
    self.schemaVersion = schemaVersion
    self.tool = tool
    self.command = command
    self.kind = kind
    self.data = data
  }

  private enum CodingKeys: String, CodingKey {
    case schemaVersion = "schema_version"
    case tool, command, kind, data
  }

  /// The encoder of every envelope: keys sorted and converted to snake_case, non-finite numbers
  /// as strings, `os` as the configuration key of runs.
  package static func encoder(prettyPrinted: Bool = true) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    return encoder
  }

  /// A decoder for envelopes whose payload uses Swift property names (every kind but `run`,
  /// which ``RunResult/decode(from:configurationKey:)`` reads): the envelope's own keys are read
  /// as written, the payload's converted from snake_case.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    decoder.keyDecodingStrategy = .custom { path in
      let key = path[path.count - 1]
      guard path.count > 1, key.intValue == nil else { return key }
      return SnakeCaseKey(camelCasing: key.stringValue)
    }
    return decoder
  }

  /// The envelope as JSON, ending in a newline.
  ///
  /// - Parameters:
  ///   - prettyPrinted: Whether to indent (keys are sorted either way).
  ///   - userInfo: Extra encoder settings (a run's configuration key).
  /// - Throws: `EncodingError` if a value cannot be encoded.
  package func jsonData(
    prettyPrinted: Bool = true, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  )
    throws -> Data
  {
    let encoder = Self.encoder(prettyPrinted: prettyPrinted)
    for (key, value) in userInfo { encoder.userInfo[key] = value }
    return try encoder.encode(self) + Data("\n".utf8)
  }
}

/// The header of an envelope, without its payload: what a reader checks first.
package struct ToolOutputHeader: Sendable, Equatable, Decodable {
  /// The schema version (`schema_version`, or `schemaVersion` in version 1 files).
  package var schemaVersion: Int?
  /// The tool, when recorded.
  package var tool: ToolInfo?
  /// The command, when recorded.
  package var command: String?
  /// The kind of document, when recorded.
  package var kind: String?

  private enum CodingKeys: String, CodingKey {
    case schemaVersion = "schema_version"
    case legacySchemaVersion = "schemaVersion"
    case tool, command, kind
  }

  /// Decodes the header of a version 2 envelope or of a version 1 document.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion =
      try container.decodeIfPresent(Int.self, forKey: .schemaVersion)
      ?? container.decodeIfPresent(Int.self, forKey: .legacySchemaVersion)
    // Version 1 runs wrote `"tool": "Bench"`, a string.
    tool = (try? container.decodeIfPresent(ToolInfo.self, forKey: .tool)) ?? nil
    command = try container.decodeIfPresent(String.self, forKey: .command)
    kind = try container.decodeIfPresent(String.self, forKey: .kind)
  }
}

/// A coding key converted from snake_case to camelCase (`glitch_kinds` → `glitchKinds`).
private struct SnakeCaseKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(camelCasing snake: String) {
    let parts = snake.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count > 1, !snake.hasPrefix("_") else {
      stringValue = snake
      return
    }
    stringValue = parts.enumerated().map { $0 == 0 ? String($1) : $1.capitalized }.joined()
  }

  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}
