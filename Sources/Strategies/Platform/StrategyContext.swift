/// Where a primitive runs: an OS version, the SDK the app was built with, and the traits that
/// hold there.
///
/// A registry resolves each distinct context once (``StrategyRegistry/resolve(_:usingCache:)``); create one
/// context per container that differs, such as a list with several sections and a list with one.
///
/// ```swift
/// let context = StrategyContext(.iOS, 16, 4, traits: [.stackInTabView])
/// // An app built with the iOS 17 SDK, running on iOS 17.2:
/// let linked = StrategyContext(PlatformVersion(.iOS, 17, 2), sdk: PlatformVersion(.iOS, 17))
/// ```
///
/// Some behaviour changes only for apps linked on or after an SDK (the OS checks the SDK the
/// app was built with); ``sdk`` carries it. Without one, the SDK is taken to be the OS version,
/// as for an app built with the newest SDK for the OS it runs on. Two contexts are equal when
/// their versions, SDKs and traits are, whether the SDK was given or defaulted.
public struct StrategyContext: Hashable, Sendable, CustomStringConvertible {
  /// The operating system version.
  public var version: PlatformVersion
  /// The traits that hold; any other trait is taken not to hold.
  public var traits: Set<ContextTrait>
  /// The SDK given, if any; ``sdk`` reads it.
  private var explicitSDK: PlatformVersion?

  /// Whether the app's `Info.plist` sets `UIDesignRequiresCompatibility`: the app asks iOS 26
  /// for the design of iOS 18 and earlier, though it is built with the iOS 26 SDK.
  ///
  /// The system honours the key for apps built with SDKs before iOS 27; while it does, the
  /// registry adds ``ContextTrait/compatibilityDesign`` to the context's traits, and the issues
  /// of the iOS 26 design (which exclude that trait) do not occur. `false` unless set;
  /// `current(traits:)` reads it from the app's `Info.plist` on the device.
  public var designRequiresCompatibility = false

  /// The SDK the app was built with (linked against): the one given, else ``version``.
  public var sdk: PlatformVersion {
    get { explicitSDK ?? version }
    set { explicitSDK = newValue }
  }

  /// The version behaviour gated on the SDK ("linked on or after") follows: the older of
  /// ``version`` and ``sdk``, on ``version``'s platform (an iPadOS 18.2 context built with the
  /// iOS 17.5 SDK behaves as iPadOS 17.5); ``version`` when the SDK cannot build apps for it
  /// (``PlatformVersion/sdkBuildsApps(for:)``).
  public var linkedVersion: PlatformVersion {
    guard let sdk = judgedSDK else { return version }
    return sdk < version ? sdk : version
  }

  /// The SDK the strategies judge, on ``version``'s platform: ``sdk`` where it builds apps for
  /// ``version``'s platform (the iOS SDK for iPadOS too), `nil` where it does not (an SDK for
  /// another platform is ignored, as if none were given; `navbench` refuses such a pair).
  package var judgedSDK: PlatformVersion? {
    let sdk = sdk
    guard sdk.sdkBuildsApps(for: version.platform) else { return nil }
    return PlatformVersion(version.platform, sdk.number)
  }

  /// Why ``sdk`` cannot build apps for ``version``'s platform (an SDK for macOS given with an iOS
  /// version), or `nil` when it can. The registry ignores such an SDK; a tool that takes the two
  /// from a user refuses the pair with this sentence.
  public var sdkMismatch: String? {
    guard !sdk.sdkBuildsApps(for: version.platform) else { return nil }
    let platform = version.platform.sdkPlatform
    return "\(sdk) is an SDK for \(sdk.platform), but the OS is \(version); give an SDK for "
      + "\(platform)\(platform == version.platform ? "" : " (it builds \(version.platform) apps too)")"
  }

  /// Whether an SDK was given (``sdk`` is then not derived from ``version``).
  package var hasExplicitSDK: Bool { explicitSDK != nil }

  /// Whether the system shows the app the design iOS 26 introduced: it runs iOS (or iPadOS) 26
  /// or later, is built with the iOS 26 SDK or later (``linkedVersion``), and keeps no earlier
  /// design (neither ``ContextTrait/compatibilityDesign`` among its traits nor the
  /// `UIDesignRequiresCompatibility` key while its SDK honours it). What a simulation model of
  /// the new design's behaviour reads.
  package var showsDesign26: Bool {
    linkedVersion.number.major >= 26 && !traits.contains(.compatibilityDesign)
      && !honoursDesignCompatibility
  }

  /// The first major SDK version that no longer honours `UIDesignRequiresCompatibility`.
  package static let designCompatibilityVoidFromSDK: UInt32 = 27

  /// Whether the app gets the design of iOS 18 and earlier on iOS 26 and later: it sets
  /// ``designRequiresCompatibility`` and is built with an SDK before
  /// ``designCompatibilityVoidFromSDK`` (the SDK judged, else the OS version).
  package var honoursDesignCompatibility: Bool {
    designRequiresCompatibility
      && (judgedSDK ?? version).number.major < Self.designCompatibilityVoidFromSDK
  }

  /// Creates a context from a version, the SDK the app was built with (`nil`: the same as
  /// `version`) and traits.
  public init(
    _ version: PlatformVersion, sdk: PlatformVersion? = nil, traits: Set<ContextTrait> = []
  ) {
    self.version = version
    self.explicitSDK = sdk
    self.traits = traits
  }

  /// Creates a context from a platform, version components and traits.
  public init(
    _ platform: Platform, _ major: UInt32, _ minor: UInt32 = 0, _ patch: UInt32 = 0,
    traits: Set<ContextTrait> = []
  ) {
    self.init(PlatformVersion(platform, major, minor, patch), traits: traits)
  }

  /// Equal versions, SDKs (given or defaulted) and traits.
  public static func == (lhs: StrategyContext, rhs: StrategyContext) -> Bool {
    lhs.version == rhs.version && lhs.sdk == rhs.sdk && lhs.traits == rhs.traits
      && lhs.designRequiresCompatibility == rhs.designRequiresCompatibility
  }

  /// Hashes the version, the SDK (given or defaulted) and the traits.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(version)
    hasher.combine(sdk)
    hasher.combine(traits)
    hasher.combine(designRequiresCompatibility)
  }

  /// Whether every trait in `required` holds.
  public func has(_ required: Set<ContextTrait>) -> Bool {
    required.isSubset(of: traits)
  }

  /// `iOS 16.4 [navigation-stack-in-tab-view]`: the version and the sorted traits, with
  /// `(SDK iOS 17.0)` after the version when the SDK differs from it, and
  /// `(UIDesignRequiresCompatibility)` when ``designRequiresCompatibility`` is set.
  public var description: String {
    var notes: [String] = []
    if sdk != version { notes.append("SDK \(sdk)") }
    if designRequiresCompatibility { notes.append("UIDesignRequiresCompatibility") }
    let os =
      notes.isEmpty ? version.description : "\(version) (\(notes.joined(separator: ", ")))"
    return traits.isEmpty ? os : "\(os) [\(traits.sorted().map(\.id).joined(separator: ", "))]"
  }
}

extension StrategyContext: Codable {
  private enum CodingKeys: String, CodingKey {
    case os
    case sdk
    case traits
    case designRequiresCompatibility
  }

  /// Decodes `{"os": "iOS 16.4", "sdk": "iOS 17.0", "traits": [...]}`; `sdk` may be absent
  /// (the SDK is then the OS version), and `designRequiresCompatibility` (`false`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.version = try container.decode(PlatformVersion.self, forKey: .os)
    self.explicitSDK = try container.decodeIfPresent(PlatformVersion.self, forKey: .sdk)
    self.traits = Set(try container.decodeIfPresent([ContextTrait].self, forKey: .traits) ?? [])
    self.designRequiresCompatibility =
      try container.decodeIfPresent(Bool.self, forKey: .designRequiresCompatibility) ?? false
  }

  /// Encodes `{"os": "iOS 16.4", "traits": [...]}` with traits sorted, `sdk` when one was
  /// given, and `designRequiresCompatibility` when it is set.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .os)
    if hasExplicitSDK { try container.encode(sdk, forKey: .sdk) }
    try container.encode(traits.sorted(), forKey: .traits)
    if designRequiresCompatibility {
      try container.encode(true, forKey: .designRequiresCompatibility)
    }
  }
}
