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

    /// The context of the running device: its platform and its full OS version
    /// (`ProcessInfo.operatingSystemVersion`, major.minor.patch), with `traits`.
    ///
    /// Pass the traits of the container the primitive serves; the models and container views
    /// of `StrategiesSwiftUI` pass the ones they know (a stack hosted in a `TabView`).
    ///
    /// ```swift
    /// let strategies = StrategyRegistry.standard().resolve(.current(traits: [.stackInTabView]))
    /// ```
    public static func current(traits: Set<ContextTrait> = []) -> StrategyContext {
      // The build SDK, where the context carries one, is set here too: this is the one place
      // an app's context is read from the system.
      StrategyContext(
        runningPlatform, ProcessInfo.processInfo.operatingSystemVersion, traits: traits)
    }
  #endif
}
