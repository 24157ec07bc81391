/// A font weight, as a host would pass it to `Font.weight(_:)`.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable {
  /// Regular weight.
  case regular
  /// Medium weight.
  case medium
  /// Semibold weight.
  case semibold
  /// Bold weight.
  case bold
}

/// The resolved behaviour of ``SheetPresenter``.
public struct SheetPresentationPolicy: Hashable, Sendable {
  /// When a list is in edit mode, leave edit mode first and present on the next run-loop turn.
  public var leavesEditModeBeforePresenting: Bool
  /// The weight to set explicitly on text fields inside sheets, or `nil` to leave the default.
  public var explicitTextFieldWeight: FontWeight?

  /// Creates a policy.
  public init(
    leavesEditModeBeforePresenting: Bool = false, explicitTextFieldWeight: FontWeight? = nil
  ) {
    self.leavesEditModeBeforePresenting = leavesEditModeBeforePresenting
    self.explicitTextFieldWeight = explicitTextFieldWeight
  }

  /// The policy with no strategy applied.
  public static let passthrough = SheetPresentationPolicy()
}
