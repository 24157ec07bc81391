// MARK: - `sheet-content-retained-after-dismiss`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 17.0 and 17.1 a dismissed SwiftUI sheet or full-screen cover is not released: the
  /// objects its content captured (view models, stores) stay alive and keep handling the app's
  /// events (fixed in iOS 17.2).
  public static let sheetContentRetainedAfterDismiss: IssueID =
    "sheet-content-retained-after-dismiss"
}

extension StrategyID {
  /// The built-in strategy that presents a sheet's content from a hosting controller the app
  /// owns and releases on dismissal, for ``IssueID/sheetContentRetainedAfterDismiss``.
  public static let presentFromOwnedHostingController: StrategyID =
    "present-from-owned-hosting-controller"
}

extension KnownIssue {
  /// A package whose sheets and covers are presented by a `UIViewController` instead of
  /// SwiftUI, to be switched off once the system releases dismissed sheets.
  package static let swiftUIMemoryLeakWorkaround =
    "https://github.com/jbafford/SwiftUIMemoryLeakWorkaround"
  /// An app's investigation: leaked scoped stores keep receiving actions on 17.0 and 17.1, and
  /// the leak does not reproduce on 17.2.
  package static let approachLeakedStores = "https://github.com/autoreleasefool/approach/issues/398"
}

/// The versions the defect affects: its catalogue entry's range, and that of each strategy
/// that addresses it on exactly those versions.
private let affectedVersions: VersionSet = .on(
  .iOS, .iPadOS, versions: VersionNumber(17)..<VersionNumber(17, 2))

extension BuiltInDefect {
  /// `sheet-content-retained-after-dismiss`.
  package static let sheetContentRetainedAfterDismiss = BuiltInDefect(
    issue: KnownIssue(
      id: .sheetContentRetainedAfterDismiss,
      title: "A dismissed sheet's content stays alive",
      affected: affectedVersions,
      trigger: "a SwiftUI `sheet` or `fullScreenCover` (`item:` or `isPresented:`) whose "
        + "content captures an object (an `ObservableObject` or `@Observable` view model, a "
        + "scoped store) is dismissed, by the app or by the user's swipe. The sources name "
        + "17.0 up to 17.1 (a package tested 17.0 to 17.1 beta 3) and no leak on 17.2; the "
        + "catalogue assumes every dismissed sheet on 17.0.x and 17.1.x is kept for the rest "
        + "of the process (the sources report the objects accumulating)",
      symptom: "the object's `deinit` never runs: each dismissed sheet's model stays in memory "
        + "and keeps handling notifications and actions, so memory and main-thread work grow "
        + "with every presentation (hundreds of leaked stores, hangs)",
      sources: [
        KnownIssue.approachLeakedStores,
        KnownIssue.swiftUIMemoryLeakWorkaround,
        "https://openillumi.com/en/en-swiftui-sheet-memory-leak-ios17-fix-uikit",
        "https://github.com/Dimillian/IceCubesApp/issues/1700",
      ]),
    strategies: [PresentFromOwnedHostingController()])
}

/// Presents a sheet's content from a `UIHostingController` the app owns, and drops it when the
/// dismissal ends, on iOS and iPadOS 17.0 and 17.1.
///
/// There SwiftUI's presentation keeps each dismissed sheet's hosting controller, and with it
/// every object its content captured; clearing the app's own reference (the `item`) does not
/// release it. A hosting controller the app creates, presents with UIKit and sets to `nil` in
/// the dismissal's completion is released. The app's controller is not part of the
/// presenter's view graph: the app sets its `rootView` again at every change of the state the
/// content shows, which is work (and SwiftUI presentation features, such as the presenter's
/// environment, to pass by hand) that versions which release dismissed sheets do not need, so
/// the strategy does nothing there.
package struct PresentFromOwnedHostingController: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = SheetContentHostingPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `sheet-content-retained-after-dismiss` on iOS and iPadOS 17.0 and 17.1.
  package let descriptor = StrategyDescriptor(
    id: .presentFromOwnedHostingController,
    title: "Present sheets from a hosting controller the app owns",
    addresses: [.sheetContentRetainedAfterDismiss],
    versions: affectedVersions,
    rationale: "SwiftUI keeps each dismissed sheet's hosting controller and what its content "
      + "captured; a UIHostingController the app presents and drops when the dismissal ends is "
      + "released, if the app gives it the presenter's state at every change.",
    sources: [
      KnownIssue.swiftUIMemoryLeakWorkaround,
      "https://openillumi.com/en/en-swiftui-sheet-memory-leak-ios17-fix-uikit",
    ])

  /// Presents from the app's own controller, refreshed at every change.
  package func adjust(_ policy: inout SheetContentHosting, for context: StrategyContext) {
    policy = .ownedController
  }
}

// MARK: - The plan and its planner

/// Who hosts a sheet's content, which decides whether it is released when the sheet is
/// dismissed.
public enum SheetContentHosting: UInt8, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// SwiftUI's `sheet` or `fullScreenCover` (the default): the content is part of the
  /// presenter's view graph.
  case system
  /// A `UIHostingController` the app creates, presents with `present(_:animated:)`, whose
  /// `rootView` it sets again at every change of the state the content shows, and which it
  /// sets to `nil` in the dismissal's completion.
  case ownedController
  /// A `UIHostingController` the app owns, given its root view once when it is created (as
  /// some apps' presenters do): released on dismissal, but blind to the presenter's later
  /// changes.
  case ownedSnapshot

  /// `system`, `ownedController` or `ownedSnapshot`.
  public var description: String {
    switch self {
    case .system: "system"
    case .ownedController: "ownedController"
    case .ownedSnapshot: "ownedSnapshot"
    }
  }
}

/// The plan for `sheet-content-retained-after-dismiss`: who hosts a sheet's content
/// (``SheetContentHosting/system`` unless a strategy moves it to a controller the app owns).
public enum SheetContentHostingPolicy: StrategyPolicyKey {
  /// SwiftUI's own presentation.
  public static let passthrough = SheetContentHosting.system
}

/// Plans who hosts each sheet's content, per the resolved strategies.
///
/// ```swift
/// let hosting = SheetContentHostingPlanner(strategies: strategies).plan
/// // iOS 17.0 and 17.1: .ownedController; elsewhere: .system
/// ```
public struct SheetContentHostingPlanner: Sendable, Hashable {
  /// Who hosts every sheet's content.
  public let plan: SheetContentHosting

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the sheet-content plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(SheetContentHostingPolicy.self)
  }

  /// Who hosts the content of a sheet about to be presented.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func hosting() -> SheetContentHosting {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension SheetContentHostingPlanner: StrategySetPlanner {}
