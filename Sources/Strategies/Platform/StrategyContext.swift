/// Where a primitive runs: an OS version and the traits that hold there.
///
/// A registry resolves each distinct context once (``StrategyRegistry/resolve(_:usingCache:)``); create one
/// context per container that differs, such as a list with several sections and a list with one.
///
/// ```swift
/// let context = StrategyContext(.iOS, 16, 4, traits: [.stackInTabView])
/// ```
public struct StrategyContext: Hashable, Sendable, CustomStringConvertible {
  /// The operating system version.
  public var version: PlatformVersion
  /// The traits that hold; any other trait is taken not to hold.
  public var traits: Set<ContextTrait>

  /// Creates a context from a version and traits.
  public init(_ version: PlatformVersion, traits: Set<ContextTrait> = []) {
    self.version = version
    self.traits = traits
  }

  /// Creates a context from a platform, version components and traits.
  public init(
    _ platform: Platform, _ major: UInt32, _ minor: UInt32 = 0, _ patch: UInt32 = 0,
    traits: Set<ContextTrait> = []
  ) {
    self.init(PlatformVersion(platform, major, minor, patch), traits: traits)
  }

  /// Whether every trait in `required` holds.
  public func has(_ required: Set<ContextTrait>) -> Bool {
    required.isSubset(of: traits)
  }

  /// `iOS 16.4 [navigation-stack-in-tab-view]`: the version and the sorted traits.
  public var description: String {
    traits.isEmpty
      ? version.description
      : "\(version) [\(traits.sorted().map(\.id).joined(separator: ", "))]"
  }
}

extension StrategyContext: Codable {
  private enum CodingKeys: String, CodingKey {
    case os
    case traits
  }

  /// Decodes `{"os": "iOS 16.4", "traits": [...]}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.version = try container.decode(PlatformVersion.self, forKey: .os)
    self.traits = Set(try container.decodeIfPresent([ContextTrait].self, forKey: .traits) ?? [])
  }

  /// Encodes `{"os": "iOS 16.4", "traits": [...]}` with traits sorted.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .os)
    try container.encode(traits.sorted(), forKey: .traits)
  }
}
