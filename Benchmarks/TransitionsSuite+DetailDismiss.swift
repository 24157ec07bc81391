import Bench
import Strategies

/// `split-detail-dismiss-noop`: going back from a split view's detail column, with the way
/// back decided by nothing (raw: the captured `DismissAction`), by an `if` on the version
/// written inline, and by `ColumnRootPlanner`. One event per call: the user opens item `i` of a
/// list of `size` and goes back; the way back is chosen and its effect on the selection counted.
enum DetailDismissEvents: PricedOperation {
  static let name = "transitions/detail-dismiss"
  static let prices: [StrategyID] = [.clearSelectionToDismissDetail]

  /// As an app builds its view model: the way back is planned once; where it is the captured
  /// `DismissAction` (no strategy for the detail column is active, whatever the column roots'
  /// plan), the dismiss action as written.
  static func planner(_ strategies: StrategySet) -> ColumnRootPlanner? {
    let planner = ColumnRootPlanner(strategies: strategies)
    return planner.dismissDetail() == .dismissAction ? nil : planner
  }

  /// The item opened by event `i`.
  @inline(__always)
  static func item(_ i: Int, _ size: Int) -> Int {
    i % max(size, 1)
  }

  /// The selection after going back by `dismissal`: cleared by the model, or left to the
  /// dismiss action (counted as the item plus one).
  @inline(__always)
  static func back(_ item: Int, _ dismissal: DetailDismissal) -> Int {
    dismissal == .clearSelection ? 0 : item &+ 1
  }

  /// As written: the captured `DismissAction`, no decision.
  @inline(never)
  static func raw(_ size: inout Int, _ i: Int) -> Int {
    back(item(i, size), .dismissAction)
  }

  /// The workaround hand-written: on iOS 16 and 17 (NavigationSplitView exists from 16),
  /// clear the selection instead.
  @inline(never)
  static func inline(_ size: inout Int, _ i: Int, _ os: PlatformVersion) -> Int {
    let dismissal: DetailDismissal =
      os.number >= VersionNumber(16) && os.number < VersionNumber(18)
      ? .clearSelection : .dismissAction
    return back(item(i, size), dismissal)
  }

  /// Through the planner, resolved once.
  @inline(never)
  static func planned(_ size: inout Int, _ i: Int, _ planner: ColumnRootPlanner) -> Int {
    back(item(i, size), planner.dismissDetail())
  }
}
