import Strategies

/// A headless state-driven container (a `ZStack` or `switch` with one child per state, not a
/// `NavigationStack`) that slides children in and out with `.move(edge:)` transitions.
///
/// ## Mechanism (SwiftUI's transition capture)
/// - A child's transition is read when the child is rendered. The incoming child uses the
///   transition given at the render of the change.
/// - The outgoing child leaves by the removal edge of the transition it had at its **last
///   render before the change**. A new transition given to it in the same update as the state
///   change never reaches it: that update is the one in which it is removed. So a direction
///   must reach the on-screen child in an update of its own (``render(transition:)``), committed
///   at the end of its run-loop turn, and the state must change in a later update.
///   Public reports agree: DeckUI's fix for slide transitions that change direction
///   (github.com/joshdholtz/DeckUI/pull/35: "the transition for removal used by SwiftUI is the
///   one that was set when rendering the slide"; it re-renders with the new transition, then
///   changes the slide in the next render loop), and RevenueCat's workflow paywall
///   (github.com/RevenueCat/purchases-ios/pull/6703), which gives up `.transition()` because
///   the outgoing view keeps its earlier removal transition on every first change of direction.
/// - A value the transition depends on that changes later (an async direction update) reaches
///   only the child on screen at that later render.
///
/// The detector judges each change by the states' order: going forward the outgoing view must
/// leave by `.leading` and the incoming enter from `.trailing`; going back, the reverse.
/// Otherwise it reports ``GlitchKind/outgoingViewLeftByWrongEdge`` and/or
/// ``GlitchKind/incomingViewEnteredFromWrongEdge``.
public final class TransitionContainerModel<State: Hashable & Comparable> {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// The state whose child is on screen.
  public private(set) var current: State
  /// The transition the on-screen child carries (captured at its last committed render).
  public private(set) var currentTransition: SimulatedMoveTransition
  /// A transition given to the on-screen child in the current turn, committed at its end.
  public private(set) var pendingTransition: SimulatedMoveTransition?
  /// Every change rendered, in order.
  public private(set) var events: [StateChangeEvent<State>] = []
  private let session: SimulationSession

  /// Creates a container showing the child of `initial`, rendered with `transition`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no SwiftUI) and on
  ///   platforms other than iOS and iPadOS.
  public init(
    version: PlatformVersion, initial: State, transition: SimulatedMoveTransition,
    session: SimulationSession
  ) throws(SimulationError) {
    try version.require("SwiftUI transitions", from: 13)
    self.version = version
    self.current = initial
    self.currentTransition = transition
    self.session = session
  }

  /// Re-renders the on-screen child with `transition`, without changing the state (an update
  /// of its own, such as publishing a new direction). It takes effect at the end of the current
  /// run-loop turn; a state change before then does not see it.
  public func render(transition: SimulatedMoveTransition) {
    session.countOperation()
    pendingTransition = transition
    let rendered = current
    session.clock.atEndOfTurn { [weak self] in
      guard let self, current == rendered, let pending = pendingTransition else { return }
      currentTransition = pending
      pendingTransition = nil
    }
  }

  /// Changes the state to `state` in one animated transaction.
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - incoming: The transition the new child is rendered with.
  /// - Returns: The rendered change, or `nil` when `state` is already shown.
  @discardableResult
  public func change(to state: State, incoming: SimulatedMoveTransition) -> StateChangeEvent<State>?
  {
    guard state != current else { return nil }
    session.countOperation()
    pendingTransition = nil  // rendered in the update that removes the child: never seen
    let event = StateChangeEvent(
      from: current, to: state, direction: state > current ? .forward : .back,
      outgoingEdge: currentTransition.removal, incomingEdge: incoming.insertion,
      time: session.now)
    events.append(event)
    check(event)
    current = state
    currentTransition = incoming
    return event
  }

  private func check(_ event: StateChangeEvent<State>) {
    let expected = SimulatedMoveTransition.navigation(event.direction)
    let change = "\(event.from) → \(event.to) (\(event.direction))"
    if event.outgoingEdge != expected.removal {
      session.record(
        .outgoingViewLeftByWrongEdge,
        "\(change): outgoing view left by \(event.outgoingEdge), expected \(expected.removal)")
    }
    if event.incomingEdge != expected.insertion {
      session.record(
        .incomingViewEnteredFromWrongEdge,
        "\(change): incoming view entered from \(event.incomingEdge), expected "
          + "\(expected.insertion)")
    }
  }
}
