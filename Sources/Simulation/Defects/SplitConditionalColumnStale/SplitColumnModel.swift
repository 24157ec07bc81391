import Strategies

/// What the root of a navigation column declares in one evaluation of the app's body: the
/// branch of its `if` or `switch`, the selection that branch shows, and how the app hosts it.
public struct ColumnRoot: Hashable, Sendable, CustomStringConvertible {
  /// The branch of the conditional (`detail`, `placeholder`): part of the root's structural
  /// identity when the conditional is the root itself.
  public var branch: String
  /// The selection the branch shows, if any.
  public var selection: Int?
  /// How the app hosts the conditional.
  public var hosting: ConditionalRootHosting

  /// Creates a declared root.
  public init(branch: String, selection: Int?, hosting: ConditionalRootHosting) {
    self.branch = branch
    self.selection = selection
    self.hosting = hosting
  }

  /// The root's structural identity, as the column compares it: the branch when the
  /// conditional is the root, the wrapper (constant) when it is inside a stable container.
  public var structuralIdentity: String {
    switch hosting {
    case .asWritten, .identityPerSelection: "conditional." + branch
    case .stableContainer: "ZStack"
    }
  }

  /// The explicit identity the app gives the root (`.id(selection)`), if any.
  public var explicitIdentity: Int?? {
    hosting == .identityPerSelection ? .some(selection) : .none
  }

  /// `detail(2)`, `placeholder`.
  public var description: String {
    selection.map { "\(branch)(\($0))" } ?? branch
  }
}

/// The state a navigation column keeps for the user while its root's identity is unchanged:
/// how far its content is scrolled and what is typed in its text field.
public struct ColumnState: Hashable, Sendable {
  /// The scroll offset, in points.
  public var scrollOffset: Double
  /// The text field's contents.
  public var draft: String

  /// Creates column state.
  public init(scrollOffset: Double = 0, draft: String = "") {
    self.scrollOffset = scrollOffset
    self.draft = draft
  }

  /// Nothing scrolled, nothing typed: what a new column starts with.
  public static let initial = ColumnState()
}

/// A headless column of a `NavigationSplitView` whose root is an `if` or `switch` on the app's
/// state.
///
/// ## Mechanism
/// - Each evaluation of the app's body declares the column's root (``declare(_:)``). The column
///   compares it with the root it last applied.
/// - An explicit identity that differs (`.id(selection)` with a new selection) makes the root a
///   new view: the column shows it and starts its state afresh.
/// - A structural identity that differs (the conditional is the root and its branch changed,
///   or the hosting changed) is a change the column's update misses on the versions of
///   `missesRootIdentityChanges`: it keeps showing the old root, and later declarations are
///   compared with that old root.
/// - Otherwise the change is an update inside the root, which the column applies; the state
///   is kept, except that a change of branch inside a stable container drops the old branch's
///   state with it, as SwiftUI does.
///
/// The model's assumption beyond the sources: every version from 16.0 misses those changes (no
/// source names a fixed version).
///
/// Detectors: ``verify()`` reports a column that shows another root than the app declared as
/// ``GlitchKind/columnShowsStaleBranch``; a new identity within one branch that resets the
/// column's state, which a stable container would have kept, reports
/// ``GlitchKind/intendedStateLost``.
public final class SplitColumnModel {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// The root the column shows (the last it applied), if any.
  public private(set) var shown: ColumnRoot?
  /// The root the app last declared, if any.
  public private(set) var declared: ColumnRoot?
  /// The column's state, as the user left it.
  public private(set) var state = ColumnState.initial
  private let session: SimulationSession

  /// Creates an empty column.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no
  ///   `NavigationSplitView`) and on platforms other than iOS and iPadOS.
  public init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("NavigationSplitView", from: 16)
    self.version = version
    self.session = session
  }

  /// Whether the column's update misses a change of its root's structural identity: on every
  /// version the model has (the catalogue knows no fix).
  package var missesRootIdentityChanges: Bool { version.major >= 16 }

  /// The app's body declares `root` for the column.
  public func declare(_ root: ColumnRoot) {
    session.countOperation()
    declared = root
    guard let old = shown else {
      shown = root
      return
    }
    if root.explicitIdentity != old.explicitIdentity {
      if root.branch == old.branch, state != .initial {
        session.record(
          .intendedStateLost,
          "the column's state (scrolled \(state.scrollOffset), draft \"\(state.draft)\") was "
            + "reset by a new identity for \(root) in the same branch as \(old) (\(version))")
      }
      state = .initial
      shown = root
      return
    }
    if root.structuralIdentity != old.structuralIdentity, missesRootIdentityChanges { return }
    if root.branch != old.branch { state = .initial }
    shown = root
  }

  /// The user scrolls the column's content and types into its text field.
  public func edit(scrollOffset: Double, draft: String) {
    session.countOperation()
    state = ColumnState(scrollOffset: scrollOffset, draft: draft)
  }

  /// Reports a column that shows another root than the app declared.
  public func verify() {
    guard let declared, let shown,
      shown.branch != declared.branch || shown.selection != declared.selection
    else { return }
    session.record(
      .columnShowsStaleBranch,
      "the column shows \(shown) after the state changed to \(declared) (\(version))")
  }
}
