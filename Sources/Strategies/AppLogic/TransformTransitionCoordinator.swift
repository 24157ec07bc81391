/// One animation of a custom navigation transition: what to set before it, what to animate,
/// and what to do when it completes.
public struct TransitionAnimationPlan: Hashable, Sendable {
  /// A transform to set on the view before the animation starts, if any.
  public var initialTransform: ViewTransform?
  /// The transform to animate the view to, if the animation changes it.
  public var targetTransform: ViewTransform?
  /// The alpha to animate the view to, if the animation changes it.
  public var targetAlpha: Double?
  /// The animation's duration, in seconds: set by ``init(initialTransform:targetTransform:targetAlpha:duration:resetsTransformOnCompletion:)``
  /// within ``PlannedAnimation/durationRange`` (a negative or NaN duration is 0).
  public var duration: Double
  /// Whether to set the view's transform back to identity when the animation completes
  /// (before completing the transition).
  public var resetsTransformOnCompletion: Bool

  /// Creates a plan.
  @inlinable
  public init(
    initialTransform: ViewTransform? = nil, targetTransform: ViewTransform?,
    targetAlpha: Double? = nil, duration: Double, resetsTransformOnCompletion: Bool = false
  ) {
    self.initialTransform = initialTransform
    self.targetTransform = targetTransform
    self.targetAlpha = targetAlpha
    self.duration = PlannedAnimation.clampedDuration(duration)
    self.resetsTransformOnCompletion = resetsTransformOnCompletion
  }
}

/// Plans the animations of a custom push/pop animator that scales or fades the view underneath.
///
/// ```swift
/// let coordinator = TransformTransitionCoordinator(strategies: strategies)
/// let push = coordinator.pushPlan(transform: .scale(x: 0.5, y: 0.5), duration: 1)
/// // push.resetsTransformOnCompletion == true
/// let pop = coordinator.popPlan(restoringFrom: .scale(x: 0.5, y: 0.5), duration: 1)
/// // pop.initialTransform == .scale(x: 0.5, y: 0.5), pop.targetTransform == .identity
/// ```
public struct TransformTransitionCoordinator: Sendable {
  /// The policy the coordinator plans with.
  public let policy: ViewTransformPolicy

  /// Creates a coordinator with the strategies `registry` resolves for `context`.
  ///
  /// ```swift
  /// let plan = TransformTransitionCoordinator(context: .current())
  ///   .pushPlan(transform: .scale(x: 0.5, y: 0.5), duration: 1)
  /// ```
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates a coordinator with the view-transform policy of `strategies`.
  public init(strategies: StrategySet) {
    self.policy = strategies.viewTransforms
  }

  /// Creates a coordinator with an explicit policy.
  public init(policy: ViewTransformPolicy) {
    self.policy = policy
  }

  /// The animation of the view being covered by a push.
  ///
  /// - Parameters:
  ///   - transform: The transform to animate the from-view to, or `nil` to leave it.
  ///   - alpha: The alpha to animate it to, or `nil` to leave it. Alpha needs no reset.
  ///   - duration: Seconds.
  /// - Complexity: O(1).
  @inlinable
  public func pushPlan(transform: ViewTransform?, alpha: Double? = nil, duration: Double)
    -> TransitionAnimationPlan
  {
    let changesTransform = transform.map { !$0.isIdentity } ?? false
    return TransitionAnimationPlan(
      initialTransform: nil, targetTransform: transform, targetAlpha: alpha, duration: duration,
      resetsTransformOnCompletion: policy.resetsTransformAfterPush && changesTransform)
  }

  /// The animation of the view being uncovered by a pop.
  ///
  /// - Parameters:
  ///   - pushedTransform: The transform the push animated the view to, or `nil` if it left the
  ///     transform alone.
  ///   - alpha: The alpha to animate it back to, or `nil`.
  ///   - duration: Seconds.
  /// - Complexity: O(1).
  @inlinable
  public func popPlan(
    restoringFrom pushedTransform: ViewTransform?, alpha: Double? = nil, duration: Double
  )
    -> TransitionAnimationPlan
  {
    let changesTransform = pushedTransform.map { !$0.isIdentity } ?? false
    return TransitionAnimationPlan(
      initialTransform: policy.prescalesBeforePop && changesTransform ? pushedTransform : nil,
      targetTransform: changesTransform ? .identity : nil, targetAlpha: alpha, duration: duration,
      resetsTransformOnCompletion: false)
  }
}
