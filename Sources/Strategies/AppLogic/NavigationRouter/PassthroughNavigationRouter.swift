/// Changes a navigation path and plans each change: ``NavigationRouter``, which plans with the
/// path-change policy resolved at run time, or ``PassthroughNavigationRouter``, the router of a
/// version on which no path-change strategy is active.
///
/// Code generic over the protocol and specialised for the passthrough type folds every plan's
/// transaction away (it is always ``TransactionPlan/inherit``), so that a strategy that is off
/// costs nothing. Choose the type once, where the view model is built:
///
/// ```swift
/// if let passthrough = PassthroughNavigationRouter<Screen>(strategies: strategies) {
///   AppModel(router: passthrough)
/// } else {
///   AppModel(router: NavigationRouter<Screen>(strategies: strategies))
/// }
/// ```
public protocol NavigationRouting<Destination> {
  /// The type of the path's entries.
  associatedtype Destination: Hashable

  /// The path, for binding to `NavigationStack(path:)`.
  var path: [Destination] { get }
  /// Whether the user may pop the top screen with the edge swipe.
  var allowsInteractivePop: Bool { get }

  /// Pushes `destination` on top of the path and plans the push.
  @discardableResult
  mutating func push(_ destination: Destination) -> PathChangePlan
  /// Pops the top entry; `nil` (nothing changed) when the path is empty.
  @discardableResult
  mutating func pop() -> PathChangePlan?
  /// Pops the top `count` entries; `nil` when `count` is 0.
  ///
  /// - Throws: ``NavigationRouterError`` when `count` is negative or exceeds the depth.
  @discardableResult
  mutating func pop(_ count: Int) throws(NavigationRouterError) -> PathChangePlan?
  /// Pops every entry; `nil` when the path was already empty.
  @discardableResult
  mutating func popToRoot() -> PathChangePlan?
  /// Replaces the top entry; `nil` when the path is empty.
  @discardableResult
  mutating func replaceLast(with destination: Destination) -> PathChangePlan?
  /// Adopts a path the system changed itself; `nil` when neither its length nor its top
  /// changed.
  @discardableResult
  mutating func adopt(_ newPath: [Destination]) -> PathChangePlan?
}

extension NavigationRouter: NavigationRouting {}

/// The router of a version on which no path-change strategy is active: every change is
/// planned as code without navbench makes it, in the inherited transaction
/// (``TransactionPlan/inherit``), in one update, and the edge swipe is offered.
///
/// It changes the path as ``NavigationRouter`` does, with the same plans (kinds, transactions,
/// depths, stages) and the same documented no-ops and errors, and never traps. It keeps no
/// change token, as code without navbench keeps none: a host animates no change where no
/// strategy is active, so every plan carries the initial token (``ChangeToken/init(_:)``, 0).
///
/// ```swift
/// var router = PassthroughNavigationRouter<Screen>()
/// router.push(.list)
/// router.popToRoot()?.transaction  // .inherit
/// ```
public struct PassthroughNavigationRouter<Destination: Hashable>: NavigationRouting {
  @usableFromInline var storage: [Destination]

  /// A passthrough router over `path`, whatever the strategies.
  ///
  /// - Complexity: O(1): the router shares `path`'s storage until either changes.
  @inlinable
  public init(path: [Destination] = []) {
    self.storage = path
  }

  /// A passthrough router over `path` if no strategy of `strategies` changes how a path
  /// change is planned (its transactions, its updates, the edge swipe), else `nil` (use
  /// ``NavigationRouter`` then).
  public init?(strategies: StrategySet, path: [Destination] = []) {
    guard Self.plansAsIs(strategies.pathChanges) else { return nil }
    self.init(path: path)
  }

  /// Whether a router with `policy` plans every change as the passthrough router does.
  static func plansAsIs(_ policy: PathChangePolicy) -> Bool {
    // With every transaction inherited no pop has an animation to save, so none is split.
    PathChangeKind.allCases.allSatisfy { policy[$0] == .inherit }
      && policy.interactivePop == .system
  }

  /// The path, for binding to `NavigationStack(path:)`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var path: [Destination] { storage }

  /// `true`: the system's edge swipe is offered.
  @inlinable
  public var allowsInteractivePop: Bool { true }

  /// Records a change of `kind` from `previousDepth` and returns its plan.
  @inlinable
  @inline(__always)
  mutating func commit(_ kind: PathChangeKind, from previousDepth: Int) -> PathChangePlan {
    PathChangePlan(
      kind: kind, packedTransaction: PackedTransaction(.inherit), token: ChangeToken(),
      previousDepth: previousDepth, depth: storage.count)
  }

  /// Pushes `destination` on top of the path.
  ///
  /// - Complexity: O(1) amortised.
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func push(_ destination: Destination) -> PathChangePlan {
    let previous = storage.count
    storage.append(destination)
    return commit(.push, from: previous)
  }

  /// Pops the top entry; popping an empty path is a documented no-op that returns `nil`.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func pop() -> PathChangePlan? {
    guard _fastPath(!storage.isEmpty) else { return nil }
    let previous = storage.count
    storage.removeLast()
    return commit(.pop, from: previous)
  }

  /// Pops the top `count` entries as one change; emptying the path from depth two or more is
  /// a ``PathChangeKind/popToRoot``.
  ///
  /// - Returns: The plan, or `nil` when `count` is 0 (nothing changed).
  /// - Throws: ``NavigationRouterError`` when `count` is negative or exceeds the depth.
  /// - Complexity: O(k) in `count`.
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func pop(_ count: Int) throws(NavigationRouterError) -> PathChangePlan? {
    let depth = storage.count
    if _fastPath(count < depth), count > 0 {
      storage.removeLast(count)
      return commit(.pop, from: depth)
    }
    guard count >= 0 else { throw .negativeCount(count) }
    guard count <= depth else { throw .popBeyondRoot(requested: count, depth: depth) }
    guard count > 0 else { return nil }
    storage.removeAll(keepingCapacity: true)
    return commit(
      NavigationRouter<Destination>.removalKind(removed: count, remaining: 0), from: depth)
  }

  /// Pops every entry, showing the root; storage is kept for the next pushes.
  ///
  /// - Returns: The plan, or `nil` when the path was already empty.
  /// - Complexity: O(n) to release the entries: O(1) amortised per entry pushed.
  @inlinable
  @discardableResult
  public mutating func popToRoot() -> PathChangePlan? {
    let depth = storage.count
    guard depth > 0 else { return nil }
    storage.removeAll(keepingCapacity: true)
    return commit(
      NavigationRouter<Destination>.removalKind(removed: depth, remaining: 0), from: depth)
  }

  /// Replaces the top entry; a documented no-op that returns `nil` on an empty path.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func replaceLast(with destination: Destination) -> PathChangePlan? {
    guard _fastPath(!storage.isEmpty) else { return nil }
    storage[storage.count - 1] = destination
    return commit(.replace, from: storage.count)
  }

  /// Adopts a path the system changed itself, classifying the change by length alone, as
  /// ``NavigationRouter/adopt(_:)`` does.
  ///
  /// - Complexity: O(m) to adopt the new array's storage (O(1) when it shares the old one's).
  @discardableResult
  public mutating func adopt(_ newPath: [Destination]) -> PathChangePlan? {
    let previous = storage.count
    let kind: PathChangeKind
    if newPath.count > previous {
      kind = .push
    } else if newPath.count < previous {
      kind = NavigationRouter<Destination>.removalKind(
        removed: previous - newPath.count, remaining: newPath.count)
    } else if newPath.last != storage.last {
      kind = .replace
    } else {
      storage = newPath
      return nil
    }
    storage = newPath
    return commit(kind, from: previous)
  }
}

extension PassthroughNavigationRouter: Equatable {
  /// Routers are equal when their paths are.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.storage == rhs.storage }
}

extension PassthroughNavigationRouter: Sendable where Destination: Sendable {}
