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
/// - On iOS 16.x, a stack hosted in a `TabView` that is emptied from depth two or more in a
///   transaction without an explicit animation is left in a stale state: the tab's stack has not
///   settled, and the next push that carries no explicit animation renders without one. A push
///   with an explicit animation renders with it. Either push clears the state. A pop to root
///   inside an explicit animation, even `linear(duration: 0)`, leaves no stale state.
/// - Not hosted in a `TabView`, or on iOS 17 and later, the stack never goes stale.
/// - `NavigationStack` does not exist below iOS 16: creating the model there throws
///   ``SimulationError/notApplicable(reason:)``.
///
/// The detector reports ``GlitchKind/pushNotAnimatedAfterPopToRoot`` for a push that rendered
/// without animation although its transaction did not disable animations.
public final class NavigationStackModel<Destination: Hashable> {
  /// The simulated OS version.
  public let version: PlatformVersion
  /// Whether the stack is hosted in a `TabView`.
  public let isHostedInTabView: Bool
  /// The path as last published.
  public private(set) var path: [Destination]
  /// Every transition rendered, in order.
  public private(set) var transitions: [StackTransition] = []
  /// Whether the tab's stack is stale after an unanimated pop to root (the defect's state).
  public private(set) var hasStaleTabState = false
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
  public var losesAnimationAfterUnanimatedPopToRoot: Bool {
    isHostedInTabView && version.major == 16
  }

  /// Publishes `newPath` in `transaction` and renders the change.
  ///
  /// - Returns: The rendered transition, or `nil` when the path did not change.
  /// - Complexity: O(n) in the path length, to classify the change.
  @discardableResult
  public func setPath(_ newPath: [Destination], transaction: SimTransaction = .implicit)
    -> StackTransition?
  {
    session.countOperation()
    let old = path
    guard let kind = Self.classify(from: old, to: newPath) else { return nil }
    path = newPath
    let animation = renderedAnimation(for: kind, transaction: transaction)
    let transition = StackTransition(
      kind: kind, fromDepth: old.count, toDepth: newPath.count, animation: animation,
      transaction: transaction, time: session.now)
    transitions.append(transition)
    if kind == .push, animation == nil, !transaction.disablesAnimations {
      session.record(
        .pushNotAnimatedAfterPopToRoot,
        "\(transition) (transaction: \(transaction)) on \(version)"
          + (isHostedInTabView ? " in a TabView" : ""))
    }
    if newPath.isEmpty, old.count >= 2, !transaction.isExplicitlyAnimated,
      losesAnimationAfterUnanimatedPopToRoot
    {
      hasStaleTabState = true
    }
    return transition
  }

  /// The animation the container gives a change of `kind` in `transaction`; consumes the stale
  /// state on a push.
  private func renderedAnimation(for kind: StackTransition.Kind, transaction: SimTransaction)
    -> PlannedAnimation?
  {
    if kind == .push, hasStaleTabState {
      hasStaleTabState = false
      return transaction.isExplicitlyAnimated ? transaction.animation : nil
    }
    if transaction.disablesAnimations { return nil }
    return transaction.animation ?? .systemDefault
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
