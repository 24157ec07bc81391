/// A kebab-case identifier that names an issue or a strategy and never changes once published.
///
/// Conforming types get `Comparable`, `Codable` (as a plain string), string-literal creation and
/// validation of untrusted text from the extension below.
public protocol StableIdentifier: Hashable, Sendable, Comparable, Codable,
  CustomStringConvertible, ExpressibleByStringLiteral
{
  /// What the identifier names, for error messages (`"strategy"`).
  static var kind: String { get }
  /// The identifier text.
  var rawValue: String { get }
  /// Wraps `rawValue` without validation; registration validates.
  init(rawValue: String)
}

// MARK: - Default implementations

extension StableIdentifier {
  /// Creates an identifier from a literal; the registry validates it on registration.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  /// Creates an identifier from untrusted text, checking its syntax.
  ///
  /// - Throws: ``InvalidIdentifierError`` naming the problem.
  public init(validating text: String) throws(InvalidIdentifierError) {
    if let reason = IdentifierSyntax.problem(with: text) {
      throw InvalidIdentifierError(kind: Self.kind, text: text, reason: reason)
    }
    self.init(rawValue: text)
  }

  /// The problem with this identifier's syntax, or `nil` when it is valid.
  var syntaxProblem: InvalidIdentifierError? {
    IdentifierSyntax.problem(with: rawValue).map {
      InvalidIdentifierError(kind: Self.kind, text: rawValue, reason: $0)
    }
  }

  /// Orders identifiers by their text.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The identifier text.
  public var description: String { rawValue }

  /// Decodes the identifier text, validated as ``init(validating:)`` does.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the problem for an invalid identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    do {
      try self.init(validating: try container.decode(String.self))
    } catch let error as InvalidIdentifierError {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the identifier text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// The stable identifier of a ``KnownIssue``: `tabview-stack-pop-to-root-animation`.
public struct IssueID: StableIdentifier {
  /// `"issue"`.
  public static let kind = "issue"
  /// The identifier text.
  public let rawValue: String
  /// Wraps `rawValue` without validation.
  public init(rawValue: String) { self.rawValue = rawValue }
}

/// The stable identifier of a strategy: `explicit-path-change-animation`.
public struct StrategyID: StableIdentifier {
  /// `"strategy"`.
  public static let kind = "strategy"
  /// The identifier text.
  public let rawValue: String
  /// Wraps `rawValue` without validation.
  public init(rawValue: String) { self.rawValue = rawValue }
}
