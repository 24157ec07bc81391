// MARK: - `bar-appearance-background-overridden`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 26 and later, in apps linked against the iOS 26 SDK or later that have not opted
  /// out of the new design, a navigation or tab bar whose appearance sets its own background
  /// (an opaque colour, or a transparent background) shows that instead of the Liquid Glass
  /// material: an opaque slab, or no material at all.
  public static let barAppearanceBackgroundOverridden: IssueID =
    "bar-appearance-background-overridden"
}

extension StrategyID {
  /// The built-in strategy that gives the bars designed to take the new design's glass the
  /// default background, keeping the app's foreground styling, for
  /// ``IssueID/barAppearanceBackgroundOverridden``.
  public static let defaultBarBackgroundOnGlass: StrategyID = "default-bar-background-on-glass"
}

extension KnownIssue {
  /// gunumdogdu/cupertino_native_better#74: a tab bar appearance configured with
  /// a transparent background has no material at all on iOS 26; the default background there,
  /// the transparent one below.
  package static let cupertinoTransparentTabBar =
    "https://github.com/gunumdogdu/cupertino_native_better/pull/74"
  /// iBurnApp/iBurn-iOS#246: on iOS 26 the navigation bars skip the custom
  /// background styling and keep the tint colour only; older versions keep the opaque themed
  /// appearance.
  package static let iBurnGlassNavigationBars = "https://github.com/iBurnApp/iBurn-iOS/pull/246"
}

/// The versions the defect affects, judged on the linked version: its catalogue entry's range
/// and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 26...)

extension BuiltInDefect {
  /// `bar-appearance-background-overridden`.
  package static let barAppearanceBackgroundOverridden = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .barAppearanceBackgroundOverridden,
        title: "A bar appearance's own background replaces the glass",
        affected: affectedVersions,
        trigger: "a navigation or tab bar whose `UINavigationBarAppearance` or "
          + "`UITabBarAppearance` sets its own background for the earlier design: "
          + "`configureWithOpaqueBackground()` with the app's colour, or "
          + "`configureWithTransparentBackground()` for a bar over the content. From iOS 26, in "
          + "the Liquid Glass design, the bar's glass comes from the default background; the "
          + "design applies only to apps built with the iOS 26 SDK or later that do not set "
          + "`UIDesignRequiresCompatibility` (honoured with SDKs before 27), so the catalogue "
          + "judges the versions on the older of the OS and the SDK and leaves out the "
          + "compatibility design. By design, so no version is known to end it",
        symptom: "an opaque slab where the design puts glass, or, for a transparent "
          + "appearance, a bar with no material at all: the content reads through it at full "
          + "sharpness, across the bar's labels",
        sources: [
          KnownIssue.cupertinoTransparentTabBar,
          "https://github.com/intrepidkarthi/dailyvox/pull/15",
          "https://github.com/callstack/react-native-bottom-tabs/pull/509",
          KnownIssue.iBurnGlassNavigationBars,
          "https://github.com/scribe-org/Scribe-iOS/issues/571",
          KnownIssue.designRequiresCompatibilityDocs,
        ])
      issue.followsLinkedSDK = true
      issue.excludedTraits = [.compatibilityDesign]
      return issue
    }(),
    strategies: [DefaultBarBackgroundOnGlass()])
}

/// Gives the bars designed to take the new design's glass the default background, keeping the
/// app's foreground styling, on iOS 26 and later, in apps linked against the iOS 26 SDK or
/// later that keep the new design.
///
/// A bar appearance configured for the earlier design with an opaque background in the app's
/// colour, or with a transparent background over the content, keeps that background in the
/// Liquid Glass design: the opaque one covers the glass, and the transparent one leaves the bar
/// with no material at all. The glass comes from `configureWithDefaultBackground()`; the
/// appearance's title and item colours stay the app's. A bar that must stay opaque in every
/// design (over a map, say) keeps its appearance. Elsewhere the app's appearance is the design:
/// the default background there would turn a coloured bar into the system's material and a
/// transparent one into a blurred bar, so the strategy is off; its versions follow the linked
/// SDK (``StrategyDescriptor/followsLinkedSDK``) and its issue excludes
/// ``ContextTrait/compatibilityDesign``.
package struct DefaultBarBackgroundOnGlass: KeyedPolicyStrategy {
  /// The plan of each bar.
  package typealias Policy = BarGlassBackgroundPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `bar-appearance-background-overridden` on iOS and iPadOS 26 and later, as
  /// linked.
  package let descriptor = StrategyDescriptor(
    id: .defaultBarBackgroundOnGlass,
    title: "Give bars meant for the glass the default background",
    addresses: [.barAppearanceBackgroundOverridden],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 26, in the Liquid Glass design, a bar's glass comes from "
      + "the default background; an appearance's opaque or transparent background replaces it. "
      + "The default background with the app's foreground styling gives the glass and keeps "
      + "the brand.",
    sources: [KnownIssue.cupertinoTransparentTabBar, KnownIssue.iBurnGlassNavigationBars],
    followsLinkedSDK: true)

  /// Gives the default background where the design wants glass.
  package func adjust(_ policy: inout BarGlassBackgroundRoute, for context: StrategyContext) {
    policy = .defaultWhereGlassDesigned
  }
}

// MARK: - The policy, the plan and its planner

/// The plan for `bar-appearance-background-overridden`: which bars' appearances get the
/// default background.
public enum BarGlassBackgroundPolicy: StrategyPolicyKey {
  /// Configure every appearance as designed.
  public static let passthrough = BarGlassBackgroundRoute.asDesigned
}

/// What a bar's background is designed as, for the earlier design and the Liquid Glass one.
public enum BarBackgroundDesign: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// An opaque bar in the app's colour in the earlier design, glass in the new one.
  case brandColoured
  /// A transparent bar over the content in the earlier design, glass in the new one.
  case transparentOverContent
  /// An opaque bar in every design: content the glass would make unreadable under it (a map).
  case opaqueInEveryDesign

  /// `brandColoured`, `transparentOverContent` or `opaqueInEveryDesign`.
  public var description: String {
    switch self {
    case .brandColoured: "brandColoured"
    case .transparentOverContent: "transparentOverContent"
    case .opaqueInEveryDesign: "opaqueInEveryDesign"
    }
  }
}

/// How the app configures one bar's appearance.
public enum BarGlassBackgroundPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The app's appearance as written: its own background and its foreground styling.
  case asDesigned
  /// `configureWithDefaultBackground()`, then the app's foreground styling (title and item
  /// colours).
  case defaultBackground
  /// No appearance at all: the system's background and the system's colours.
  case systemAppearance

  /// `asDesigned`, `defaultBackground` or `systemAppearance`.
  public var description: String {
    switch self {
    case .asDesigned: "asDesigned"
    case .defaultBackground: "defaultBackground"
    case .systemAppearance: "systemAppearance"
    }
  }
}

/// Which bars get the default background: ``asDesigned`` or ``defaultWhereGlassDesigned``.
///
/// Compare a route with `==`; ``BarGlassBackgroundPlanner/plan(for:)`` turns it into the plan
/// of each bar.
public struct BarGlassBackgroundRoute: Hashable, Sendable, CustomStringConvertible {
  /// The routes: the two an app or a strategy sets, and the over-mitigations the simulation's
  /// mutation check tries.
  @usableFromInline
  package enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    case asDesigned, defaultWhereGlassDesigned, systemWhereGlassDesigned, defaultEverywhere
  }

  /// Which route this is.
  @usableFromInline
  package let kind: Kind

  /// The route of `kind`.
  @inlinable
  package init(_ kind: Kind) { self.kind = kind }

  /// Every appearance as designed. The code of an app without workarounds.
  @inlinable
  public static var asDesigned: BarGlassBackgroundRoute { BarGlassBackgroundRoute(.asDesigned) }

  /// The default background, with the app's foreground styling, for the bars designed to take
  /// the glass; the bars opaque in every design as designed.
  @inlinable
  public static var defaultWhereGlassDesigned: BarGlassBackgroundRoute {
    BarGlassBackgroundRoute(.defaultWhereGlassDesigned)
  }

  /// No appearance for the bars designed to take the glass: they get the glass and lose the
  /// app's colours. No strategy should write it; the mutation check tries it.
  package static var systemWhereGlassDesigned: BarGlassBackgroundRoute {
    BarGlassBackgroundRoute(.systemWhereGlassDesigned)
  }

  /// The default background for every bar, those opaque in every design too. No strategy should
  /// write it; the mutation check tries it.
  package static var defaultEverywhere: BarGlassBackgroundRoute {
    BarGlassBackgroundRoute(.defaultEverywhere)
  }

  /// Every route, the over-mitigations included, for the mutation check.
  package static var allCases: [BarGlassBackgroundRoute] {
    Kind.allCases.map(BarGlassBackgroundRoute.init)
  }

  /// The route's name.
  public var description: String {
    switch kind {
    case .asDesigned: "asDesigned"
    case .defaultWhereGlassDesigned: "defaultWhereGlassDesigned"
    case .systemWhereGlassDesigned: "systemWhereGlassDesigned"
    case .defaultEverywhere: "defaultEverywhere"
    }
  }
}

/// Plans, per the resolved strategies, how an app configures each bar's appearance, from what
/// its background is designed as.
///
/// The route is resolved once, when the planner is created; call ``plan(for:)`` for each bar
/// when the app configures its appearance.
///
/// ```swift
/// let planner = BarGlassBackgroundPlanner(strategies: strategies)
/// planner.plan(for: .brandColoured)
/// // iOS 26 and later, built with the iOS 26 SDK, the Liquid Glass design:
/// // .defaultBackground; elsewhere .asDesigned
/// ```
public struct BarGlassBackgroundPlanner: Sendable, Hashable {
  /// Which bars get the default background.
  public let route: BarGlassBackgroundRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the bar background policy of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.policy(BarGlassBackgroundPolicy.self)
  }

  /// How to configure the appearance of a bar whose background is designed as `design`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(for design: BarBackgroundDesign) -> BarGlassBackgroundPlan {
    switch route.kind {
    case .asDesigned: .asDesigned
    case .defaultWhereGlassDesigned:
      design == .opaqueInEveryDesign ? .asDesigned : .defaultBackground
    case .systemWhereGlassDesigned:
      design == .opaqueInEveryDesign ? .asDesigned : .systemAppearance
    case .defaultEverywhere: .defaultBackground
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension BarGlassBackgroundPlanner: StrategySetPlanner {}
