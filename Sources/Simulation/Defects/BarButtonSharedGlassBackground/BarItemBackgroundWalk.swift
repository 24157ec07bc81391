import Strategies

extension WalkComponentSpec {
  /// A navigation bar whose trailing items are built again as one of four layouts (0: a filled
  /// button and an icon, 1: two icons, 2: an avatar alone, 3: none), each new item given the
  /// plan of `BarItemBackgroundPlanner` for what it shows.
  package static let barItemBackground = WalkComponentSpec(
    name: "bar-item-background",
    actions: [WalkAction("items", arguments: 0...3)]
  ) { (environment) throws(SimulationError) in
    try BarItemBackgroundWalk(environment)
  }
}

/// The walk's navigation bar: after every change no item that draws its own background sits on
/// the glass, and every plain item of the glass design does (the model records both otherwise).
@MainActor
final class BarItemBackgroundWalk: WalkComponent {
  private let environment: WalkEnvironment
  private let bar: GlassBarItemsModel
  private let planner: BarItemBackgroundPlanner

  /// The trailing layouts the walk's action picks from.
  static let layouts: [[BarItemContent]] = [
    [.ownBackground, .plain], [.plain, .plain], [.ownBackground], [],
  ]

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    self.environment = environment
    let strategies = environment.strategies(for: [])
    self.bar = try GlassBarItemsModel(context: strategies.context, session: environment.session)
    self.planner = BarItemBackgroundPlanner(strategies: strategies)
    BarItemBackgroundClients.setItems(
      [.ownBackground], on: .leading, of: bar, plan: planner.plan(for:),
      session: environment.session)
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "items", Self.layouts.indices.contains(argument) else { return }
    BarItemBackgroundClients.setItems(
      Self.layouts[argument], on: .trailing, of: bar, plan: planner.plan(for:),
      session: environment.session)
    bar.verify()
  }

  func checkSettled(_ report: (String) -> Void) {
    for side in SimulatedBarSide.allCases {
      for (index, item) in (bar.items[side] ?? []).enumerated() {
        let onGlass = bar.isOnGlass(side, index)
        if item.content == .ownBackground, onGlass {
          report("bar-item-background: \(side) item \(index) draws its own background on glass")
        }
        if item.content == .plain, bar.drawsGlass, !onGlass {
          report("bar-item-background: \(side) item \(index) is plain and has no glass")
        }
      }
    }
  }
}
