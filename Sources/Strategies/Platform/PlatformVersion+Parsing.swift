extension VersionNumber {
  /// Parses `major[.minor[.patch]]` made of decimal digits.
  ///
  /// Leading zeros are accepted and dropped: `016.04` is `16.4` (and prints as `16.4`). A
  /// component is at most `UInt32.max`.
  ///
  /// - Throws: ``VersionParseError`` naming the offending component.
  /// - Complexity: O(n) in the length of `text`, which is capped.
  public init(parsing text: some StringProtocol) throws(VersionParseError) {
    let input = String(text)
    let trimmed = input.trimmingASCIIWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.utf8.count <= PlatformVersion.maximumLength else {
      throw .tooLong(length: trimmed.utf8.count, limit: PlatformVersion.maximumLength)
    }
    let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 3 else { throw .tooManyComponents(count: parts.count, input: trimmed) }
    var values: [UInt32] = []
    for (index, part) in parts.enumerated() {
      values.append(try Self.component(part, index: index, input: trimmed))
    }
    while values.count < 3 { values.append(0) }
    self.init(values[0], values[1], values[2])
  }

  private static func component(
    _ part: Substring, index: Int, input: String
  ) throws(VersionParseError) -> UInt32 {
    guard !part.isEmpty else { throw .emptyComponent(index: index, input: input) }
    var value: UInt32 = 0
    for byte in part.utf8 {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else {
        throw .invalidComponent(String(part), input: input)
      }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt32(byte - UInt8(ascii: "0")))
      guard !overflow1, !overflow2 else { throw .componentOverflow(String(part), input: input) }
      value = sum
    }
    return value
  }
}

extension PlatformVersion {
  /// Why this version names no release of its platform (`iOS 0`, `iOS 0.0`, `macOS 9`,
  /// `iOS 4000`: a major outside ``Platform/releaseMajors``), or `nil`. The parser reads any
  /// number (a range's bound may be `0`); what names one OS or SDK is checked with this.
  package var releaseProblem: String? {
    let majors = platform.releaseMajors
    guard !majors.contains(number.major) else { return nil }
    return "\(self) names no release of \(platform): its major version is "
      + "\(majors.lowerBound)...\(majors.upperBound)"
  }

  /// The longest version string accepted, in UTF-8 bytes (`"visionOS 4294967295.…"` fits).
  package static let maximumLength = 64

  /// Parses `"iOS 16.4"`, `"iOS16.4.1"`, `"iPadOS 17"` or a bare `"16.4"` (iOS).
  ///
  /// Platform names are matched ignoring case; whitespace around the string and between the
  /// platform and the number is ignored; leading zeros are dropped (`"iOS 016.04"` is
  /// `iOS 16.4`).
  ///
  /// - Throws: ``VersionParseError`` naming the offending part: an unknown platform, an empty or
  ///   non-numeric component, too many components, a component over `UInt32.max`, or a string
  ///   longer than `maximumLength`.
  /// - Complexity: O(n) in the length of `text`.
  public init(parsing text: some StringProtocol) throws(VersionParseError) {
    let input = String(text)
    let trimmed = input.trimmingASCIIWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    guard trimmed.utf8.count <= Self.maximumLength else {
      throw .tooLong(length: trimmed.utf8.count, limit: Self.maximumLength)
    }
    let (platform, rest) = try Platform.splitLeadingName(of: trimmed) {
      VersionParseError.unknownPlatform($0)
    }
    guard !rest.isEmpty else { throw .missingNumber(input: trimmed) }
    self.init(platform, try VersionNumber(parsing: rest))
  }
}

extension Platform {
  /// The majors a release of the platform can have: from its first release (iPhone OS 1,
  /// iPadOS 13, Mac OS X 10, tvOS 9, watchOS 1, visionOS 1) to 99, decades ahead of today's.
  package var releaseMajors: ClosedRange<UInt32> {
    switch self {
    case .iOS, .watchOS, .visionOS: 1...99
    case .iPadOS: 13...99
    case .macOS: 10...99
    case .tvOS: 9...99
    }
  }

  /// Splits `text` into its leading platform name (`fallback` when it has none) and the rest,
  /// trimmed.
  ///
  /// - Throws: `unknown(name)` for a name that is not a platform.
  static func splitLeadingName<Failure: Error>(
    of text: String, fallback: Platform = .defaultPlatform, unknown: (String) -> Failure
  ) throws(Failure) -> (Platform, String) {
    let name = text.prefix(while: { $0.isASCII && $0.isLetter })
    let rest = text[name.endIndex...].trimmingASCIIWhitespace()
    guard !name.isEmpty else { return (fallback, rest) }
    guard let platform = Platform(name: name) else { throw unknown(String(name)) }
    return (platform, rest)
  }
}

extension StringProtocol {
  /// The string without leading and trailing ASCII spaces, tabs and line ends (CRLF too).
  func trimmingASCIIWhitespace() -> String {
    // `\r\n` is one Character, so test whitespace, not individual scalars.
    let isSpace: (Character) -> Bool = { $0.isASCII && $0.isWhitespace }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[first...last])
  }
}
