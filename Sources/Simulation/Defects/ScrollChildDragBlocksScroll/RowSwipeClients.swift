import Strategies

/// A feed whose rows swipe sideways to reply (mlem, Artemis): the user scrolls down starting
/// on a row, swipes a row far, swipes another a little past where the swipe starts, and
/// scrolls back up. Written as the sources show it (a `DragGesture` of the default minimum
/// distance through `.gesture`), and through `RowSwipeGesturePlanner` (each row's swipe gets
/// the planned gesture).
package enum RowSwipeClients {
  /// One pan of the scenario: its movement and whether it is meant as a scroll.
  package struct Pan: Hashable, Sendable {
    /// Sideways movement, in points.
    package var dx: Int
    /// Downward movement, in points (negative: up).
    package var dy: Int

    /// Whether the pan is meant to scroll the list (more vertical than horizontal).
    package var isScroll: Bool { abs(dy) >= abs(dx) }
  }

  /// The pans, in order: a scroll down started on a row, a long swipe, a short swipe (16
  /// points, past the designed 10), a scroll up.
  package static let pans = [
    Pan(dx: 3, dy: 140), Pan(dx: -80, dy: 4), Pan(dx: -16, dy: 1), Pan(dx: -2, dy: -90),
  ]

  /// The original app code: a `DragGesture` of the default minimum distance on every row.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> RowSwipeScrollModel
  {
    try run(.dragGesture, context: context, session: session)
  }

  /// The same through a planner: ``RowSwipeGesturePlanner/swipeGesturePlan()`` on every row.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: RowSwipeGesturePlanner, session: SimulationSession
  ) throws(SimulationError) -> RowSwipeScrollModel {
    try run(planner.swipeGesturePlan(), context: context, session: session)
  }

  /// Runs the scenario with `plan` on every row.
  @discardableResult
  package static func run(
    _ plan: RowSwipeGesturePlan, context: StrategyContext, session: SimulationSession
  ) throws(SimulationError) -> RowSwipeScrollModel {
    let feed = try RowSwipeScrollModel(context: context, session: session)
    attach(plan, to: feed, session: session)
    for pan in pans { perform(pan, on: feed) }
    return feed
  }

  /// The user's `pan` on a row, judged as what it is meant as.
  package static func perform(_ pan: Pan, on feed: RowSwipeScrollModel) {
    let outcome = feed.pan(dx: pan.dx, dy: pan.dy)
    if pan.isScroll {
      feed.verifyScroll(outcome)
    } else {
      feed.verifySwipe(outcome, distance: abs(pan.dx))
    }
  }

  /// The app gives every row the gesture `plan` says; an API the version lacks is recorded as
  /// ``GlitchKind/unavailableAPICalled``, and the row keeps the default `DragGesture`.
  package static func attach(
    _ plan: RowSwipeGesturePlan, to feed: RowSwipeScrollModel, session: SimulationSession
  ) {
    switch plan {
    case .dragGesture:
      feed.attachDragGesture(minimumDistance: RowSwipeScrollModel.designedMinimumDistance)
    case .directionalPan:
      session.perform { () throws(SimulationError) in try feed.attachDirectionalPan() }
    case .raisedMinimumDistance:
      feed.attachDragGesture(minimumDistance: 20)
    }
  }
}
