import Bench
import Strategies

/// `scroll-child-drag-blocks-scroll`: the gesture each row of a feed gets for its horizontal
/// swipe, decided by nothing (raw: a `DragGesture` of the default minimum distance), by an
/// `if` on the linked version written inline, and by `RowSwipeGesturePlanner`. One row per
/// call: the row's gesture is chosen as it is built (0 the drag, 1 the directional pan), and
/// the rows given the pan are counted.
enum RowSwipeEvents: PricedOperation {
  static let name = "lists/row-swipe"
  static let prices: [StrategyID] = [.directionalPanForRowSwipes]

  /// The feed: the last row built and its gesture.
  struct Feed: FreshWorkspace {
    var row = 0
    var gesture = 0
  }

  /// The workaround reads the version the app is linked against.
  static func conditions(_ context: SuiteContext) -> PlatformVersion {
    context.strategies.context.linkedVersion
  }

  /// As an app builds its feed: the plan is resolved once; where it keeps the drag (the
  /// strategy is off), every row is built as written.
  static func planner(_ strategies: StrategySet) -> RowSwipeGesturePlan? {
    let plan = RowSwipeGesturePlanner(strategies: strategies).swipeGesturePlan()
    return plan == .dragGesture ? nil : plan
  }

  /// The row with its `DragGesture`.
  @inline(never)
  static func raw(_ feed: inout Feed, _ i: Int) -> Int {
    feed.row = i
    feed.gesture = 0
    return 0
  }

  /// The workaround hand-written: the directional pan where the linked version is 18 or
  /// later.
  @inline(never)
  static func inline(_ feed: inout Feed, _ i: Int, _ linked: PlatformVersion) -> Int {
    feed.row = i
    if linked.number >= VersionNumber(18) {
      feed.gesture = 1
      return 1
    }
    feed.gesture = 0
    return 0
  }

  /// Through the plan, resolved once.
  @inline(never)
  static func planned(_ feed: inout Feed, _ i: Int, _ plan: RowSwipeGesturePlan) -> Int {
    feed.row = i
    switch plan {
    case .dragGesture, .raisedMinimumDistance:
      feed.gesture = 0
      return 0
    case .directionalPan:
      feed.gesture = 1
      return 1
    }
  }
}
