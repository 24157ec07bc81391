// MARK: - `search-active-scene-transition-crash`: the defect, its identifiers and its strategies

extension IssueID {
  /// On iOS and iPadOS 26.4 and later, UIKit traps when it lays out or restores a navigation
  /// bar's search field that is still presented while its screen was out of view (the app went
  /// to the background, another tab was selected, a screen was pushed over it); on iPadOS 26.0
  /// and later, navigating back to a screen whose search is still presented raises an exception.
  public static let searchActiveSceneTransitionCrash: IssueID =
    "search-active-scene-transition-crash"
}

extension StrategyID {
  /// The built-in strategy that collapses a screen's presented search (keeping its text and
  /// results) before the scene deactivates and before the screen disappears for any reason, for
  /// ``IssueID/searchActiveSceneTransitionCrash``.
  public static let collapseSearchBeforeHiding: StrategyID = "collapse-search-before-hiding"
  /// The built-in strategy that deactivates a screen's search controller (keeping its text and
  /// results) before a screen is pushed over it, on an iPad, for
  /// ``IssueID/searchActiveSceneTransitionCrash``.
  public static let deactivateSearchBeforePush: StrategyID = "deactivate-search-before-push"
}

extension KnownIssue {
  /// An app's crash reports: UIKit traps repositioning the navigation bar's search palette
  /// during a scene transition with `.searchable` presented, absent on 26.3 and earlier, from
  /// 26.4 on every later release.
  package static let ruddarrSearchPaletteCrash = "https://github.com/ruddarr/app/pull/661"
  /// The app's shipped fix: collapse the search when the scene phase leaves `.active` and when
  /// the screen disappears; its review shows a collapse keyed on a tab change alone misses
  /// pushes in the same tab.
  package static let ruddarrCollapseSearch = "https://github.com/ruddarr/app/pull/718"
  /// An app's iPad fix: on iPadOS 26.0 navigating back to a screen whose search controller is
  /// still active raises an exception; deactivating it in `viewWillDisappear` keeps the term
  /// and the results and avoids it.
  package static let quranIPadSearchCrash = "https://github.com/quran/quran-ios/pull/995"
}

/// The versions on which any presented search left out of view crashes: the catalogue
/// entry's range on every idiom, and the strategy that collapses before every exit.
private let anyIdiomVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(26, 4)...)

/// The versions of the iPad crash on back navigation: the catalogue entry's whole range, and
/// the iPad strategy's.
private let iPadVersions: VersionSet = .on(.iOS, .iPadOS, versions: 26...)

extension BuiltInDefect {
  /// `search-active-scene-transition-crash`.
  package static let searchActiveSceneTransitionCrash = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .searchActiveSceneTransitionCrash,
        title: "A presented search field left out of view crashes UIKit",
        affected: iPadVersions,
        trigger: "a screen in a navigation controller (a SwiftUI `NavigationStack` with "
          + "`.searchable`, or a `UISearchController` in the navigation item) has its search "
          + "presented (`isPresented` true, `isActive`) and leaves the screen without "
          + "collapsing it: the app goes to the background or the scene otherwise transitions, "
          + "another tab is selected, or a result is pushed in the same stack. From iOS and "
          + "iPadOS 26.4, UIKit traps repositioning the search palette in the scene transition "
          + "or when the screen comes back (an app's crash reports: none on 26.3 and earlier, "
          + "every release from 26.4 to 26.6); from iPadOS 26.0, navigating back to the screen "
          + "raises an exception while the search bar is moved back into the window (an app "
          + "reproduced it on an iPad with 26.0). The catalogue assumes every such exit and "
          + "return crashes on those versions (the sources report crashes, not a rate); on "
          + "iPadOS 26.0 to 26.3 only the way back from a pushed screen. Not gated on the SDK. "
          + "No release is known to fix it",
        symptom: "the app crashes (`EXC_BREAKPOINT` in "
          + "`UINavigationController _repositionPaletteWithNavigationBarHidden:`, or "
          + "`NSInternalInconsistencyException`: the view should already be in the window "
          + "before adding a `_UIPassthroughScrollInteraction`)",
        sources: [
          KnownIssue.ruddarrSearchPaletteCrash,
          KnownIssue.ruddarrCollapseSearch,
          KnownIssue.quranIPadSearchCrash,
        ])
      issue.versionBoundTraits = [
        VersionBoundTrait(.padIdiom, on: .on(.iOS, .iPadOS, versions: 26..<VersionNumber(26, 4)))
      ]
      return issue
    }(),
    strategies: [DeactivateSearchBeforePush(), CollapseSearchBeforeHiding()])
}

/// Deactivates a screen's search before a screen is pushed over it, on an iPad with iPadOS 26.0
/// and later.
///
/// There, navigating back to a screen whose search controller is still active makes UIKit
/// attach the search bar's scroll interaction again before the bar is back in the window, and
/// the app crashes. Deactivating the search controller (`isActive = false`, or `.searchable`'s
/// `isPresented = false`) when the screen disappears because of a push, and keeping its text
/// and results, completes the presentation before the transition. Where the way back does not
/// crash the user would lose the presented search for nothing, so the strategy needs the iPad
/// idiom (``ContextTrait/padIdiom``); from 26.4 every idiom needs
/// ``CollapseSearchBeforeHiding``, which collapses before every exit.
package struct DeactivateSearchBeforePush: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = SearchCollapsePolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `search-active-scene-transition-crash` on iPadOS 26.0 and later, with the iPad
  /// idiom.
  package let descriptor = StrategyDescriptor(
    id: .deactivateSearchBeforePush,
    title: "Deactivate search before a screen is pushed over it (iPad)",
    addresses: [.searchActiveSceneTransitionCrash],
    versions: iPadVersions,
    requiredTraits: [.padIdiom],
    rationale: "On iPadOS 26, navigating back to a screen whose search controller is still "
      + "active raises an exception; deactivating it before the push, keeping the term and the "
      + "results, ends the presentation before the transition.",
    sources: [KnownIssue.quranIPadSearchCrash])

  /// Collapses before a push, beside what other strategies planned.
  package func adjust(_ policy: inout SearchCollapseTriggers, for context: StrategyContext) {
    policy.insert(.push)
  }
}

/// Collapses a screen's presented search before the scene deactivates and before the screen
/// disappears for any reason, on iOS and iPadOS 26.4 and later.
///
/// There UIKit traps laying out or restoring a navigation bar's search palette that stayed
/// presented while its screen was out of view: in the scene transition (the app goes to the
/// background, the device rotates) and when the screen comes back after another tab was
/// selected or a screen was pushed over it. Setting `.searchable`'s `isPresented` (or the
/// search controller's `isActive`) to `false` when the scene phase leaves `.active` and when
/// the screen disappears, whatever the reason, and keeping the query text, leaves nothing to
/// restore. A collapse keyed on a tab change alone misses pushes in the same tab. Earlier
/// releases keep the presentation safely, and collapsing there only loses the user's active
/// search, so the strategy is off there.
package struct CollapseSearchBeforeHiding: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = SearchCollapsePolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `search-active-scene-transition-crash` on iOS and iPadOS 26.4 and later.
  package let descriptor = StrategyDescriptor(
    id: .collapseSearchBeforeHiding,
    title: "Collapse presented search before the scene deactivates or the screen disappears",
    addresses: [.searchActiveSceneTransitionCrash],
    versions: anyIdiomVersions,
    rationale: "From iOS 26.4 UIKit traps laying out or restoring a search palette that stayed "
      + "presented while its screen was out of view; collapsing it, keeping the query, when "
      + "the scene phase leaves active and when the screen disappears for any reason (a tab "
      + "switch and a push alike) leaves nothing to restore.",
    sources: [KnownIssue.ruddarrCollapseSearch, KnownIssue.ruddarrSearchPaletteCrash],
    ordering: StrategyOrdering(runsAfter: [.deactivateSearchBeforePush]))

  /// Collapses before every way out of view.
  package func adjust(_ policy: inout SearchCollapseTriggers, for context: StrategyContext) {
    policy.formUnion(.everyExit)
  }
}

// MARK: - The policy, the plan and its planner

/// The ways a screen with presented search leaves the user's view.
public enum SearchScreenExit: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// The scene leaves the foreground (`scenePhase` leaves `.active`): the app switcher, the
  /// background, a lock.
  case sceneDeactivation
  /// Another tab of the enclosing tab view is selected.
  case tabSwitch
  /// A screen is pushed over it in the same navigation stack.
  case push

  /// `sceneDeactivation`, `tabSwitch` or `push`.
  public var description: String {
    switch self {
    case .sceneDeactivation: "sceneDeactivation"
    case .tabSwitch: "tabSwitch"
    case .push: "push"
    }
  }
}

/// The exits before which a screen collapses its presented search, keeping the query text and
/// the results: empty (the default) keeps it presented.
public struct SearchCollapseTriggers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// One bit per ``SearchScreenExit``.
  public let rawValue: UInt8

  /// The triggers of `rawValue`'s bits.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The trigger of `exit`.
  @inlinable
  public init(_ exit: SearchScreenExit) { self.init(rawValue: 1 << exit.rawValue) }

  /// Collapse when the scene phase leaves `.active`.
  public static let sceneDeactivation = SearchCollapseTriggers(.sceneDeactivation)
  /// Collapse when the screen disappears because another tab was selected.
  public static let tabSwitch = SearchCollapseTriggers(.tabSwitch)
  /// Collapse when the screen disappears because a screen was pushed over it.
  public static let push = SearchCollapseTriggers(.push)
  /// Collapse before every exit.
  public static let everyExit: SearchCollapseTriggers = [.sceneDeactivation, .tabSwitch, .push]

  /// Every combination of triggers, for the mutation check.
  package static var allCases: [SearchCollapseTriggers] {
    (0...everyExit.rawValue).map(SearchCollapseTriggers.init(rawValue:))
  }

  /// The exits, in ``SearchScreenExit`` order, in brackets: `[]`, `[sceneDeactivation, push]`.
  public var description: String {
    let names = SearchScreenExit.allCases.filter { contains(SearchCollapseTriggers($0)) }
    return "[" + names.map(\.description).joined(separator: ", ") + "]"
  }
}

/// The plan for `search-active-scene-transition-crash`: before which exits a screen collapses
/// its presented search (none unless a strategy adds them).
public enum SearchCollapsePolicy: StrategyPolicyKey {
  /// Keep the search presented whatever happens: the code of an app without workarounds.
  public static let passthrough: SearchCollapseTriggers = []
}

/// Plans, per the resolved strategies, whether a screen collapses its presented search
/// (keeping the text) before it leaves the user's view.
///
/// The plan is resolved once, when the planner is created; call ``collapses(before:)`` when the
/// scene phase leaves `.active` and when the screen disappears.
///
/// ```swift
/// let planner = SearchCollapsePlanner(strategies: strategies)
/// planner.collapses(before: .push)
/// // iOS 26.4 and later, and iPadOS 26.0 and later on an iPad: true; elsewhere false
/// ```
public struct SearchCollapsePlanner: Sendable, Hashable {
  /// The exits before which the search is collapsed.
  public let plan: SearchCollapseTriggers

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the search-collapse plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(SearchCollapsePolicy.self)
  }

  /// Whether to collapse the presented search (keeping its text) before `exit`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func collapses(before exit: SearchScreenExit) -> Bool {
    plan.contains(SearchCollapseTriggers(exit))
  }
}

// Made from a context and for the running device, as every planner is.
extension SearchCollapsePlanner: StrategySetPlanner {}
