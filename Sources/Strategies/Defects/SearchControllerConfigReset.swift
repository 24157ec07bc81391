// MARK: - `search-controller-config-reset`: the defect, its identifiers and its strategy

extension IssueID {
  /// From iOS 17.1, options an app sets through introspection on the `UISearchController` behind
  /// SwiftUI's `searchable` (keep the navigation bar during a search, no Cancel button) do not
  /// hold once the user starts searching (the fixed version is unknown).
  public static let searchControllerConfigReset: IssueID = "search-controller-config-reset"
}

extension StrategyID {
  /// The built-in strategy that gives a screen a `UISearchController` the app owns and
  /// configures, in place of `searchable`'s, for ``IssueID/searchControllerConfigReset``.
  public static let ownSearchController: StrategyID = "own-search-controller"
}

extension KnownIssue {
  /// An app's fix: from iOS 17.1 the search configuration set through introspection was
  /// unreliable, so `searchable` was replaced by a representable owning a `UISearchController`
  /// with the wanted options.
  package static let elementOwnedSearchController =
    "https://github.com/element-hq/element-x-ios/pull/2209"
  /// The same app's revert: a fix that kept the navigation bar during a search worked on 16.4
  /// and 17.0.1 and scrambled the screen on 17.1.1.
  package static let elementSearchBarRevert =
    "https://github.com/element-hq/element-x-ios/pull/2189"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(17, 1)..<VersionNumber(18))

extension BuiltInDefect {
  /// `search-controller-config-reset`.
  package static let searchControllerConfigReset = BuiltInDefect(
    issue: KnownIssue(
      id: .searchControllerConfigReset,
      title: "Search controller options set behind searchable do not hold",
      affected: affectedVersions,
      trigger: "a screen searches with SwiftUI's `searchable` and sets options SwiftUI does not "
        + "offer on the `UISearchController` behind it, reached through introspection at each "
        + "update (`hidesNavigationBarDuringPresentation = false`, "
        + "`automaticallyShowsCancelButton = false`); the user starts searching. The sources "
        + "saw it from 17.1 (fine on 16.4 and 17.0.1) and name no fixed version: the catalogue "
        + "assumes every 17.x from 17.1, every activation, and ends the range at 18.0, where "
        + "the sources stop",
      symptom: "when the search starts the navigation bar hides and the Cancel button shows as "
        + "if the options had never been set (sometimes, the app reports, with a scrambled "
        + "screen): SwiftUI configures its search controller again after the app's callback",
      sources: [KnownIssue.elementOwnedSearchController, KnownIssue.elementSearchBarRevert],
      fixedInUnknown: true),
    strategies: [OwnSearchController()])
}

/// Gives a screen that needs `UISearchController` options a search controller the app owns,
/// set on the hosting controller's navigation item by a representable in place of
/// `searchable`, on iOS and iPadOS 17.1 to 17.x.
///
/// There SwiftUI configures the controller behind `searchable` again when the search starts,
/// after the app's introspection callback, so the options the app set do not hold. A controller
/// the app creates is not SwiftUI's to configure: the representable sets the options at each
/// update and they hold. SwiftUI's search features then do not reach it (`dismissSearch`, the
/// `isSearching` environment value, scopes and suggestions): the app ends the search through
/// its own binding (the controller's `isActive`), which versions where the introspected options
/// hold do not need, so the strategy does nothing there.
package struct OwnSearchController: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = SearchControllerOwnershipPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `search-controller-config-reset` on iOS and iPadOS 17.1 to 17.x.
  package let descriptor = StrategyDescriptor(
    id: .ownSearchController,
    title: "Own the search controller instead of configuring searchable's",
    addresses: [.searchControllerConfigReset],
    versions: affectedVersions,
    rationale: "From 17.1 SwiftUI configures searchable's controller again when the search "
      + "starts, after the introspection callback; a UISearchController the app owns keeps the "
      + "options it is given, if the app ends the search through its own binding.",
    sources: [KnownIssue.elementOwnedSearchController])

  /// Searches with the app's own controller, ended through the app's binding.
  package func adjust(_ policy: inout SearchControllerOwnership, for context: StrategyContext) {
    policy = .ownedController
  }
}

// MARK: - The plan and its planner

/// Whose `UISearchController` a screen that needs UIKit search options searches with.
public enum SearchControllerOwnership: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// SwiftUI's, behind `searchable`, with the options set through introspection at each
  /// update (the default); the search ends with `dismissSearch`.
  case searchable
  /// The app's own, set on the navigation item by a representable that sets the options at
  /// each update; the search ends through the app's binding (`isActive = false`).
  case ownedController
  /// The app's own controller, with the search still ended by SwiftUI's `dismissSearch`,
  /// which does not reach it: the search stays active.
  case ownedControllerWithDismissSearch

  /// `searchable`, `ownedController` or `ownedControllerWithDismissSearch`.
  public var description: String {
    switch self {
    case .searchable: "searchable"
    case .ownedController: "ownedController"
    case .ownedControllerWithDismissSearch: "ownedControllerWithDismissSearch"
    }
  }
}

/// The plan for `search-controller-config-reset`: whose search controller a screen searches
/// with (``SearchControllerOwnership/searchable`` unless a strategy gives it one of its own).
public enum SearchControllerOwnershipPolicy: StrategyPolicyKey {
  /// SwiftUI's `searchable`.
  public static let passthrough = SearchControllerOwnership.searchable
}

/// Plans whose search controller a screen that needs UIKit search options searches with, per
/// the resolved strategies.
///
/// ```swift
/// let ownership = SearchControllerPlanner(context: .current()).ownership()
/// // iOS 17.1 to 17.x: .ownedController; elsewhere: .searchable
/// ```
public struct SearchControllerPlanner: Sendable, Hashable {
  /// Whose controller every such screen searches with.
  public let plan: SearchControllerOwnership

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the search-controller plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(SearchControllerOwnershipPolicy.self)
  }

  /// Whose controller a screen about to be shown searches with.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func ownership() -> SearchControllerOwnership {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension SearchControllerPlanner: StrategySetPlanner {}
