import Strategies

/// A photo library app: "Scan" presents the camera flow, a `UINavigationController` around the
/// camera designed full screen, and the library refreshes in `viewWillAppear` when it closes;
/// "New album" presents a compose sheet meant as a card. Written as the sources show it (no
/// style set), and through `ModalPresentationPlanner`.
package enum ModalStyleClients {
  /// The controller of a presentation whose style the app sets.
  package enum StyleTarget: Sendable {
    /// The controller that is presented (the navigation controller of a flow).
    case presented
    /// The root view controller inside the presented navigation controller.
    case child
  }

  /// The original app code: no style set anywhere.
  @discardableResult
  package static func runNaive(context: StrategyContext, session: SimulationSession)
    throws(SimulationError) -> ModalPresentationModel
  {
    try run(context: context, session: session) { _ in .systemDefault }
  }

  /// The same through a planner: each presentation gets the style
  /// ``ModalPresentationPlanner/plan(for:)`` gives for what it is designed as.
  @discardableResult
  package static func runMitigated(
    context: StrategyContext, planner: ModalPresentationPlanner, session: SimulationSession
  ) throws(SimulationError) -> ModalPresentationModel {
    try run(context: context, session: session) { planner.plan(for: $0) }
  }

  /// Runs the scenario: the camera flow is presented, the user swipes down on it and taps
  /// Done if it is still there; the compose sheet is presented and swiped down, or cancelled
  /// where it cannot be. Each presentation gets `plan(intent)` on `target`.
  @discardableResult
  package static func run(
    context: StrategyContext, session: SimulationSession, on target: StyleTarget = .presented,
    plan: (PresentationStyle) -> ModalStylePlan
  ) throws(SimulationError) -> ModalPresentationModel {
    let window = try ModalPresentationModel(context: context, session: session)
    let camera = window.makeController("camera flow", inNavigationController: true)
    present(camera, as: .fullScreenCover, plan: plan(.fullScreenCover), on: target, in: window)
    window.verifyPresented(as: .fullScreenCover)
    close(in: window)
    window.verifyReturned(expectedAppearances: 1)
    let compose = window.makeController("compose sheet", inNavigationController: false)
    present(compose, as: .sheet, plan: plan(.sheet), on: target, in: window)
    window.verifyPresented(as: .sheet)
    close(in: window)
    return window
  }

  /// Sets the planned style on `target` of `controller`, then presents `controller`.
  package static func present(
    _ controller: SimulatedModalController, as intent: PresentationStyle,
    plan: ModalStylePlan, on target: StyleTarget = .presented, in window: ModalPresentationModel
  ) {
    if plan == .fullScreen {
      let styled = target == .child ? controller.root ?? controller : controller
      styled.modalPresentationStyle = .fullScreen
    }
    window.present(controller)
  }

  /// The user swipes the presentation down, and taps its close button if it is still there.
  package static func close(in window: ModalPresentationModel) {
    window.swipeDown()
    window.dismiss()
  }
}
