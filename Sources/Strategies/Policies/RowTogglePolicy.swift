/// How a batch of row-visibility changes is applied.
public enum RowToggleMode: Hashable, Sendable, CustomStringConvertible {
  /// Every toggle in one animated update.
  case animatedBatch
  /// The first toggle animated now; the rest applied without animation after `delay` seconds.
  ///
  /// The delay a schedule uses is clamped to ``deferralRange`` (1 ms to 1 s): a deferral of
  /// 0 s or less, or NaN, is taken as 1 ms, one of more than 1 s (or infinity) as 1 s. A toggle
  /// applied in the same instant as the animated one is committed with it and slides with it,
  /// so no deferral shorter than a moment can work; one longer than a second is a visible delay.
  case firstAnimatedRestDeferred(delay: Double)
  /// Every toggle at once, without animation.
  case unanimated

  /// The seconds a deferral is clamped to: 1 ms to 1 s (the seed defers by 10 ms).
  public static let deferralRange: ClosedRange<Double> = 0.001...1

  /// `delay` clamped to ``deferralRange``; NaN is taken as the range's lower bound.
  ///
  /// - Complexity: O(1).
  @inlinable
  package static func clampedDeferral(_ delay: Double) -> Double {
    guard delay >= deferralRange.lowerBound else { return deferralRange.lowerBound }
    return min(delay, deferralRange.upperBound)
  }

  /// `animatedBatch`, `firstAnimatedRestDeferred(0.01s)`, `unanimated`.
  public var description: String {
    switch self {
    case .animatedBatch: "animatedBatch"
    case .firstAnimatedRestDeferred(let delay): "firstAnimatedRestDeferred(\(delay)s)"
    case .unanimated: "unanimated"
    }
  }
}

/// The resolved behaviour of ``RowToggleCoordinator``.
public struct RowTogglePolicy: Hashable, Sendable {
  /// The mode for batches that show or hide adjacent rows.
  public var adjacentRows: RowToggleMode
  /// The mode for every other batch.
  public var otherRows: RowToggleMode

  /// Creates a policy; both kinds of batch animate in one update unless given.
  public init(
    adjacentRows: RowToggleMode = .animatedBatch, otherRows: RowToggleMode = .animatedBatch
  ) {
    self.adjacentRows = adjacentRows
    self.otherRows = otherRows
  }

  /// The policy with no strategy applied: one animated batch.
  public static let passthrough = RowTogglePolicy()
}
