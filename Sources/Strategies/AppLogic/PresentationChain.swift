/// A chain of screens pushed one from another, each shown while its Bool is `true`, as
/// `navigationDestination(isPresented:)` reads: the app keeps a Bool per level, and the chain
/// keeps the presented levels as a path, so the host can drive the stack from either.
///
/// The levels are declared in order; level `i` can show only while the levels before it show.
/// Presenting a level presents those before it; dismissing one dismisses those after it. After
/// every change the presented levels are a prefix of ``levels`` (``path`` is `levels[..<depth]`):
/// a dismissal of several levels is one update, never split in two (a split's first update, the
/// covered levels dropped under an unchanged top, would not be a prefix). On iOS 16.0 and 16.1,
/// where a path bound to a stack that shrinks by two or more entries in one update pops without
/// animation, such a dismissal jumps back unanimated; a dismissal of the top level animates.
///
/// The chain keeps the presented levels as a path (its count is the depth), for the stack to
/// bind in O(1): a change costs what appending to or removing from the app's own path costs.
/// Where none of the chain's strategies is active, ``PassthroughPresentationChain`` keeps only
/// the number of presented levels, and a change costs what flipping the app's own Bool costs.
///
/// ```swift
/// var chain = PresentationChain(levels: [Screen.list, .detail, .edit], strategies: set)
/// chain.setPresented(.detail, true)   // list and detail shown
/// chain.setPresented(.detail, false)  // back to list: a pop of one entry
/// chain.binding                       // .path on iOS 16: bind chain.path to the stack
/// ```
public struct PresentationChain<Level: Hashable> {
  /// The levels, in the order they push.
  public let levels: [Level]
  /// The presented levels, in order: `levels[..<storage.count]`.
  @usableFromInline var storage: [Level]
  /// The token of the latest change.
  @usableFromInline var token: ChangeToken
  /// The policy's transaction for each kind, packed once at creation.
  @usableFromInline let transactions: PackedTransactions
  /// The policy the chain plans with.
  @usableFromInline let policy: PathChangePolicy
  /// How the host binds the chain to its stack.
  public let binding: PresentationBindingPlan
  /// Each level's position in ``levels`` (the first, for a level listed twice).
  @usableFromInline let positions: [Level: Int]
  /// The number of levels the common cases find by one comparison, without hashing: all of
  /// them where every level is listed once, else none.
  @usableFromInline let directLevels: Int

  /// Creates a chain of `levels` with none presented, planned with `strategies`.
  ///
  /// - Complexity: O(n) in the number of levels.
  public init(levels: [Level], strategies: StrategySet) {
    self.init(levels: levels, policy: strategies.pathChanges)
  }

  /// Creates a chain of `levels` with none presented, planned with an explicit policy.
  ///
  /// - Complexity: O(n) in the number of levels.
  public init(levels: [Level], policy: PathChangePolicy) {
    self.levels = levels
    self.storage = []
    self.token = ChangeToken()
    self.transactions = PackedTransactions(policy)
    self.policy = policy
    self.binding = policy.presentationBinding
    self.positions = Dictionary(
      levels.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    self.directLevels = positions.count == levels.count ? levels.count : 0
  }

  /// The presented levels as a router over ``path``, with the chain's policy and change token:
  /// a copy, for reading (the chain changes through ``setPresented(_:_:)`` and ``adopt(_:)``).
  ///
  /// - Complexity: As ``path``.
  public var router: NavigationRouter<Level> {
    var router = NavigationRouter(policy: policy, path: path)
    router.token = token
    return router
  }

  /// The presented levels, in order (a prefix of ``levels``): the path to bind with
  /// ``PresentationBindingPlan/path``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var path: [Level] { storage }

  /// The number of presented levels.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var depth: Int { storage.count }

  /// The token of the latest change; equal tokens mean nothing changed.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var changeToken: ChangeToken { token }

  /// Whether `level` is presented (`false` for a level not in ``levels``).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func isPresented(_ level: Level) -> Bool {
    guard let index = positions[level] else { return false }
    return index < storage.count
  }

  /// Sets `level`'s Bool: `true` presents it (and the levels before it), `false` dismisses it
  /// (and the levels after it), in one update.
  ///
  /// - Returns: The plan of the path change, or `nil` when nothing changed (the level already
  ///   in that state, or not in ``levels``).
  /// - Complexity: O(k) in the number of levels presented or dismissed; O(1) for the level
  ///   just above the top or the top itself.
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func setPresented(_ level: Level, _ isPresented: Bool) -> PathChangePlan? {
    let depth = storage.count
    // The common cases, the next level presented and the top dismissed, need no lookup: one
    // unsigned comparison bounds the level next to the top (`directLevels` <= `levels.count`),
    // and they are inlined into the caller; the others are out of line.
    let next = isPresented ? depth : depth &- 1
    if _fastPath(UInt(bitPattern: next) < UInt(bitPattern: directLevels)),
      directLevel(at: next) == level
    {
      return isPresented ? pushNext(level, from: depth) : popTop(from: depth)
    }
    return setPresentedLookingUp(level, isPresented, depth: depth)
  }

  /// The level at `position`, which is in `0..<directLevels`: read without a second bounds
  /// check.
  @inlinable
  @inline(__always)
  func directLevel(at position: Int) -> Level {
    levels.withUnsafeBufferPointer { $0[position] }
  }

  @inlinable
  @inline(never)
  mutating func setPresentedLookingUp(_ level: Level, _ isPresented: Bool, depth: Int)
    -> PathChangePlan?
  {
    setPresented(at: positions[level], isPresented, depth: depth)
  }

  @inlinable
  @inline(__always)
  mutating func pushNext(_ level: Level, from depth: Int) -> PathChangePlan {
    storage.append(level)
    return commit(.push, from: depth, to: depth &+ 1)
  }

  @inlinable
  @inline(__always)
  mutating func popTop(from depth: Int) -> PathChangePlan {
    storage.removeLast()
    return commit(.pop, from: depth, to: depth &- 1)
  }

  @inlinable
  mutating func setPresented(at position: Int?, _ isPresented: Bool, depth: Int)
    -> PathChangePlan?
  {
    guard let index = position else { return nil }
    if isPresented {
      guard index >= depth else { return nil }
      return change(to: index + 1, from: depth)
    }
    guard index < depth else { return nil }
    return change(to: index, from: depth)
  }

  /// Moves the presented levels from `depth` to `newDepth` (`newDepth != depth`, both in
  /// `0...levels.count`) in one update and plans it.
  @inlinable
  mutating func change(to newDepth: Int, from depth: Int) -> PathChangePlan {
    if newDepth > depth {
      storage.append(contentsOf: levels[depth..<newDepth])
    } else {
      storage.removeLast(depth - newDepth)
    }
    let kind: PathChangeKind =
      newDepth > depth
      ? .push : NavigationRouter<Level>.removalKind(removed: depth - newDepth, remaining: newDepth)
    return commit(kind, from: depth, to: newDepth)
  }

  /// Records a change of `kind` from `previousDepth` to `depth` and returns its plan.
  @inlinable
  @inline(__always)
  mutating func commit(_ kind: PathChangeKind, from previousDepth: Int, to depth: Int)
    -> PathChangePlan
  {
    token.value &+= 1
    return PathChangePlan(
      kind: kind, packedTransaction: transactions[kind], token: token,
      previousDepth: previousDepth, depth: depth)
  }

  /// Adopts a path the stack wrote (the back button or swipe), as
  /// ``NavigationRouter/adopt(_:)`` does: the presented levels become the longest prefix of
  /// ``levels`` that `newPath` starts with (a path that departs from the levels is cut where it
  /// departs, so the presented levels stay a prefix of ``levels``).
  ///
  /// - Returns: The plan, or `nil` when the presented levels did not change.
  /// - Complexity: O(m) in the new path's length.
  @discardableResult
  public mutating func adopt(_ newPath: [Level]) -> PathChangePlan? {
    var newDepth = 0
    while newDepth < newPath.count, newDepth < levels.count,
      newPath[newDepth] == levels[newDepth]
    {
      newDepth += 1
    }
    let depth = storage.count
    guard newDepth != depth else { return nil }
    return change(to: newDepth, from: depth)
  }
}

extension PresentationChain: Sendable where Level: Sendable {}
