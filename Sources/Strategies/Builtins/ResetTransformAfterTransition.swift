/// Resets a view's transform when a custom push completes and re-applies it just before the pop
/// animates back, so the container never sets a frame under a scaled transform.
///
/// UIKit documents `frame` as undefined while `transform` is not the identity; a container that
/// sets the frame of a still-scaled view rescales its bounds by the inverse scale, and the view
/// ends the pop larger than its container. This is a correctness pattern for every version.
public struct ResetTransformAfterTransition: ViewTransformStrategy {
  /// Creates the strategy.
  public init() {}

  /// Addresses `transform-not-reset-after-transition` on every version.
  public let descriptor = StrategyDescriptor(
    id: .resetTransformAfterTransition,
    title: "Reset the transform after a custom push; pre-scale before the pop",
    addresses: [.transformNotResetAfterTransition],
    versions: .all,
    rationale: "With the transform back at identity when the push completes, the frame the "
      + "container sets on pop is exact; setting the scaled transform just before animating "
      + "back keeps the animation identical. Alpha changes need no reset.",
    sources: [
      KnownIssue.seedTransform, "https://developer.apple.com/documentation/uikit/uiview/frame",
    ])

  /// Turns on the reset after push and the pre-scale before pop.
  public func adjust(_ policy: inout ViewTransformPolicy, for context: Context) {
    policy.resetsTransformAfterPush = true
    policy.prescalesBeforePop = true
  }
}
