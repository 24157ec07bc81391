// MARK: - `stack-retained-after-dismiss`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS and iPadOS 17 devices a `NavigationStack` inside a flow the app closes is not
  /// reliably removed from the view hierarchy: it keeps the models its content holds alive, and
  /// their services keep running (fixed in iOS 18).
  public static let stackRetainedAfterDismiss: IssueID = "stack-retained-after-dismiss"
}

extension StrategyID {
  /// The built-in strategy that hosts a closable flow's navigation in `NavigationView` (stack
  /// style) with destination links, for ``IssueID/stackRetainedAfterDismiss``.
  public static let hostFlowInNavigationView: StrategyID = "host-flow-in-navigation-view"
}

extension KnownIssue {
  /// An app's fix: the model of a closed flow was not released on iOS 17 devices because the
  /// `NavigationStack` holding its list stayed in the hierarchy; iOS 18 and the 17 simulator
  /// were fine; the flow falls back to `NavigationView` on 17.
  package static let wooRetainedNavigationStack =
    "https://github.com/woocommerce/woocommerce-ios/pull/15262"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(17)..<VersionNumber(18))

extension BuiltInDefect {
  /// `stack-retained-after-dismiss`.
  package static let stackRetainedAfterDismiss = BuiltInDefect(
    issue: KnownIssue(
      id: .stackRetainedAfterDismiss,
      title: "A closed flow's NavigationStack keeps its models alive",
      affected: affectedVersions,
      trigger: "the app closes a flow (a mode it swaps out, a full-screen cover) whose content "
        + "is a `NavigationStack` holding a model, directly or through the environment, whose "
        + "services run while it lives (a card reader's reconnection, a sync). The source saw it "
        + "on iOS 17 devices, not on the iOS 17 simulator nor on 18, with the app's minimum at "
        + "17; the catalogue assumes every 17.x device and no 16.x (the source says nothing of "
        + "16), and that every close leaves the stack behind",
      symptom: "the model's `deinit` never runs: each closed flow's model stays in memory with "
        + "its services, so the next visit runs a second set beside the new one (two "
        + "reconnection services answering the same reader, confusing payments)",
      sources: [KnownIssue.wooRetainedNavigationStack]),
    strategies: [HostFlowInNavigationView()])
}

/// Hosts the navigation of a flow the app closes in `NavigationView` (stack style) instead of
/// `NavigationStack`, with its pushes written as destination links, on iOS and iPadOS 17.
///
/// There a closed flow's `NavigationStack` stays in the view hierarchy and holds on to what its
/// content captured; a `NavigationView` is removed with the flow, so the flow's model is
/// released. `NavigationView` ignores `navigationDestination(for:)` (and its value links) and
/// `navigationDestination(isPresented:)` is unreliable in it, so the flow's pushes become
/// `NavigationLink(destination:)` and `NavigationLink(destination:isActive:)`: the deprecated
/// container and links are kept to 17, and `NavigationStack` stays everywhere else.
package struct HostFlowInNavigationView: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = FlowNavigationContainerPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `stack-retained-after-dismiss` on iOS and iPadOS 17.
  package let descriptor = StrategyDescriptor(
    id: .hostFlowInNavigationView,
    title: "Host a closable flow's navigation in NavigationView",
    addresses: [.stackRetainedAfterDismiss],
    versions: affectedVersions,
    rationale: "A closed flow's NavigationStack stays in the hierarchy on 17 and keeps the "
      + "flow's model alive; a stack-style NavigationView leaves with the flow, provided the "
      + "flow pushes with destination links, which NavigationView follows.",
    sources: [KnownIssue.wooRetainedNavigationStack])

  /// Hosts the flow in `NavigationView` with destination links.
  package func adjust(_ policy: inout FlowNavigationContainer, for context: StrategyContext) {
    policy = .navigationView
  }
}

// MARK: - The plan and its planner

/// The container a flow the app closes hosts its navigation in, with the links its pushes use.
public enum FlowNavigationContainer: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// `NavigationStack` with value links (`NavigationLink(value:)` and
  /// `navigationDestination(for:)`, the default).
  case navigationStack
  /// `NavigationView` with `.navigationViewStyle(.stack)`, each push a
  /// `NavigationLink(destination:)` (or `NavigationLink(destination:isActive:)` for a push the
  /// app starts).
  case navigationView
  /// `NavigationView` with the stack's value links left as they were: `NavigationView`
  /// ignores them, so those pushes do nothing.
  case navigationViewWithValueLinks

  /// `navigationStack`, `navigationView` or `navigationViewWithValueLinks`.
  public var description: String {
    switch self {
    case .navigationStack: "navigationStack"
    case .navigationView: "navigationView"
    case .navigationViewWithValueLinks: "navigationViewWithValueLinks"
    }
  }
}

/// The plan for `stack-retained-after-dismiss`: the container of a flow the app closes
/// (``FlowNavigationContainer/navigationStack`` unless a strategy moves it to `NavigationView`).
public enum FlowNavigationContainerPolicy: StrategyPolicyKey {
  /// `NavigationStack`.
  public static let passthrough = FlowNavigationContainer.navigationStack
}

/// Plans the navigation container of a flow the app closes, per the resolved strategies.
///
/// ```swift
/// let container = FlowNavigationContainerPlanner(context: .current()).container()
/// // iOS 17: .navigationView; elsewhere: .navigationStack
/// ```
public struct FlowNavigationContainerPlanner: Sendable, Hashable {
  /// The container of every closable flow.
  public let plan: FlowNavigationContainer

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the flow-container plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(FlowNavigationContainerPolicy.self)
  }

  /// The container of a flow about to be shown.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func container() -> FlowNavigationContainer {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension FlowNavigationContainerPlanner: StrategySetPlanner {}
