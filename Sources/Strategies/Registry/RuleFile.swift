import Foundation

/// Why a rule file was refused: the JSON path of the offending value and the reason.
///
/// A refused file changes nothing: the registry keeps the rules it had.
public enum RuleFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file at the path given.
  case missing(file: String)
  /// The file exists but cannot be read (permissions, a directory or FIFO, a symbolic-link
  /// loop, a name too long); `reason` says which.
  case unreadable(file: String, reason: String)
  /// The file is over ``RuleFile/maximumSize`` bytes (`bytes` when known, `file` when read
  /// from a path).
  case tooLarge(file: String?, bytes: Int?, limit: Int)
  /// The content is invalid: malformed JSON, a wrong shape or value, an unknown strategy id,
  /// at the JSON path `path` (`$.strategies["x"].mode`).
  case invalid(path: String, reason: String)

  /// Where in the document the problem is, as a JSON path (`$` for the whole file).
  public var path: String {
    if case .invalid(let path, _) = self { return path }
    return "$"
  }

  /// What is wrong.
  public var reason: String {
    switch self {
    case .missing(let file): "no such file: \(file)"
    case .unreadable(let file, let reason): "cannot read \(file): \(reason)"
    case .tooLarge(let file?, _, let limit): "\(file) is larger than \(limit) bytes"
    case .tooLarge(nil, let bytes, let limit):
      "file is \(bytes.map(String.init) ?? "over \(limit)") bytes; at most \(limit) are allowed"
    case .invalid(_, let reason): reason
    }
  }

  /// `$.strategies["x"].mode: expected one of auto, enabled, disabled, got "on"`.
  public var description: String { "\(path): \(reason)" }
}

/// A JSON rule file: overrides that switch strategies on or off or move their version ranges
/// (and the SDKs an app must be built with, `linkedSDKs`) without a rebuild, like a
/// GPU-workaround list.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "comment": "iOS 16.4.1 fixed the TabView pop; keep the row deferral on 16.0 too",
///   "disableAll": false,
///   "strategies": {
///     "explicit-path-change-animation": { "versions": "iOS 16.0..<16.4.1" },
///     "defer-adjacent-row-toggles": { "mode": "enabled" },
///     "hide-scroll-content-background": { "linkedSDKs": "iOS 16.0..." }
///   }
/// }
/// ```
///
/// Only these keys are allowed; `schemaVersion` must be 1. The whole file is validated before
/// anything is applied. See ``Overrides`` for how its layer ranks against overrides in code.
public struct RuleFile: Hashable, Sendable {
  /// The largest rule file accepted, in bytes (1 MiB).
  public static let maximumSize = 1 << 20
  /// The deepest nesting accepted.
  public static let maximumDepth = 16
  /// The schema version this parser reads.
  public static let schemaVersion = 1

  /// The overrides the file describes.
  public var overrides: Overrides
  /// The file's free-text comment, if any.
  public var comment: String?

  /// Creates a rule file from overrides.
  public init(overrides: Overrides, comment: String? = nil) {
    self.overrides = overrides
    self.comment = comment
  }

  /// Parses and validates a rule file's bytes (syntax and shape; strategy ids are checked
  /// against a registry by ``StrategyRegistry/loadRules(_:source:)``).
  ///
  /// - Throws: ``RuleFileError`` naming the JSON path and the reason.
  public init(parsing data: some Collection<UInt8>) throws(RuleFileError) {
    guard data.count <= Self.maximumSize else {
      throw .tooLarge(file: nil, bytes: data.count, limit: Self.maximumSize)
    }
    let root: JSONValue
    do {
      root = try JSONParser.parse(Array(data), maximumDepth: Self.maximumDepth)
    } catch {
      throw RuleFileError.invalid(path: "$", reason: "invalid JSON at \(error)")
    }
    self = try Self.decode(root)
  }

  /// Reads and parses the rule file at `path`, refusing files over ``maximumSize`` before
  /// reading them whole.
  ///
  /// - Throws: ``RuleFileError`` for an unreadable, oversized or invalid file.
  public init(contentsOfFile path: String) throws(RuleFileError) {
    let data = try Self.read(path)
    guard data.count <= Self.maximumSize else {
      throw .tooLarge(file: path, bytes: nil, limit: Self.maximumSize)
    }
    try self.init(parsing: data)
  }

  /// Reads at most ``maximumSize`` + 1 bytes of the regular file at `path`.
  ///
  /// The file is opened without blocking (a FIFO would otherwise wait for a writer for ever)
  /// and refused unless it is a regular file.
  private static func read(_ path: String) throws(RuleFileError) -> Data {
    func failure(_ code: Int32) -> RuleFileError {
      switch code {
      case ENOENT: return RuleFileError.missing(file: path)
      case ELOOP:
        return .unreadable(
          file: path, reason: "too many levels of symbolic links (a symbolic-link loop?)")
      case ENAMETOOLONG:
        return .unreadable(file: path, reason: "the path or a name in it is too long")
      default:
        return .unreadable(file: path, reason: String(cString: strerror(code)))
      }
    }
    guard !path.isEmpty, !path.utf8.contains(0) else {
      throw RuleFileError.missing(file: path)
    }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    let kind = status.st_mode & S_IFMT
    guard kind == S_IFREG else {
      let what =
        switch kind {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
      throw RuleFileError.unreadable(file: path, reason: "it is \(what), not a regular file")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while data.count <= maximumSize {
      let count = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return data
  }

  // MARK: Decoding

  private static func decode(_ root: JSONValue) throws(RuleFileError) -> RuleFile {
    let top = try members(
      of: root, at: "$", allowed: ["schemaVersion", "comment", "disableAll", "strategies"])
    guard let version = top["schemaVersion"] else {
      throw RuleFileError.invalid(path: "$", reason: "missing required key \"schemaVersion\"")
    }
    guard case .number(let text) = version, text == String(Self.schemaVersion) else {
      throw RuleFileError.invalid(
        path: "$.schemaVersion",
        reason: "expected \(Self.schemaVersion), got \(describe(version))")
    }
    var overrides = Overrides()
    // `if let`, not a typed-throws `Optional.map`: the iOS 17.4 SDK's standard library (Swift
    // 5.10) has no typed-throws `map`, so `map` would rethrow `any Error` there.
    var comment: String?
    if let value = top["comment"] {
      comment = try string(value, at: "$.comment")
    }
    if let value = top["disableAll"] {
      guard case .bool(let flag) = value else {
        throw RuleFileError.invalid(
          path: "$.disableAll", reason: "expected a boolean, got \(describe(value))")
      }
      overrides.disableAll = flag
    }
    if let value = top["strategies"] {
      guard case .object(let entries) = value else {
        throw RuleFileError.invalid(
          path: "$.strategies", reason: "expected an object, got \(describe(value))")
      }
      for (key, entry) in entries {
        let path = "$.strategies[\(quoted(VersionParseError.clip(key)))]"
        let id: StrategyID
        do {
          id = try StrategyID(validating: key)
        } catch {
          throw RuleFileError.invalid(path: path, reason: error.description)
        }
        guard overrides.strategies[id] == nil else {
          throw RuleFileError.invalid(path: path, reason: "duplicate key")
        }
        overrides.strategies[id] = try strategyOverride(entry, at: path)
      }
    }
    return RuleFile(overrides: overrides, comment: comment)
  }

  private static func strategyOverride(_ value: JSONValue, at path: String) throws(RuleFileError)
    -> StrategyOverride
  {
    let fields = try members(
      of: value, at: path, allowed: ["mode", "versions", "linkedSDKs", "comment"])
    var result = StrategyOverride()
    if let mode = fields["mode"] {
      let text = try string(mode, at: "\(path).mode")
      guard let parsed = OverrideMode(rawValue: text) else {
        let allowed = OverrideMode.allCases.map(\.rawValue).joined(separator: ", ")
        throw RuleFileError.invalid(
          path: "\(path).mode", reason: "expected one of \(allowed), got \(quoted(text))")
      }
      result.mode = parsed
    }
    if let versions = fields["versions"] {
      result.versions = try versionSet(versions, at: "\(path).versions")
    }
    if let sdks = fields["linkedSDKs"] {
      result.linkedSDKs = try versionSet(sdks, at: "\(path).linkedSDKs")
    }
    if let comment = fields["comment"] { _ = try string(comment, at: "\(path).comment") }
    if fields.isEmpty {
      throw RuleFileError.invalid(
        path: path, reason: "empty entry (give \"mode\", \"versions\" and/or \"linkedSDKs\")")
    }
    return result
  }

  /// A version set of OS or SDK versions: every bound it states names a release of its
  /// platform (``Platform/releaseMajors``; an upper bound may be the first version after the
  /// last, `..<100`).
  private static func versionSet(_ value: JSONValue, at path: String) throws(RuleFileError)
    -> VersionSet
  {
    let text = try string(value, at: path)
    let set: VersionSet
    do {
      set = try VersionSet(parsing: text)
    } catch {
      throw RuleFileError.invalid(path: path, reason: error.description)
    }
    for range in set.ranges {
      let majors = range.platform.releaseMajors
      let lower = range.lowerBound == .zero || majors.contains(range.lowerBound.major)
      let upper = range.upperBound.map {
        (majors.lowerBound...majors.upperBound + 1).contains($0.major)
      }
      guard lower, upper ?? true else {
        throw RuleFileError.invalid(
          path: path,
          reason: "\(range) names no release of \(range.platform): its major versions are "
            + "\(majors.lowerBound)...\(majors.upperBound)")
      }
    }
    return set
  }

  /// The members of an object, refusing other types, duplicate keys and keys not in `allowed`.
  private static func members(of value: JSONValue, at path: String, allowed: [String])
    throws(RuleFileError) -> [String: JSONValue]
  {
    guard case .object(let members) = value else {
      throw RuleFileError.invalid(path: path, reason: "expected an object, got \(describe(value))")
    }
    var result: [String: JSONValue] = [:]
    for (key, member) in members {
      // Keys are clipped like values: a 1 MB key must not make a 1 MB message.
      let shown = VersionParseError.clip(key)
      let memberPath = path == "$" ? "$.\(shown)" : "\(path).\(shown)"
      guard allowed.contains(key) || allowed.isEmpty else {
        throw RuleFileError.invalid(
          path: memberPath,
          reason: "unknown key (allowed: \(allowed.joined(separator: ", ")))")
      }
      guard result.updateValue(member, forKey: key) == nil else {
        throw RuleFileError.invalid(path: memberPath, reason: "duplicate key")
      }
    }
    return result
  }

  private static func string(_ value: JSONValue, at path: String) throws(RuleFileError) -> String {
    guard case .string(let text) = value else {
      throw RuleFileError.invalid(path: path, reason: "expected a string, got \(describe(value))")
    }
    return text
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .number(let text): "the number \(VersionParseError.clip(text))"
    case .string(let text): "the string \(quoted(VersionParseError.clip(text)))"
    case .bool(let flag): "\(flag)"
    default: value.typeName
    }
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case " "..."~": result.unicodeScalars.append(scalar)
      default: result += "\\u{\(String(scalar.value, radix: 16))}"
      }
    }
    return result + "\""
  }
}

extension StrategyRegistry {
  /// Validates `rules` against the registered strategies and installs them as the rule-file
  /// layer, replacing the previous one whole.
  ///
  /// - Parameters:
  ///   - rules: The parsed rule file.
  ///   - source: A name for the file, shown in explanations.
  /// - Throws: ``RuleFileError`` for an unknown strategy id; then nothing is applied.
  public func loadRules(_ rules: RuleFile, source: String) throws(RuleFileError) {
    try installRules(rules.overrides, source: source)
  }

  /// Reads, validates and installs the rule file at `path`.
  ///
  /// - Throws: ``RuleFileError`` naming the JSON path and reason; then nothing is applied.
  public func loadRules(contentsOfFile path: String) throws(RuleFileError) {
    try loadRules(RuleFile(contentsOfFile: path), source: path)
  }
}
