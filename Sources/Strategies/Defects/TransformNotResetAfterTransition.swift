// MARK: - `transform-not-reset-after-transition`: the defect, its identifier and its strategy

extension IssueID {
  /// A view's transform left scaled after a custom push rescales its bounds on pop.
  public static let transformNotResetAfterTransition: IssueID =
    "transform-not-reset-after-transition"
}

extension StrategyID {
  /// The built-in strategy that resets a view's transform when a custom push completes and
  /// re-applies it before the pop, for ``IssueID/transformNotResetAfterTransition``.
  public static let resetTransformAfterTransition: StrategyID = "reset-transform-after-transition"
}

extension BuiltInDefect {
  /// `transform-not-reset-after-transition`.
  package static let transformNotResetAfterTransition = BuiltInDefect(
    issue: KnownIssue(
      id: .transformNotResetAfterTransition,
      title: "View larger than its container after a custom pop",
      affected: .every(.iOS, .iPadOS),
      trigger: "a custom push animator scales the from-view's transform and leaves it scaled; "
        + "on pop the container sets the view's frame under that transform, rescaling its bounds",
      symptom: "after the pop the view is larger than its container until the next full layout",
      sources: [
        KnownIssue.seedTransform,
        "https://developer.apple.com/documentation/uikit/uiview/frame",
        "https://hopita.hatenablog.com/entry/2018/08/18/160658",
      ]),
    strategies: [ResetTransformAfterTransition()])
}

/// Resets a view's transform when a custom push completes and re-applies it just before the pop
/// animates back, so the container never sets a frame under a scaled transform.
///
/// UIKit documents `frame` as undefined while `transform` is not the identity; a container that
/// sets the frame of a still-scaled view rescales its bounds by the inverse scale, and the view
/// ends the pop larger than its container. This is a correctness pattern for every version.
package struct ResetTransformAfterTransition: ViewTransformStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `transform-not-reset-after-transition` on every version.
  package let descriptor = StrategyDescriptor(
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
  package func adjust(_ policy: inout ViewTransformPolicy, for context: StrategyContext) {
    policy.resetsTransformAfterPush = true
    policy.prescalesBeforePop = true
  }
}
