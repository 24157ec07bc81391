/// How a batch of row-visibility changes is applied.
public enum RowToggleMode: Hashable, Sendable, CustomStringConvertible {
  /// Every toggle in one animated update.
  case animatedBatch
  /// The first toggle animated now; the rest applied without animation after `delay` seconds
  /// (the next run-loop turn when `delay` is 0).
  case firstAnimatedRestDeferred(delay: Double)
  /// Every toggle at once, without animation.
  case unanimated

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
