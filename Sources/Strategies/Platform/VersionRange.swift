/// A non-empty, contiguous range of versions of one platform.
///
/// Every range is stored half-open, `lowerBound ..< upperBound`: a closed range `14.0...14.8`
/// becomes `14.0 ..< 14.8.1`, because versions are discrete. A lower bound of `0.0` means
/// "from the first version"; an `upperBound` of `nil` means "and every later version".
/// The text form (``description``) prints closed ranges back in closed form.
public struct VersionRange: Hashable, Sendable, CustomStringConvertible {
  /// The platform the versions belong to.
  public let platform: Platform
  /// The first version in the range (`0.0` when unbounded below).
  public let lowerBound: VersionNumber
  /// The first version after the range, or `nil` when unbounded above.
  public let upperBound: VersionNumber?

  /// Creates `lowerBound ..< upperBound` on `platform`, or `nil` when that range is empty.
  public init?(
    _ platform: Platform, from lowerBound: VersionNumber, below upperBound: VersionNumber?
  ) {
    if let upperBound, upperBound <= lowerBound { return nil }
    self.platform = platform
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  /// Every version of `platform`.
  public static func every(_ platform: Platform) -> VersionRange {
    VersionRange(platform, from: .zero, below: nil)!
  }

  /// Whether `version` is of this range's platform and inside it.
  ///
  /// - Complexity: O(1).
  public func contains(_ version: PlatformVersion) -> Bool {
    version.platform == platform && contains(version.number)
  }

  /// Whether `number` is inside the range, ignoring the platform.
  public func contains(_ number: VersionNumber) -> Bool {
    guard number >= lowerBound else { return false }
    guard let upperBound else { return true }
    return number < upperBound
  }

  /// Whether the range has no lower limit (starts at `0.0`).
  public var isUnboundedBelow: Bool { lowerBound == .zero }

  /// Whether the range has no upper limit.
  public var isUnboundedAbove: Bool { upperBound == nil }

  /// The canonical text form: `iOS 16.0..<17.0`, `iOS 14.0...14.8`, `iOS ..<16.0`,
  /// `iOS 16.0...`, `iOS 16.4` (that version alone) or `iOS *`.
  public var description: String { "\(platform) \(boundsDescription)" }

  /// The text form without the platform name.
  package var boundsDescription: String {
    switch (isUnboundedBelow, upperBound) {
    case (true, nil):
      return "*"
    case (false, nil):
      return "\(lowerBound)..."
    case (let unboundedBelow, let upper?):
      // An upper bound with a patch component reads better closed: `...14.8` not `..<14.8.1`.
      if upper.patch != 0, let last = upper.predecessor {
        if !unboundedBelow && last == lowerBound { return "\(lowerBound)" }
        return unboundedBelow ? "...\(last)" : "\(lowerBound)...\(last)"
      }
      return unboundedBelow ? "..<\(upper)" : "\(lowerBound)..<\(upper)"
    }
  }
}

extension VersionRange {
  /// Whether `self` ends exactly where, or after, `other` starts, so the two merge into one.
  func touchesOrOverlaps(_ other: VersionRange) -> Bool {
    guard platform == other.platform else { return false }
    guard let upperBound else { return true }
    return other.lowerBound <= upperBound
  }

  /// Whether the two ranges share a version (same platform, each starts below the other's end).
  func overlaps(_ other: VersionRange) -> Bool {
    guard platform == other.platform else { return false }
    let startsBeforeOtherEnds = other.upperBound.map { lowerBound < $0 } ?? true
    let otherStartsBeforeEnd = upperBound.map { other.lowerBound < $0 } ?? true
    return startsBeforeOtherEnds && otherStartsBeforeEnd
  }

  /// The later of two upper bounds, where `nil` is infinity.
  static func maxUpper(_ a: VersionNumber?, _ b: VersionNumber?) -> VersionNumber? {
    guard let a, let b else { return nil }
    return max(a, b)
  }

  /// The earlier of two upper bounds, where `nil` is infinity.
  static func minUpper(_ a: VersionNumber?, _ b: VersionNumber?) -> VersionNumber? {
    guard let a else { return b }
    guard let b else { return a }
    return min(a, b)
  }
}
