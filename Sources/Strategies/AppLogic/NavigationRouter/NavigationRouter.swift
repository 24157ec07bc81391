/// A navigation path that plans every change through the resolved strategies.
///
/// Embed it in a view model and bind its ``path`` to a `NavigationStack`; apply each returned
/// ``PathChangePlan``'s transaction when publishing the change. It reads like an `Array`
/// (`count`, `isEmpty`, `last`, subscripts, iteration) and never traps: ``pop()`` on an empty
/// path is a no-op that returns `nil`; popping more than the depth, a negative count or to a
/// destination not in the path throws ``NavigationRouterError`` and leaves the path unchanged.
/// Reading an entry by position follows the `Collection` contract, as `Array` does: the
/// position must be in `indices` (check with `indices.contains(_:)`, or read ``path`` or `last`).
///
/// ```swift
/// var router = NavigationRouter<Screen>(strategies: registry.resolve(context))
/// router.push(.list)
/// router.push(.detail)
/// let plan = router.popToRoot()   // on iOS 16 in a TabView: animate(linear(0.0s))
/// ```
///
/// Every change bumps ``changeToken``, so a host can tell that the path changed in O(1)
/// without keeping a copy of it.
public struct NavigationRouter<Destination: Hashable> {
  @usableFromInline var storage: [Destination]
  @usableFromInline let policy: PathChangePolicy
  @usableFromInline var token: ChangeToken
  /// The policy's transaction for each kind, packed once at creation.
  @usableFromInline let transactions: PackedTransactions

  /// Creates a router with the path-change policy of `strategies`.
  ///
  /// - Complexity: O(1): the router shares `path`'s storage until either changes.
  public init(strategies: StrategySet, path: [Destination] = []) {
    self.init(policy: strategies.pathChanges, path: path)
  }

  /// Creates a router with an explicit policy.
  public init(policy: PathChangePolicy, path: [Destination] = []) {
    self.storage = path
    self.policy = policy
    self.token = ChangeToken()
    self.transactions = PackedTransactions(policy)
  }

  /// The path, for binding to `NavigationStack(path:)`.
  ///
  /// - Complexity: O(1): the array shares storage until either side changes.
  @inlinable
  public var path: [Destination] { storage }

  /// The policy the router plans with.
  @inlinable
  package var pathChangePolicy: PathChangePolicy { policy }

  /// The token of the latest change; equal tokens mean an unchanged path.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var changeToken: ChangeToken { token }

  /// Records a change of `kind` from `previousDepth` and returns its plan.
  @inlinable
  @inline(__always)
  mutating func commit(_ kind: PathChangeKind, from previousDepth: Int) -> PathChangePlan {
    token.value &+= 1
    return PathChangePlan(
      kind: kind, packedTransaction: transactions[kind], token: token,
      previousDepth: previousDepth, depth: storage.count)
  }

  /// Removes the top `count` entries (`count` ≥ 1, at most the depth) and plans the change:
  /// in one update, or, where the policy splits multi-level pops, by dropping the covered
  /// entries first (``PathChangeStage/coveredEntriesDropped``) and leaving the top for the
  /// host's next ``pop()``.
  ///
  /// Where no strategy splits pops, the split costs one test of a flag resolved at creation,
  /// and its decision and its removal (``dropCoveredEntries(_:kind:)``) are laid out aside.
  @inlinable
  @inline(__always)
  mutating func removeTop(_ count: Int) -> PathChangePlan {
    let previous = storage.count
    let kind = Self.removalKind(removed: count, remaining: previous - count)
    if _slowPath(transactions.splitsMultiLevelPops), count >= 2,
      let staged = dropCoveredEntries(count, kind: kind)
    {
      return staged
    }
    if count == previous {
      storage.removeAll(keepingCapacity: true)
    } else {
      storage.removeLast(count)
    }
    return commit(kind, from: previous)
  }

  /// The first update of a split pop of `count` ≥ 2 entries: drops the entries under the top
  /// and plans it with animations disabled, or returns `nil` (nothing removed) where the
  /// policy keeps pops of this `kind` whole.
  ///
  /// Inlined, so that where pops are split the two updates cost what the hand-written removals
  /// cost: the caller's code keeps the path's storage in registers across both.
  @inlinable
  @inline(__always)
  mutating func dropCoveredEntries(_ count: Int, kind: PathChangeKind) -> PathChangePlan? {
    let previous = storage.count
    guard kind == .popToRoot ? transactions.stagesPopsToRoot : transactions.stagesPops else {
      return nil
    }
    // A path compares by value: when the entry the pop lands on equals the top, dropping the
    // covered entries would read as a pop to that entry, so such a pop stays one update.
    guard storage[previous - count] != storage[previous - 1] else { return nil }
    // The top overwrites the lowest covered entry and the entries above that one are removed
    // from the end, where removing the covered entries from under the top would shift it
    // through an out-of-line call.
    if count == 2 {
      let top = storage.removeLast()
      storage[previous - 2] = top
    } else {
      storage[previous - count] = storage[previous - 1]
      storage.removeLast(count - 1)
    }
    token.value &+= 1
    return PathChangePlan(
      kind: kind, packedTransaction: PackedTransaction(.disableAnimations), token: token,
      previousDepth: previous, depth: storage.count, stage: .coveredEntriesDropped)
  }

  /// The first update of a replacement that shortens the path by two or more entries, where the
  /// policy splits multi-level pops: the entries under the top become `target`, with the top
  /// kept on screen, planned with animations disabled; the second update (the performer's, on
  /// the next turn) pops the top, so the shortening is seen as a one-level pop onto `target`.
  /// Returns `nil` (nothing changed) where the policy keeps pops whole, or where `target`'s top
  /// equals the current top (the pop would read as landing on that entry).
  @inlinable
  @inline(never)
  mutating func replaceCoveredEntries(with target: [Destination]) -> PathChangePlan? {
    let previous = storage.count
    guard transactions.stagesPops, let top = storage.last, target.last != top else { return nil }
    storage.removeAll(keepingCapacity: true)
    storage.append(contentsOf: target)
    storage.append(top)
    token.value &+= 1
    return PathChangePlan(
      kind: .pop, packedTransaction: PackedTransaction(.disableAnimations), token: token,
      previousDepth: previous, depth: storage.count, stage: .coveredEntriesDropped)
  }

  /// The kind of a removal that leaves `remaining` entries after removing `removed`.
  @inlinable
  static func removalKind(removed: Int, remaining: Int) -> PathChangeKind {
    remaining == 0 && removed >= 2 ? .popToRoot : .pop
  }
}

extension NavigationRouter: RandomAccessCollection {
  /// The position of the root-most entry.
  @inlinable public var startIndex: Int { storage.startIndex }
  /// One past the top-most entry.
  @inlinable public var endIndex: Int { storage.endIndex }
  /// The entry at `position`; 0 is the first pushed.
  @inlinable public subscript(position: Int) -> Destination { storage[position] }
  /// The number of entries, in O(1).
  @inlinable public var count: Int { storage.count }
  /// Whether the path is empty (the root is showing), in O(1).
  @inlinable public var isEmpty: Bool { storage.isEmpty }
}

extension NavigationRouter: Equatable {
  /// Routers are equal when their paths are; tokens and policies are not compared.
  public static func == (lhs: NavigationRouter, rhs: NavigationRouter) -> Bool {
    lhs.storage == rhs.storage
  }
}

extension NavigationRouter: Sendable where Destination: Sendable {}

/// A ``PathChangePolicy`` with each kind's transaction packed (``PackedTransaction``).
@usableFromInline
struct PackedTransactions: Sendable {
  @usableFromInline let push: PackedTransaction
  @usableFromInline let pop: PackedTransaction
  @usableFromInline let popToRoot: PackedTransaction
  @usableFromInline let replace: PackedTransaction
  /// Whether pops of two or more entries that leave some are split in two updates: the policy
  /// asks for it and the pop plan has an animation to save.
  @usableFromInline let stagesPops: Bool
  /// Whether pops to root from depth two or more are split in two updates (as `stagesPops`).
  @usableFromInline let stagesPopsToRoot: Bool
  /// `stagesPops || stagesPopsToRoot`: the one test a removal makes where no pop is split.
  @usableFromInline let splitsMultiLevelPops: Bool

  init(_ policy: PathChangePolicy) {
    push = PackedTransaction(policy.push)
    pop = PackedTransaction(policy.pop)
    popToRoot = PackedTransaction(policy.popToRoot)
    replace = PackedTransaction(policy.replace)
    let splits = policy.multiLevelPops == .dropCoveredFirst
    stagesPops = splits && policy.pop.hasVisibleAnimation
    stagesPopsToRoot = splits && policy.popToRoot.hasVisibleAnimation
    splitsMultiLevelPops = stagesPops || stagesPopsToRoot
  }

  @inlinable
  subscript(kind: PathChangeKind) -> PackedTransaction {
    switch kind {
    case .push: push
    case .pop: pop
    case .popToRoot: popToRoot
    case .replace: replace
    }
  }
}
