// MARK: - `tab-reselect-pops-stack`: the defect, its identifier and its strategy

extension IssueID {
  /// Tapping the selected tab of a `TabView` does not pop the `NavigationStack` it hosts
  /// (before iOS 18, where the system started doing so).
  public static let tabReselectPopsStack: IssueID = "tab-reselect-pops-stack"
}

extension StrategyID {
  /// The built-in strategy that pops a tab's `NavigationStack` to its root when the user taps the
  /// selected tab, for ``IssueID/tabReselectPopsStack``.
  public static let popToRootOnTabReselect: StrategyID = "pop-to-root-on-tab-reselect"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 16..<18)

extension BuiltInDefect {
  /// `tab-reselect-pops-stack`.
  package static let tabReselectPopsStack = BuiltInDefect(
    issue: KnownIssue(
      id: .tabReselectPopsStack,
      title: "Tapping the selected tab does not pop its NavigationStack",
      affected: affectedVersions,
      requiredTraits: [.stackInTabView],
      trigger: "the user taps the tab that is already selected while the NavigationStack it "
        + "hosts is deeper than its root. UITabBarController always popped the tab's stack; "
        + "SwiftUI's TabView does so from iOS 18, as a new feature of the OS (the release note "
        + "names no SDK gate). The catalogue starts at 16.0, with NavigationStack: a "
        + "NavigationView in a TabView did not pop either, which this entry does not cover",
      symptom: "nothing happens: the tab stays on the pushed screen, where every other iOS tab "
        + "bar (and the app on 18) goes back to the tab's root",
      sources: [
        KnownIssue.ios18ReleaseNotes,
        "https://github.com/eggerco/cronica/issues/38",
        "https://github.com/ruddarr/app/issues/43",
      ]),
    strategies: [PopToRootOnTabReselect()])
}

/// Pops a `TabView` tab's `NavigationStack` to its root from the app when the user taps the
/// selected tab, before iOS 18.
///
/// Before iOS 18, a tap on the selected tab writes the tab selection's binding with the value
/// it already has and does nothing else. The app routes the selection through a binding of its
/// own (`Binding.onReselect(_:perform:)` in `StrategiesSwiftUI`) and, on a write of the same
/// value, pops the tab's ``NavigationRouter`` to its root in the router's plan, so the pop
/// gets the transaction the other path-change strategies give a pop to root. From iOS 18 the
/// `TabView` pops the stack itself, and the strategy leaves the tap alone: the app's pop on
/// top of the system's would be a second pop for one tap (two writes of the path, one of them
/// racing the system's animation).
package struct PopToRootOnTabReselect: PathChangeStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `tab-reselect-pops-stack` on iOS and iPadOS 16 and 17 in a TabView.
  package let descriptor = StrategyDescriptor(
    id: .popToRootOnTabReselect,
    title: "Pop the selected tab's stack to its root when its tab is tapped again",
    addresses: [.tabReselectPopsStack],
    versions: affectedVersions,
    requiredTraits: [.stackInTabView],
    rationale: "Before iOS 18 a tap on the selected tab only writes the selection binding with "
      + "the value it has; the app pops the tab's router to its root from that write. From 18 "
      + "the TabView pops the stack itself, and a pop from the app would be a second one.",
    sources: [KnownIssue.ios18ReleaseNotes, "https://github.com/eggerco/cronica/issues/38"])

  /// Pops the reselected tab's stack from the app.
  package func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.tabReselection = .popToRoot
  }
}

// MARK: - TabReselectPlan

/// What the app does when the user taps the tab that is already selected, for the
/// `NavigationStack` that tab hosts.
public enum TabReselectPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Nothing: the tap is left to the `TabView`, which pops the tab's stack itself where it
  /// does so (the default).
  case system
  /// The app pops the tab's stack to its root through its router (``NavigationRouter/popToRoot()``,
  /// published in its plan), from the tab selection's binding, which the `TabView` writes with
  /// the same value on a reselect.
  case popToRoot

  /// `system`, `popToRoot`.
  public var description: String {
    switch self {
    case .system: "system"
    case .popToRoot: "popToRoot"
    }
  }
}

// MARK: - TabReselectPlanner

/// Plans what the app does when the user taps the tab that is already selected:
/// ``TabReselectPlanner``, which follows the policy resolved at run time, or
/// ``PassthroughTabReselectPlanner``, the planner of a version on which no strategy acts on a
/// reselected tab.
///
/// ```swift
/// if let passthrough = PassthroughTabReselectPlanner(strategies: strategies) {
///   RootView(model: TabsModel(planner: passthrough))
/// } else {
///   RootView(model: TabsModel(planner: TabReselectPlanner(strategies: strategies)))
/// }
/// ```
public protocol TabReselectPlanning: Sendable {
  /// What to do for the stack of a tab the user tapped while it was selected.
  func planReselect() -> TabReselectPlan
}

/// Plans a tap on the selected tab of a `TabView` whose tabs host `NavigationStack`s.
///
/// The plan is read from the path-change policy once, when the planner is created. With
/// ``TabReselectPlan/popToRoot`` the app pops the tab's stack to its root itself, through the
/// tab's ``NavigationRouter``; with ``TabReselectPlan/system`` it leaves the tap to the
/// `TabView`.
///
/// ```swift
/// let planner = TabReselectPlanner(strategies: strategies)
/// // in the tab selection's binding, when the new value equals the current one:
/// if planner.planReselect() == .popToRoot, let plan = routers[tab].popToRoot() {
///   publish(plan)  // in the plan's transaction
/// }
/// ```
public struct TabReselectPlanner: TabReselectPlanning, Hashable {
  /// The plan every reselect gets.
  @usableFromInline package let reselection: TabReselectPlan

  /// Creates a planner with the tab reselection of `strategies`.
  public init(strategies: StrategySet) {
    self.reselection = strategies.pathChanges.tabReselection
  }

  /// What to do for the reselected tab's stack.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func planReselect() -> TabReselectPlan { reselection }
}

/// The tab-reselect planner of a version on which no strategy acts on a reselected tab: every
/// plan leaves the tap to the `TabView`.
///
/// ```swift
/// if let passthrough = PassthroughTabReselectPlanner(strategies: strategies) {
///   // iOS 18: the TabView pops the tab's stack itself
/// }
/// ```
public struct PassthroughTabReselectPlanner: TabReselectPlanning, Hashable {
  /// The passthrough planner, whatever the strategies.
  @inlinable
  public init() {}

  /// The passthrough planner if no strategy of `strategies` acts on a reselected tab, else
  /// `nil` (use ``TabReselectPlanner`` then).
  public init?(strategies: StrategySet) {
    guard strategies.pathChanges.tabReselection == .system else { return nil }
  }

  /// ``TabReselectPlan/system``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func planReselect() -> TabReselectPlan { .system }
}

// Made from a context and for the running device, as every planner is.
extension TabReselectPlanner: StrategySetPlanner {}
