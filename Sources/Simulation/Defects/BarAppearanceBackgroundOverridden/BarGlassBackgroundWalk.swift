import Strategies

extension WalkComponentSpec {
  /// An app's bar whose design changes (0: in the app's colour, 1: over the content, 2: opaque
  /// in every design) as the user moves between screens, its appearance configured each time as
  /// `BarGlassBackgroundPlanner` plans for the design.
  package static let barGlassBackground = WalkComponentSpec(
    name: "bar-glass-background",
    actions: [WalkAction("design", arguments: 0...2)]
  ) { (environment) throws(SimulationError) in
    try BarGlassBackgroundWalk(environment)
  }
}

/// The walk's bar: after every change it draws what its design wants in the design the app
/// shows, with the app's colours (the model records both otherwise).
@MainActor
final class BarGlassBackgroundWalk: WalkComponent {
  private let model: GlassBarBackgroundModel
  private let planner: BarGlassBackgroundPlanner

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.model = try GlassBarBackgroundModel(
      context: strategies.context, session: environment.session)
    self.planner = BarGlassBackgroundPlanner(strategies: strategies)
    configure(.brandColoured)
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "design", BarBackgroundDesign.allCases.indices.contains(argument) else {
      return
    }
    configure(BarBackgroundDesign.allCases[argument])
    model.verify()
  }

  private func configure(_ design: BarBackgroundDesign) {
    model.addBar("bar", designed: design)
    BarGlassBackgroundClients.configure("bar", design, planner.plan(for: design), on: model)
  }

  func checkSettled(_ report: (String) -> Void) {
    guard let bar = model.bars["bar"] else { return }
    let shown = model.surface(of: bar)
    let designed = model.designedSurface(of: bar)
    if shown != designed {
      report("bar-glass-background: the bar draws \(shown), designed \(designed)")
    }
    if !bar.brandForeground { report("bar-glass-background: the bar lost the app's colours") }
  }
}
