import Strategies

extension WalkComponentSpec {
  /// A feed whose rows swipe sideways, each with the gesture `RowSwipeGesturePlanner` plans:
  /// the user scrolls down (0) or up (1) starting on a row, or swipes a row far (2) or a
  /// little past where the swipe starts (3).
  package static let rowSwipe = WalkComponentSpec(
    name: "row-swipe",
    actions: [WalkAction("pan", arguments: 0...3)]
  ) { (environment) throws(SimulationError) in
    try RowSwipeWalk(environment)
  }
}

/// The walk's feed: every scroll started on a row moves the list, and every swipe at least
/// as long as the designed one slides the row (the model records both otherwise).
@MainActor
final class RowSwipeWalk: WalkComponent {
  private let feed: RowSwipeScrollModel
  private var scrollsLost = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.feed = try RowSwipeScrollModel(context: strategies.context, session: environment.session)
    let plan = RowSwipeGesturePlanner(strategies: strategies).swipeGesturePlan()
    RowSwipeClients.attach(plan, to: feed, session: environment.session)
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "pan" else { return }
    let pans = [
      RowSwipeClients.Pan(dx: 2, dy: 120), RowSwipeClients.Pan(dx: -1, dy: -120),
      RowSwipeClients.Pan(dx: -70, dy: 2), RowSwipeClients.Pan(dx: 14, dy: -1),
    ]
    let pan = pans[min(max(argument, 0), pans.count - 1)]
    let before = feed.contentOffset
    RowSwipeClients.perform(pan, on: feed)
    if pan.isScroll, feed.contentOffset == before { scrollsLost += 1 }
  }

  func checkSettled(_ report: (String) -> Void) {
    if scrollsLost > 0 {
      report("row-swipe: \(scrollsLost) scroll(s) started on a row did not move the list")
    }
  }
}
