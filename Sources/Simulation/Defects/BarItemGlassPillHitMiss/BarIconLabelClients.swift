import Strategies

/// A detail screen's toolbar of icon-only buttons (back, share, more); the user taps each at its
/// centre, then near the right edge of where its pill is drawn (15 points from the centre, as a
/// thumb lands on a device). Written as the sources show it (each label a bare `Image`), and
/// through `BarIconLabelPlanner` (each label built as the plan says).
package enum BarIconLabelClients {
  /// The toolbar's buttons.
  package static let items = ["back", "share", "more"]
  /// Where the user's taps land, from each item's centre, in points.
  package static let tapOffsets = [0.0, 15.0]

  /// The original app code: `Button(action:) { Image(systemName:) }` in each `ToolbarItem`.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> GlassPillHitModel
  {
    try run(.bareImage, context: context, session: session)
  }

  /// The same through a planner: each label built as ``BarIconLabelPlanner/plan`` says.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: BarIconLabelPlanner, session: SimulationSession
  ) throws(SimulationError) -> GlassPillHitModel {
    try run(planner.plan, context: context, session: session)
  }

  /// Runs the scenario with every label built as `label`: the items set and their shapes
  /// checked, then each tapped at each offset.
  @discardableResult
  package static func run(
    _ label: BarIconLabelPlan, context: StrategyContext, session: SimulationSession
  ) throws(SimulationError) -> GlassPillHitModel {
    let toolbar = try GlassPillHitModel(context: context, session: session)
    toolbar.setItems(items, label: label)
    toolbar.verifyShapes()
    for index in items.indices {
      for offset in tapOffsets { toolbar.tap(index, at: offset) }
    }
    return toolbar
  }
}
