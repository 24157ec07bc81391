/// The resolved behaviour of ``TransformTransitionCoordinator``.
public struct ViewTransformPolicy: Hashable, Sendable {
  /// Reset the from-view's transform to identity when the push animation completes.
  public var resetsTransformAfterPush: Bool
  /// On pop, set the scaled transform before animating back to identity.
  public var prescalesBeforePop: Bool

  /// Creates a policy; the animator's transforms are left as they are unless given.
  public init(resetsTransformAfterPush: Bool = false, prescalesBeforePop: Bool = false) {
    self.resetsTransformAfterPush = resetsTransformAfterPush
    self.prescalesBeforePop = prescalesBeforePop
  }

  /// The policy with no strategy applied.
  public static let passthrough = ViewTransformPolicy()
}
