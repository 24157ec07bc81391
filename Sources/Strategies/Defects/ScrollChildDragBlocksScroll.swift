// MARK: - `scroll-child-drag-blocks-scroll`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 18 and later, in apps linked against the iOS 18 SDK or later, a `DragGesture` on a
  /// row inside a `ScrollView` (a horizontal swipe to reply or to reveal actions) claims
  /// vertical pans that start on the row, so the scroll view does not scroll.
  public static let scrollChildDragBlocksScroll: IssueID = "scroll-child-drag-blocks-scroll"
}

extension StrategyID {
  /// The built-in strategy that recognises a row's horizontal swipe with a UIKit pan
  /// recognizer that begins only for horizontal movement, for
  /// ``IssueID/scrollChildDragBlocksScroll``.
  public static let directionalPanForRowSwipes: StrategyID = "directional-pan-for-row-swipes"
}

extension KnownIssue {
  /// FB14688465, mirrored in feedback-assistant/reports: a `ScrollView` ignores vertical
  /// scrolls when a subview has a horizontal `DragGesture`, new in iOS 18 beside 17.5.
  package static let scrollDragFeedback =
    "https://github.com/feedback-assistant/reports/issues/542"
  /// SwipeCell pull request 31: on iOS 18 the row's swipe is a `UIPanGestureRecognizer`
  /// (`UIGestureRecognizerRepresentable`) that begins only when the movement is horizontal;
  /// the `DragGesture` stays below 18.
  package static let swipeCellDirectionalPan = "https://github.com/fatbobman/SwipeCell/pull/31"
}

extension BuiltInDefect {
  /// `scroll-child-drag-blocks-scroll`.
  package static let scrollChildDragBlocksScroll = BuiltInDefect(
    issue: {
      var issue = KnownIssue(
        id: .scrollChildDragBlocksScroll,
        title: "A row's drag gesture stops its scroll view from scrolling",
        affected: affectedVersions,
        trigger: "a row inside a SwiftUI `ScrollView` or `List` carries a horizontal "
          + "`DragGesture` (swipe to reply, custom swipe actions) through `.gesture` or "
          + "`.highPriorityGesture` with a small minimum distance, and the user starts a "
          + "vertical scroll on the row. New in iOS 18 beside 17.5 (FB14688465); mlem reports "
          + "it with Xcode 16 and not with Xcode 15, so the catalogue judges the versions on "
          + "the older of the OS and the SDK. Reports run to iOS 18.2 and later with no fix "
          + "from Apple; that iOS 26 behaves as 18 is the model's assumption, and the first "
          + "fixed version is unknown",
        symptom: "a vertical scroll that starts on a row is taken by the row's drag: the list "
          + "does not move (sometimes, or always where the drag starts within 10 points), "
          + "and the row slides sideways instead",
        sources: [
          KnownIssue.scrollDragFeedback,
          "https://github.com/mlemgroup/mlem/issues/1171",
          "https://github.com/fatbobman/SwipeCell/issues/26",
          KnownIssue.swipeCellDirectionalPan,
          "https://github.com/ls1intum/artemis-ios/pull/262",
        ],
        fixedInUnknown: true)
      issue.followsLinkedSDK = true
      return issue
    }(),
    strategies: [DirectionalPanForRowSwipes()])
}

/// iOS 18 and later, as linked: the releases whose row drags claim the scroll view's pans.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 18...)

/// Recognises a row's horizontal swipe with a UIKit pan recognizer that begins only for
/// horizontal movement, on iOS 18 and later in apps linked against the iOS 18 SDK or later.
///
/// There a SwiftUI `DragGesture` on a row inside a scroll view takes part in UIKit's gesture
/// arbitration: once the finger has moved its minimum distance, in any direction, it claims
/// the touch, so a vertical scroll that starts on the row is lost when the drag's minimum
/// distance is no more than the scroll view's own (about 10 points). A
/// `UIPanGestureRecognizer` brought in with `UIGestureRecognizerRepresentable` (iOS 18), whose
/// delegate lets it begin only when the movement is more horizontal than vertical, leaves
/// vertical pans to the scroll view and still takes short horizontal swipes. Raising the drag's
/// minimum distance above the scroll view's (20 points) gives the scroll back too, but loses
/// the swipes shorter than that. Below a linked 18 the `DragGesture` works and the
/// representable does not exist, so the strategy sets nothing. Its versions follow the linked
/// SDK (``StrategyDescriptor/followsLinkedSDK``).
package struct DirectionalPanForRowSwipes: KeyedPolicyStrategy {
  /// The plan it adjusts.
  package typealias Policy = RowSwipeGesturePolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `scroll-child-drag-blocks-scroll` on iOS and iPadOS 18 and later, as linked.
  package let descriptor = StrategyDescriptor(
    id: .directionalPanForRowSwipes,
    title: "Recognise row swipes with a pan recognizer that begins only horizontally",
    addresses: [.scrollChildDragBlocksScroll],
    versions: affectedVersions,
    rationale: "Linked on or after iOS 18, a row's DragGesture claims vertical pans that start "
      + "on it and the scroll view does not scroll; a UIKit pan recognizer that begins only "
      + "for horizontal movement leaves them to the scroll view and keeps short swipes.",
    sources: [KnownIssue.scrollDragFeedback, KnownIssue.swipeCellDirectionalPan],
    followsLinkedSDK: true)

  /// The directional pan recognizer for row swipes.
  package func adjust(_ policy: inout RowSwipeGesturePlan, for context: StrategyContext) {
    policy = .directionalPan
  }
}

// MARK: - The policy key, the plan and its planner

/// The plan for `scroll-child-drag-blocks-scroll`: the gesture that recognises a row's
/// horizontal swipe (``RowSwipeGesturePlan/dragGesture`` without workarounds).
public enum RowSwipeGesturePolicy: StrategyPolicyKey {
  /// The row's swipe is a SwiftUI `DragGesture`.
  public static let passthrough = RowSwipeGesturePlan.dragGesture
}

/// The gesture an app gives a row inside a scroll view for its horizontal swipe:
/// ``dragGesture``, ``directionalPan`` or ``raisedMinimumDistance``.
public enum RowSwipeGesturePlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// A SwiftUI `DragGesture` with the minimum distance the app designed (10 points, the
  /// system's default) through `.gesture`: the code of an app without workarounds.
  case dragGesture
  /// A `UIPanGestureRecognizer` through `UIGestureRecognizerRepresentable` (iOS 18 and later,
  /// in the iOS 18 SDK) whose delegate lets it begin only when the movement is more horizontal
  /// than vertical.
  case directionalPan
  /// The `DragGesture` with its minimum distance raised to 20 points, above the scroll
  /// view's: vertical scrolls work again, and swipes shorter than 20 points are lost. No
  /// strategy writes it; the mutation check tries it to show that the simulation catches the
  /// over-mitigation.
  case raisedMinimumDistance

  /// `dragGesture`, `directionalPan` or `raisedMinimumDistance`.
  public var description: String {
    switch self {
    case .dragGesture: "dragGesture"
    case .directionalPan: "directionalPan"
    case .raisedMinimumDistance: "raisedMinimumDistance"
    }
  }
}

/// Plans, per the resolved strategies, the gesture of a row's horizontal swipe inside a
/// scroll view.
///
/// ```swift
/// let plan = RowSwipeGesturePlanner(strategies: strategies).swipeGesturePlan()
/// // iOS 18 and later, built with the iOS 18 SDK or later: .directionalPan
/// ```
public struct RowSwipeGesturePlanner: Sendable, Hashable {
  /// The plan every row's swipe gets.
  public let plan: RowSwipeGesturePlan

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the row-swipe plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(RowSwipeGesturePolicy.self)
  }

  /// The gesture to give each row's horizontal swipe.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func swipeGesturePlan() -> RowSwipeGesturePlan {
    plan
  }
}

// Made from a context and for the running device, as every planner is.
extension RowSwipeGesturePlanner: StrategySetPlanner {}
