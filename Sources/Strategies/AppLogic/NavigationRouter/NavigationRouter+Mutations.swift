extension NavigationRouter {
  /// Pushes `destination` on top of the path.
  ///
  /// - Returns: The plan for the push.
  /// - Complexity: O(1) amortised.
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func push(_ destination: Destination) -> PathChangePlan {
    let previous = storage.count
    storage.append(destination)
    return commit(.push, from: previous)
  }

  /// Pushes `destinations` in order, as one change.
  ///
  /// - Returns: The plan, or `nil` when `destinations` is empty (nothing changed).
  /// - Complexity: O(k) amortised in the number of destinations.
  @inlinable
  @discardableResult
  public mutating func push(contentsOf destinations: some Sequence<Destination>) -> PathChangePlan?
  {
    let previous = storage.count
    storage.append(contentsOf: destinations)
    guard storage.count != previous else { return nil }
    return commit(.push, from: previous)
  }

  /// Pops the top entry.
  ///
  /// - Returns: The plan, or `nil` when the path is empty: popping an empty path is a
  ///   documented no-op (the seed's `removeLast()` would trap).
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func pop() -> PathChangePlan? {
    // `_fastPath` lays the change out as the straight line and the empty path's `nil` aside,
    // so that a pop costs no jump over the no-op's code.
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
    // The common case first, as a straight line: entries remain, so the change is a pop.
    if _fastPath(count < depth), count > 0 {
      // Entries remain, so the pop is split only where pops (not pops to root) are.
      if _slowPath(transactions.stagesPops), count >= 2,
        let staged = dropCoveredEntries(count, kind: .pop)
      {
        return staged
      }
      storage.removeLast(count)
      return commit(.pop, from: depth)
    }
    guard count >= 0 else { throw .negativeCount(count) }
    guard count <= storage.count else {
      throw .popBeyondRoot(requested: count, depth: storage.count)
    }
    guard count > 0 else { return nil }
    return removeTop(count)
  }

  /// Pops every entry, showing the root; storage is kept for the next pushes.
  ///
  /// - Returns: The plan (a ``PathChangeKind/popToRoot`` from depth two or more, a
  ///   ``PathChangeKind/pop`` from depth one), or `nil` when the path was already empty.
  /// - Complexity: O(n) to release the entries: O(1) amortised per entry pushed.
  @inlinable
  @discardableResult
  public mutating func popToRoot() -> PathChangePlan? {
    guard !storage.isEmpty else { return nil }
    return removeTop(storage.count)
  }

  /// Pops the entries above the top-most occurrence of `destination`, which becomes the top.
  ///
  /// - Returns: The plan, or `nil` when `destination` is already on top.
  /// - Throws: ``NavigationRouterError/destinationNotInPath`` when it is not in the path.
  /// - Complexity: O(k) in the number of entries above `destination`.
  @inlinable
  @discardableResult
  public mutating func pop(to destination: Destination) throws(NavigationRouterError)
    -> PathChangePlan?
  {
    guard let position = storage.lastIndex(of: destination) else { throw .destinationNotInPath }
    let removed = storage.count - position - 1
    guard removed > 0 else { return nil }
    return removeTop(removed)
  }

  /// Replaces the whole path with `destinations`; an empty `destinations` empties the path
  /// and is planned as a pop (``PathChangeKind/popToRoot`` from depth two or more).
  ///
  /// Where the policy splits multi-level pops, a replacement that shortens the path by two or
  /// more to a non-empty path is split like one (``PathChangeStage/coveredEntriesDropped``):
  /// the entries under the top become `destinations`, the top kept, and the host's next
  /// ``pop()`` (``PathChangePerformer`` runs it) shows a one-level pop onto them.
  ///
  /// - Complexity: O(n + m) in the old and new lengths.
  @inlinable
  @discardableResult
  public mutating func replace(with destinations: some Sequence<Destination>) -> PathChangePlan {
    let previous = storage.count
    if _slowPath(transactions.splitsMultiLevelPops), previous >= 2 {
      let target = Array(destinations)
      // Emptying the path is a pop to root, split as `popToRoot()` splits it.
      if target.isEmpty { return removeTop(previous) }
      if previous - target.count >= 2, let staged = replaceCoveredEntries(with: target) {
        return staged
      }
      storage.removeAll(keepingCapacity: true)
      storage.append(contentsOf: target)
    } else {
      storage.removeAll(keepingCapacity: true)
      storage.append(contentsOf: destinations)
    }
    // Emptying the path is a removal (a pop to root from depth two or more), not a replacement.
    let kind = storage.isEmpty ? Self.removalKind(removed: previous, remaining: 0) : .replace
    return commit(kind, from: previous)
  }

  /// Replaces the top entry with `destination`.
  ///
  /// - Returns: The plan, or `nil` when the path is empty (a documented no-op: there is no top
  ///   entry to replace).
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  @discardableResult
  public mutating func replaceLast(with destination: Destination) -> PathChangePlan? {
    guard _fastPath(!storage.isEmpty) else { return nil }  // as in `pop()`
    storage[storage.count - 1] = destination
    return commit(.replace, from: storage.count)
  }

  /// Adopts a path the system changed itself (the back button or swipe writing through a
  /// `NavigationStack` binding), classifying the change by length alone.
  ///
  /// - Returns: The plan, or `nil` when the length did not change and neither did the top.
  /// - Complexity: O(m) to adopt the new array's storage (O(1) when it shares the old one's);
  ///   the paths are never compared element by element.
  @discardableResult
  public mutating func adopt(_ newPath: [Destination]) -> PathChangePlan? {
    let previous = storage.count
    let kind: PathChangeKind
    if newPath.count > previous {
      kind = .push
    } else if newPath.count < previous {
      kind = Self.removalKind(removed: previous - newPath.count, remaining: newPath.count)
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
