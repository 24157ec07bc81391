// MARK: - `stack-back-tap-during-transition-double-pop`: the defect, its identifiers and its strategy

extension IssueID {
  /// On iOS 26 and later a `UINavigationController` takes a back tap, or a pop gesture, made
  /// while a pop is still animating: a second pop interrupts the first, two screens leave, and
  /// the app's navigation delegate hears of one.
  public static let stackBackTapDuringTransitionDoublePop: IssueID =
    "stack-back-tap-during-transition-double-pop"
}

extension StrategyID {
  /// The built-in strategy that ignores the back button and the pop gestures while a
  /// navigation transition runs, enabling them again when it ends or is cancelled, for
  /// ``IssueID/stackBackTapDuringTransitionDoublePop``.
  public static let ignoreBackDuringTransition: StrategyID = "ignore-back-during-transition"
}

extension KnownIssue {
  /// software-mansion/react-native-screens#3093: on iOS 26 the back button does not wait for one
  /// transition to finish and can pop two screens at once; the back button is disabled while a
  /// transition runs.
  package static let screensBackDuringTransition =
    "https://github.com/software-mansion/react-native-screens/pull/3093"
  /// software-mansion/react-native-screens#3142: a back tap and a swipe could still overlap; a pop
  /// gesture does not begin while the navigation controller has a transition coordinator.
  package static let screensGestureDuringTransition =
    "https://github.com/software-mansion/react-native-screens/pull/3142"
}

/// The versions the defect affects: its catalogue entry's range and its strategy's.
private let affectedVersions: VersionSet = .on(.iOS, .iPadOS, versions: 26...)

extension BuiltInDefect {
  /// `stack-back-tap-during-transition-double-pop`.
  package static let stackBackTapDuringTransitionDoublePop = BuiltInDefect(
    issue: KnownIssue(
      id: .stackBackTapDuringTransitionDoublePop,
      title: "A back tap during a pop pops a second screen the app does not hear of",
      affected: affectedVersions,
      trigger: "a UIKit navigation controller (or a stack built on one) whose app keeps its own "
        + "list of the screens and updates it in the navigation delegate's "
        + "`navigationController(_:didShow:animated:)`; the user taps back, or swipes back, "
        + "while a pop is still animating. From iOS 26 the bar and the new content pop gesture "
        + "(`interactiveContentPopGestureRecognizer`) take the second back at once and it "
        + "interrupts the first pop; before 26 they ignore it until the transition ends. The "
        + "sources show it on iOS 26 and name no fix; that it follows the OS and not the SDK the "
        + "app is built with is the model's assumption (the sources do not say), so the first "
        + "fixed version is unknown",
      symptom: "two screens leave for two quick backs, but the interrupted pop never reports "
        + "its screen shown: the app's list keeps a screen that is gone, and later pops and "
        + "links act one screen off",
      sources: [
        KnownIssue.screensBackDuringTransition,
        KnownIssue.screensGestureDuringTransition,
        "https://github.com/software-mansion/react-native-screens/pull/3173",
        "https://github.com/software-mansion/react-native-screens/issues/3294",
      ],
      fixedInUnknown: true),
    strategies: [IgnoreBackDuringTransition()])
}

/// Ignores the back button and the pop gestures while a navigation transition runs, on iOS 26
/// and later, and enables them again when the transition ends, finished or cancelled.
///
/// From iOS 26 a navigation transition can be interrupted: a back tap or a pop gesture while a
/// pop animates starts a second pop at once. The interrupted pop never delivers
/// `navigationController(_:didShow:animated:)` for the screen it was bringing in, so an app
/// that keeps its list of screens from that callback loses track of one. The app disables the
/// back button in `navigationController(_:willShow:animated:)` when a transition coordinator
/// is present, enables it again in the coordinator's completion (which runs for a cancelled
/// interactive pop too, unlike `didShow`), and refuses the pop gestures in
/// `gestureRecognizerShouldBegin(_:)` while `transitionCoordinator` is not `nil`: the
/// transitions are serial again, as before 26.
///
/// Enabling the button again in `didShow` instead leaves it disabled after a cancelled swipe
/// back; guarding the button alone leaves the gesture to interrupt a pop. Before 26 the
/// container ignores the second back by itself, so the strategy is off there.
package struct IgnoreBackDuringTransition: KeyedPolicyStrategy {
  /// The plan's key.
  package typealias Policy = BackDuringTransitionPolicy

  /// Creates the strategy.
  package init() {}

  /// Addresses `stack-back-tap-during-transition-double-pop` on iOS and iPadOS 26 and later.
  package let descriptor = StrategyDescriptor(
    id: .ignoreBackDuringTransition,
    title: "Ignore back taps and pop gestures while a transition runs",
    addresses: [.stackBackTapDuringTransitionDoublePop],
    versions: affectedVersions,
    rationale: "From iOS 26 a back made during a pop interrupts it and pops again; the "
      + "interrupted pop never reports its screen shown. Disabling the back button and "
      + "refusing the pop gestures until the transition coordinator completes (finished or "
      + "cancelled) keeps one pop per transition.",
    sources: [KnownIssue.screensBackDuringTransition, KnownIssue.screensGestureDuringTransition])

  /// Ignores both kinds of back until the transition ends.
  package func adjust(_ policy: inout BackDuringTransitionPlan, for context: StrategyContext) {
    policy = .ignoredUntilTransitionEnds
  }
}

// MARK: - The plan and its planner

/// What an app does with the back button and the pop gestures while a navigation transition
/// runs.
public enum BackDuringTransitionPlan: UInt8, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Nothing: the container takes a back when it takes it (the code of an app without
  /// workarounds).
  case accepted
  /// The back button is disabled when a transition begins and enabled in the transition
  /// coordinator's completion, finished or cancelled; the pop gestures do not begin while a
  /// transition coordinator is present.
  case ignoredUntilTransitionEnds
  /// The back button alone, as ``ignoredUntilTransitionEnds``; the pop gestures as the
  /// container decides. A swipe can still interrupt a pop.
  case buttonIgnoredUntilTransitionEnds
  /// As ``ignoredUntilTransitionEnds``, but the back button is enabled again in
  /// `navigationController(_:didShow:animated:)`, which a cancelled interactive pop never
  /// calls: the button stays disabled.
  case ignoredUntilDidShow

  /// Whether the back button is disabled while a transition runs.
  @inlinable
  public var disablesBackButton: Bool { self != .accepted }

  /// Whether the pop gestures are refused while a transition runs.
  @inlinable
  public var refusesPopGestures: Bool {
    self == .ignoredUntilTransitionEnds || self == .ignoredUntilDidShow
  }

  /// Whether a pop gesture may begin, with a transition running or not
  /// (`gestureRecognizerShouldBegin(_:)`).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func popGestureMayBegin(transitionRunning: Bool) -> Bool {
    !(transitionRunning && refusesPopGestures)
  }

  /// `accepted`, `ignoredUntilTransitionEnds`, `buttonIgnoredUntilTransitionEnds` or
  /// `ignoredUntilDidShow`.
  public var description: String {
    switch self {
    case .accepted: "accepted"
    case .ignoredUntilTransitionEnds: "ignoredUntilTransitionEnds"
    case .buttonIgnoredUntilTransitionEnds: "buttonIgnoredUntilTransitionEnds"
    case .ignoredUntilDidShow: "ignoredUntilDidShow"
    }
  }
}

/// The plan for `stack-back-tap-during-transition-double-pop`: what the app does with a back
/// made while a navigation transition runs (``BackDuringTransitionPlan/accepted`` unless a
/// strategy ignores it).
public enum BackDuringTransitionPolicy: StrategyPolicyKey {
  /// Leave every back to the container.
  public static let passthrough = BackDuringTransitionPlan.accepted
}

/// Plans, per the resolved strategies, what an app's navigation controller does with the back
/// button and the pop gestures while a transition runs.
///
/// ```swift
/// let plan = BackDuringTransitionPlanner(strategies: strategies).plan
/// // iOS 26 and later: .ignoredUntilTransitionEnds; elsewhere: .accepted
/// ```
public struct BackDuringTransitionPlanner: Sendable, Hashable {
  /// What to do while a transition runs.
  public let plan: BackDuringTransitionPlan

  /// Creates the planner with the strategies `registry` resolves for `context`.
  public init(context: StrategyContext, registry: StrategyRegistry = .standard()) {
    self.init(strategies: registry.resolve(context))
  }

  /// Creates the planner with the back-during-transition plan of `strategies`.
  public init(strategies: StrategySet) {
    self.plan = strategies.policy(BackDuringTransitionPolicy.self)
  }
}

// Made from a context and for the running device, as every planner is.
extension BackDuringTransitionPlanner: StrategySetPlanner {}
