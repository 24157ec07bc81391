import Foundation

extension PlatformVersion {
  /// The version an `OperatingSystemVersion` names, every component kept: `14.5.1` is
  /// `iOS 14.5.1`, never `iOS 14`; a negative component is 0, one beyond `UInt32.max` is
  /// `UInt32.max`.
  ///
  /// ```swift
  /// let version = PlatformVersion(.iOS, ProcessInfo.processInfo.operatingSystemVersion)
  /// ```
  public init(_ platform: Platform, _ version: OperatingSystemVersion) {
    self.init(
      platform, UInt32(clamping: version.majorVersion), UInt32(clamping: version.minorVersion),
      UInt32(clamping: version.patchVersion))
  }
}

extension PlatformVersion {
  /// The SDK an app was built with, as Xcode records it in the app's `Info.plist`: the
  /// `DTPlatformVersion` entry (`"17.4"`), on `platform`; `nil` where the entry is missing or
  /// is not a version (`major[.minor[.patch]]`).
  ///
  /// ```swift
  /// let sdk = PlatformVersion(.iOS, sdkIn: Bundle.main.infoDictionary)
  /// ```
  public init?(_ platform: Platform, sdkIn infoDictionary: [String: Any]?) {
    guard let text = infoDictionary?["DTPlatformVersion"] as? String,
      let number = try? VersionNumber(parsing: text)
    else { return nil }
    self.init(platform, number)
  }
}

extension StrategyContext {
  /// The context of a system that reports `version`, with `traits`.
  ///
  /// `current(traits:)` (on Apple platforms) calls it with the running system's platform and version.
  public init(
    _ platform: Platform, _ version: OperatingSystemVersion, traits: Set<ContextTrait> = []
  ) {
    self.init(PlatformVersion(platform, version), traits: traits)
  }

  #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS) || os(macOS)
    /// The platform this code runs on: macOS under Mac Catalyst, whose
    /// `operatingSystemVersion` is the Mac's.
    static var runningPlatform: Platform {
      #if targetEnvironment(macCatalyst) || os(macOS)
        .macOS
      #elseif os(iOS)
        .iOS
      #elseif os(tvOS)
        .tvOS
      #elseif os(watchOS)
        .watchOS
      #else
        .visionOS
      #endif
    }

    /// The context of the running device: its platform, its full OS version
    /// (`ProcessInfo.operatingSystemVersion`, major.minor.patch), the SDK the app was built
    /// with where its `Info.plist` records it (`DTPlatformVersion`; else the OS version),
    /// whether the `Info.plist` sets `UIDesignRequiresCompatibility`, with `traits`.
    ///
    /// Pass the traits of the container the primitive serves; the models and container views
    /// of `StrategiesSwiftUI` pass the ones they know (a stack hosted in a `TabView`).
    ///
    /// ```swift
    /// let strategies = StrategyRegistry.standard().resolve(.current(traits: [.stackInTabView]))
    /// ```
    public static func current(traits: Set<ContextTrait> = []) -> StrategyContext {
      // This is the one place an app's context is read from the system.
      let info = Bundle.main.infoDictionary
      var context = StrategyContext(
        PlatformVersion(runningPlatform, ProcessInfo.processInfo.operatingSystemVersion),
        sdk: PlatformVersion(runningPlatform, sdkIn: info), traits: traits)
      context.designRequiresCompatibility = designRequiresCompatibility(in: info)
      return context
    }
  #endif
}

extension StrategyContext {
  /// Whether an app's `Info.plist` sets `UIDesignRequiresCompatibility` to true (a Boolean,
  /// or the number or string a plist editor may leave); `false` where the key is missing.
  ///
  /// ```swift
  /// context.designRequiresCompatibility =
  ///   StrategyContext.designRequiresCompatibility(in: Bundle.main.infoDictionary)
  /// ```
  public static func designRequiresCompatibility(in infoDictionary: [String: Any]?) -> Bool {
    switch infoDictionary?["UIDesignRequiresCompatibility"] {
    case let flag as Bool: flag
    case let number as Int: number != 0
    case let text as String: ["yes", "true", "1"].contains(text.lowercased())
    default: false
    }
  }
}
