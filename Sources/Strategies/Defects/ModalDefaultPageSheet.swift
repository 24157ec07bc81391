// MARK: - `modal-default-page-sheet`: the defect, its identifier and its strategy

extension IssueID {
  /// A UIKit presentation with no explicit `modalPresentationStyle` shows as a card sheet that
  /// can be swiped away, in apps linked against the iOS 13 SDK or later, on 13 or later.
  public static let modalDefaultPageSheet: IssueID = "modal-default-page-sheet"
}

extension StrategyID {
  /// The built-in strategy that sets `.fullScreen` on a UIKit presentation designed full screen,
  /// for ``IssueID/modalDefaultPageSheet``.
  public static let presentFullScreenExplicitly: StrategyID = "present-full-screen-explicitly"
}

extension KnownIssue {
  /// Apple's documentation of `UIModalPresentationStyle.automatic`: mapped to a page sheet
  /// before iOS 18 and to a form sheet from 18, for most view controllers.
  package static let automaticModalStyleDocs =
    "https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic"
  /// Geoff Hackworth, "View Controller Presentation Changes in iOS 13": the default is now a
  /// page sheet, shown side by side for an Xcode 10 and an Xcode 11 build on iOS 13.
  package static let hacknicityPresentationChanges =
    "https://hacknicity.medium.com/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e"
  /// wix/react-native-navigation pull request 5709: below iOS 13 the default style is always
  /// full screen; from 13 the system resolves it.
  package static let wixDefaultModalStyle =
    "https://github.com/wix/react-native-navigation/pull/5709"
}

extension BuiltInDefect {
  /// `modal-default-page-sheet`.
  package static let modalDefaultPageSheet = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .modalDefaultPageSheet,
        title: "A flow designed full screen is presented as a card sheet",
        affected: .on(.iOS, .iPadOS, versions: 13...),
        trigger: "a UIKit app presents a flow designed full screen (camera, onboarding, login, "
          + "an editor), often inside a UINavigationController, with `present(_:animated:)` and "
          + "no explicit `modalPresentationStyle`. The UIKit header: the style defaults to "
          + "`.automatic` on iOS from 13.0 and to `.fullScreen` before; Apple's documentation "
          + "maps `.automatic` to a page sheet before iOS 18 and a form sheet from 18, both "
          + "cards on an iPhone. By design, so the catalogue gives no fixed version. Apple "
          + "states no SDK gate; reports do (iNDS-Team/iNDS #132: \"only happens when the app "
          + "is compiled with Xcode 11\", and Hackworth's Xcode 10 build on iOS 13 shown full "
          + "screen): the catalogue judges the versions on the older of the OS and the SDK the "
          + "app is built with. A style set on the navigation controller's child does nothing: "
          + "UIKit reads the controller that is presented",
        symptom: "the flow shows as a card over the dimmed presenter and can be swiped down; "
          + "the presenter never leaves the hierarchy, so its viewWillAppear is not called "
          + "when the flow closes and what it refreshes there stays stale",
        sources: [
          KnownIssue.automaticModalStyleDocs, KnownIssue.hacknicityPresentationChanges,
          "https://github.com/iNDS-Team/iNDS/issues/132", KnownIssue.wixDefaultModalStyle,
          "https://github.com/jonkykong/SideMenu/issues/558",
          "https://github.com/devxoul/URLNavigator/issues/135",
          "https://github.com/pretix/pretixscan-ios/pull/18",
        ])
      issue.followsLinkedSDK = true
      return issue
    }(),
    strategies: [PresentFullScreenExplicitly()])
}

/// Sets `.fullScreen` on a UIKit presentation designed full screen, where the default style has
/// become a card sheet: iOS 13 and later, in apps linked against the iOS 13 SDK or later.
///
/// There a view controller's `modalPresentationStyle` defaults to `.automatic`, which UIKit
/// resolves to a page sheet (a form sheet from iOS 18): a card the user can swipe down, with the
/// presenter left in the hierarchy (no `viewWillDisappear`, and no `viewWillAppear` when the
/// card goes). Setting `.fullScreen` on the controller that is presented, the navigation
/// controller when the flow has one, brings the full-screen presentation back. Presentations
/// the app means as sheets keep the default and their swipe-to-dismiss. Below a linked 13 the
/// default is already full screen, and the strategy sets nothing. Its versions follow the linked
/// SDK (``StrategyDescriptor/followsLinkedSDK``): an app built with the iOS 12 SDK keeps full
/// screen on 13 and later.
package struct PresentFullScreenExplicitly: SheetPresentationStrategy {
  /// Creates the strategy.
  package init() {}

  /// Addresses `modal-default-page-sheet` on iOS and iPadOS 13 and later, as linked.
  package let descriptor = StrategyDescriptor(
    id: .presentFullScreenExplicitly,
    title: "Set the full-screen style explicitly on flows designed full screen",
    addresses: [.modalDefaultPageSheet],
    versions: .on(.iOS, .iPadOS, versions: 13...),
    rationale: "Linked on or after iOS 13, an unset modalPresentationStyle resolves to a card "
      + "sheet; `.fullScreen`, set on the controller that is presented, keeps a full-screen flow "
      + "full screen, and sheets keep the default.",
    sources: [KnownIssue.automaticModalStyleDocs, KnownIssue.wixDefaultModalStyle],
    followsLinkedSDK: true)

  /// Sets full screen where the app designed the presentation full screen.
  package func adjust(_ policy: inout SheetPresentationPolicy, for context: StrategyContext) {
    policy.modalStyle = .fullScreenWhereIntended
  }
}

// MARK: - The plan: which presentations get an explicit style

/// Which UIKit modal presentations get an explicit `modalPresentationStyle` before
/// `present(_:animated:completion:)`: ``systemDefault`` or ``fullScreenWhereIntended``.
///
/// Compare a route with `==`; ``ModalPresentationPlanner/plan(for:)`` turns it into the style
/// of each presentation.
public struct ModalStyleRoute: Hashable, Sendable, CustomStringConvertible {
  /// The routes: the two an app or a strategy sets, and the over-mitigation the simulation's
  /// mutation check tries.
  @usableFromInline
  package enum Kind: UInt8, Hashable, Sendable, CaseIterable {
    case systemDefault, fullScreenWhereIntended, fullScreenEverywhere
  }

  /// Which route this is.
  @usableFromInline
  package let kind: Kind

  /// The route of `kind`.
  @inlinable
  package init(_ kind: Kind) { self.kind = kind }

  /// Set no style: each presentation gets the system's default (`.automatic` in apps linked
  /// against the iOS 13 SDK or later, on 13 or later; `.fullScreen` before). The code of an
  /// app without workarounds.
  @inlinable
  public static var systemDefault: ModalStyleRoute { ModalStyleRoute(.systemDefault) }

  /// Set `.fullScreen` on the presentations the app designed full screen (camera, onboarding,
  /// login), and nothing on those it means as sheets.
  @inlinable
  public static var fullScreenWhereIntended: ModalStyleRoute {
    ModalStyleRoute(.fullScreenWhereIntended)
  }

  /// Set `.fullScreen` on every presentation, as apps that override `present(_:animated:)` do
  /// to get the old look back. Presentations meant as sheets lose their card and its
  /// swipe-to-dismiss: no strategy should write it; the mutation check tries it to show that
  /// the simulation catches the over-mitigation.
  package static var fullScreenEverywhere: ModalStyleRoute {
    ModalStyleRoute(.fullScreenEverywhere)
  }

  /// Every route, the over-mitigation included, for the mutation check.
  package static var allCases: [ModalStyleRoute] { Kind.allCases.map(ModalStyleRoute.init) }

  /// The route's name: `systemDefault` or `fullScreenWhereIntended`.
  public var description: String {
    switch kind {
    case .systemDefault: "systemDefault"
    case .fullScreenWhereIntended: "fullScreenWhereIntended"
    case .fullScreenEverywhere: "fullScreenEverywhere"
    }
  }
}

/// The `modalPresentationStyle` to set on the view controller that is presented.
public enum ModalStylePlan: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Set nothing: the system's default style.
  case systemDefault
  /// Set `.fullScreen` on the presented controller (the navigation controller when a flow is
  /// presented in one, not its child) before presenting it.
  case fullScreen

  /// `systemDefault`, `fullScreen`.
  public var description: String {
    switch self {
    case .systemDefault: "systemDefault"
    case .fullScreen: "fullScreen"
    }
  }
}

/// Plans, per the resolved sheet strategies, the `modalPresentationStyle` of each UIKit modal
/// presentation from what the app designed it as: a full-screen flow or a sheet.
///
/// The app says what each presentation is meant to be (``PresentationStyle/fullScreenCover``
/// for a camera, onboarding or login flow; ``PresentationStyle/sheet`` for a card); the plan
/// says which style, if any, to set on the controller that is presented. The route is resolved
/// once, when the planner is created.
///
/// ```swift
/// let plan = ModalPresentationPlanner(strategies: strategies).plan(for: .fullScreenCover)
/// // linked against the iOS 13 SDK or later, on 13 or later: .fullScreen; before: .systemDefault
/// ```
public struct ModalPresentationPlanner: Hashable, Sendable {
  /// Which presentations get an explicit style.
  public let route: ModalStyleRoute

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the sheet policy of `strategies`.
  public init(strategies: StrategySet) {
    self.route = strategies.sheetPresentation.modalStyle
  }

  /// The style to set on a presentation the app designed as `intent`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func plan(for intent: PresentationStyle) -> ModalStylePlan {
    switch route.kind {
    case .systemDefault: .systemDefault
    case .fullScreenWhereIntended: intent == .fullScreenCover ? .fullScreen : .systemDefault
    case .fullScreenEverywhere: .fullScreen
    }
  }
}

// Made from a context and for the running device, as every planner is.
extension ModalPresentationPlanner: StrategySetPlanner {}
