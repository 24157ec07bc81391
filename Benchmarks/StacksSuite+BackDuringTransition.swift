import Bench
import Strategies

/// `stack-back-tap-during-transition-double-pop`: the pop gesture's
/// `gestureRecognizerShouldBegin` answer for each back the user makes, while a transition runs
/// (odd events) or at rest (even ones), decided by nothing (raw: the gesture begins whenever the
/// container lets it), by an `if` on the version written inline, and by
/// `BackDuringTransitionPlanner`. One back per call; the gestures that begin are counted.
enum BackDuringTransitionEvents: PricedOperation {
  static let name = "stacks/back-during-transition"
  static let prices: [StrategyID] = [.ignoreBackDuringTransition]

  /// The navigation controller: the last back made.
  struct Navigation: FreshWorkspace {
    var back = 0
  }

  /// As an app builds its coordinator: the planner is resolved once; where it guards nothing
  /// (the strategy is off), every back is left to the container as written.
  static func planner(_ strategies: StrategySet) -> BackDuringTransitionPlanner? {
    let planner = BackDuringTransitionPlanner(strategies: strategies)
    return planner.plan == .accepted ? nil : planner
  }

  /// Whether a transition runs when back `i` is made.
  @inline(__always)
  static func transitionRunning(_ i: Int) -> Bool { i & 1 == 1 }

  /// As written: the gesture begins.
  @inline(never)
  static func raw(_ navigation: inout Navigation, _ i: Int) -> Int {
    navigation.back = i
    return 1
  }

  /// The workaround hand-written: from iOS 26 the gesture does not begin while a transition
  /// runs.
  @inline(never)
  static func inline(_ navigation: inout Navigation, _ i: Int, _ os: PlatformVersion) -> Int {
    navigation.back = i
    return transitionRunning(i) && os.number >= VersionNumber(26) ? 0 : 1
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(
    _ navigation: inout Navigation, _ i: Int, _ planner: BackDuringTransitionPlanner
  ) -> Int {
    navigation.back = i
    return planner.plan.popGestureMayBegin(transitionRunning: transitionRunning(i)) ? 1 : 0
  }
}
