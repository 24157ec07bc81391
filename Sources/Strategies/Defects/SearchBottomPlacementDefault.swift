// MARK: - `search-bottom-placement-default`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 26 and later, on an iPhone, in apps linked against the iOS 26 SDK or later that
  /// have not opted out of the new design, a navigation item's search field leaves the
  /// navigation bar for the bottom toolbar, whatever placement the app prefers.
  public static let searchBottomPlacementDefault: IssueID = "search-bottom-placement-default"
}

extension StrategyID {
  /// The built-in strategy that turns off `searchBarPlacementAllowsToolbarIntegration` on the
  /// navigation items whose search field is designed under the title, for
  /// ``IssueID/searchBottomPlacementDefault``.
  public static let keepSearchInNavigationBar: StrategyID = "keep-search-in-navigation-bar"
}

extension KnownIssue {
  /// Apple's documentation of `UINavigationItem.searchBarPlacementAllowsToolbarIntegration`
  /// (iOS 26 and later).
  package static let searchToolbarIntegrationDocs =
    "https://developer.apple.com/documentation/uikit/uinavigationitem/"
    + "searchbarplacementallowstoolbarintegration"
  /// software-mansion/react-native-screens pull request 3098: the search bar of a root screen
  /// is missing on iPhones on iOS 26 with the stacked placement; turning off the toolbar
  /// integration brings it back.
  package static let screensSearchToolbarIntegration =
    "https://github.com/software-mansion/react-native-screens/pull/3098"
}

/// The versions the defect affects, judged on the linked version: its catalogue entry's range
/// and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, versions: 26...)

extension BuiltInDefect {
  /// `search-bottom-placement-default`.
  package static let searchBottomPlacementDefault = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .searchBottomPlacementDefault,
        title: "A search field designed under the title moves to the bottom toolbar",
        affected: affectedVersions,
        trigger: "a UIKit screen (or a SwiftUI one built on it) on an iPhone that puts a "
          + "search controller in its navigation item and designs the field under the title "
          + "(`preferredSearchBarPlacement = .stacked`, a scope bar, results laid out below "
          + "it). From iOS 26, in the Liquid Glass design, a search field whose navigation "
          + "item allows toolbar integration (`searchBarPlacementAllowsToolbarIntegration`, "
          + "iOS 26 SDK, on by default) is placed in the bottom toolbar on an iPhone, merged "
          + "with the screen's own toolbar items; react-native-screens reports the stacked "
          + "placement moved too. The design applies only to apps built with the iOS 26 SDK "
          + "or later that do not set `UIDesignRequiresCompatibility` (honoured with SDKs "
          + "before 27), so the catalogue judges the versions on the older of the OS and the "
          + "SDK and leaves out the compatibility design. An iPad keeps the field in the top "
          + "bar and is left out. By design, so no version is known to end it",
        symptom: "the search field is at the bottom of the screen, away from the scope bar and "
          + "the results laid out under the title, or missing where the screen's own toolbar "
          + "leaves it no room",
        sources: [
          KnownIssue.searchToolbarIntegrationDocs,
          KnownIssue.screensSearchToolbarIntegration,
          "https://github.com/wix/react-native-navigation/pull/8183",
          "https://github.com/FlowCrypt/flowcrypt-ios/pull/2706",
          "https://github.com/code-payments/code-ios-app/pull/443",
          KnownIssue.designRequiresCompatibilityDocs,
        ])
      issue.followsLinkedSDK = true
      issue.excludedTraits = [.compatibilityDesign, .padIdiom]
      return issue
    }(),
    strategies: [KeepSearchInNavigationBar()])
}

/// Keeps a search field designed under the title in the navigation bar on an iPhone, on iOS 26
/// and later, in apps linked against the iOS 26 SDK or later that keep the new design.
///
/// There a navigation item that allows toolbar integration, the default, has its search field
/// placed in the bottom toolbar, whatever its `preferredSearchBarPlacement`. Turning off
/// `searchBarPlacementAllowsToolbarIntegration` (iOS 26 SDK) on the items whose field is
/// designed under the title keeps it there, as react-native-screens does for its stacked
/// search bar. Screens the app has moved to the new design keep the default and their bottom
/// field. The property does not exist below iOS 26 or in an older SDK, and the compatibility
/// design keeps the old placement, so the strategy is off there: its versions follow the linked
/// SDK (``StrategyDescriptor/followsLinkedSDK``) and its issue excludes
/// ``ContextTrait/compatibilityDesign`` and ``ContextTrait/padIdiom``.
package struct KeepSearchInNavigationBar: KeyedPolicyStrategy {
  /// The plan of each navigation item with a search controller.
  package typealias Policy = SearchPlacementPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `search-bottom-placement-default` on iOS 26 and later, as linked.
  package let descriptor = StrategyDescriptor(
    id: .keepSearchInNavigationBar,
    title: "Turn off toolbar integration for search fields designed under the title",
    addresses: [.searchBottomPlacementDefault],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 26, in the Liquid Glass design, an iPhone moves a "
      + "navigation item's search field to the bottom toolbar; turning off "
      + "`searchBarPlacementAllowsToolbarIntegration` on the items designed with the field "
      + "under the title keeps it there, and screens that adopted the new placement keep it.",
    sources: [
      KnownIssue.searchToolbarIntegrationDocs, KnownIssue.screensSearchToolbarIntegration,
    ],
    followsLinkedSDK: true)

  /// Keeps the fields designed under the title in the navigation bar.
  package func adjust(_ policy: inout SearchPlacementRoute, for context: StrategyContext) {
    policy = .navigationBarWhereDesigned
  }
}

// MARK: - The policy, the plan and its planner

/// The plan for `search-bottom-placement-default`: which navigation items turn off the toolbar
/// integration of their search field.
public enum SearchPlacementPolicy: StrategyPolicyKey {
  /// Set nothing: every search field goes where the system places it.
  public static let passthrough = SearchPlacementRoute.systemDefault
}

/// Which navigation items turn off `searchBarPlacementAllowsToolbarIntegration`:
/// ``systemDefault`` or ``navigationBarWhereDesigned``.
///
/// Compare a route with `==`; ``SearchPlacementPlanner/plan(for:)`` turns it into the plan of
/// each navigation item.
public struct SearchPlacementRoute: Hashable, Sendable, CustomStringConvertible {
  /// The routes: the two an app or a strategy sets, and the over-mitigation the simulation's
  /// mutation check tries.
  @usableFromInline
  package enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    case systemDefault, navigationBarWhereDesigned, navigationBarEverywhere
  }

  /// Which route this is.
  @usableFromInline
  package let kind: Kind

  /// The route of `kind`.
  @inlinable
  package init(_ kind: Kind) { self.kind = kind }

  /// Set nothing: every search field goes where the system places it. The code of an app
  /// without workarounds.
  @inlinable
  public static var systemDefault: SearchPlacementRoute { SearchPlacementRoute(.systemDefault) }

  /// Turn off the toolbar integration of the fields designed under the title, and leave the
  /// others to the system.
  @inlinable
  public static var navigationBarWhereDesigned: SearchPlacementRoute {
    SearchPlacementRoute(.navigationBarWhereDesigned)
  }

  /// Turn off the toolbar integration of every field: the screens the app moved to the new
  /// design lose their bottom field. No strategy should write it; the mutation check tries it
  /// to show that the simulation catches the over-mitigation.
  package static var navigationBarEverywhere: SearchPlacementRoute {
    SearchPlacementRoute(.navigationBarEverywhere)
  }

  /// Every route, the over-mitigation included, for the mutation check.
  package static var allCases: [SearchPlacementRoute] {
    Kind.allCases.map(SearchPlacementRoute.init)
  }

  /// The route's name: `systemDefault` or `navigationBarWhereDesigned`.
  public var description: String {
    switch kind {
    case .systemDefault: "systemDefault"
    case .navigationBarWhereDesigned: "navigationBarWhereDesigned"
    case .navigationBarEverywhere: "navigationBarEverywhere"
    }
  }
}

/// Where the app designed a screen's search field.
public enum SearchFieldDesign: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Under the title, in the navigation bar (the stacked field): with a scope bar, or results
  /// laid out below it.
  case underTitle
  /// Where the system places it: at the bottom of an iPhone screen from iOS 26.
  case systemPlacement

  /// `underTitle` or `systemPlacement`.
  public var description: String {
    switch self {
    case .underTitle: "underTitle"
    case .systemPlacement: "systemPlacement"
    }
  }
}

/// What to set on one navigation item with a search controller.
public enum SearchPlacementPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Set nothing: the system places the field.
  case systemDefault
  /// Set `searchBarPlacementAllowsToolbarIntegration = false` (iOS 26 SDK and later) on the
  /// navigation item, before it is shown.
  case disallowsToolbarIntegration

  /// `systemDefault` or `disallowsToolbarIntegration`.
  public var description: String {
    switch self {
    case .systemDefault: "systemDefault"
    case .disallowsToolbarIntegration: "disallowsToolbarIntegration"
    }
  }
}

/// Plans, per the resolved strategies, whether a navigation item keeps its search field out of
/// the bottom toolbar, from where the app designed the field.
///
/// The route is resolved once, when the planner is created; call ``plan(for:)`` for each
/// navigation item that gets a search controller.
///
/// ```swift
/// let planner = SearchPlacementPlanner(strategies: strategies)
/// planner.plan(for: .underTitle)
/// // iOS 26 and later on an iPhone, built with the iOS 26 SDK, the Liquid Glass design:
/// // .disallowsToolbarIntegration; elsewhere .systemDefault
/// ```
public struct SearchPlacementPlanner: Sendable, Hashable {
  /// Which navigation items keep the field in the navigation bar.
  public let route: SearchPlacementRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the search-placement policy of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.policy(SearchPlacementPolicy.self)
  }

  /// What to set on a navigation item whose search field is designed as `design`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(for design: SearchFieldDesign) -> SearchPlacementPlan {
    switch route.kind {
    case .systemDefault: .systemDefault
    case .navigationBarWhereDesigned:
      design == .underTitle ? .disallowsToolbarIntegration : .systemDefault
    case .navigationBarEverywhere: .disallowsToolbarIntegration
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension SearchPlacementPlanner: StrategySetPlanner {}
