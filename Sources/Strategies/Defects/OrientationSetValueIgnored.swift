// MARK: - `orientation-setvalue-ignored`: the defect, its identifier and its strategy

extension IssueID {
  /// Setting `UIDevice`'s `orientation` by key-value coding no longer rotates the interface in
  /// apps linked against the iOS 16 SDK or later, on iOS 16 or later.
  public static let orientationSetValueIgnored: IssueID = "orientation-setvalue-ignored"
}

extension StrategyID {
  /// The built-in strategy that rotates the interface through `requestGeometryUpdate`, for
  /// ``IssueID/orientationSetValueIgnored``.
  public static let requestGeometryUpdateToRotate: StrategyID =
    "request-geometry-update-to-rotate"
}

extension KnownIssue {
  /// WebKit's commit adopting `requestGeometryUpdate` in its rotation tests: "For all apps
  /// linked on or after iOS 16, `-[UIDevice setOrientation:animated:]` is a no-op".
  package static let webKitRotationLinkedOnOrAfter =
    "https://github.com/WebKit/WebKit/commit/b751dd03ccdb9abb0eefb3baa75d3cfe0ddc877a"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 16...)

extension BuiltInDefect {
  /// `orientation-setvalue-ignored`.
  package static let orientationSetValueIgnored = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .orientationSetValueIgnored,
        title: "Rotating through UIDevice's orientation key does nothing",
        affected: affectedVersions,
        trigger: "the app forces a rotation (a landscape player presented from a portrait "
          + "screen, or back to portrait when it closes) with "
          + "`UIDevice.current.setValue(_:forKey: \"orientation\")`; the iOS 16 release notes: "
          + "setting an orientation on UIDevice through setValue:forKey: is not supported and "
          + "no longer works. WebKit's adoption of the replacement says the call is a no-op for "
          + "apps linked on or after iOS 16, so the catalogue judges the versions on the older "
          + "of the OS and the SDK the app is built with",
        symptom: "the interface stays in its orientation, and UIKit logs \"BUG IN CLIENT OF "
          + "UIKIT: Setting UIDevice.orientation is not supported. Please use "
          + "UIWindowScene.requestGeometryUpdate(_:)\"",
        sources: [
          "https://github.com/fuse-open/fuselibs/pull/1454",
          KnownIssue.webKitRotationLinkedOnOrAfter,
          "https://github.com/apache/cordova-plugin-screen-orientation/issues/100",
          "https://github.com/software-mansion/react-native-screens/pull/1732",
        ])
      issue.followsLinkedSDK = true
      return issue
    }(),
    strategies: [RequestGeometryUpdateToRotate()])
}

/// Rotates the interface through `requestGeometryUpdate` where the `UIDevice` orientation key
/// is ignored: iOS 16 and later, in apps linked against the iOS 16 SDK or later.
///
/// There, setting `UIDevice`'s `orientation` by key-value coding does nothing. The scene rotates
/// when asked through `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`, after
/// the top view controller has called `setNeedsUpdateOfSupportedInterfaceOrientations()` so that
/// the system reads the orientations it now supports. Neither call exists below iOS 16, nor in
/// the iOS 15 SDK: an app built with an older SDK, or running on an older OS, keeps the key,
/// which still rotates there. The strategy's versions follow the linked SDK
/// (``StrategyDescriptor/followsLinkedSDK``).
package struct RequestGeometryUpdateToRotate: ViewTransformStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `orientation-setvalue-ignored` on iOS and iPadOS 16 and later, as linked.
  package let descriptor = StrategyDescriptor(
    id: .requestGeometryUpdateToRotate,
    title: "Rotate through requestGeometryUpdate instead of UIDevice's orientation key",
    addresses: [.orientationSetValueIgnored],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 16, the orientation key does nothing; the scene rotates "
      + "through requestGeometryUpdate once the top controller has asked the system to read its "
      + "supported orientations again. Neither API exists in older SDKs or below iOS 16.",
    sources: [KnownIssue.webKitRotationLinkedOnOrAfter], followsLinkedSDK: true)

  /// Rotates through a geometry update.
  package func adjust(_ policy: inout ViewTransformPolicy, for context: StrategyContext) {
    policy.interfaceRotation = .geometryUpdate
  }
}
