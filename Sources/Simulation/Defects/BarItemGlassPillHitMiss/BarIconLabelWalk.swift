import Strategies

extension WalkComponentSpec {
  /// A toolbar of icon-only buttons built as `BarIconLabelPlanner` plans; the user taps one at
  /// its centre (0), or 15 points left (1) or right (2) of it.
  package static let barIconLabel = WalkComponentSpec(
    name: "bar-icon-label",
    actions: [WalkAction("tap", arguments: 0...2)]
  ) { (environment) throws(SimulationError) in
    try BarIconLabelWalk(environment)
  }
}

/// The walk's toolbar: every tap its pill highlights runs the action, and every pill is round
/// (the model records both otherwise).
@MainActor
final class BarIconLabelWalk: WalkComponent {
  private let toolbar: GlassPillHitModel
  private var next = 0

  /// Where each argument's tap lands, from the item's centre.
  static let offsets = [0.0, -15.0, 15.0]

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.toolbar = try GlassPillHitModel(
      context: strategies.context, session: environment.session)
    toolbar.setItems(
      BarIconLabelClients.items, label: BarIconLabelPlanner(strategies: strategies).plan)
    toolbar.verifyShapes()
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "tap", Self.offsets.indices.contains(argument) else { return }
    toolbar.tap(next % BarIconLabelClients.items.count, at: Self.offsets[argument])
    next += 1
  }

  func checkSettled(_ report: (String) -> Void) {}
}
