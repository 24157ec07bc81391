/// The resolved behaviour of ``TransformTransitionCoordinator`` and
/// ``InterfaceRotationPlanner``.
public struct ViewTransformPolicy: Hashable, Sendable {
  /// Reset the from-view's transform to identity when the push animation completes.
  public var resetsTransformAfterPush: Bool
  /// On pop, set the scaled transform before animating back to identity.
  public var prescalesBeforePop: Bool
  /// How the app asks for an interface rotation (``InterfaceRotationRequest/deviceOrientationKey``
  /// unless a strategy asks through a geometry update); read by ``InterfaceRotationPlanner``.
  public var interfaceRotation: InterfaceRotationRequest

  /// Creates a policy; the animator's transforms are left as they are unless given, and
  /// rotations are asked for through the device orientation key.
  public init(
    resetsTransformAfterPush: Bool = false, prescalesBeforePop: Bool = false,
    interfaceRotation: InterfaceRotationRequest = .deviceOrientationKey
  ) {
    self.resetsTransformAfterPush = resetsTransformAfterPush
    self.prescalesBeforePop = prescalesBeforePop
    self.interfaceRotation = interfaceRotation
  }

  /// The policy with no strategy applied.
  public static let passthrough = ViewTransformPolicy()
}
