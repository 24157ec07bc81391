/// How the views of a state-driven container get their insertion and removal transitions.
public enum DirectionalTransitionStyle: String, Hashable, Sendable, Codable {
  /// Each view keeps the symmetric `.move(edge:)` it was given when it was inserted; the
  /// outgoing view leaves by that edge (what naive code gets).
  case capturedAtInsertion
  /// Every child gets the asymmetric transition of the current direction at the moment of the
  /// change, outgoing view included.
  case currentDirection
}

/// How the root of a navigation column that is an `if` or `switch` on state is hosted: what
/// identity the column sees when the branch changes.
public enum ConditionalRootHosting: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// As written: the root is the conditional itself, so a change of branch is a change of the
  /// root's structural identity (what naive code gets).
  case asWritten
  /// Inside a container of stable identity (a `ZStack`): a change of branch is an update inside
  /// it, and the column keeps its own state (navigation, scroll position, a text field's
  /// contents) while the selection changes within one branch.
  case stableContainer
  /// With an explicit identity that follows the selection (`.id(selection)`): every selection
  /// makes the root a new view, so the column updates, and its state is reset on each one.
  case identityPerSelection

  /// `asWritten`, `stableContainer`, `identityPerSelection`.
  public var description: String {
    switch self {
    case .asWritten: "asWritten"
    case .stableContainer: "stableContainer"
    case .identityPerSelection: "identityPerSelection"
    }
  }
}

/// How a view in a `NavigationSplitView`'s content or detail column goes back to the sidebar.
public enum DetailDismissal: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Through the `DismissAction` the column captured (`@Environment(\.dismiss)`), as written:
  /// the split view's implicit stack pops where it handles the action.
  case dismissAction
  /// By clearing the sidebar's selection through the app's model (`selection = nil`), which
  /// every version applies.
  case clearSelection

  /// `dismissAction`, `clearSelection`.
  public var description: String {
    switch self {
    case .dismissAction: "dismissAction"
    case .clearSelection: "clearSelection"
    }
  }
}

/// The resolved behaviour of state-driven containers: the transitions of
/// ``DirectionalNavigator`` and the hosting of conditional column roots (``ColumnRootPlanner``).
public struct DirectionalTransitionPolicy: Hashable, Sendable {
  /// How transitions are assigned.
  public var style: DirectionalTransitionStyle
  /// How a navigation column's root that is an `if` or `switch` on state is hosted
  /// (``ConditionalRootHosting/asWritten`` unless a strategy wraps it).
  public var conditionalColumnRoots: ConditionalRootHosting
  /// How a column goes back to the sidebar (``DetailDismissal/dismissAction`` unless a
  /// strategy clears the selection instead).
  public var detailDismissal: DetailDismissal

  /// Creates a policy.
  public init(
    style: DirectionalTransitionStyle = .capturedAtInsertion,
    conditionalColumnRoots: ConditionalRootHosting = .asWritten,
    detailDismissal: DetailDismissal = .dismissAction
  ) {
    self.style = style
    self.conditionalColumnRoots = conditionalColumnRoots
    self.detailDismissal = detailDismissal
  }

  /// The policy with no strategy applied.
  public static let passthrough = DirectionalTransitionPolicy()
}
