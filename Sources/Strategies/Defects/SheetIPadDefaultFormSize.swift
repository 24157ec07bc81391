// MARK: - `sheet-ipad-default-form-size`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iPadOS 18 and later, in apps linked against the iOS 18 SDK or later, a SwiftUI sheet
  /// with no explicit presentation sizing opens at the smaller form size instead of the page
  /// size of earlier releases, so content laid out for a page-sized sheet scrolls.
  public static let sheetIPadDefaultFormSize: IssueID = "sheet-ipad-default-form-size"
}

extension StrategyID {
  /// The built-in strategy that gives page sizing (`presentationSizing(.page)`) to the sheets
  /// whose content is laid out for a page-sized sheet, for ``IssueID/sheetIPadDefaultFormSize``.
  public static let pageSizingForPageSheets: StrategyID = "page-sizing-for-page-sheets"
}

extension KnownIssue {
  /// SvenTiigi/WhatsNewKit's report of a "what's new" sheet full height on iPadOS 17 and half
  /// height on 18; `presentationSizing(.page)` under an iOS 18 check, on the sheet's content,
  /// brings the old size back.
  package static let whatsNewKitPageSizing = "https://github.com/SvenTiigi/WhatsNewKit/issues/94"
  /// Esri's Swift samples, pull request 574: sheets smaller than expected on iPadOS 18; page
  /// sizing on the one sheet whose content does not fit the form size.
  package static let esriSheetSizes =
    "https://github.com/Esri/arcgis-maps-sdk-swift-samples/pull/574"
}

extension BuiltInDefect {
  /// `sheet-ipad-default-form-size`.
  package static let sheetIPadDefaultFormSize = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .sheetIPadDefaultFormSize,
        title: "An iPad sheet opens at the smaller form size",
        affected: affectedVersions,
        requiredTraits: [.padIdiom],
        trigger: "a SwiftUI `.sheet` on an iPad whose content is laid out for the page-sized "
          + "sheet of earlier releases (onboarding, a \"what's new\" list, an editor), with no "
          + "`presentationSizing`. Apple's iOS & iPadOS 18 release notes (117551515): sheets "
          + "now use `.automatic` sizing, which resolves to `.form` on iOS; iOS 17 and earlier "
          + "used what is now called `.page`; apps linked against the iOS 18 SDK get the new "
          + "default, so the catalogue judges the versions on the older of the OS and the SDK. "
          + "By design, so no version is known to end it. UIKit's `.automatic` modal style "
          + "maps to a form sheet from 18 as well (react-native-screens restored the page "
          + "size with `prefersPageSizing`); the catalogue's model is SwiftUI's sheet",
        symptom: "the sheet opens as a smaller card in the middle of the screen, about half "
          + "the height of the page sheet: content that filled the page scrolls, and the "
          + "buttons at its end are off screen until the user scrolls. An iPhone's sheets "
          + "look the same at either size",
        sources: [
          KnownIssue.ios18ReleaseNotes,
          KnownIssue.whatsNewKitPageSizing,
          KnownIssue.esriSheetSizes,
          "https://github.com/software-mansion/react-native-screens/issues/2549",
          "https://github.com/software-mansion/react-native-screens/pull/2797",
        ])
      issue.followsLinkedSDK = true
      return issue
    }(),
    strategies: [PageSizingForPageSheets()])
}

/// iPadOS 18 and later, as linked: the releases whose sheets default to the form size.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 18...)

/// Gives page sizing to the sheets whose content is laid out for a page-sized sheet, on
/// iPadOS 18 and later in apps linked against the iOS 18 SDK or later.
///
/// There a SwiftUI sheet with no `presentationSizing` resolves to `.form`: on an iPad, a card
/// about half the height of the page sheet every sheet was before (iOS 17 and earlier had no
/// other size). `presentationSizing(.page)` (iOS 18 and later) on the sheet's *content*
/// brings the page size back; on the view that presents the sheet it does nothing. Sheets
/// the app lays out as short forms keep the new default: the release notes ask apps to pick
/// the sizing per sheet. Below a linked 18 the modifier does not exist and every sheet is
/// page-sized already, so the strategy sets nothing. Its versions follow the linked SDK
/// (``StrategyDescriptor/followsLinkedSDK``), and it needs the iPad idiom
/// (``ContextTrait/padIdiom``): an iPhone's sheet is as wide and as tall at either size.
package struct PageSizingForPageSheets: KeyedPolicyStrategy {
  /// The plan it adjusts.
  package typealias Policy = SheetSizingPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-ipad-default-form-size` on iPadOS 18 and later, as linked, with the
  /// iPad idiom.
  package let descriptor = StrategyDescriptor(
    id: .pageSizingForPageSheets,
    title: "Give page sizing to sheets laid out for the page size",
    addresses: [.sheetIPadDefaultFormSize],
    versions: affectedVersions,
    requiredTraits: [.padIdiom],
    rationale: "Linked on or after iOS 18, an iPad sheet with no presentation sizing opens at "
      + "the form size; `presentationSizing(.page)` on the content of the sheets laid out for "
      + "a page keeps them page-sized, and short forms keep the new default.",
    sources: [KnownIssue.ios18ReleaseNotes, KnownIssue.whatsNewKitPageSizing],
    followsLinkedSDK: true)

  /// Page sizing where the sheet's content is laid out for a page.
  package func adjust(_ policy: inout SheetSizingRoute, for context: StrategyContext) {
    policy = .pageWhereDesigned
  }
}

// MARK: - The policy key, the plan and its planner

/// The plan for `sheet-ipad-default-form-size`: which sheets get an explicit
/// `presentationSizing` (``SheetSizingRoute/systemDefault`` without workarounds).
public enum SheetSizingPolicy: StrategyPolicyKey {
  /// No sheet gets an explicit sizing.
  public static let passthrough = SheetSizingRoute.systemDefault
}

/// What a sheet's content is laid out for, as the app designed it.
public enum SheetContentDesign: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Content laid out for a page-sized sheet: onboarding, a "what's new" list, an editor, as
  /// every iPad sheet was sized before iOS 18.
  case page
  /// A short form: a few fields and buttons, which fits the smaller form size.
  case form

  /// `page` or `form`.
  public var description: String {
    switch self {
    case .page: "page"
    case .form: "form"
    }
  }
}

/// Which sheets get an explicit `presentationSizing`: ``systemDefault``,
/// ``pageWhereDesigned`` or ``pageEverywhere``.
public enum SheetSizingRoute: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Set no sizing: each sheet gets the system's default (`.form` on iPadOS 18 and later,
  /// linked on or after 18; the page size before). The code of an app without workarounds.
  case systemDefault
  /// `presentationSizing(.page)` on the content of the sheets laid out for a page, nothing on
  /// short forms.
  case pageWhereDesigned
  /// `presentationSizing(.page)` on every sheet: short forms lose the form size the release
  /// asks apps to pick per sheet. No strategy writes it; the mutation check tries it to show
  /// that the simulation catches the over-mitigation.
  case pageEverywhere

  /// `systemDefault`, `pageWhereDesigned` or `pageEverywhere`.
  public var description: String {
    switch self {
    case .systemDefault: "systemDefault"
    case .pageWhereDesigned: "pageWhereDesigned"
    case .pageEverywhere: "pageEverywhere"
    }
  }
}

/// The `presentationSizing` to put on a sheet's content.
public enum SheetSizingPlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// No modifier: the system's default sizing.
  case automatic
  /// `presentationSizing(.page)` on the sheet's content (iOS 18 and later), not on the view
  /// that presents it.
  case page

  /// `automatic` or `page`.
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .page: "page"
    }
  }
}

/// Plans, per the resolved strategies, the `presentationSizing` of each SwiftUI sheet from
/// what its content is laid out for.
///
/// The app says what each sheet's content is designed as (``SheetContentDesign/page`` for
/// onboarding or a long list, ``SheetContentDesign/form`` for a short form); the plan says
/// which sizing, if any, to put on that content. The route is resolved once, when the planner
/// is created.
///
/// ```swift
/// let plan = SheetSizingPlanner(strategies: strategies).plan(for: .page)
/// // iPadOS 18 and later, built with the iOS 18 SDK or later, the iPad idiom: .page
/// ```
public struct SheetSizingPlanner: Sendable, Hashable {
  /// Which sheets get an explicit sizing.
  public let route: SheetSizingRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the sheet-sizing plan of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.policy(SheetSizingPolicy.self)
  }

  /// The sizing to put on the content of a sheet laid out as `design`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(for design: SheetContentDesign) -> SheetSizingPlan {
    switch route {
    case .systemDefault: .automatic
    case .pageWhereDesigned: design == .page ? .page : .automatic
    case .pageEverywhere: .page
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension SheetSizingPlanner: StrategySetPlanner {}
