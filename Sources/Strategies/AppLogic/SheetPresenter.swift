/// How to present one sheet.
public struct SheetPresentationPlan: Hashable, Sendable {
  /// Whether to leave edit mode first.
  public let leavesEditMode: Bool
  /// Run-loop turns to wait before presenting (0: present now).
  public let presentAfterTurns: Int
  /// The weight to set explicitly on text fields inside the sheet, or `nil` for the default.
  public let textFieldWeight: FontWeight?

  /// Creates a plan.
  @inlinable
  public init(leavesEditMode: Bool, presentAfterTurns: Int, textFieldWeight: FontWeight?) {
    self.leavesEditMode = leavesEditMode
    self.presentAfterTurns = presentAfterTurns
    self.textFieldWeight = textFieldWeight
  }

  /// Present now, as is: stay in edit mode, wait no turn, leave the text fields' weight alone.
  /// The plan of every presentation where no sheet strategy is active.
  @inlinable
  public static var asIs: SheetPresentationPlan {
    SheetPresentationPlan(leavesEditMode: false, presentAfterTurns: 0, textFieldWeight: nil)
  }
}

/// Plans sheet presentation: ``SheetPresenter``, which follows a policy resolved at run time,
/// or ``PassthroughSheetPresenter``, the presenter of a version on which no sheet strategy is
/// active.
///
/// A view model generic over its presenter gets the passthrough presenter's constant plan
/// folded into its code, so that presenting a sheet costs what it costs without navbench. It
/// chooses the presenter's type once, where it is built:
///
/// ```swift
/// final class EditorModel<Presenter: SheetPresenting>: ObservableObject {
///   let presenter: Presenter
///   var isEditing = false
///   init(presenter: Presenter) { self.presenter = presenter }
///   func presentEditor() -> SheetPresentationPlan { presenter.plan(listIsEditing: isEditing) }
/// }
/// // In the scene's body: an `if` keeps both view types static.
/// if let passthrough = PassthroughSheetPresenter(strategies: strategies) {
///   EditorView(model: EditorModel(presenter: passthrough))
/// } else {
///   EditorView(model: EditorModel(presenter: SheetPresenter(strategies: strategies)))
/// }
/// ```
public protocol SheetPresenting: Sendable {
  /// The plan for presenting a sheet now.
  ///
  /// - Parameter listIsEditing: Whether a list on screen is in edit mode.
  func plan(listIsEditing: Bool) -> SheetPresentationPlan
}

/// Plans sheet presentation per the resolved sheet strategies.
///
/// ```swift
/// let plan = SheetPresenter(strategies: strategies).plan(listIsEditing: true)
/// // iOS 15: leave edit mode, present one turn later; iOS 16: present now
/// ```
///
/// Where no sheet strategy is active, ``PassthroughSheetPresenter`` plans every sheet at no
/// cost; this presenter is for the versions where one is.
public struct SheetPresenter: SheetPresenting {
  /// The policy and what the plans read of it, behind one reference: an event handler that
  /// takes the presenter is passed one pointer, as hand-written code is passed the version.
  @usableFromInline let resolved: Resolved

  /// The policy the plans follow.
  public var policy: SheetPresentationPolicy { resolved.policy }

  /// A ``SheetPresentationPolicy`` and the fields of a plan taken from it at creation.
  @usableFromInline
  final class Resolved: Sendable {
    let policy: SheetPresentationPolicy
    /// Whether a sheet presented over a list in edit mode leaves edit mode first.
    @usableFromInline let leavesEditModeWhenEditing: Bool
    /// The weight every plan sets on text fields.
    @usableFromInline let textFieldWeight: FontWeight?

    init(_ policy: SheetPresentationPolicy) {
      self.policy = policy
      leavesEditModeWhenEditing = policy.leavesEditModeBeforePresenting
      textFieldWeight = policy.explicitTextFieldWeight
    }
  }

  /// Creates a presenter with the sheet policy of `strategies`.
  ///
  /// - Complexity: O(1); one allocation, shared by copies of the presenter.
  public init(strategies: StrategySet) {
    self.resolved = Resolved(strategies.sheetPresentation)
  }

  /// The plan for presenting a sheet now.
  ///
  /// - Parameter listIsEditing: Whether a list on screen is in edit mode.
  /// - Complexity: O(1).
  @inlinable
  public func plan(listIsEditing: Bool) -> SheetPresentationPlan {
    let resolved = self.resolved
    let leave = listIsEditing && resolved.leavesEditModeWhenEditing
    return SheetPresentationPlan(
      leavesEditMode: leave, presentAfterTurns: leave ? 1 : 0,
      textFieldWeight: resolved.textFieldWeight)
  }
}

/// The sheet presenter of a version on which no sheet strategy is active: every plan is
/// ``SheetPresentationPlan/asIs``, a constant, so that code generic over ``SheetPresenting``
/// and specialised for this type presents a sheet exactly as code without navbench does.
///
/// ```swift
/// if let passthrough = PassthroughSheetPresenter(strategies: strategies) {
///   // iOS 16 and later: nothing to work around
/// }
/// ```
public struct PassthroughSheetPresenter: SheetPresenting, Hashable {
  /// The passthrough presenter, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough presenter if no sheet strategy of `strategies` changes a sheet's plan,
  /// else `nil` (use ``SheetPresenter`` then).
  public init?(strategies: StrategySet) {
    guard strategies.sheetPresentation.plansEverySheetAsIs else { return nil }
  }

  /// ``SheetPresentationPlan/asIs``, whatever the edit mode.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(listIsEditing: Bool) -> SheetPresentationPlan { .asIs }
}
