import Foundation

/// Why a baseline could not be read. Every case names the file.
public enum BaselineError: Error, Equatable, Sendable {
  /// No file at the path.
  case missing(path: String)
  /// The file exists but cannot be read.
  case unreadable(path: String, reason: String)
  /// The file is larger than the limit.
  case tooLarge(path: String, size: UInt64, limit: UInt64)
  /// The JSON nests deeper than the limit.
  case tooDeep(path: String, limit: Int)
  /// The file is empty, truncated or not valid JSON for a run.
  case corrupt(path: String, detail: String)
  /// The file is a valid document of another kind (its envelope's `kind`), not a run.
  case wrongKind(path: String, found: String, expected: String)
  /// The file's `schemaVersion` is not one this library reads.
  case unsupportedSchema(path: String, found: Int, supported: Int)

  /// The exit code a tool should use: `ExitCode.baselineUnavailable`.
  package var exitCode: ExitCode { .baselineUnavailable }
}

extension BaselineError: CustomStringConvertible, LocalizedError {
  /// A sentence naming the file and what is wrong.
  public var description: String {
    switch self {
    case .missing(let path):
      return "baseline \(path) does not exist"
    case .unreadable(let path, let reason):
      return "baseline \(path) cannot be read: \(reason)"
    case .tooLarge(let path, let size, let limit):
      return "baseline \(path) is \(Format.sizeOverLimit(size, limit: limit))"
    case .tooDeep(let path, let limit):
      return "baseline \(path) nests JSON deeper than \(limit) levels"
    case .corrupt(let path, let detail):
      return "baseline \(path) is corrupt: \(detail)"
    case .wrongKind(let path, let found, let expected):
      return "baseline \(path) is \(Self.article(found)) \(found) document, not a \(expected) "
        + "(expected kind \(expected)): give a \(expected) written as JSON"
    case .unsupportedSchema(let path, let found, let supported) where found < 1:
      return "baseline \(path) has schema version \(found), which is not a valid version "
        + "(versions start at 1; this version of Bench reads 1 to \(supported)): the file is not "
        + "a run Bench wrote, or it was edited"
    case .unsupportedSchema(let path, let found, let supported):
      return "baseline \(path) has schema version \(found); this version of Bench reads "
        + "versions 1 to \(supported) (a newer version of Bench wrote it: compare with that "
        + "version, or measure and save the baseline again with this one)"
    }
  }

  /// `a` or `an`, by the first letter of `word`.
  private static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0.lowercased()) } == true ? "an" : "a"
  }

  /// The same as ``description``.
  public var errorDescription: String? { description }
}
