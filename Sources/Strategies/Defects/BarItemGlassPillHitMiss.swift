// MARK: - `bar-item-glass-pill-hit-miss`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 26 and later, in apps linked against the iOS 26 SDK or later that have not opted
  /// out of the new design, a SwiftUI toolbar button whose label is a bare image sits in a glass
  /// pill that highlights on a touch anywhere inside it, while the button takes only touches on
  /// the glyph: a press near the pill's edge animates and does nothing.
  public static let barItemGlassPillHitMiss: IssueID = "bar-item-glass-pill-hit-miss"
}

extension StrategyID {
  /// The built-in strategy that builds icon-only toolbar buttons with an icon-only `Label`, so
  /// that the bar hosts them as bar buttons that take touches across their whole pill, for
  /// ``IssueID/barItemGlassPillHitMiss``.
  public static let iconOnlyLabelForBarIcons: StrategyID = "icon-only-label-for-bar-icons"
}

extension KnownIssue {
  /// teya-engineering/lemonade-design-system#368: a bare icon in a `ToolbarItem`
  /// is hosted in a 36-point item with a 24-point interactive view; a larger frame, a content
  /// shape or a button style leave it at 24; wrapped in a `Label` with `.iconOnly` it becomes a
  /// bar button that hit-tests its whole frame.
  package static let lemonadeToolbarIconLabel =
    "https://github.com/teya-engineering/lemonade-design-system/pull/368"
  /// NativePHP/mobile-air#442: on an iPhone on iOS 26 a toolbar button's glass pill
  /// animates a press near its edge and nothing happens; the simulator taps the centre.
  package static let nativePHPPillEdgeTaps = "https://github.com/NativePHP/mobile-air/issues/442"
}

/// The versions the defect affects, judged on the linked version: its catalogue entry's range
/// and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 26...)

extension BuiltInDefect {
  /// `bar-item-glass-pill-hit-miss`.
  package static let barItemGlassPillHitMiss = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .barItemGlassPillHitMiss,
        title: "A toolbar icon's glass pill takes touches its button ignores",
        affected: affectedVersions,
        trigger: "a SwiftUI `ToolbarItem` whose `Button` label is a bare `Image` (a back "
          + "chevron, a share or a more icon). From iOS 26, in the Liquid Glass design, the bar "
          + "draws a glass pill around the item, wider than the glyph, and highlights it on a "
          + "touch anywhere inside; the item's interactive area stays the glyph's. A frame or "
          + "content shape outside the button does not reach its hit area. The design applies "
          + "only to apps built with the iOS 26 SDK or later that do not set "
          + "`UIDesignRequiresCompatibility` (honoured with SDKs before 27), so the catalogue "
          + "judges the versions on the older of the OS and the SDK and leaves out the "
          + "compatibility design. Seen on devices (a simulator taps the centre); no source "
          + "reports a fix, so the first fixed version is unknown",
        symptom: "a press near the edge of the pill animates it and the action never runs: "
          + "users tap two or three times (\"the back button doesn't respond\")",
        sources: [
          KnownIssue.nativePHPPillEdgeTaps,
          "https://github.com/MacMagazine/app-iOS/pull/319",
          KnownIssue.lemonadeToolbarIconLabel,
          "https://developer.apple.com/forums/thread/815492",
          KnownIssue.designRequiresCompatibilityDocs,
        ],
        fixedInUnknown: true)
      issue.followsLinkedSDK = true
      issue.excludedTraits = [.compatibilityDesign]
      return issue
    }(),
    strategies: [IconOnlyLabelForBarIcons()])
}

/// Builds icon-only toolbar buttons with an icon-only `Label`, on iOS 26 and later, in apps
/// linked against the iOS 26 SDK or later that keep the new design.
///
/// In the Liquid Glass design a toolbar item sits in a glass pill about 12 points wider than its
/// label. A button whose label is a bare image is hosted as a custom item whose interactive area
/// is the glyph's, so a touch on the rest of the pill highlights it and does nothing. A frame or
/// content shape outside the button does not change its hit area, and a wider frame inside the
/// label turns the round pill into an oval. Wrapped in a `Label` with the `.iconOnly` style the
/// item is a bar button that takes touches across its whole pill, and it looks as the bare image
/// did. Below 26, or in the compatibility design, there is no pill: the strategy is off (its
/// versions follow the linked SDK, ``StrategyDescriptor/followsLinkedSDK``, and its issue
/// excludes ``ContextTrait/compatibilityDesign``).
package struct IconOnlyLabelForBarIcons: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = BarIconLabelPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `bar-item-glass-pill-hit-miss` on iOS and iPadOS 26 and later, as linked.
  package let descriptor = StrategyDescriptor(
    id: .iconOnlyLabelForBarIcons,
    title: "Build toolbar icons as icon-only labels",
    addresses: [.barItemGlassPillHitMiss],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 26, in the Liquid Glass design, a toolbar button whose "
      + "label is a bare image takes touches on its glyph alone while its glass pill "
      + "highlights across its width; an icon-only Label makes it a bar button that takes "
      + "them across the pill, and looks the same.",
    sources: [KnownIssue.lemonadeToolbarIconLabel, KnownIssue.nativePHPPillEdgeTaps],
    followsLinkedSDK: true)

  /// Wraps the icon in an icon-only label.
  package func adjust(_ policy: inout BarIconLabelPlan, for context: StrategyContext) {
    policy = .iconOnlyLabel
  }
}

// MARK: - The plan and its planner

/// How an app builds the label of an icon-only toolbar button.
public enum BarIconLabelPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A bare `Image` (the code of an app without workarounds).
  case bareImage
  /// `Label(title, systemImage:)` with `.labelStyle(.iconOnly)`: it looks as the bare image,
  /// and the bar hosts it as a bar button.
  case iconOnlyLabel
  /// A bare `Image` with a 44-point minimum frame and a rectangular content shape inside the
  /// label: a wider label, whose pill becomes an oval.
  case minimumFrameInLabel
  /// A bare `Image`, the 44-point frame and the content shape applied outside the `Button`:
  /// they do not reach the button's hit area.
  case frameOutsideButton

  /// `bareImage`, `iconOnlyLabel`, `minimumFrameInLabel` or `frameOutsideButton`.
  public var description: String {
    switch self {
    case .bareImage: "bareImage"
    case .iconOnlyLabel: "iconOnlyLabel"
    case .minimumFrameInLabel: "minimumFrameInLabel"
    case .frameOutsideButton: "frameOutsideButton"
    }
  }
}

/// The plan for `bar-item-glass-pill-hit-miss`: how an app builds the label of an icon-only
/// toolbar button (``BarIconLabelPlan/bareImage`` unless a strategy wraps it).
public enum BarIconLabelPolicy: StrategyPolicyKey {
  /// A bare image, as written.
  public static let passthrough = BarIconLabelPlan.bareImage
}

/// Plans, per the resolved strategies, how an app builds the label of each icon-only toolbar
/// button.
///
/// ```swift
/// let plan = BarIconLabelPlanner(strategies: strategies).plan
/// // iOS 26 and later, built with the iOS 26 SDK, the Liquid Glass design: .iconOnlyLabel;
/// // elsewhere .bareImage
/// ```
public struct BarIconLabelPlanner: Sendable, Hashable {
  /// How every icon-only toolbar button's label is built.
  public let plan: BarIconLabelPlan

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the toolbar icon plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(BarIconLabelPolicy.self)
  }
}

// Made from a context and for the running device, as every planner is.
extension BarIconLabelPlanner: StrategySetPlanner {}
