/// An operating system version: a platform and a version number, such as `iOS 16.4.1`.
///
/// Versions of one platform order by number; versions of different platforms order by platform
/// first, which keeps `Comparable` total but carries no meaning across platforms.
///
/// ```swift
/// let version = try PlatformVersion(parsing: "iOS 16.4")
/// version < PlatformVersion(.iOS, 17)   // true
/// version.description                   // "iOS 16.4"
/// ```
public struct PlatformVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The operating system.
  public let platform: Platform
  /// The version number.
  public let number: VersionNumber

  /// Creates a version from a platform and number.
  public init(_ platform: Platform, _ number: VersionNumber) {
    self.platform = platform
    self.number = number
  }

  /// Creates a version from a platform and components: `PlatformVersion(.iOS, 16, 4)`.
  public init(_ platform: Platform, _ major: UInt32, _ minor: UInt32 = 0, _ patch: UInt32 = 0) {
    self.init(platform, VersionNumber(major, minor, patch))
  }

  /// Orders by platform, then by number.
  public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    (lhs.platform, lhs.number) < (rhs.platform, rhs.number)
  }

  /// The canonical form, which parses back to an equal value: `"iOS 16.4"`, `"iPadOS 17.0"`.
  public var description: String { "\(platform) \(number)" }

  /// Whether this version, taken as an SDK, builds apps for `platform`: the SDK's platform is
  /// `platform`'s ``Platform/sdkPlatform`` or `platform` itself (the iOS SDK builds iOS and
  /// iPadOS apps; an `iPadOS 17.5` SDK is read as the same SDK).
  ///
  /// - Complexity: O(1).
  public func sdkBuildsApps(for platform: Platform) -> Bool {
    self.platform.sdkPlatform == platform.sdkPlatform
  }
}

extension PlatformVersion: Codable {
  /// Decodes the canonical string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try PlatformVersion(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: error.description)
    }
  }

  /// Encodes the canonical string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
