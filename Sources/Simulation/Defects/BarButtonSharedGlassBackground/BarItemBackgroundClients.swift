import Strategies

/// A profile screen's navigation bar: the user's avatar on the leading side, a filled
/// "Upgrade" button (both custom views that draw their own background) and share and more
/// icons on the trailing side; when the unread count changes the trailing items are built
/// again, the button now with a badge. Written as the sources show it (items set, nothing
/// else), and through `BarItemBackgroundPlanner` (each new item given the plan for what it
/// shows).
package enum BarItemBackgroundClients {
  /// The items of the screen as it appears, per side.
  package static let appearing: [(SimulatedBarSide, [BarItemContent])] = [
    (.leading, [.ownBackground]),
    (.trailing, [.ownBackground, .plain, .plain]),
  ]
  /// The trailing items built again when the unread count changes.
  package static let rebuilt: [BarItemContent] = [.ownBackground, .plain]

  /// The original app code: items set, `hidesSharedBackground` never.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> GlassBarItemsModel
  {
    try run(context: context, session: session) { _ in .shared }
  }

  /// The same through a planner: each new item gets ``BarItemBackgroundPlanner/plan(for:)``
  /// for what it shows.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: BarItemBackgroundPlanner, session: SimulationSession
  ) throws(SimulationError) -> GlassBarItemsModel {
    try run(context: context, session: session) { planner.plan(for: $0) }
  }

  /// Runs the scenario: the screen's items are set and checked, then the trailing items are
  /// built again and checked; every new item gets `plan(content)`.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession,
    plan: (BarItemContent) -> BarItemBackgroundPlan
  ) throws(SimulationError) -> GlassBarItemsModel {
    let bar = try GlassBarItemsModel(context: context, session: session)
    for (side, contents) in appearing {
      setItems(contents, on: side, of: bar, plan: plan, session: session)
    }
    bar.verify()
    setItems(rebuilt, on: .trailing, of: bar, plan: plan, session: session)
    bar.verify()
    return bar
  }

  /// Sets new items showing `contents` on `side`, then applies `plan` to each as the app does
  /// when it creates it; an API the version lacks is recorded as
  /// ``GlitchKind/unavailableAPICalled``.
  package static func setItems(
    _ contents: [BarItemContent], on side: SimulatedBarSide, of bar: GlassBarItemsModel,
    plan: (BarItemContent) -> BarItemBackgroundPlan, session: SimulationSession
  ) {
    bar.setItems(contents, on: side)
    for (index, content) in contents.enumerated() where plan(content) == .hidesSharedBackground {
      session.perform { () throws(SimulationError) in
        try bar.hideSharedBackground(on: side, at: index)
      }
    }
  }
}
