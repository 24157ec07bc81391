import Strategies

extension WalkComponentSpec {
  /// A UIKit screen that presents a flow designed full screen (0) or a sheet meant as a card
  /// (1) with the style `ModalPresentationPlanner` plans, swipes down and closes, with the
  /// strategies of its context.
  package static let modalPresentations = WalkComponentSpec(
    name: "modal-style",
    actions: [
      WalkAction("present", arguments: 0...1, weight: 2),
      WalkAction("swipe"),
      WalkAction("close"),
    ]
  ) { (environment) throws(SimulationError) in
    try ModalStyleWalk(environment)
  }
}

/// The walk's UIKit screen: whatever is presented shows as designed, and once a flow designed
/// full screen has closed the presenter is back in the hierarchy.
@MainActor
final class ModalStyleWalk: WalkComponent {
  private let window: ModalPresentationModel
  private let planner: ModalPresentationPlanner
  private var intent: PresentationStyle?

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let strategies = environment.strategies(for: [])
    self.window = try ModalPresentationModel(
      context: strategies.context, session: environment.session)
    self.planner = ModalPresentationPlanner(strategies: strategies)
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "present":
      guard window.presented == nil else { return }
      let intent: PresentationStyle = argument == 0 ? .fullScreenCover : .sheet
      let controller = window.makeController(
        intent == .fullScreenCover ? "flow" : "sheet",
        inNavigationController: intent == .fullScreenCover)
      ModalStyleClients.present(
        controller, as: intent, plan: planner.plan(for: intent), in: window)
      window.verifyPresented(as: intent)
      self.intent = intent
    case "swipe":
      window.swipeDown()
      if window.presented == nil { intent = nil }
    case "close":
      window.dismiss()
      intent = nil
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if let presented = window.presented, intent == .fullScreenCover,
      presented.appearance != .fullScreen
    {
      report("modal-style: a flow designed full screen shows as \(presented.appearance)")
    }
    if window.presented == nil, !window.presenterInHierarchy {
      report("modal-style: nothing is presented and the presenter is out of the hierarchy")
    }
  }
}
