import Strategies

/// A mail app's two screens with search: the inbox, whose field is designed under the title
/// with a scope bar (All, Unread) above the messages, and the contact picker, which the app
/// moved to the new design and leaves to the system. Written as the sources show it (the
/// search controller set, `preferredSearchBarPlacement = .stacked` on the inbox, nothing
/// else), and through `SearchPlacementPlanner` (each navigation item given the plan for its
/// design before it is shown).
package enum SearchPlacementClients {
  /// The screens, in the order the user opens them.
  package static let screens: [SearchFieldDesign] = [.underTitle, .systemPlacement]

  /// The original app code: the toolbar integration left on.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> [NavigationSearchModel]
  {
    try run(context: context, session: session) { _ in .systemDefault }
  }

  /// The same through a planner: each navigation item gets
  /// ``SearchPlacementPlanner/plan(for:)`` for where its field is designed.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: SearchPlacementPlanner, session: SimulationSession
  ) throws(SimulationError) -> [NavigationSearchModel] {
    try run(context: context, session: session) { planner.plan(for: $0) }
  }

  /// Runs the scenario: each screen is opened, its navigation item given `plan(design)`, and
  /// its field checked.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession,
    plan: (SearchFieldDesign) -> SearchPlacementPlan
  ) throws(SimulationError) -> [NavigationSearchModel] {
    var items: [NavigationSearchModel] = []
    for design in screens {
      let item = try open(design, context: context, plan: plan(design), session: session)
      item.verify(design)
      items.append(item)
    }
    return items
  }

  /// A screen's navigation item with a search controller, given `plan` before it is shown; an
  /// API the version lacks is recorded as ``GlitchKind/unavailableAPICalled``.
  package static func open(
    _ design: SearchFieldDesign, context: StrategyContext, plan: SearchPlacementPlan,
    session: SimulationSession
  ) throws(SimulationError) -> NavigationSearchModel {
    let item = try NavigationSearchModel(context: context, session: session)
    if plan == .disallowsToolbarIntegration {
      session.perform { () throws(SimulationError) in try item.disallowToolbarIntegration() }
    }
    return item
  }
}
