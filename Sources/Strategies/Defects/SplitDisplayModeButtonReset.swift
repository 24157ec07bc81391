// MARK: - `split-display-mode-button-reset`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iPadOS 17, `displayModeButtonVisibility = .never` set on the split view controller behind
  /// a `NavigationSplitView` holds at first, and the sidebar button comes back after the next
  /// selection change (the fixed version is unknown).
  public static let splitDisplayModeButtonReset: IssueID = "split-display-mode-button-reset"
}

extension StrategyID {
  /// The built-in strategy that sets the split view controller's display-mode button visibility
  /// again on the next main-queue turn, for ``IssueID/splitDisplayModeButtonReset``.
  public static let reapplyDisplayModeButtonNextTurn: StrategyID =
    "reapply-display-mode-button-next-turn"
}

extension KnownIssue {
  /// The report on iPadOS 17 and the library maintainer's fix: the assignment moved into
  /// `DispatchQueue.main.async`, confirmed by the reporter.
  package static let introspectDisplayModeButton =
    "https://github.com/siteline/swiftui-introspect/issues/372"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(17)..<VersionNumber(18))

extension BuiltInDefect {
  /// `split-display-mode-button-reset`.
  package static let splitDisplayModeButtonReset = BuiltInDefect(
    issue: KnownIssue(
      id: .splitDisplayModeButtonReset,
      title: "A split view's hidden sidebar button comes back after a selection change",
      affected: affectedVersions,
      requiredTraits: [.padIdiom],
      trigger: "an iPad app hides the sidebar (display-mode) button of a `NavigationSplitView` "
        + "by setting `displayModeButtonVisibility = .never` on its `UISplitViewController`, "
        + "reached through introspection, in the callback SwiftUI runs at each update of the "
        + "split view; the user then changes the selection. Reported on iPadOS 17 (working "
        + "before it); no fixed version is known: the catalogue assumes every 17.x and ends "
        + "the range at 18.0, where the sources stop",
      symptom: "the button is hidden on first display and visible again after the first "
        + "selection change: SwiftUI reconfigures the split view controller after the app's "
        + "callback has set it",
      sources: [KnownIssue.introspectDisplayModeButton],
      fixedInUnknown: true),
    strategies: [ReapplyDisplayModeButtonNextTurn()])
}

/// Sets the split view controller's `displayModeButtonVisibility` in the introspection callback
/// and again on the next main-queue turn, on iPadOS 17.
///
/// There a selection change makes SwiftUI reconfigure the split view controller after the app's
/// callback has run, which shows the display-mode button again; an assignment made on the next
/// turn (`DispatchQueue.main.async`) lands after that and holds. The assignment in the callback
/// stays: it hides the button on the first display, where an assignment on the next turn alone
/// would show it for a turn. Elsewhere the callback's assignment holds, so the strategy does
/// nothing.
package struct ReapplyDisplayModeButtonNextTurn: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = DisplayModeButtonAssignmentPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `split-display-mode-button-reset` on iPadOS 17, with the iPad idiom.
  package let descriptor = StrategyDescriptor(
    id: .reapplyDisplayModeButtonNextTurn,
    title: "Set the display-mode button's visibility again on the next turn",
    addresses: [.splitDisplayModeButtonReset],
    versions: affectedVersions,
    requiredTraits: [.padIdiom],
    rationale: "A selection change makes SwiftUI reconfigure the split view controller after "
      + "the introspection callback; the same assignment on the next main-queue turn lands "
      + "after it and holds.",
    sources: [KnownIssue.introspectDisplayModeButton])

  /// Assigns in the callback and again on the next turn.
  package func adjust(_ policy: inout DisplayModeButtonAssignment, for context: StrategyContext) {
    policy = .nowAndNextTurn
  }
}

// MARK: - The plan and its planner

/// When the app assigns the split view controller's `displayModeButtonVisibility` from the
/// introspection callback SwiftUI runs at each update of a `NavigationSplitView`.
public enum DisplayModeButtonAssignment: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// In the callback (the default).
  case now
  /// In the callback, and again on the next main-queue turn.
  case nowAndNextTurn
  /// On the next main-queue turn only (`DispatchQueue.main.async` around the assignment).
  case nextTurnOnly

  /// `now`, `nowAndNextTurn` or `nextTurnOnly`.
  public var description: String {
    switch self {
    case .now: "now"
    case .nowAndNextTurn: "nowAndNextTurn"
    case .nextTurnOnly: "nextTurnOnly"
    }
  }
}

/// The plan for `split-display-mode-button-reset`: when to assign the display-mode button's
/// visibility (``DisplayModeButtonAssignment/now`` unless a strategy repeats it on the next
/// turn).
public enum DisplayModeButtonAssignmentPolicy: StrategyPolicyKey {
  /// In the introspection callback only.
  public static let passthrough = DisplayModeButtonAssignment.now
}

/// Plans when an app assigns a split view controller's display-mode button visibility, per the
/// resolved strategies.
///
/// ```swift
/// let assignment = DisplayModeButtonPlanner(traits: [.padIdiom]).assignment()
/// // iPadOS 17: .nowAndNextTurn; elsewhere: .now
/// ```
public struct DisplayModeButtonPlanner: Sendable, Hashable {
  /// When every assignment is made.
  public let plan: DisplayModeButtonAssignment

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the display-mode button plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(DisplayModeButtonAssignmentPolicy.self)
  }

  /// When to assign the visibility in the introspection callback.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func assignment() -> DisplayModeButtonAssignment {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension DisplayModeButtonPlanner: StrategySetPlanner {}
