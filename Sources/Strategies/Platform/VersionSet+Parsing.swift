/// Why a version-set string was refused; the description names the item and the reason.
public struct VersionSetParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Error, Hashable, Sendable {
    /// The string was empty or only whitespace.
    case empty
    /// The string exceeds `VersionSet.maximumTextLength`.
    case tooLong(length: Int)
    /// More items than `VersionSet.maximumItemCount`.
    case tooManyItems(count: Int)
    /// An item between commas is empty (`"iOS 16.0..., "`).
    case emptyItem
    /// The leading name is not a known platform.
    case unknownPlatform(String)
    /// `..` followed by something other than `<` or `.`.
    case badOperator(String)
    /// A bound failed to parse; `bound` is `"lower"`, `"upper"` or `"version"`.
    case badVersion(bound: String, VersionParseError)
    /// The lower bound equals the upper bound of a half-open range (`16..<16`).
    case emptyRange
    /// The lower bound is above the upper bound (`17...16`, `17..<16`, `17..16`), as written.
    case reversedRange(lower: String, upper: String)
    /// The item starts below an earlier item of the same platform, whose 1-based position and
    /// text are given: the items of each platform are listed in ascending order.
    case notAscending(after: Int, itemText: String)
    /// The item shares versions with an earlier item of the same platform, whose 1-based
    /// position and text are given.
    case overlaps(Int, itemText: String)
  }

  /// The whole input, clipped for display.
  public let input: String
  /// The 1-based position of the offending item, or `nil` for errors about the whole string.
  public let item: Int?
  /// The offending item's text.
  public let itemText: String?
  /// What is wrong.
  public let reason: Reason
  /// Whether the comma before the offending item has no space on either side (`16,4`), so
  /// that it may be a decimal comma.
  var followsTightComma = false

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
      why =
        "\"\(VersionParseError.clip(text))\" is not a range operator (use ..< for below the "
        + "upper bound, ... for up to and including it)"
    case .badVersion(let bound, let error):
      why = "\(bound) bound: \(error)"
    case .emptyRange:
      why = "is an empty range: the lower bound must be below the upper bound"
    case .reversedRange(let lower, let upper):
      why =
        "is a reversed range: \(VersionParseError.clip(lower)) is above "
        + "\(VersionParseError.clip(upper)); write the lower bound first "
        + "(\(VersionParseError.clip(upper))...\(VersionParseError.clip(lower)))"
    case .notAscending(let earlier, let earlierText):
      why =
        "starts below item \(earlier) \"\(VersionParseError.clip(earlierText))\": "
        + "list the items of each platform in ascending order"
        + decimalCommaHint(earlier, earlierText)
    case .overlaps(let earlier, let earlierText):
      why =
        "overlaps item \(earlier) \"\(VersionParseError.clip(earlierText))\": "
        + "items must not share versions"
        + (itemText == "*" || earlierText == "*"
          ? " (\"*\" is every version of every platform: write it alone)" : "")
        + decimalCommaHint(earlier, earlierText)
    }
    return "\(where_): \(why)"
  }

  /// `"iOS 16,4"`: a bare number right after a comma with no space around it, after an item
  /// that ends in a number, reads like a decimal comma; says what was probably meant. A list
  /// written with spaces (`"iOS 13, 14, 15, 12"`) is a list.
  private func decimalCommaHint(_ earlier: Int, _ earlierText: String) -> String {
    guard followsTightComma, let item, let itemText, earlier == item - 1,
      !itemText.isEmpty, itemText.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let last = earlierText.utf8.last, (0x30...0x39).contains(last)
    else { return "" }
    return
      " (a decimal comma? versions use dots: \"\(VersionParseError.clip(earlierText)).\(itemText)\")"
  }
}

extension VersionSet {
  /// The longest version-set string accepted, in UTF-8 bytes.
  ///
  /// The limit leaves room for the canonical form (``description``) of any set of at most
  /// `maximumItemCount` ranges, so that every parsed set prints text that parses back: input
  /// can be shorter than its canonical form (`1..<3` prints as `iOS 1.0..<3.0`), and a range
  /// prints in at most 76 bytes (`visionOS `, two bounds of up to 32 bytes and `...`), plus 2
  /// for each separator.
  package static let maximumTextLength = 10_240
  /// The most comma-separated items a version-set string may have.
  package static let maximumItemCount = 128

  /// Parses the text form: comma-separated items, each a range with an optional platform:
  /// `"iOS 16.0..<17.0, iPadOS 16.0..<17.0"`, `"..<16"`, `"iOS 16.0..."`,
  /// `"iOS 14.0...14.8"`, `"iOS 16.4"` (that version alone), `"iOS *"`, `"*"` (every version of
  /// every platform) or `"none"`.
  ///
  /// An item without a platform takes the platform of the item before it, and the first item
  /// defaults to iOS: `"iPadOS 16.0..<16.4, 17.0..<17.1"` is iPadOS 16.0..<16.4 plus iPadOS
  /// 17.0..<17.1. The items of each platform must be in ascending order and must not overlap
  /// (they may touch: `"14..<15, 15..<16"` is `iOS 14.0..<16.0`), so a decimal-comma typo such
  /// as `"iOS 16,4"` (iOS 16.0, then iOS 4.0) is refused rather than read as two versions.
  /// Version numbers may have leading zeros (`"016.04"` is `16.4`).
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
    // Per accepted range: the 1-based item it came from, to name it in an error.
    var sources: [Int] = []
    var texts: [String] = []
    var platform = Platform.defaultPlatform
    for (index, raw) in items.enumerated() {
      let item = raw.trimmingASCIIWhitespace()
      texts.append(item)
      do {
        // `*` without a platform is every version of every platform, alone or in a list.
        let parsed =
          item == "*" ? VersionSet.all.ranges : [try Self.parseItem(item, platform: &platform)]
        for range in parsed {
          try Self.checkOrder(range, after: ranges, from: sources, texts: texts)
          ranges.append(range)
          sources.append(index + 1)
        }
      } catch {
        var failure = fail(error, item: index + 1, text: item)
        failure.followsTightComma =
          index > 0 && raw.first.map { !$0.isWhitespace } == true
          && items[index - 1].last.map { !$0.isWhitespace } == true
        throw failure
      }
    }
    self.init(ranges)
  }

  /// Refuses `range` when it shares versions with an earlier range of its platform (naming the
  /// first such), else when it starts below the last earlier range of its platform (the one with
  /// the highest bounds, since earlier ones were checked too): an overlap is what is wrong even
  /// where the item also starts lower (`"iOS 16, *"`).
  ///
  /// - Complexity: O(r) in the number of earlier ranges.
  private static func checkOrder(
    _ range: VersionRange, after earlier: [VersionRange], from sources: [Int], texts: [String]
  ) throws(VersionSetParseError.Reason) {
    for (position, previous) in earlier.enumerated()
    where previous.platform == range.platform && previous.overlaps(range) {
      let item = sources[position]
      throw .overlaps(item, itemText: texts[item - 1])
    }
    guard let position = earlier.lastIndex(where: { $0.platform == range.platform }) else {
      return
    }
    let item = sources[position]
    if range.lowerBound < earlier[position].lowerBound {
      throw .notAscending(after: item, itemText: texts[item - 1])
    }
  }

  /// Parses one item; `platform` is the platform of the item before it (iOS for the first),
  /// taken when the item names none, and becomes this item's platform.
  private static func parseItem(_ item: String, platform: inout Platform)
    throws(VersionSetParseError.Reason) -> VersionRange
  {
    guard !item.isEmpty else { throw .emptyItem }
    let (named, body) = try Platform.splitLeadingName(of: item, fallback: platform) {
      VersionSetParseError.Reason.unknownPlatform($0)
    }
    platform = named
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
      let lowerText = body[..<dots].trimmingASCIIWhitespace()
      let upperText = after.trimmingASCIIWhitespace()
      if let lower = try? VersionNumber(parsing: lowerText),
        let upper = try? VersionNumber(parsing: upperText), upper < lower
      {
        throw .reversedRange(lower: lowerText, upper: upperText)
      }
      // The operator as written: the dots and what follows up to a digit or space.
      let written = body[dots...].prefix { !$0.isNumber && !$0.isWhitespace }
      throw .badOperator(String(written.prefix(3)))
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
    guard let range = VersionRange(platform, from: lower, below: upper) else {
      if let upper, upper < lower {
        throw .reversedRange(lower: lowerText, upper: upperText)
      }
      throw .emptyRange
    }
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
