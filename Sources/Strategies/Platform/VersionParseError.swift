/// Why a version string was refused; the description names the offending part.
public enum VersionParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The string was empty or only whitespace.
  case empty
  /// The string is longer than any version could be.
  case tooLong(length: Int, limit: Int)
  /// The leading name is not a known platform.
  case unknownPlatform(String)
  /// A platform name with no number after it (`"iOS"`).
  case missingNumber(input: String)
  /// A component between dots is empty (`"16."`, `".4"`, `"16..4"`).
  case emptyComponent(index: Int, input: String)
  /// A component is not made of decimal digits (`"16.x"`, `"-1"`).
  case invalidComponent(String, input: String)
  /// More than three components (`"1.2.3.4"`).
  case tooManyComponents(count: Int, input: String)
  /// A component does not fit in 32 bits.
  case componentOverflow(String, input: String)

  /// A sentence naming what is wrong and where.
  public var description: String {
    switch self {
    case .empty:
      return "empty version string"
    case .tooLong(let length, let limit):
      return "version string is \(length) characters long; at most \(limit) are allowed"
    case .unknownPlatform(let name):
      let known = Platform.allCases.map(\.rawValue).joined(separator: ", ")
      return "unknown platform \"\(Self.clip(name))\" (known: \(known))"
    case .missingNumber(let input):
      return "version \"\(Self.clip(input))\" has a platform but no number"
    case .emptyComponent(let index, let input):
      return "version \"\(Self.clip(input))\": component \(index + 1) is empty"
    case .invalidComponent(let component, let input):
      return
        "version \"\(Self.clip(input))\": component \"\(Self.clip(component))\" is not a number"
    case .tooManyComponents(let count, let input):
      return
        "version \"\(Self.clip(input))\" has \(count) components; at most 3 (major.minor.patch)"
    case .componentOverflow(let component, let input):
      return
        "version \"\(Self.clip(input))\": component \"\(Self.clip(component))\" is larger than \(UInt32.max)"
    }
  }

  /// Shortens echoed input so an error about 10 KB of garbage stays one readable line. Counts
  /// Unicode scalars, not characters: one character can hold a million combining marks.
  static func clip(_ text: String, limit: Int = 40) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return text }
    var clipped = String.UnicodeScalarView()
    clipped.append(contentsOf: scalars.prefix(limit))
    return String(clipped) + "…"
  }
}
