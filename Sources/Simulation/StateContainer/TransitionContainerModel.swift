import Strategies

/// A headless state-driven container (a `ZStack` or `switch` with one child per state, not a
/// `NavigationStack`) that slides children in and out with `.move(edge:)` transitions.
///
/// ## Mechanism (SwiftUI's transition capture)
/// - A child's transition is read when the child is rendered. The incoming child uses the
///   transition given at the render of the change.
/// - The outgoing child leaves by the removal edge of the transition it had at its last
///   render: the one captured at its insertion, unless the host re-assigns it in the same
///   transaction, before the change (``change(to:incoming:reassigningOutgoing:)``). A value
///   the transition depends on that changes later (an async direction update) does not reach
///   a child already on screen.
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
  /// The transition the on-screen child carries (captured at its last render).
  public private(set) var currentTransition: MoveTransition
  /// Every change rendered, in order.
  public private(set) var events: [StateChangeEvent<State>] = []
  private let session: SimulationSession

  /// Creates a container showing the child of `initial`, rendered with `transition`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 (no SwiftUI) and on
  ///   platforms other than iOS and iPadOS.
  public init(
    version: PlatformVersion, initial: State, transition: MoveTransition,
    session: SimulationSession
  ) throws(SimulationError) {
    try version.require("SwiftUI transitions", from: 13)
    self.version = version
    self.current = initial
    self.currentTransition = transition
    self.session = session
  }

  /// Changes the state to `state` in one animated transaction.
  ///
  /// - Parameters:
  ///   - state: The new state.
  ///   - incoming: The transition the new child is rendered with.
  ///   - reassigningOutgoing: A transition re-assigned to the outgoing child in the same
  ///     transaction, before the change; `nil` keeps the one it captured.
  /// - Returns: The rendered change, or `nil` when `state` is already shown.
  @discardableResult
  public func change(
    to state: State, incoming: MoveTransition, reassigningOutgoing: MoveTransition? = nil
  ) -> StateChangeEvent<State>? {
    guard state != current else { return nil }
    session.countOperation()
    if let reassigned = reassigningOutgoing { currentTransition = reassigned }
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
    let expected = MoveTransition.navigation(event.direction)
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
