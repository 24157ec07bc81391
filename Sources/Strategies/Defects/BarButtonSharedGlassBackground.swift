// MARK: - `bar-button-shared-glass-background`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 26 and later, in apps linked against the iOS 26 SDK or later that have not opted
  /// out of the new design, a navigation bar draws its bar button items on a shared Liquid
  /// Glass background: an item whose custom view draws its own background is drawn on two, and
  /// merges with its neighbours into one capsule.
  public static let barButtonSharedGlassBackground: IssueID = "bar-button-shared-glass-background"
}

extension StrategyID {
  /// The built-in strategy that sets `hidesSharedBackground` on the bar button items that draw
  /// their own background, for ``IssueID/barButtonSharedGlassBackground``.
  public static let hideSharedBackgroundOnCustomBarItems: StrategyID =
    "hide-shared-background-on-custom-bar-items"
}

extension KnownIssue {
  /// Apple's documentation of `UIBarButtonItem.hidesSharedBackground` (iOS 26 and later).
  package static let hidesSharedBackgroundDocs =
    "https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground"
  /// Apple's documentation of the `UIDesignRequiresCompatibility` Info.plist key: the app keeps
  /// the design of earlier releases; ignored when the app is built with the iOS 27 SDK or later.
  package static let designRequiresCompatibilityDocs =
    "https://developer.apple.com/documentation/bundleresources/information-property-list/"
    + "uidesignrequirescompatibility"
  /// CruGlobal/godtools-swift pull request 2790: the app's navigation bar items lose the glass
  /// effect through `hidesSharedBackground`.
  package static let godToolsHidesSharedBackground =
    "https://github.com/CruGlobal/godtools-swift/pull/2790"
}

/// The versions the defect affects, judged on the linked version: its catalogue entry's range
/// and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 26...)

extension BuiltInDefect {
  /// `bar-button-shared-glass-background`.
  package static let barButtonSharedGlassBackground = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .barButtonSharedGlassBackground,
        title: "Bar button items that draw their own background get a second, glass one",
        affected: affectedVersions,
        trigger: "a UIKit navigation bar (or a navigation bar under SwiftUI) whose bar button "
          + "items include custom views that draw their own background: a filled or tinted "
          + "button, an avatar, a badge, a label used as a title. From iOS 26, in the Liquid "
          + "Glass design, the bar groups its items on a shared glass background; "
          + "`UIBarButtonItem.hidesSharedBackground` (iOS 26 SDK) takes an item out of it. The "
          + "design applies only to apps built with the iOS 26 SDK or later that do not set "
          + "`UIDesignRequiresCompatibility` in their Info.plist (honoured with SDKs before "
          + "27), so the catalogue judges the versions on the older of the OS and the SDK and "
          + "leaves out the compatibility design. By design, so no version is known to end it",
        symptom: "the item's own background sits inside a glass capsule: two backgrounds, "
          + "colours that clash with the glass, and neighbouring items merged into one pill",
        sources: [
          KnownIssue.hidesSharedBackgroundDocs,
          KnownIssue.godToolsHidesSharedBackground,
          "https://github.com/banchichen/TZImagePickerController/issues/1737",
          "https://github.com/software-mansion/react-native-screens/pull/3229",
          "https://github.com/react-navigation/react-navigation/pull/12764",
          KnownIssue.designRequiresCompatibilityDocs,
        ])
      issue.followsLinkedSDK = true
      issue.excludedTraits = [.compatibilityDesign]
      return issue
    }(),
    strategies: [HideSharedBackgroundOnCustomBarItems()])
}

/// Takes the bar button items that draw their own background out of the navigation bar's
/// shared glass background, on iOS 26 and later, in apps linked against the iOS 26 SDK or later
/// that keep the new design.
///
/// In the Liquid Glass design a navigation bar puts its items on a shared glass capsule, and
/// adjacent items share one. A custom view that draws its own background (a filled button, an
/// avatar) then shows two backgrounds, merged with its neighbours. Setting the item's
/// `hidesSharedBackground` (iOS 26 SDK) draws it alone, as before. Plain items (a title, an
/// image, a system item) keep the capsule: without it they lose the platter the design gives
/// them and their touch area shrinks to the glyph. The property does not exist below iOS 26 or
/// in an older SDK, and in the compatibility design there is no glass to hide, so the strategy
/// is off there: its versions follow the linked SDK (``StrategyDescriptor/followsLinkedSDK``)
/// and its issue excludes ``ContextTrait/compatibilityDesign``.
package struct HideSharedBackgroundOnCustomBarItems: KeyedPolicyStrategy {
  /// The plan of each bar button item.
  package typealias Policy = BarItemBackgroundPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `bar-button-shared-glass-background` on iOS and iPadOS 26 and later, as
  /// linked.
  package let descriptor = StrategyDescriptor(
    id: .hideSharedBackgroundOnCustomBarItems,
    title: "Hide the shared glass background of bar items that draw their own",
    addresses: [.barButtonSharedGlassBackground],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 26, in the Liquid Glass design, a navigation bar draws "
      + "its items on a shared glass background; `hidesSharedBackground` on the items that "
      + "draw their own background leaves them as designed, and plain items keep the glass.",
    sources: [KnownIssue.hidesSharedBackgroundDocs, KnownIssue.godToolsHidesSharedBackground],
    followsLinkedSDK: true)

  /// Hides the shared background of the items that draw their own.
  package func adjust(_ policy: inout BarItemBackgroundRoute, for context: StrategyContext) {
    policy = .hiddenWhereItemDrawsItsOwn
  }
}

// MARK: - The policy, the plan and its planner

/// The plan for `bar-button-shared-glass-background`: which bar button items get
/// `hidesSharedBackground`.
public enum BarItemBackgroundPolicy: StrategyPolicyKey {
  /// Set nothing: every item keeps the bar's shared background.
  public static let passthrough = BarItemBackgroundRoute.shared
}

/// Which bar button items get `hidesSharedBackground`: ``shared`` or
/// ``hiddenWhereItemDrawsItsOwn``.
///
/// Compare a route with `==`; ``BarItemBackgroundPlanner/plan(for:)`` turns it into the plan of
/// each item.
public struct BarItemBackgroundRoute: Hashable, Sendable, CustomStringConvertible {
  /// The routes: the two an app or a strategy sets, and the over-mitigation the simulation's
  /// mutation check tries.
  @usableFromInline
  package enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    case shared, hiddenWhereItemDrawsItsOwn, hiddenEverywhere
  }

  /// Which route this is.
  @usableFromInline
  package let kind: Kind

  /// The route of `kind`.
  @inlinable
  package init(_ kind: Kind) { self.kind = kind }

  /// Set nothing: every item keeps the bar's shared background (where the design draws one).
  /// The code of an app without workarounds.
  @inlinable
  public static var shared: BarItemBackgroundRoute { BarItemBackgroundRoute(.shared) }

  /// Set `hidesSharedBackground` on the items whose custom view draws its own background, and
  /// nothing on plain items.
  @inlinable
  public static var hiddenWhereItemDrawsItsOwn: BarItemBackgroundRoute {
    BarItemBackgroundRoute(.hiddenWhereItemDrawsItsOwn)
  }

  /// Set `hidesSharedBackground` on every item: plain items lose the glass platter of the
  /// design and their touch area shrinks to the glyph. No strategy should write it; the
  /// mutation check tries it to show that the simulation catches the over-mitigation.
  package static var hiddenEverywhere: BarItemBackgroundRoute {
    BarItemBackgroundRoute(.hiddenEverywhere)
  }

  /// Every route, the over-mitigation included, for the mutation check.
  package static var allCases: [BarItemBackgroundRoute] {
    Kind.allCases.map(BarItemBackgroundRoute.init)
  }

  /// The route's name: `shared` or `hiddenWhereItemDrawsItsOwn`.
  public var description: String {
    switch kind {
    case .shared: "shared"
    case .hiddenWhereItemDrawsItsOwn: "hiddenWhereItemDrawsItsOwn"
    case .hiddenEverywhere: "hiddenEverywhere"
    }
  }
}

/// What a bar button item shows, as the app designed it.
public enum BarItemContent: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A title, an image or a system item, which the bar draws in its own style.
  case plain
  /// A custom view that draws its own background: a filled or tinted button, an avatar, a
  /// badge.
  case ownBackground

  /// `plain` or `ownBackground`.
  public var description: String {
    switch self {
    case .plain: "plain"
    case .ownBackground: "ownBackground"
    }
  }
}

/// What to set on one bar button item.
public enum BarItemBackgroundPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Set nothing: the item keeps the bar's shared background.
  case shared
  /// Set `hidesSharedBackground = true` (iOS 26 SDK and later) on the item.
  case hidesSharedBackground

  /// `shared` or `hidesSharedBackground`.
  public var description: String {
    switch self {
    case .shared: "shared"
    case .hidesSharedBackground: "hidesSharedBackground"
    }
  }
}

/// Plans, per the resolved strategies, whether each bar button item hides the navigation bar's
/// shared glass background, from what the item shows.
///
/// The route is resolved once, when the planner is created; call ``plan(for:)`` for each item
/// the app puts in a bar, when it creates it.
///
/// ```swift
/// let planner = BarItemBackgroundPlanner(strategies: strategies)
/// planner.plan(for: .ownBackground)
/// // iOS 26 and later, built with the iOS 26 SDK, the Liquid Glass design:
/// // .hidesSharedBackground; elsewhere .shared
/// ```
public struct BarItemBackgroundPlanner: Sendable, Hashable {
  /// Which items hide the shared background.
  public let route: BarItemBackgroundRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the bar-item background policy of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.policy(BarItemBackgroundPolicy.self)
  }

  /// What to set on an item that shows `content`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(for content: BarItemContent) -> BarItemBackgroundPlan {
    switch route.kind {
    case .shared: .shared
    case .hiddenWhereItemDrawsItsOwn: content == .ownBackground ? .hidesSharedBackground : .shared
    case .hiddenEverywhere: .hidesSharedBackground
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension BarItemBackgroundPlanner: StrategySetPlanner {}
