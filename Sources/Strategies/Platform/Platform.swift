/// An Apple operating system a version number belongs to.
///
/// Platforms order by declaration; a ``VersionSet`` keeps each platform's ranges apart, so a range
/// never spans two platforms.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable, Comparable,
  CustomStringConvertible
{
  /// iOS on iPhone.
  case iOS
  /// iPadOS (numbered like iOS since iPadOS 13).
  case iPadOS
  /// macOS.
  case macOS
  /// tvOS.
  case tvOS
  /// watchOS.
  case watchOS
  /// visionOS.
  case visionOS

  /// The platform version strings default to when they name none.
  package static let defaultPlatform: Platform = .iOS

  /// iOS and iPadOS: the platforms whose SwiftUI and UIKit ship the same defects.
  package static let iOSFamily: [Platform] = [.iOS, .iPadOS]

  /// The platform of the SDK that builds apps for this one: the iOS SDK builds iOS and iPadOS
  /// apps (Xcode's iPhoneOS SDK; an app's `Info.plist` records its version as
  /// `DTPlatformVersion`), so `.iPadOS` is `.iOS`; every other platform is its own.
  public var sdkPlatform: Platform { self == .iPadOS ? .iOS : self }

  /// The canonical spelling, as it appears in version strings (`"iPadOS"`).
  public var description: String { rawValue }

  /// Looks a platform up by name, ignoring case (`"ios"`, `"IPADOS"`).
  ///
  /// - Complexity: O(1): there are six platforms.
  public init?(name: some StringProtocol) {
    let lowered = name.lowercased()
    guard let match = Platform.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      return nil
    }
    self = match
  }

  /// Orders platforms by their declaration order.
  public static func < (lhs: Platform, rhs: Platform) -> Bool {
    lhs.ordinal < rhs.ordinal
  }

  private var ordinal: Int {
    switch self {
    case .iOS: 0
    case .iPadOS: 1
    case .macOS: 2
    case .tvOS: 3
    case .watchOS: 4
    case .visionOS: 5
    }
  }
}
