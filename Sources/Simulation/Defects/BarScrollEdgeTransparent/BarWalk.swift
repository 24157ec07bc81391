import Strategies

extension WalkComponentSpec {
  /// The app's bars (a navigation bar, a tab bar with a legacy tint, a large-title bar, a tab
  /// bar with its own scroll-edge appearance), set up through `BarAppearance` and rendered at
  /// and away from the scroll edge each time their screens show.
  package static let bars = WalkComponentSpec(
    name: "bars", actions: [WalkAction("show")]
  ) { (environment) throws(SimulationError) in
    BarWalk(environment)
  }
}

/// The walk's bars: each time they show, they show as designed (the model records a bar
/// transparent at the scroll edge, or an appearance the app set and lost).
@MainActor
final class BarWalk: WalkComponent {
  private let environment: WalkEnvironment

  init(_ environment: WalkEnvironment) {
    self.environment = environment
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "show" else { return }
    let appearance = BarAppearance(strategies: environment.strategies(for: []))
    do {
      try BarScreenClients.runMitigated(
        version: environment.version, appearance: appearance, session: environment.session)
    } catch {
      if error.notApplicableReason == nil {
        environment.session.record(.invalidOperation, error.description)
      }
    }
  }

  func checkSettled(_ report: (String) -> Void) {}
}
