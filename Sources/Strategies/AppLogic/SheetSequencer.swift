/// When to present a sheet the app asks for.
public enum PresentationTiming: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Set the presentation's binding now.
  case now
  /// Hold the presentation and set its binding from the dismissing sheet's `onDismiss`, once
  /// its dismiss animation has ended.
  case afterDismissal

  /// `now`, `afterDismissal`.
  public var description: String {
    switch self {
    case .now: "now"
    case .afterDismissal: "afterDismissal"
    }
  }
}

/// Plans when to present a sheet or full-screen cover that the app asks for, given whether the
/// previous one's dismiss animation is still running.
///
/// The app knows a dismissal is running from the moment it clears a presentation's binding
/// until that presentation's `onDismiss` runs. A presentation asked for in between is set now,
/// or held and set from `onDismiss`, as the plan says. The timing is resolved once, when the
/// sequencer is created.
///
/// ```swift
/// let sequencer = SheetSequencer(strategies: strategies)
/// switch sequencer.timing(whileDismissing: isDismissing) {
/// case .now: destination = .editor
/// case .afterDismissal: pending = .editor  // set from the dismissing sheet's onDismiss
/// }
/// // iOS 16.3 and earlier, during a dismissal: afterDismissal; iOS 16.4 and later: now
/// ```
public struct SheetSequencer: Hashable, Sendable {
  /// Whether a presentation asked for during a dismissal is held until the dismissal ends.
  @usableFromInline package let holdsDuringDismissal: Bool

  /// Creates a sequencer with the sheet policy of `strategies`.
  public init(strategies: StrategySet) {
    self.holdsDuringDismissal = strategies.sheetPresentation.presentsAfterDismissal
  }

  /// When to present a sheet asked for now.
  ///
  /// - Parameter dismissing: Whether a presentation's dismiss animation is running (its
  ///   binding cleared, its `onDismiss` not yet run).
  /// - Complexity: O(1).
  @inlinable
  public func timing(whileDismissing dismissing: Bool) -> PresentationTiming {
    dismissing && holdsDuringDismissal ? .afterDismissal : .now
  }
}
