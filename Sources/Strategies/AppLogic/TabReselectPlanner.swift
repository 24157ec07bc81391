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
