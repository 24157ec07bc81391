// MARK: - `sheet-partial-detent-glass-background`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 26 and later, on an iPhone, in apps linked against the iOS 26 SDK or later that
  /// have not opted out of the new design, a sheet at a partial detent (medium, a fraction, a
  /// height) is drawn on see-through Liquid Glass instead of the opaque background it had.
  public static let sheetPartialDetentGlassBackground: IssueID =
    "sheet-partial-detent-glass-background"
}

extension StrategyID {
  /// The built-in strategy that gives the sheets designed as opaque cards an explicit opaque
  /// background, for ``IssueID/sheetPartialDetentGlassBackground``.
  public static let opaqueBackgroundForCardSheets: StrategyID =
    "opaque-background-for-card-sheets"
}

extension KnownIssue {
  /// SwiftfulThinking/SwiftfulRouting's report: a resizable sheet is transparent at the
  /// medium, fraction and height detents on iOS 26.1, and as before at the large one.
  package static let swiftfulRoutingTransparentSheet =
    "https://github.com/SwiftfulThinking/SwiftfulRouting/issues/103"
  /// kasianov-mikhail/scout pull request 570: the filter sheet gets an opaque presentation
  /// background, over the glass newer versions give sheets by default.
  package static let scoutOpaqueFilterSheet =
    "https://github.com/kasianov-mikhail/scout/pull/570"
}

/// The versions the defect affects, judged on the linked version: its catalogue entry's range
/// and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, versions: 26...)

extension BuiltInDefect {
  /// `sheet-partial-detent-glass-background`.
  package static let sheetPartialDetentGlassBackground = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .sheetPartialDetentGlassBackground,
        title: "A sheet at a partial detent is drawn on see-through glass",
        affected: affectedVersions,
        trigger: "a sheet with detents (SwiftUI `presentationDetents`, UIKit "
          + "`UISheetPresentationController`) on an iPhone, whose content relies on the "
          + "sheet's default opaque background (a form, a filter list, text over the sheet's "
          + "colour). From iOS 26, in the Liquid Glass design, a sheet at a detent smaller than "
          + "large floats on glass, through which the screen behind shows; at the large detent "
          + "it is opaque again. The design applies only to apps built with the iOS 26 SDK or "
          + "later that do not set `UIDesignRequiresCompatibility` (honoured with SDKs before "
          + "27), so the catalogue judges the versions on the older of the OS and the SDK and "
          + "leaves out the compatibility design. An iPad's form sheets are left out. By "
          + "design, so no version is known to end it",
        symptom: "at the medium or a custom detent the sheet is see-through: the screen behind "
          + "shows under the sheet's content and competes with it; dragged to large, the sheet "
          + "is opaque",
        sources: [
          KnownIssue.swiftfulRoutingTransparentSheet,
          KnownIssue.scoutOpaqueFilterSheet,
          "https://github.com/ls1intum/artemis-ios/pull/425",
          "https://github.com/code-payments/code-ios-app/pull/773",
          KnownIssue.designRequiresCompatibilityDocs,
        ])
      issue.followsLinkedSDK = true
      issue.excludedTraits = [.compatibilityDesign, .padIdiom]
      return issue
    }(),
    strategies: [OpaqueBackgroundForCardSheets()])
}

/// Gives the sheets designed as opaque cards an explicit opaque background, on iOS 26 and later
/// on an iPhone, in apps linked against the iOS 26 SDK or later that keep the new design.
///
/// There a sheet at a partial detent is drawn on Liquid Glass, and its content, laid out for
/// the opaque sheet of earlier releases, sits over the screen behind. An explicit background
/// (`presentationBackground` with the system background colour, or the presented view's
/// `backgroundColor`) makes it opaque at every detent, as scout does for its filter sheet.
/// Sheets the app moved to the new design keep the glass: an opaque background there hides
/// what the glass is for. Elsewhere every sheet is opaque already, so the strategy is off:
/// its versions follow the linked SDK (``StrategyDescriptor/followsLinkedSDK``) and its issue
/// excludes ``ContextTrait/compatibilityDesign`` and ``ContextTrait/padIdiom``.
package struct OpaqueBackgroundForCardSheets: KeyedPolicyStrategy {
  /// The plan of each sheet.
  package typealias Policy = SheetSurfacePolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-partial-detent-glass-background` on iOS 26 and later, as linked.
  package let descriptor = StrategyDescriptor(
    id: .opaqueBackgroundForCardSheets,
    title: "Give sheets designed as opaque cards an explicit opaque background",
    addresses: [.sheetPartialDetentGlassBackground],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 26, in the Liquid Glass design, a sheet at a partial "
      + "detent is see-through glass; an explicit opaque background keeps the sheets designed "
      + "as opaque cards opaque, and sheets moved to the new design keep the glass.",
    sources: [KnownIssue.swiftfulRoutingTransparentSheet, KnownIssue.scoutOpaqueFilterSheet],
    followsLinkedSDK: true)

  /// Makes the sheets designed as opaque cards opaque.
  package func adjust(_ policy: inout SheetSurfaceRoute, for context: StrategyContext) {
    policy = .opaqueWhereDesigned
  }
}

// MARK: - The policy, the plan and its planner

/// The plan for `sheet-partial-detent-glass-background`: which sheets get an explicit opaque
/// background.
public enum SheetSurfacePolicy: StrategyPolicyKey {
  /// Set nothing: every sheet gets the system's background.
  public static let passthrough = SheetSurfaceRoute.systemDefault
}

/// Which sheets get an explicit opaque background: ``systemDefault`` or
/// ``opaqueWhereDesigned``.
///
/// Compare a route with `==`; ``SheetSurfacePlanner/plan(for:)`` turns it into the plan of
/// each sheet.
public struct SheetSurfaceRoute: Hashable, Sendable, CustomStringConvertible {
  /// The routes: the two an app or a strategy sets, and the over-mitigation the simulation's
  /// mutation check tries.
  @usableFromInline
  package enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    case systemDefault, opaqueWhereDesigned, opaqueEverywhere
  }

  /// Which route this is.
  @usableFromInline
  package let kind: Kind

  /// The route of `kind`.
  @inlinable
  package init(_ kind: Kind) { self.kind = kind }

  /// Set nothing: every sheet gets the system's background. The code of an app without
  /// workarounds.
  @inlinable
  public static var systemDefault: SheetSurfaceRoute { SheetSurfaceRoute(.systemDefault) }

  /// Give the sheets designed as opaque cards an explicit opaque background, and leave the
  /// others to the system.
  @inlinable
  public static var opaqueWhereDesigned: SheetSurfaceRoute {
    SheetSurfaceRoute(.opaqueWhereDesigned)
  }

  /// Give every sheet an opaque background: the sheets the app moved to the new design lose
  /// their glass. No strategy should write it; the mutation check tries it to show that the
  /// simulation catches the over-mitigation.
  package static var opaqueEverywhere: SheetSurfaceRoute { SheetSurfaceRoute(.opaqueEverywhere) }

  /// Every route, the over-mitigation included, for the mutation check.
  package static var allCases: [SheetSurfaceRoute] { Kind.allCases.map(SheetSurfaceRoute.init) }

  /// The route's name: `systemDefault` or `opaqueWhereDesigned`.
  public var description: String {
    switch kind {
    case .systemDefault: "systemDefault"
    case .opaqueWhereDesigned: "opaqueWhereDesigned"
    case .opaqueEverywhere: "opaqueEverywhere"
    }
  }
}

/// What the app designed a sheet's surface as.
public enum SheetSurfaceDesign: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// An opaque card: the content is laid out on the sheet's own colour (a form, a filter
  /// list).
  case opaqueCard
  /// The system's surface: glass at partial detents from iOS 26, where the screen behind is
  /// meant to show.
  case systemSurface

  /// `opaqueCard` or `systemSurface`.
  public var description: String {
    switch self {
    case .opaqueCard: "opaqueCard"
    case .systemSurface: "systemSurface"
    }
  }
}

/// What to set on one sheet.
public enum SheetSurfacePlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Set nothing: the system's background.
  case systemDefault
  /// Set an opaque background: SwiftUI `presentationBackground` with the system background
  /// colour (iOS 16.4 and later), or the presented view's `backgroundColor` in UIKit.
  case opaqueBackground

  /// `systemDefault` or `opaqueBackground`.
  public var description: String {
    switch self {
    case .systemDefault: "systemDefault"
    case .opaqueBackground: "opaqueBackground"
    }
  }
}

/// Plans, per the resolved strategies, whether each sheet gets an explicit opaque background,
/// from what the app designed its surface as.
///
/// The route is resolved once, when the planner is created; call ``plan(for:)`` for each sheet
/// the app presents.
///
/// ```swift
/// let planner = SheetSurfacePlanner(strategies: strategies)
/// planner.plan(for: .opaqueCard)
/// // iOS 26 and later on an iPhone, built with the iOS 26 SDK, the Liquid Glass design:
/// // .opaqueBackground; elsewhere .systemDefault
/// ```
public struct SheetSurfacePlanner: Sendable, Hashable {
  /// Which sheets get an explicit opaque background.
  public let route: SheetSurfaceRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the sheet-surface policy of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.policy(SheetSurfacePolicy.self)
  }

  /// What to set on a sheet whose surface is designed as `design`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(for design: SheetSurfaceDesign) -> SheetSurfacePlan {
    switch route.kind {
    case .systemDefault: .systemDefault
    case .opaqueWhereDesigned: design == .opaqueCard ? .opaqueBackground : .systemDefault
    case .opaqueEverywhere: .opaqueBackground
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension SheetSurfacePlanner: StrategySetPlanner {}
