/// Validation shared by every identifier type: trait, issue and strategy ids.
///
/// An identifier is 1 to 100 characters of lowercase ASCII letters and digits in groups joined by
/// single `-` or `.`: `navigation-stack-in-tab-view`, `com.example.sticky-footer`.
enum IdentifierSyntax {
  static let maximumLength = 100

  /// Returns the reason `text` is not a valid identifier, or `nil` when it is.
  static func problem(with text: String) -> String? {
    if text.isEmpty { return "is empty" }
    if text.utf8.count > maximumLength {
      return "is \(text.utf8.count) characters long; at most \(maximumLength) are allowed"
    }
    var previousWasSeparator = true
    for scalar in text.unicodeScalars {
      switch scalar {
      case "a"..."z", "0"..."9":
        previousWasSeparator = false
      case "-", ".":
        if previousWasSeparator { return "has \"\(scalar)\" where a letter or digit is expected" }
        previousWasSeparator = true
      default:
        return "has \"\(scalar)\": only lowercase letters, digits, \"-\" and \".\" are allowed"
      }
    }
    if previousWasSeparator { return "ends with a separator" }
    return nil
  }
}

/// An identifier that failed validation.
public struct InvalidIdentifierError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of identifier it was meant to be (`"trait"`, `"strategy"`, `"issue"`).
  public let kind: String
  /// The offending text, clipped.
  public let text: String
  /// Why it is invalid.
  public let reason: String

  /// A sentence naming the identifier and the problem.
  public var description: String {
    "invalid \(kind) id \"\(VersionParseError.clip(text))\": it \(reason)"
  }
}
