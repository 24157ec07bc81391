import Strategies

/// An app with three bars: a navigation bar in its colour, a tab bar over its content, and the
/// navigation bar of a map screen that stays opaque in every design; it configures each bar's
/// appearance at launch and again when the user changes the app's theme. Written as the sources
/// show it (each appearance as designed for the earlier design), and through
/// `BarGlassBackgroundPlanner` (each appearance configured as the plan for its design says).
package enum BarGlassBackgroundClients {
  /// The app's bars and what each is designed as.
  package static let bars: [(String, BarBackgroundDesign)] = [
    ("navigation bar", .brandColoured),
    ("tab bar", .transparentOverContent),
    ("map navigation bar", .opaqueInEveryDesign),
  ]

  /// The background an appearance designed for the earlier design sets.
  package static func designedBackground(_ design: BarBackgroundDesign) -> BarBackground {
    switch design {
    case .brandColoured, .opaqueInEveryDesign: .opaque(GlassBarBackgroundModel.brand)
    case .transparentOverContent: .transparent
    }
  }

  /// The original app code: each appearance as designed.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> GlassBarBackgroundModel
  {
    try run(context: context, session: session) { _ in .asDesigned }
  }

  /// The same through a planner: each appearance as ``BarGlassBackgroundPlanner/plan(for:)``
  /// says for its design.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: BarGlassBackgroundPlanner, session: SimulationSession
  ) throws(SimulationError) -> GlassBarBackgroundModel {
    try run(context: context, session: session) { planner.plan(for: $0) }
  }

  /// Runs the scenario: the appearances configured at launch, checked, configured again for
  /// the new theme, checked; each as `plan` says for its design.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession,
    plan: (BarBackgroundDesign) -> BarGlassBackgroundPlan
  ) throws(SimulationError) -> GlassBarBackgroundModel {
    let model = try GlassBarBackgroundModel(context: context, session: session)
    for (name, design) in bars { model.addBar(name, designed: design) }
    for _ in 0..<2 {
      for (name, design) in bars { configure(name, design, plan(design), on: model) }
      model.verify()
    }
    return model
  }

  /// Configures the appearance of the bar `name`, designed as `design`, as `plan` says.
  package static func configure(
    _ name: String, _ design: BarBackgroundDesign, _ plan: BarGlassBackgroundPlan,
    on model: GlassBarBackgroundModel
  ) {
    switch plan {
    case .asDesigned:
      model.setAppearance(name, background: designedBackground(design), brandForeground: true)
    case .defaultBackground:
      model.setAppearance(name, background: .systemMaterial, brandForeground: true)
    case .systemAppearance:
      model.removeAppearance(name)
    }
  }
}
