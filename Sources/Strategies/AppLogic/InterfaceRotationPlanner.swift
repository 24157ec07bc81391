/// How an app asks the system to rotate its interface to an orientation.
public enum InterfaceRotationRequest: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// `UIDevice.current.setValue(orientation.rawValue, forKey: "orientation")`, the call apps
  /// used before iOS 16.
  case deviceOrientationKey
  /// `setNeedsUpdateOfSupportedInterfaceOrientations()` on the top view controller, then
  /// `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` (iOS 16 and later, in
  /// the iOS 16 SDK and later).
  case geometryUpdate

  /// `deviceOrientationKey` or `geometryUpdate`.
  public var description: String {
    switch self {
    case .deviceOrientationKey: "deviceOrientationKey"
    case .geometryUpdate: "geometryUpdate"
    }
  }
}

/// Plans how to ask for an interface rotation, per the resolved view-transform strategies.
///
/// ```swift
/// let request = InterfaceRotationPlanner(strategies: strategies).rotationRequest()
/// // iOS 16 and later, built with the iOS 16 SDK or later: .geometryUpdate
/// ```
public struct InterfaceRotationPlanner: Sendable {
  /// How the plans ask for a rotation.
  public let request: InterfaceRotationRequest

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the view-transform policy of `strategies`.
  public init(strategies: StrategySet) {
    self.request = strategies.viewTransforms.interfaceRotation
  }

  /// How to ask for one rotation.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func rotationRequest() -> InterfaceRotationRequest {
    request
  }
}
