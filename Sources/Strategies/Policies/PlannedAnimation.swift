/// An animation a plan asks the host to run, independent of any UI framework.
///
/// An app maps it onto `Animation.default`, `.linear(duration:)` or `.easeInOut(duration:)`;
/// the simulation runs it on its virtual clock.
public enum PlannedAnimation: Hashable, Sendable, CustomStringConvertible {
  /// The platform's default animation (about 0.35 s).
  case systemDefault
  /// A linear animation; `linear(duration: 0)` completes at once but still marks the change as
  /// explicitly animated.
  case linear(duration: Double)
  /// An ease-in-out animation.
  case easeInOut(duration: Double)

  /// The duration the simulation gives ``systemDefault``.
  package static let systemDefaultDuration = 0.35

  /// The seconds an animation's duration is clamped to: 0 to 60.
  public static let durationRange: ClosedRange<Double> = 0...60

  /// How long the animation runs, in seconds, within ``durationRange``: a negative or NaN
  /// duration is taken as 0 (at once), one of more than 60 s (or infinity) as 60 s.
  public var duration: Double {
    switch self {
    case .systemDefault: Self.systemDefaultDuration
    case .linear(let duration), .easeInOut(let duration): Self.clampedDuration(duration)
    }
  }

  /// `duration` clamped to ``durationRange``; NaN is taken as 0.
  ///
  /// - Complexity: O(1).
  @inlinable
  package static func clampedDuration(_ duration: Double) -> Double {
    duration >= 0 ? min(duration, durationRange.upperBound) : 0
  }

  /// `default`, `linear(0.0s)`, `easeInOut(0.3s)`.
  public var description: String {
    switch self {
    case .systemDefault: "default"
    case .linear(let duration): "linear(\(duration)s)"
    case .easeInOut(let duration): "easeInOut(\(duration)s)"
    }
  }
}

/// What a plan asks the host to do with the transaction that carries a state change.
public enum TransactionPlan: Hashable, Sendable, CustomStringConvertible {
  /// Leave the transaction as it is: the container's own implicit behaviour applies.
  case inherit
  /// Run the change inside this explicit animation (`withAnimation` / `withTransaction`).
  case animate(PlannedAnimation)
  /// Run the change with animations disabled.
  case disableAnimations

  /// The explicit animation, if the plan asks for one.
  public var animation: PlannedAnimation? {
    if case .animate(let animation) = self { return animation }
    return nil
  }

  /// `inherit`, `animate(default)`, `disableAnimations`.
  public var description: String {
    switch self {
    case .inherit: "inherit"
    case .animate(let animation): "animate(\(animation))"
    case .disableAnimations: "disableAnimations"
    }
  }
}

extension TransactionPlan {
  /// Whether a change in this transaction shows an animation: the host's (`inherit`) or an
  /// explicit one of non-zero duration.
  package var hasVisibleAnimation: Bool {
    switch self {
    case .inherit: true
    case .animate(let animation): animation.duration > 0
    case .disableAnimations: false
    }
  }
}
