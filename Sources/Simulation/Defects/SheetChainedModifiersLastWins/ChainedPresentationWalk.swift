import Strategies

extension WalkComponentSpec {
  /// A screen that declares a sheet and a full-screen cover, arranged as a
  /// `PresentationPlanner` plan says, presenting either level after level and dismissing all.
  package static let chainedPresentations = WalkComponentSpec(
    name: "presentations",
    actions: [WalkAction("present", arguments: 0...1, weight: 3), WalkAction("dismissAll")]
  ) { (environment) throws(SimulationError) in
    try ChainedPresentationWalk(environment)
  }
}

/// The walk's presentations: every presentation the app asks for shows (the model records one
/// refused), and the levels shown are the ones presented.
@MainActor
final class ChainedPresentationWalk: WalkComponent {
  /// The most levels the app stacks.
  static let depthLimit = 5
  private let stack: PresentationStackModel
  private let arrangement: PresentationArrangement
  private var intended: [PresentationStyle] = []

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    stack = try PresentationStackModel(
      version: environment.version, session: environment.session)
    let planner = PresentationPlanner(strategies: environment.strategies(for: []))
    arrangement = PresentationArrangement(
      planner.plan(declaring: PresentationClients.declared.count))
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "present":
      guard intended.count < Self.depthLimit else { return }
      let style = PresentationClients.declared[argument == 0 ? 0 : 1]
      intended.append(style)
      stack.present(style, declared: PresentationClients.declared, arrangement: arrangement)
    case "dismissAll":
      intended.removeAll()
      stack.dismissAll()
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if stack.presented != intended {
      report("the app presented \(intended) and \(stack.presented) show")
    }
  }
}
