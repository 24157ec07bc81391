/// Why a version-set string was refused; the description names the item and the reason.
public struct VersionSetParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Error, Hashable, Sendable {
    /// The string was empty or only whitespace.
    case empty
    /// The string exceeds ``VersionSet/maximumTextLength``.
    case tooLong(length: Int)
    /// More items than ``VersionSet/maximumItemCount``.
    case tooManyItems(count: Int)
    /// An item between commas is empty (`"iOS 16.0..., "`).
    case emptyItem
    /// The leading name is not a known platform.
    case unknownPlatform(String)
    /// `..` followed by something other than `<` or `.`.
    case badOperator(String)
    /// A bound failed to parse; `bound` is `"lower"`, `"upper"` or `"version"`.
    case badVersion(bound: String, VersionParseError)
    /// The lower bound is not below the upper bound.
    case emptyRange
  }

  /// The whole input, clipped for display.
  public let input: String
  /// The 1-based position of the offending item, or `nil` for errors about the whole string.
  public let item: Int?
  /// The offending item's text.
  public let itemText: String?
  /// What is wrong.
  public let reason: Reason

  /// A sentence naming the item and the reason.
  public var description: String {
    var where_ = "version set \"\(VersionParseError.clip(input, limit: 60))\""
    if let item, let itemText {
      where_ += ", item \(item) \"\(VersionParseError.clip(itemText))\""
    }
    let why: String
    switch reason {
    case .empty: why = "is empty (write \"none\" for the empty set, \"*\" for every version)"
    case .tooLong(let length):
      why = "is \(length) characters long; at most \(VersionSet.maximumTextLength) are allowed"
    case .tooManyItems(let count):
      why = "has \(count) items; at most \(VersionSet.maximumItemCount) are allowed"
    case .emptyItem: why = "is empty"
    case .unknownPlatform(let name):
      why = VersionParseError.unknownPlatform(name).description
    case .badOperator(let text):
      why = "\"\(VersionParseError.clip(text))\" is not a range operator (use ..< or ...)"
    case .badVersion(let bound, let error):
      why = "\(bound) bound: \(error)"
    case .emptyRange:
      why = "is an empty range: the lower bound must be below the upper bound"
    }
    return "\(where_): \(why)"
  }
}

extension VersionSet {
  /// The longest version-set string accepted, in UTF-8 bytes.
  ///
  /// The limit leaves room for the canonical form (``description``) of any set of at most
  /// ``maximumItemCount`` ranges, so that every parsed set prints text that parses back: input
  /// can be shorter than its canonical form (`1..<3` prints as `iOS 1.0..<3.0`), and a range
  /// prints in at most 76 bytes (`visionOS `, two bounds of up to 32 bytes and `...`), plus 2
  /// for each separator.
  public static let maximumTextLength = 10_240
  /// The most comma-separated items a version-set string may have.
  public static let maximumItemCount = 128

  /// Parses the text form: comma-separated ranges, each with an optional platform (iOS when
  /// omitted): `"iOS 16.0..<17.0, iPadOS 16.0..<17.0"`, `"..<16"`, `"iOS 16.0..."`,
  /// `"iOS 14.0...14.8"`, `"iOS 16.4"` (that version alone), `"iOS *"`, `"*"` (every version of
  /// every platform) or `"none"`.
  ///
  /// - Throws: ``VersionSetParseError`` naming the item and the reason.
  /// - Complexity: O(n) in the length of `text` (plus sorting the items).
  public init(parsing text: some StringProtocol) throws(VersionSetParseError) {
    let input = String(text)
    func fail(_ reason: VersionSetParseError.Reason, item: Int? = nil, text: String? = nil)
      -> VersionSetParseError
    {
      VersionSetParseError(input: input, item: item, itemText: text, reason: reason)
    }
    guard input.utf8.count <= Self.maximumTextLength else {
      throw fail(.tooLong(length: input.utf8.count))
    }
    let trimmed = input.trimmingASCIIWhitespace()
    guard !trimmed.isEmpty else { throw fail(.empty) }
    if trimmed.lowercased() == "none" {
      self = .empty
      return
    }
    if trimmed == "*" {
      self = .all
      return
    }
    let items = trimmed.split(separator: ",", omittingEmptySubsequences: false)
    guard items.count <= Self.maximumItemCount else {
      throw fail(.tooManyItems(count: items.count))
    }
    var ranges: [VersionRange] = []
    for (index, raw) in items.enumerated() {
      let item = raw.trimmingASCIIWhitespace()
      do {
        if item == "*" {
          // `*` without a platform is every version of every platform, alone or in a list.
          ranges += VersionSet.all.ranges
        } else if let range = try Self.parseItem(item) {
          ranges.append(range)
        }
      } catch {
        throw fail(error, item: index + 1, text: item)
      }
    }
    self.init(ranges)
  }

  /// Parses one item; returns `nil` never (empty ranges throw), the optional keeps call sites
  /// uniform with ``VersionRange``'s failable initialiser.
  private static func parseItem(_ item: String) throws(VersionSetParseError.Reason) -> VersionRange?
  {
    guard !item.isEmpty else { throw .emptyItem }
    let (platform, body) = try Platform.splitLeadingName(of: item) {
      VersionSetParseError.Reason.unknownPlatform($0)
    }
    if body == "*" { return .every(platform) }
    guard let dots = body.firstDoubleDot() else {
      let version = try number(body, bound: "version")
      guard let range = VersionRange(platform, from: version, below: version.successor) else {
        throw .emptyRange
      }
      return range
    }
    let after = body[body.index(dots, offsetBy: 2)...]
    let closed: Bool
    if after.hasPrefix("<") {
      closed = false
    } else if after.hasPrefix(".") {
      closed = true
    } else {
      throw .badOperator(String(body[dots...].prefix(3)))
    }
    let lowerText = body[..<dots].trimmingASCIIWhitespace()
    let upperText = after.dropFirst().trimmingASCIIWhitespace()
    let lower = lowerText.isEmpty ? VersionNumber.zero : try number(lowerText, bound: "lower")
    let upper: VersionNumber?
    if upperText.isEmpty {
      // `16.0...` is "from"; `16.0..<` with nothing after it is a typo.
      guard closed, !lowerText.isEmpty else {
        throw .badVersion(bound: "upper", .empty)
      }
      upper = nil
    } else {
      let value = try number(upperText, bound: "upper")
      upper = closed ? value.successor : value
    }
    guard let range = VersionRange(platform, from: lower, below: upper) else { throw .emptyRange }
    return range
  }

  private static func number(_ text: String, bound: String) throws(VersionSetParseError.Reason)
    -> VersionNumber
  {
    do {
      return try VersionNumber(parsing: text)
    } catch {
      throw .badVersion(bound: bound, error)
    }
  }
}

extension String {
  /// The index of the first `..` in the string, if any.
  fileprivate func firstDoubleDot() -> String.Index? {
    var previous: String.Index?
    for index in indices {
      if self[index] == "." {
        if let previous { return previous }
        previous = index
      } else {
        previous = nil
      }
    }
    return nil
  }
}
