import Strategies

/// A headless `NavigationStack(path:)`, optionally hosted in a `TabView`, that renders every
/// path change as a ``StackTransition``.
///
/// The app publishes each new path with ``setPath(_:transaction:)``, in the transaction it
/// would use (`withAnimation`, `withTransaction`, or a plain write to a `@Published` path).
///
/// ## Mechanism
/// - With no explicit animation, a push or pop animates with the system animation
///   (`PlannedAnimation.systemDefault`); an explicit animation is used as given; a transaction
///   that disables animations renders without one.
/// - On iOS 16.x, a stack hosted in a `TabView` that is emptied from depth two or more goes
///   stale, in one of two ways (``StaleState``):
///   - **hard**, unless the pop to root ran inside an explicit *zero-duration* animation: the
///     tab's hosting controller has not settled the multi-level pop, and the next push renders
///     without animation *whatever its transaction*;
///   - **soft**, after a pop to root inside an explicit zero-duration animation
///     (`withAnimation(.linear(duration: 0))`): the pop settled at once, but the stack has lost
///     the host's implicit animation, so the next push animates only if it carries an explicit
///     animation.
///
///   The next push clears either state.
/// - Not hosted in a `TabView`, or on iOS 17 and later, the stack never goes stale.
/// - On iOS 16.0 and 16.1, a change that removes two or more entries at once is performed
///   through UIKit with `animated: false`, whatever the transaction
///   (`popsSeveralWithoutAnimation`): it renders without animation. A change that shortens
///   the path under an unchanged top (drops covered entries, or replaces them with fewer) shows
///   nothing (it renders no transition), and a pop to the
///   root that follows it counts, for the `TabView` state, as a pop to root from the depth
///   before the drop. SwiftUI renders the updates of one run-loop turn together: a pop that
///   follows the drop in the same turn is one pop from the depth before the drop.
/// - `NavigationStack` does not exist below iOS 16: creating the model there throws
///   ``SimulationError/notApplicable(reason:)``.
///
/// ### Why both halves of seed 000's fix are required
/// Seed 000 applies two changes, each commented with the same reason ("the animation of the
/// next screen will not work after returning to the top"): `.animation(.default, value: path)`
/// on the stack, which gives every path change an explicit animation, and
/// `withAnimation(.linear(duration: 0)) { path.removeAll() }` on iOS 16. It reports that a
/// single-change workaround from the Developer Forums did not work, and shows the result only
/// with both applied. The model therefore encodes the weakest mechanism under which each change
/// is necessary and the two together are sufficient:
/// - the animation modifier alone gives the pop to root the non-zero default animation, which
///   on 16.x leaves the multi-level pop unsettled (public reports have 16.0–16.1 failing to
///   animate pop to root at all): hard stale, and the next push is flat although explicit;
/// - the zero-duration pop alone settles the stack but leaves the next push with only the
///   host's implicit animation, which the stale stack has lost: soft stale, the push is flat;
/// - both: soft stale, and the push carries the modifier's explicit animation: animated.
///
/// ## Detectors
/// - ``GlitchKind/pushNotAnimatedAfterPopToRoot``: a push rendered without animation although
///   its transaction did not disable animations, because the stack was stale.
/// - ``GlitchKind/multiLevelPopNotAnimated``: a pop of two or more entries that asked for a
///   visible animation (the host's, or an explicit one of non-zero duration) rendered without.
/// - ``GlitchKind/updateDelayed`` (over-mitigation) for a pop split in two updates (the
///   covered entries dropped first) on a version where one update animates.
/// - Over-mitigation, against what the app intends (the system animation on every change, as
///   the naive code gets where the defect does not strike):
///   ``GlitchKind/intendedAnimationLost`` for a change rendered without a visible animation
///   (none, or zero-duration), ``GlitchKind/animationChanged`` for another animation. The one
///   exception is the fix itself: a pop to root from depth two or more inside a zero-duration
///   animation on a stack that would otherwise go stale (16.x in a `TabView`).
public final class NavigationStackModel<Destination: Hashable> {
  /// How a pop to root has left a `TabView`-hosted stack on iOS 16.x.
  public enum StaleState: String, Hashable, Sendable {
    /// Settled: the next push animates as its transaction says.
    case none
    /// After a zero-duration explicit pop to root: the next push animates only with an
    /// explicit animation.
    case soft
    /// After any other pop to root: the next push renders without animation.
    case hard
  }

  /// The animation the app intends for every path change: what a plain write gets where the
  /// defect does not strike.
  public static var intendedAnimation: PlannedAnimation { .systemDefault }

  /// The simulated OS version.
  public let version: PlatformVersion
  /// Whether the stack is hosted in a `TabView`.
  public let isHostedInTabView: Bool
  /// The path as last published.
  public private(set) var path: [Destination]
  /// Every transition rendered, in order.
  public private(set) var transitions: [StackTransition] = []
  /// How a pop to root has left the tab's stack (the defect's state).
  public private(set) var staleState = StaleState.none
  /// Whether the tab's stack is stale after a pop to root (the defect's state).
  public var hasStaleTabState: Bool { staleState != .none }
  /// The depth before the last change, its time and its run-loop turn, when that change
  /// dropped only covered entries.
  private var coveredDrop: (depth: Int, time: Double, turn: Int)?
  private let session: SimulationSession

  /// Creates an empty stack.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no `NavigationStack`)
  ///   and on platforms other than iOS and iPadOS.
  public init(
    version: PlatformVersion, hostedInTabView: Bool, session: SimulationSession,
    path: [Destination] = []
  ) throws(SimulationError) {
    try version.require("NavigationStack", from: 16)
    self.version = version
    self.isHostedInTabView = hostedInTabView
    self.session = session
    self.path = path
  }

  /// Whether this version and host keep the stale state after an unanimated pop to root.
  package var losesAnimationAfterUnanimatedPopToRoot: Bool {
    isHostedInTabView && version.major == 16
  }

  /// Whether this version pops several entries of one update without animation.
  package var popsSeveralWithoutAnimation: Bool {
    version.number >= VersionNumber(16) && version.number < VersionNumber(16, 2)
  }

  /// Publishes `newPath` in `transaction` and renders the change.
  ///
  /// - Returns: The rendered transition, or `nil` when the path did not change or only entries
  ///   under an unchanged top were dropped (nothing visible moved).
  /// - Complexity: O(n) in the path length, to classify the change.
  @discardableResult
  public func setPath(_ newPath: [Destination], transaction: SimTransaction = .implicit)
    -> StackTransition?
  {
    session.countOperation()
    let old = path
    if Self.dropsOnlyCovered(from: old, to: newPath) {
      path = newPath
      coveredDrop = (old.count, session.now, session.clock.turn)
      return nil
    }
    guard let kind = Self.classify(from: old, to: newPath) else { return nil }
    // A pop of the kept top at the time of the drop finishes a pop split in two updates.
    let split = coveredDrop.map { kind == .pop && $0.time == session.now } ?? false
    let fromDepth = (split ? coveredDrop?.depth : nil) ?? old.count
    // In the drop's own turn the two updates render as one: the pop starts from before the drop.
    let coalesced = split && coveredDrop?.turn == session.clock.turn
    let renderedFrom = coalesced ? fromDepth : old.count
    coveredDrop = nil
    if split, !coalesced, fromDepth - newPath.count >= 2, !popsSeveralWithoutAnimation {
      session.record(
        .updateDelayed,
        "a pop from depth \(fromDepth) split in two updates (covered entries dropped first) "
          + "on \(version), where one update animates")
    }
    path = newPath
    let wasStale = staleState != .none
    // A jump back differs from what was asked only where a visible animation was asked for.
    let requested = transaction.disablesAnimations ? 0 : (transaction.animation?.duration ?? 1)
    let jumpsBack =
      kind == .pop && renderedFrom - newPath.count >= 2 && popsSeveralWithoutAnimation
      && requested > 0
    let animation = jumpsBack ? nil : renderedAnimation(for: kind, transaction: transaction)
    let transition = StackTransition(
      kind: kind, fromDepth: renderedFrom, toDepth: newPath.count, animation: animation,
      transaction: transaction, time: session.now)
    transitions.append(transition)
    let where_ = " on \(version)" + (isHostedInTabView ? " in a TabView" : "")
    let isPopToRoot = newPath.isEmpty && fromDepth >= 2
    if kind == .push, wasStale, animation == nil, !transaction.disablesAnimations {
      session.record(
        .pushNotAnimatedAfterPopToRoot,
        "\(transition) (transaction: \(transaction))" + where_)
    } else if jumpsBack {
      session.record(
        .multiLevelPopNotAnimated, "\(transition) (transaction: \(transaction))" + where_)
    } else {
      checkIntent(transition, isPopToRoot: isPopToRoot, where: where_)
    }
    if isPopToRoot, losesAnimationAfterUnanimatedPopToRoot {
      staleState =
        transaction.isExplicitlyAnimated && transaction.animation?.duration == 0
        ? .soft : .hard
    }
    return transition
  }

  /// A pop the system performs itself (the back button, or a long press on it choosing the
  /// root): `UINavigationController` pops and settles with its own animation, then writes the
  /// shorter path through the binding. It never leaves the stack stale, whatever the depth.
  ///
  /// - Returns: The rendered transition, or `nil` when `depth` is not shallower than the path
  ///   (a negative depth counts as 0).
  @discardableResult
  public func systemPop(toDepth depth: Int) -> StackTransition? {
    let kept = max(depth, 0)
    guard kept < path.count else { return nil }
    session.countOperation()
    coveredDrop = nil
    let old = path.count
    path.removeSubrange(kept...)
    let transition = StackTransition(
      kind: .pop, fromDepth: old, toDepth: kept, animation: .systemDefault,
      transaction: .implicit, time: session.now)
    transitions.append(transition)
    return transition
  }

  /// The animation the container gives a change of `kind` in `transaction`; consumes the stale
  /// state on a push.
  private func renderedAnimation(for kind: StackTransition.Kind, transaction: SimTransaction)
    -> PlannedAnimation?
  {
    if kind == .push, staleState != .none {
      defer { staleState = .none }
      if staleState == .hard { return nil }
      return transaction.isExplicitlyAnimated ? transaction.animation : nil
    }
    if transaction.disablesAnimations { return nil }
    return transaction.animation ?? .systemDefault
  }

  /// Reports a change that did not get the animation the app intends (over-mitigation).
  private func checkIntent(_ transition: StackTransition, isPopToRoot: Bool, where: String) {
    let intended = Self.intendedAnimation
    if isPopToRoot, losesAnimationAfterUnanimatedPopToRoot, transition.animation?.duration == 0,
      transition.transaction.isExplicitlyAnimated
    {
      return  // the fix's zero-duration pop to root, needed here
    }
    guard let animation = transition.animation, animation.duration > 0 else {
      session.record(
        .intendedAnimationLost,
        "\(transition) (transaction: \(transition.transaction)), intended \(intended)" + `where`)
      return
    }
    if animation != intended {
      session.record(
        .animationChanged,
        "\(transition) (transaction: \(transition.transaction)), intended \(intended)" + `where`)
    }
  }

  /// Whether `new` is shorter, keeps the top of `old` and changes only entries under it (drops
  /// them, or replaces them with fewer). Paths compare by value, as SwiftUI's do: a change
  /// that is also a plain pop (`new` a prefix of `old`) is a pop.
  static func dropsOnlyCovered(from old: [Destination], to new: [Destination]) -> Bool {
    new.count >= 1 && new.count < old.count && new.last == old.last && !old.starts(with: new)
  }

  /// Classifies a change by comparing the paths: longer with the old as prefix is a push,
  /// shorter as a prefix of the old is a pop, anything else that differs is a replace.
  static func classify(from old: [Destination], to new: [Destination]) -> StackTransition.Kind? {
    if new.count > old.count, new.starts(with: old) { return .push }
    if new.count < old.count, old.starts(with: new) { return .pop }
    if old == new { return nil }
    if new.count > old.count { return .push }
    if new.count < old.count { return .pop }
    return .replace
  }
}
