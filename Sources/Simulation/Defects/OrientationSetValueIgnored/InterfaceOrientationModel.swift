import Strategies

/// An interface orientation of the simulated scene.
package enum SimulatedOrientation: String, Hashable, Sendable, CaseIterable {
  /// Portrait.
  case portrait
  /// Landscape, home button (or indicator) on the right.
  case landscapeRight
}

/// A headless UIKit window scene with one top view controller: the orientations the controller
/// supports (as the app's state says), the ones the system last read from it, and the
/// interface orientation on screen.
///
/// ## Mechanism
/// - The controller's `supportedInterfaceOrientations` follows the app's state; the system
///   reads it again when asked: by `setNeedsUpdateOfSupportedInterfaceOrientations()`, or, in
///   the old path, when the device orientation is set.
/// - Setting `UIDevice`'s `orientation` by key-value coding: where the behaviour is older than
///   iOS 16 (the older of the OS version and the app's SDK,
///   ``Strategies/StrategyContext/linkedVersion``, is below 16) the system reads the supported
///   orientations and rotates to the one set if the controller supports it. From a linked
///   version of 16 the call does nothing (UIKit logs "BUG IN CLIENT OF UIKIT").
/// - `setNeedsUpdateOfSupportedInterfaceOrientations()` and `requestGeometryUpdate(_:)` exist
///   from iOS 16, in the iOS 16 SDK and later: elsewhere a call is an unavailable API. A
///   geometry update rotates to the requested orientation if the orientations the system last
///   read include it; otherwise it is refused (its error handler runs) and nothing rotates.
///
/// The model's assumptions, beyond the sources: the orientation key did its job on every
/// version it models below a linked 16; `setNeedsUpdateOfSupportedInterfaceOrientations()`
/// rotates nothing by itself.
///
/// Detector: ``verify(_:)`` reports an interface not in the orientation the app asked for as
/// `GlitchKind.interfaceNotRotated`.
package final class InterfaceOrientationModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// The SDK the simulated app is built with.
  package let sdk: PlatformVersion
  /// The orientations the top view controller supports now (the app's state).
  package private(set) var supported: Set<SimulatedOrientation> = [.portrait]
  /// The orientations the system last read from the controller.
  package private(set) var systemSupported: Set<SimulatedOrientation> = [.portrait]
  /// The interface orientation on screen.
  package private(set) var interface: SimulatedOrientation = .portrait
  /// The geometry updates the system refused.
  package private(set) var refusedRequests = 0
  private let linkedVersion: PlatformVersion
  private let session: SimulationSession

  /// Creates a scene in portrait, its controller supporting portrait only.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no `UIWindowScene`) and
  ///   on platforms other than iOS and iPadOS.
  package init(context: StrategyContext, session: SimulationSession) throws(SimulationError) {
    try context.version.require("UIWindowScene", from: 13)
    self.version = context.version
    self.sdk = context.sdk
    self.linkedVersion = context.linkedVersion
    self.session = session
  }

  /// Whether setting `UIDevice`'s orientation key rotates: where the linked version is below 16.
  package var orientationKeyRotates: Bool { linkedVersion.major < 16 }

  /// Whether the iOS 16 rotation API can be called: on iOS 16 or later, built with the iOS 16
  /// SDK or later.
  package var geometryUpdateAvailable: Bool { linkedVersion.major >= 16 }

  /// The app changes the orientations its top controller supports.
  package func setSupported(_ orientations: Set<SimulatedOrientation>) {
    session.countOperation()
    supported = orientations
  }

  /// `UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")`.
  package func setDeviceOrientationKey(_ orientation: SimulatedOrientation) {
    session.countOperation()
    guard orientationKeyRotates else { return }  // BUG IN CLIENT OF UIKIT, nothing else
    systemSupported = supported
    if systemSupported.contains(orientation) { interface = orientation }
  }

  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` on the top controller.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 or in an older SDK.
  package func setNeedsUpdateOfSupportedInterfaceOrientations() throws(SimulationError) {
    session.countOperation()
    try requireGeometryAPI("setNeedsUpdateOfSupportedInterfaceOrientations()")
    systemSupported = supported
  }

  /// `windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: orientation))`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 or in an older SDK.
  package func requestGeometryUpdate(_ orientation: SimulatedOrientation) throws(SimulationError) {
    session.countOperation()
    try requireGeometryAPI("requestGeometryUpdate(_:)")
    if systemSupported.contains(orientation) {
      interface = orientation
    } else {
      refusedRequests += 1
    }
  }

  /// Reports an interface not in `requested`, the orientation the app asked for.
  package func verify(_ requested: SimulatedOrientation) {
    guard interface != requested else { return }
    session.record(
      .interfaceNotRotated,
      "asked for \(requested), the interface stays \(interface) (\(version), built with the "
        + "\(sdk) SDK)")
  }

  private func requireGeometryAPI(_ name: String) throws(SimulationError) {
    guard geometryUpdateAvailable else {
      throw .notApplicable(
        reason: "\(name) does not exist below iOS 16 or in an older SDK (\(version), built "
          + "with the \(sdk) SDK)")
    }
  }
}
