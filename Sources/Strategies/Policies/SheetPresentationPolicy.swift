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
  /// How a view that declares several presentations attaches their modifiers
  /// (``PresentationHosting/chained`` unless a strategy drives them through one item); read by
  /// ``PresentationPlanner``.
  public var multiplePresentations: PresentationHosting
  /// Whether a sheet asked for while the previous one's dismiss animation runs is held until
  /// that dismissal ends (its `onDismiss`) rather than presented at once; read by
  /// ``SheetSequencer``.
  public var presentsAfterDismissal: Bool
  /// How a sheet whose presenter stays interactive behind some of its detents says so
  /// (``BackgroundInteractionRoute/presentationModifier`` unless a strategy sets it on the sheet
  /// presentation controller); read by ``SheetInteractionPlanner``.
  public var backgroundInteraction: BackgroundInteractionRoute
  /// Whether an action that closes several stacked presentations clears one layer per update,
  /// each from the `onDismiss` of the layer above it, rather than all in one update; read by
  /// ``LayerDismissalPlanner``.
  public var dismissesLayersOneAtATime: Bool
  /// Which UIKit presentations get an explicit `modalPresentationStyle`
  /// (``ModalStyleRoute/systemDefault`` unless a strategy sets full screen where the app means
  /// it); read by ``ModalPresentationPlanner``.
  public var modalStyle: ModalStyleRoute

  /// Creates a policy.
  public init(
    leavesEditModeBeforePresenting: Bool = false, explicitTextFieldWeight: FontWeight? = nil,
    multiplePresentations: PresentationHosting = .chained, presentsAfterDismissal: Bool = false,
    backgroundInteraction: BackgroundInteractionRoute = .presentationModifier,
    dismissesLayersOneAtATime: Bool = false, modalStyle: ModalStyleRoute = .systemDefault
  ) {
    self.leavesEditModeBeforePresenting = leavesEditModeBeforePresenting
    self.explicitTextFieldWeight = explicitTextFieldWeight
    self.multiplePresentations = multiplePresentations
    self.presentsAfterDismissal = presentsAfterDismissal
    self.backgroundInteraction = backgroundInteraction
    self.dismissesLayersOneAtATime = dismissesLayersOneAtATime
    self.modalStyle = modalStyle
  }

  /// The policy with no strategy applied.
  public static let passthrough = SheetPresentationPolicy()

  /// Whether ``SheetPresenter`` plans every sheet "present now, as is" under this policy: the
  /// fields its plans read are at their passthrough values (``multiplePresentations`` is
  /// ``PresentationPlanner``'s, ``presentsAfterDismissal`` ``SheetSequencer``'s).
  var plansEverySheetAsIs: Bool {
    !leavesEditModeBeforePresenting && explicitTextFieldWeight == nil
  }
}
