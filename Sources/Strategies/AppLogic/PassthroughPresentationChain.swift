/// A chain of screens pushed one from another, each shown while its Bool is `true`:
/// ``PresentationChain``, which plans with the policy resolved at run time, or
/// ``PassthroughPresentationChain``, the chain of a version on which none of its strategies is
/// active.
///
/// Code generic over the protocol and specialised for the passthrough type folds every plan's
/// transaction away (it is always ``TransactionPlan/inherit``) and keeps no path: a change
/// costs what flipping the app's own Bool costs. Choose the type once, where the view model is
/// built:
///
/// ```swift
/// if let passthrough = PassthroughPresentationChain(levels: levels, strategies: strategies) {
///   EditorModel(chain: passthrough)
/// } else {
///   EditorModel(chain: PresentationChain(levels: levels, strategies: strategies))
/// }
/// ```
public protocol PresentationChaining<Level> {
  /// The type of the levels.
  associatedtype Level: Hashable

  /// The levels, in the order they push.
  var levels: [Level] { get }
  /// How the host binds the chain to its stack.
  var binding: PresentationBindingPlan { get }
  /// The presented levels, in order (a prefix of ``levels``).
  var path: [Level] { get }
  /// The number of presented levels.
  var depth: Int { get }
  /// Whether `level` is presented (`false` for a level not in ``levels``).
  func isPresented(_ level: Level) -> Bool
  /// Sets `level`'s Bool: `true` presents it (and the levels before it), `false` dismisses it
  /// (and the levels after it), in one update; `nil` when nothing changed.
  @discardableResult
  mutating func setPresented(_ level: Level, _ isPresented: Bool) -> PathChangePlan?
  /// Adopts a path the stack wrote (the back button or swipe); `nil` when the presented
  /// levels did not change.
  @discardableResult
  mutating func adopt(_ newPath: [Level]) -> PathChangePlan?
}

extension PresentationChain: PresentationChaining {}

/// The presentation chain of a version on which none of its strategies is active: the chain is
/// bound by flags (``PresentationBindingPlan/flags``), every change is planned in the inherited
/// transaction (``TransactionPlan/inherit``), and the chain keeps only the number of presented
/// levels.
///
/// It changes the presented levels as ``PresentationChain`` does, with the same plans (kinds,
/// transactions, depths), and never traps. It keeps no change token, as code without navbench
/// keeps none: every plan carries the initial token (``ChangeToken/init(_:)``, 0).
///
/// ```swift
/// var chain = PassthroughPresentationChain(levels: [Screen.list, .detail])
/// chain.setPresented(.detail, true)?.transaction  // .inherit: list and detail shown
/// ```
public struct PassthroughPresentationChain<Level: Hashable>: PresentationChaining {
  /// The levels, in the order they push.
  public let levels: [Level]
  /// The number of presented levels: the path is `levels[..<presented]`.
  @usableFromInline var presented: Int
  /// Each level's position in ``levels`` (the first, for a level listed twice).
  @usableFromInline let positions: [Level: Int]
  /// The number of levels the common cases find by one comparison, without hashing: all of
  /// them where every level is listed once, else none.
  @usableFromInline let directLevels: Int

  /// A passthrough chain of `levels` with none presented, whatever the strategies.
  ///
  /// - Complexity: O(n) in the number of levels.
  public init(levels: [Level]) {
    self.levels = levels
    self.presented = 0
    self.positions = Dictionary(
      levels.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    self.directLevels = positions.count == levels.count ? levels.count : 0
  }

  /// A passthrough chain of `levels` if none of the chain's strategies is active in
  /// `strategies` (the chain is bound by flags and no change is planned in a transaction of
  /// its own), else `nil` (use ``PresentationChain`` then).
  ///
  /// - Complexity: O(n) in the number of levels.
  public init?(levels: [Level], strategies: StrategySet) {
    let policy = strategies.pathChanges
    guard policy.presentationBinding == .flags,
      PathChangeKind.allCases.allSatisfy({ policy[$0] == .inherit })
    else { return nil }
    self.init(levels: levels)
  }

  /// ``PresentationBindingPlan/flags``: the host reads ``isPresented(_:)`` per level.
  @inlinable
  public var binding: PresentationBindingPlan { .flags }

  /// The presented levels, in order (a prefix of ``levels``).
  ///
  /// - Complexity: O(k) in the presented levels.
  @inlinable
  public var path: [Level] { Array(levels[..<presented]) }

  /// The number of presented levels.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var depth: Int { presented }

  /// Whether `level` is presented (`false` for a level not in ``levels``).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func isPresented(_ level: Level) -> Bool {
    guard let index = positions[level] else { return false }
    return index < presented
  }

  /// Sets `level`'s Bool: `true` presents it (and the levels before it), `false` dismisses it
  /// (and the levels after it), in one update.
  ///
  /// - Returns: The plan, or `nil` when nothing changed (the level already in that state, or
  ///   not in ``levels``).
  /// - Complexity: O(1) for the level just above the top or the top itself; O(1) expected
  ///   (one hash) for the others.
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func setPresented(_ level: Level, _ isPresented: Bool) -> PathChangePlan? {
    let depth = presented
    // The common cases, the next level presented and the top dismissed, need no lookup: one
    // unsigned comparison bounds the level next to the top (`directLevels` <= `levels.count`).
    let next = isPresented ? depth : depth &- 1
    let newDepth: Int
    let kind: PathChangeKind
    if UInt(bitPattern: next) < UInt(bitPattern: directLevels), directLevel(at: next) == level {
      (newDepth, kind) = isPresented ? (depth &+ 1, .push) : (next, .pop)
    } else {
      // The others look the level up, out of line; the plan is made here either way, so
      // that a caller that reads none of it keeps none of it.
      guard let found = depthAfterLookup(of: level, isPresented, depth: depth) else {
        return nil
      }
      newDepth = found
      kind =
        found > depth
        ? .push : NavigationRouter<Level>.removalKind(removed: depth - found, remaining: found)
    }
    presented = newDepth
    return commit(kind, from: depth)
  }

  /// The depth after setting `level`'s Bool from `depth`, found by a lookup, or `nil` when
  /// nothing changes.
  @inlinable
  @inline(never)
  func depthAfterLookup(of level: Level, _ isPresented: Bool, depth: Int) -> Int? {
    guard let index = positions[level] else { return nil }
    if isPresented { return index >= depth ? index + 1 : nil }
    return index < depth ? index : nil
  }

  /// The level at `position`, which is in `0..<directLevels`: read without a second bounds
  /// check.
  @inlinable
  @inline(__always)
  func directLevel(at position: Int) -> Level {
    levels.withUnsafeBufferPointer { $0[position] }
  }

  /// Moves the presented levels from `depth` to `newDepth` (`newDepth != depth`) and plans it.
  @inlinable
  mutating func change(to newDepth: Int, from depth: Int) -> PathChangePlan {
    presented = newDepth
    let kind: PathChangeKind =
      newDepth > depth
      ? .push : NavigationRouter<Level>.removalKind(removed: depth - newDepth, remaining: newDepth)
    return commit(kind, from: depth)
  }

  /// Records a change of `kind` from `previousDepth` and returns its plan.
  @inlinable
  @inline(__always)
  mutating func commit(_ kind: PathChangeKind, from previousDepth: Int) -> PathChangePlan {
    PathChangePlan(
      kind: kind, packedTransaction: PackedTransaction(.inherit), token: ChangeToken(),
      previousDepth: previousDepth, depth: presented)
  }

  /// Adopts a path the stack wrote (the back button or swipe), as
  /// ``PresentationChain/adopt(_:)`` does.
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
    let depth = presented
    guard newDepth != depth else { return nil }
    return change(to: newDepth, from: depth)
  }
}

extension PassthroughPresentationChain: Sendable where Level: Sendable {}
