extension StrategyRegistry {
  /// Resolves `context` into the active strategies and each domain's policy.
  ///
  /// Each registered strategy is decided by ``Activation`` (overrides, versions, traits); the
  /// active ones adjust their domains' policies in application order (see
  /// ``StrategyOrdering``).
  ///
  /// - Parameters:
  ///   - context: The OS version and traits.
  ///   - usingCache: Pass `false` to bypass the per-context cache (for measuring resolution).
  ///   Strategies' hooks run without the registry's lock held.
  /// - Complexity: O(1) for a cached context; otherwise O(s) in the number of strategies, plus
  ///   O(1) amortised to cache the result (the cache holds at most `cacheLimit` contexts).
  public func resolve(_ context: StrategyContext, usingCache: Bool = true) -> StrategySet {
    if usingCache, let hit = cache.withLock({ $0.entries[context] }) { return hit }
    let snapshot = orderedSnapshot()
    let resolved = Self.resolve(context, in: snapshot)
    if usingCache {
      cache.withLock { cache in
        guard cache.generation == snapshot.generation else { return }
        if cache.entries.count >= Self.cacheLimit { cache.entries.removeAll() }
        cache.entries[context] = resolved
      }
    }
    return resolved
  }

  /// How many contexts are cached now (at most `cacheLimit`).
  var cachedContextCount: Int { cache.withLock { $0.entries.count } }

  /// Constraints examined by cycle checks so far; see `State.orderingWork`.
  var orderingWork: Int { state.withLock { $0.orderingWork } }

  /// Every strategy's activation in `context`, in application order.
  public func activations(in context: StrategyContext) -> [StrategyActivation] {
    let snapshot = orderedSnapshot()
    let context = Self.expanded(context, snapshot)
    return snapshot.order!.map { id in
      let descriptor = snapshot.strategies[id]!.descriptor
      return StrategyActivation(
        descriptor: descriptor, activation: Self.activation(of: descriptor, in: context, snapshot))
    }
  }

  static func activation(
    of descriptor: StrategyDescriptor, in context: StrategyContext, _ state: State
  ) -> Activation {
    Activation.decide(
      descriptor, addressing: descriptor.addresses.compactMap { state.issues[$0] }, in: context,
      code: state.code, rules: state.rules, rulesSource: state.rulesSource)
  }

  private static func resolve(_ requested: StrategyContext, in state: State) -> StrategySet {
    let context = expanded(requested, state)
    var active: [StrategyID] = []
    var policies = DomainPolicies()
    for id in state.order! {
      let entry = state.strategies[id]!
      guard activation(of: entry.descriptor, in: context, state).isActive else { continue }
      active.append(id)
      policies.apply(entry.strategy, for: context)
    }
    return StrategySet(context: requested, active: active, policies: policies)
  }

  // MARK: Ordering

  /// A copy of the state with the application order computed.
  func orderedSnapshot() -> State {
    state.withLock { state in
      if state.order == nil { state.order = Self.applicationOrder(state) }
      return state
    }
  }

  /// The strategies that must run after `id`: those it runs before, and those that run after it.
  private static func successors(of id: StrategyID, in state: State) -> [StrategyID] {
    guard let entry = state.strategies[id] else { return [] }
    let after = entry.descriptor.ordering.runsBefore.union(state.runAfterIndex[id] ?? [])
    return after.filter { state.strategies[$0] != nil }.sorted()
  }

  /// A cycle of constraints through `id`, if one exists, as the list of strategies on it.
  static func cycle(through id: StrategyID, in state: inout State) -> [StrategyID]? {
    var visited: Set<StrategyID> = []
    var path: [StrategyID] = [id]
    var work = 0
    defer { state.orderingWork += work }
    let state = state
    func search(_ node: StrategyID) -> Bool {
      for next in successors(of: node, in: state) {
        work += 1
        if next == id { return true }
        guard visited.insert(next).inserted else { continue }
        path.append(next)
        if search(next) { return true }
        path.removeLast()
      }
      return false
    }
    return search(id) ? path + [id] : nil
  }

  /// The spacing of fresh order keys, so that later strategies fit between two others.
  static let orderKeyGap = 1 << 16

  /// An order key for a strategy about to be registered that keeps the numbering topological
  /// without moving anyone, or `nil` when none exists (a cycle is then possible and the caller
  /// searches for one).
  ///
  /// - Complexity: O(k) for k constraints naming or named by the strategy.
  static func fastOrderKey(for descriptor: StrategyDescriptor, in state: inout State) -> Int? {
    let id = descriptor.id
    let ordering = descriptor.ordering
    guard !ordering.runsAfter.contains(id), !ordering.runsBefore.contains(id) else { return nil }
    var lower: Int?
    var upper: Int?
    var work = 0
    for earlier in ordering.runsAfter.union(state.runBeforeIndex[id] ?? []) {
      work += 1
      if let key = state.orderKeys[earlier] { lower = max(lower ?? key, key) }
    }
    for later in ordering.runsBefore.union(state.runAfterIndex[id] ?? []) {
      work += 1
      if let key = state.orderKeys[later] { upper = min(upper ?? key, key) }
    }
    state.orderingWork += work
    if state.orderKeys.isEmpty { return 0 }
    switch (lower, upper) {
    case (nil, nil), (_?, nil): return state.highestKey + orderKeyGap
    case (nil, let upper?): return min(upper, state.lowestKey) - orderKeyGap
    case (let lower?, let upper?):
      return upper - lower >= 2 ? lower + (upper - lower) / 2 : nil
    }
  }

  /// Numbers every strategy afresh in a topological order, `orderKeyGap` apart.
  ///
  /// - Complexity: O(s + c).
  static func renumber(_ state: inout State) {
    var indegree: [StrategyID: Int] = [:]
    var next: [StrategyID: [StrategyID]] = [:]
    var work = 0
    for id in state.strategies.keys {
      indegree[id, default: 0] += 0
      let successors = successors(of: id, in: state)
      work += successors.count
      next[id] = successors
      for successor in successors { indegree[successor, default: 0] += 1 }
    }
    var ready = indegree.filter { $0.value == 0 }.map(\.key)
    var keys: [StrategyID: Int] = [:]
    var key = 0
    while let id = ready.popLast() {
      keys[id] = key
      key += orderKeyGap
      for successor in next[id] ?? [] {
        indegree[successor]! -= 1
        if indegree[successor] == 0 { ready.append(successor) }
      }
    }
    state.orderKeys = keys
    state.lowestKey = 0
    state.highestKey = max(0, key - orderKeyGap)
    state.orderingWork += work
  }

  /// Kahn's algorithm; among strategies free to go next, higher priority then lower id first.
  ///
  /// - Complexity: O((s + c) log s) for s strategies and c constraints.
  static func applicationOrder(_ state: State) -> [StrategyID] {
    var indegree: [StrategyID: Int] = [:]
    for id in state.strategies.keys { indegree[id, default: 0] += 0 }
    var successorLists: [StrategyID: [StrategyID]] = [:]
    for id in state.strategies.keys {
      let next = successors(of: id, in: state)
      successorLists[id] = next
      for successor in next { indegree[successor, default: 0] += 1 }
    }
    func precedes(_ a: StrategyID, _ b: StrategyID) -> Bool {
      let pa = state.strategies[a]!.descriptor.ordering.priority
      let pb = state.strategies[b]!.descriptor.ordering.priority
      return pa != pb ? pa > pb : a < b
    }
    var ready = Heap<StrategyID>(precedes: precedes)
    for (id, count) in indegree where count == 0 { ready.insert(id) }
    var order: [StrategyID] = []
    order.reserveCapacity(state.strategies.count)
    while let next = ready.popFirst() {
      order.append(next)
      for successor in successorLists[next] ?? [] {
        indegree[successor]! -= 1
        if indegree[successor] == 0 { ready.insert(successor) }
      }
    }
    return order
  }
}

/// A binary heap whose first element is the one `precedes` puts first.
struct Heap<Element> {
  private var storage: [Element] = []
  private let precedes: (Element, Element) -> Bool

  init(precedes: @escaping (Element, Element) -> Bool) {
    self.precedes = precedes
  }

  mutating func insert(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(storage[child], storage[parent]) else { break }
      storage.swapAt(child, parent)
      child = parent
    }
  }

  mutating func popFirst() -> Element? {
    guard !storage.isEmpty else { return nil }
    storage.swapAt(0, storage.count - 1)
    let first = storage.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var best = parent
      if left < storage.count, precedes(storage[left], storage[best]) { best = left }
      if right < storage.count, precedes(storage[right], storage[best]) { best = right }
      if best == parent { break }
      storage.swapAt(parent, best)
      parent = best
    }
    return first
  }
}
