/// Which way a state-driven container moves.
public enum NavigationDirection: String, Hashable, Sendable, Codable {
  /// Deeper, as a push: the new view comes in from the trailing edge.
  case forward
  /// Back, as a pop: the new view comes in from the leading edge.
  case back
}

/// A screen edge a view moves to or from.
public enum TransitionEdge: String, Hashable, Sendable, Codable {
  /// The leading (left in left-to-right layouts) edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// The insertion and removal edges for a direction, as an asymmetric `.move` transition.
public struct DirectionalTransition: Hashable, Sendable {
  /// The edge the incoming view enters from.
  public let insertion: TransitionEdge
  /// The edge the outgoing view leaves by.
  public let removal: TransitionEdge

  /// Creates a transition.
  @inlinable
  public init(insertion: TransitionEdge, removal: TransitionEdge) {
    self.insertion = insertion
    self.removal = removal
  }

  /// The transition that mimics a navigation push (`forward`) or pop (`back`).
  @inlinable
  public static func `for`(_ direction: NavigationDirection) -> DirectionalTransition {
    switch direction {
    case .forward: DirectionalTransition(insertion: .trailing, removal: .leading)
    case .back: DirectionalTransition(insertion: .leading, removal: .trailing)
    }
  }
}

/// What the host should do for one state change of a ``DirectionalNavigator``.
public struct DirectionalTransitionPlan<State: Hashable>: Hashable {
  /// The state before the change, recorded before it.
  public let from: State
  /// The new state.
  public let to: State
  /// The direction of the change.
  public let direction: NavigationDirection
  /// The edge the incoming view enters from.
  public let insertion: TransitionEdge
  /// The edge the outgoing view leaves by.
  public let removal: TransitionEdge
  /// Whether the host must re-assign the outgoing view's transition rather than let it keep
  /// the one captured at its insertion; ``sequencing`` says how (in an update of its own,
  /// before the state change).
  public let reassignsOutgoingTransition: Bool

  /// Creates a plan.
  @inlinable
  public init(
    from: State, to: State, direction: NavigationDirection, insertion: TransitionEdge,
    removal: TransitionEdge, reassignsOutgoingTransition: Bool
  ) {
    self.from = from
    self.to = to
    self.direction = direction
    self.insertion = insertion
    self.removal = removal
    self.reassignsOutgoingTransition = reassignsOutgoingTransition
  }
}

extension DirectionalTransitionPlan: Sendable where State: Sendable {}

/// Drives a state-driven container (a `switch` over a state, not a `NavigationStack`) with
/// slide transitions that follow the direction of each change.
///
/// The navigator records the current state before each change and derives the direction from
/// it synchronously, by an order the app supplies. With the `record-direction-before-change`
/// strategy active (the default everywhere), both views get the asymmetric transition of the
/// current direction; without it, each view keeps the symmetric edge it got when inserted.
///
/// ```swift
/// var navigator = DirectionalNavigator(initial: Step.welcome, strategies: strategies)
/// let plan = navigator.go(to: .login)!   // forward: in from trailing, out by leading
/// ```
public struct DirectionalNavigator<State: Hashable> {
  /// The current state.
  @inlinable public var current: State { currentState }
  /// The direction of the latest change (`forward` before any).
  @inlinable public var direction: NavigationDirection { latestDirection }
  @usableFromInline var currentState: State
  @usableFromInline var latestDirection: NavigationDirection = .forward
  /// The policy the navigator plans with.
  public let policy: DirectionalTransitionPolicy
  @usableFromInline let isForward: (State, State) -> Bool
  /// Whether `isForward` is `<` (set by the `Comparable` initialiser): ``go(to:)`` then compares
  /// directly, with no call through the closure.
  @usableFromInline let ordersByComparison: Bool
  /// Whether ``go(to:)`` on a `Comparable` state may take the one-test fast path: the order is
  /// `<` and the policy re-assigns the outgoing view's transition (so the edge kept for
  /// `capturedAtInsertion` is never read). Resolved once, at creation: the policy is constant.
  @usableFromInline let comparesWithCurrentDirection: Bool
  /// The edge the current view was inserted with, which it keeps under `capturedAtInsertion`.
  @usableFromInline var currentInsertionEdge: TransitionEdge = .trailing

  /// Creates a navigator; `isForward(from, to)` says whether a change goes forward.
  @inlinable
  public init(
    initial: State, strategies: StrategySet, isForward: @escaping (State, State) -> Bool
  ) {
    self.init(
      initial: initial, strategies: strategies, isForward: isForward, ordersByComparison: false)
  }

  @usableFromInline
  init(
    initial: State, strategies: StrategySet, isForward: @escaping (State, State) -> Bool,
    ordersByComparison: Bool
  ) {
    self.currentState = initial
    self.policy = strategies.directionalTransitions
    self.isForward = isForward
    self.ordersByComparison = ordersByComparison
    self.comparesWithCurrentDirection =
      ordersByComparison && strategies.directionalTransitions.style == .currentDirection
  }

  /// Plans the change to `state`, or returns `nil` when it is the current state.
  ///
  /// - Complexity: O(1) plus one call of the order.
  @inlinable
  public mutating func go(to state: State) -> DirectionalTransitionPlan<State>? {
    guard state != currentState else { return nil }
    return go(to: state, forward: isForward(currentState, state))
  }

  /// Records the change to `state`, a different state, in direction `forward`, and plans it.
  @inlinable
  @inline(__always)
  mutating func go(to state: State, forward: Bool) -> DirectionalTransitionPlan<State> {
    let from = currentState
    latestDirection = forward ? .forward : .back
    let transition = DirectionalTransition.for(latestDirection)
    // Under `capturedAtInsertion`, a symmetric `.move(edge:)`: the outgoing view leaves by the
    // edge it came in from. One plan, built once, so that the optimiser keeps it in registers.
    let reassigns: Bool
    switch policy.style {
    case .currentDirection: reassigns = true
    case .capturedAtInsertion: reassigns = false
    }
    let plan = DirectionalTransitionPlan(
      from: from, to: state, direction: latestDirection, insertion: transition.insertion,
      removal: reassigns ? transition.removal : currentInsertionEdge,
      reassignsOutgoingTransition: reassigns)
    currentState = state
    currentInsertionEdge = transition.insertion
    return plan
  }
}

extension DirectionalNavigator where State: Comparable {
  /// Creates a navigator for which a change to a greater state goes forward.
  @inlinable
  public init(initial: State, strategies: StrategySet) {
    self.init(
      initial: initial, strategies: strategies, isForward: { $0 < $1 }, ordersByComparison: true)
  }

  /// Plans the change to `state`, or returns `nil` when it is the current state.
  ///
  /// The same plan as the unconstrained ``go(to:)``; for a navigator made by
  /// ``init(initial:strategies:)`` the direction is one inlined `<`, not a call of a closure.
  ///
  /// - Complexity: O(1) plus one comparison (or one call of the order given at creation).
  @inlinable
  @inline(__always)
  public mutating func go(to state: State) -> DirectionalTransitionPlan<State>? {
    guard comparesWithCurrentDirection else { return Self.goInGeneral(&self, to: state) }
    // The one test above settles the order and the style: what is left is what hand-written
    // code does (record, compare, pick the transition of the direction).
    let from = currentState
    if from < state {
      latestDirection = .forward
      currentState = state
      return DirectionalTransitionPlan(
        from: from, to: state, direction: .forward, insertion: .trailing, removal: .leading,
        reassignsOutgoingTransition: true)
    }
    guard state != from else { return nil }
    latestDirection = .back
    currentState = state
    return DirectionalTransitionPlan(
      from: from, to: state, direction: .back, insertion: .leading, removal: .trailing,
      reassignsOutgoingTransition: true)
  }

  /// ``go(to:)`` for a navigator with an order of its own or the `capturedAtInsertion` style,
  /// out of line so that the fast path inlined into the caller carries none of it. Static, with
  /// the navigator as an ordinary `inout` argument: a mutating method would take it in the
  /// callee-saved `self` register, which the caller would then save and restore on every call.
  @inlinable
  @inline(never)
  static func goInGeneral(_ navigator: inout Self, to state: State)
    -> DirectionalTransitionPlan<State>?
  {
    guard state != navigator.currentState else { return nil }
    let forward =
      navigator.ordersByComparison
      ? navigator.currentState < state
      : call(navigator.isForward, from: navigator.currentState, to: state)
    return navigator.go(to: state, forward: forward)
  }
}

extension DirectionalNavigator {
  /// Calls `order`, out of line so that the comparison path inlined into the caller carries no
  /// closure call.
  @inlinable
  @inline(never)
  static func call(_ order: (State, State) -> Bool, from: State, to: State) -> Bool {
    order(from, to)
  }
}

/// How a host sequences the updates of one ``DirectionalTransitionPlan``.
///
/// SwiftUI removes a view with the transition it had at its last render *before* the update
/// that removes it: a transition assigned in the same update as the state change never reaches
/// the outgoing view (github.com/joshdholtz/DeckUI/pull/35).
public enum DirectionalUpdateSequencing: String, Hashable, Sendable, Codable {
  /// Change the state in one update; the outgoing view keeps the transition it was inserted
  /// with.
  case changeOnly
  /// First publish the plan's transition (``DirectionalTransitionPlan/insertion`` and
  /// ``DirectionalTransitionPlan/removal`` as an asymmetric `.move`) in an update of its own
  /// that re-renders the on-screen view, then change the state in a later update (the next
  /// run-loop turn: `DispatchQueue.main.async`), inside the animation.
  case transitionThenChange
}

extension DirectionalTransitionPlan {
  /// How the host must sequence this plan's updates.
  ///
  /// ```swift
  /// // `edge(_:)` is the app's mapping of TransitionEdge onto SwiftUI's Edge.
  /// if plan.sequencing == .transitionThenChange {
  ///   transition = .asymmetric(insertion: .move(edge: edge(plan.insertion)),
  ///                            removal: .move(edge: edge(plan.removal)))  // update 1
  ///   DispatchQueue.main.async { withAnimation { state = plan.to } }     // update 2
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  @inlinable
  public var sequencing: DirectionalUpdateSequencing {
    reassignsOutgoingTransition ? .transitionThenChange : .changeOnly
  }
}
