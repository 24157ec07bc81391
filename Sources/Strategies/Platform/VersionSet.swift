/// A set of versions across platforms: a union of ``VersionRange``s.
///
/// Sets are kept normalised (ranges sorted by platform and lower bound, overlapping and adjacent
/// ranges merged), so equal sets compare equal and print identically.
///
/// ```swift
/// let affected = VersionSet.on(.iOS, .iPadOS, versions: 16..<17)
/// affected.contains(PlatformVersion(.iOS, 16, 4))   // true
/// affected.description                              // "iOS 16.0..<17.0, iPadOS 16.0..<17.0"
/// try VersionSet(parsing: affected.description) == affected   // true
/// ```
public struct VersionSet: Hashable, Sendable, CustomStringConvertible {
  /// The normalised ranges: sorted by platform then lower bound, disjoint and not adjacent.
  public private(set) var ranges: [VersionRange]

  /// The set with no versions.
  public static let empty = VersionSet([])

  /// Every version of every platform.
  public static let all = VersionSet(Platform.allCases.map(VersionRange.every))

  /// Creates the union of `ranges`.
  ///
  /// - Complexity: O(n log n) in the number of ranges.
  public init(_ ranges: some Sequence<VersionRange>) {
    self.ranges = Self.normalize(Array(ranges))
  }

  /// Whether the set holds no version.
  public var isEmpty: Bool { ranges.isEmpty }

  /// Whether the set holds every version of every platform.
  public var isUniversal: Bool { self == .all }

  /// The platforms with at least one version in the set.
  public var platforms: [Platform] {
    var seen: [Platform] = []
    for range in ranges where seen.last != range.platform { seen.append(range.platform) }
    return seen
  }

  /// Whether `version` is in the set.
  ///
  /// - Complexity: O(r) in the number of ranges, which is small in practice.
  public func contains(_ version: PlatformVersion) -> Bool {
    ranges.contains { $0.contains(version) }
  }

  /// The versions in `self`, `other` or both.
  public func union(_ other: VersionSet) -> VersionSet {
    VersionSet(ranges + other.ranges)
  }

  /// The versions in both `self` and `other`.
  ///
  /// - Complexity: O(r × s) in the numbers of ranges.
  public func intersection(_ other: VersionSet) -> VersionSet {
    var result: [VersionRange] = []
    for a in ranges {
      for b in other.ranges where a.platform == b.platform {
        let lower = max(a.lowerBound, b.lowerBound)
        let upper = VersionRange.minUpper(a.upperBound, b.upperBound)
        if let range = VersionRange(a.platform, from: lower, below: upper) { result.append(range) }
      }
    }
    return VersionSet(result)
  }

  /// Whether `self` and `other` share at least one version.
  public func intersects(_ other: VersionSet) -> Bool {
    !intersection(other).isEmpty
  }

  /// The canonical text form: ranges joined by `", "`, `"*"` for every version of every
  /// platform, `"none"` for the empty set. It parses back with ``init(parsing:)`` when the set
  /// has at most `maximumItemCount` ranges (every parsed set has).
  public var description: String {
    if ranges.isEmpty { return "none" }
    if isUniversal { return "*" }
    return ranges.map(\.description).joined(separator: ", ")
  }

  private static func normalize(_ input: [VersionRange]) -> [VersionRange] {
    let sorted = input.sorted { ($0.platform, $0.lowerBound) < ($1.platform, $1.lowerBound) }
    var merged: [VersionRange] = []
    merged.reserveCapacity(sorted.count)
    for range in sorted {
      if let last = merged.last, last.touchesOrOverlaps(range) {
        merged[merged.count - 1] = VersionRange(
          last.platform, from: last.lowerBound,
          below: VersionRange.maxUpper(last.upperBound, range.upperBound))!
      } else {
        merged.append(range)
      }
    }
    return merged
  }
}

// MARK: - Building sets from Swift ranges

extension VersionSet {
  /// The versions `range` on each of `platforms`: `.on(.iOS, .iPadOS, versions: 16..<17)`.
  public static func on(_ platforms: Platform..., versions range: Range<VersionNumber>)
    -> VersionSet
  {
    build(platforms, from: range.lowerBound, below: range.upperBound)
  }

  /// The versions `range` on each of `platforms`: `.on(.iOS, versions: VersionNumber(14)...VersionNumber(14, 8))`.
  public static func on(_ platforms: Platform..., versions range: ClosedRange<VersionNumber>)
    -> VersionSet
  {
    build(platforms, from: range.lowerBound, below: range.upperBound.successor)
  }

  /// The versions from `range.lowerBound` on: `.on(.iOS, versions: 16...)`.
  public static func on(_ platforms: Platform..., versions range: PartialRangeFrom<VersionNumber>)
    -> VersionSet
  {
    build(platforms, from: range.lowerBound, below: nil)
  }

  /// The versions before `range.upperBound`: `.on(.iOS, versions: ..<16)`.
  public static func on(_ platforms: Platform..., versions range: PartialRangeUpTo<VersionNumber>)
    -> VersionSet
  {
    build(platforms, from: .zero, below: range.upperBound)
  }

  /// The versions up to and including `range.upperBound`: `.on(.iOS, versions: ...VersionNumber(15, 7))`.
  public static func on(
    _ platforms: Platform..., versions range: PartialRangeThrough<VersionNumber>
  )
    -> VersionSet
  {
    build(platforms, from: .zero, below: range.upperBound.successor)
  }

  /// Every version of each of `platforms`.
  public static func every(_ platforms: Platform...) -> VersionSet {
    VersionSet(platforms.map(VersionRange.every))
  }

  /// The versions at or above `version`, on its platform only.
  public static func atLeast(_ version: PlatformVersion) -> VersionSet {
    build([version.platform], from: version.number, below: nil)
  }

  private static func build(
    _ platforms: [Platform], from lower: VersionNumber, below upper: VersionNumber?
  ) -> VersionSet {
    VersionSet(platforms.compactMap { VersionRange($0, from: lower, below: upper) })
  }
}

extension VersionSet: Codable {
  /// Decodes the text form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try VersionSet(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the text form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
