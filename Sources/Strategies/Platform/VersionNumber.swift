/// A `major.minor.patch` version number, without a platform.
///
/// Missing components are zero, so `16`, `16.0` and `16.0.0` are equal. Each component is at most
/// `UInt32.max`; parsing refuses larger numbers rather than wrapping them.
public struct VersionNumber: Hashable, Sendable, Comparable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The major version (`16` in `16.4.1`).
  public let major: UInt32
  /// The minor version (`4` in `16.4.1`).
  public let minor: UInt32
  /// The patch version (`1` in `16.4.1`).
  public let patch: UInt32

  /// The lowest version, `0.0.0`.
  public static let zero = VersionNumber(0, 0, 0)

  /// Creates a version from its components.
  public init(_ major: UInt32, _ minor: UInt32 = 0, _ patch: UInt32 = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Creates a whole major version from an integer literal: `16` is `16.0.0`.
  public init(integerLiteral value: UInt32) {
    self.init(value)
  }

  /// Orders versions component by component.
  public static func < (lhs: VersionNumber, rhs: VersionNumber) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// The canonical form: always `major.minor`, with `.patch` only when it is not zero.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }

  /// The next version in order (`16.4.1` → `16.4.2`), or `nil` after the highest version.
  ///
  /// Versions are triples ordered lexicographically, so the successor of `16.4.max` is `16.5.0`.
  package var successor: VersionNumber? {
    if patch < .max { return VersionNumber(major, minor, patch + 1) }
    if minor < .max { return VersionNumber(major, minor + 1, 0) }
    if major < .max { return VersionNumber(major + 1, 0, 0) }
    return nil
  }

  /// The previous version in order, or `nil` for `0.0.0`.
  package var predecessor: VersionNumber? {
    if patch > 0 { return VersionNumber(major, minor, patch - 1) }
    if minor > 0 { return VersionNumber(major, minor - 1, .max) }
    if major > 0 { return VersionNumber(major - 1, .max, .max) }
    return nil
  }
}
