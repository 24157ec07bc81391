import Foundation
import PackageSupport

/// Registers issues, traits and strategies, and resolves a ``StrategyContext`` into a ``StrategySet``.
///
/// A registry is an ordinary object: create one per app (``standard()`` holds the built-ins),
/// pass it where it is needed, and create fresh ones in tests. It is safe to use from any thread:
/// registration, overrides and resolution may run concurrently.
///
/// Resolution is deterministic (it depends on what is registered and overridden, never on
/// registration order) and cached per context until the next registration or override change.
///
/// ```swift
/// let registry = StrategyRegistry.standard()
/// try registry.register(myIssue)
/// try registry.register(MyStrategy())
/// let strategies = registry.resolve(StrategyContext(.iOS, 16, 4))
/// ```
public final class StrategyRegistry: Sendable {
  /// One registered strategy and what the registry learnt of it on registration.
  struct Entry: Sendable {
    let strategy: any WorkaroundStrategy
    let descriptor: StrategyDescriptor
    let domains: [StrategyDomain]
  }

  /// Everything registered, as one value so that a resolution works on a consistent snapshot.
  struct State: Sendable {
    var issues: [IssueID: KnownIssue] = [:]
    var issueOrder: [IssueID] = []
    var traits: [ContextTrait: TraitDescriptor] = [:]
    var traitOrder: [ContextTrait] = []
    var strategies: [StrategyID: Entry] = [:]
    /// Who declared they run after a strategy, for cycle checks.
    var runAfterIndex: [StrategyID: Set<StrategyID>] = [:]
    /// Who declared they run before a strategy, for cycle checks.
    var runBeforeIndex: [StrategyID: Set<StrategyID>] = [:]
    /// A topological numbering of the registered strategies (every constraint goes from a
    /// lower key to a higher one), kept up to date so that most registrations are checked for
    /// cycles in time proportional to their own constraints.
    var orderKeys: [StrategyID: Int] = [:]
    var lowestKey = 0
    var highestKey = 0
    /// Constraints examined by cycle checks since the registry was made (a work counter for
    /// tests: it grows linearly with chained registrations in any order).
    var orderingWork = 0
    /// The application order, recomputed lazily after a registration.
    var order: [StrategyID]? = []
    var code = Overrides.none
    /// The threads inside ``StrategyRegistry/updateOverrides(_:)``, by thread identity.
    var updaters: [UInt: Updater] = [:]
    var rules: Overrides?
    var rulesSource = OverrideSource.ruleFile("")
    /// Bumped by every change; a resolution computed from an older state is not cached.
    var generation: UInt64 = 0
  }

  /// Resolved contexts, kept apart from ``State`` so that a snapshot of the state never shares
  /// (and a cache insertion never copies) the cache's storage.
  struct Cache: Sendable {
    /// The state generation the entries were resolved from.
    var generation: UInt64 = 0
    var entries: [StrategyContext: StrategySet] = [:]
  }

  /// The most contexts kept resolved; past it the cache starts afresh.
  package static let cacheLimit = 4096

  let state = Locked(State())
  /// Locked after `state` when both are held, never before.
  let cache = Locked(Cache())

  /// Creates an empty registry: no issues, traits or strategies.
  public init() {}

  /// Creates a registry holding the built-in catalogue, traits and strategies.
  public static func standard() -> StrategyRegistry {
    let registry = StrategyRegistry()
    do {
      for trait in TraitDescriptor.builtIn { try registry.register(trait) }
      for issue in KnownIssue.catalogue { try registry.register(issue) }
      for strategy in BuiltInStrategies.all { try registry.register(strategy) }
    } catch {
      preconditionFailure("the built-in catalogue is inconsistent: \(error)")
    }
    return registry
  }

  // MARK: Registration

  /// Registers a trait so that issues, strategies and contexts may name it.
  ///
  /// - Throws: ``RegistryError`` for an invalid or duplicate identifier, or an implied trait
  ///   that is not registered.
  public func register(_ descriptor: TraitDescriptor) throws(RegistryError) {
    if let reason = IdentifierSyntax.problem(with: descriptor.trait.id) {
      throw .invalidIdentifier(
        InvalidIdentifierError(kind: "trait", text: descriptor.trait.id, reason: reason))
    }
    try mutate { (state) throws(RegistryError) in
      guard state.traits[descriptor.trait] == nil else { throw .duplicateTrait(descriptor.trait) }
      for implied in descriptor.implies.sorted() where state.traits[implied] == nil {
        throw .unknownTrait(implied, owner: "trait \"\(descriptor.trait)\"")
      }
      state.traits[descriptor.trait] = descriptor
      state.traitOrder.append(descriptor.trait)
    }
  }

  /// Registers a known issue.
  ///
  /// - Throws: ``RegistryError`` for an invalid or duplicate identifier or an unregistered
  ///   required trait.
  public func register(_ issue: KnownIssue) throws(RegistryError) {
    if let problem = issue.id.syntaxProblem { throw .invalidIdentifier(problem) }
    try mutate { (state) throws(RegistryError) in
      guard state.issues[issue.id] == nil else { throw .duplicateIssue(issue.id) }
      let traits = issue.requiredTraits.union(issue.versionBoundTraits.map(\.trait))
        .union(issue.excludedTraits)
      for trait in traits.sorted() where state.traits[trait] == nil {
        throw .unknownTrait(trait, owner: "issue \"\(issue.id)\"")
      }
      state.issues[issue.id] = issue
      state.issueOrder.append(issue.id)
    }
  }

  /// Registers a strategy.
  ///
  /// - Throws: ``RegistryError`` for an invalid or duplicate identifier, an unregistered issue
  ///   or trait, no addressed issue, or ordering constraints that would form a cycle.
  /// - Complexity: O(k) for a strategy with k ordering constraints that fits the current order
  ///   (always, for strategies registered in or against the order of a chain); otherwise a
  ///   search of the constraints reachable from it and a renumbering, O(s + c).
  public func register(_ strategy: some WorkaroundStrategy) throws(RegistryError) {
    let descriptor = strategy.descriptor
    let id = descriptor.id
    if let problem = id.syntaxProblem { throw .invalidIdentifier(problem) }
    guard !descriptor.addresses.isEmpty else { throw .addressesNothing(id) }
    let entry = Entry(
      strategy: strategy, descriptor: descriptor, domains: StrategyDomain.domains(of: strategy))
    try mutate { (state) throws(RegistryError) in
      guard state.strategies[id] == nil else { throw .duplicateStrategy(id) }
      for issue in descriptor.addresses where state.issues[issue] == nil {
        throw .unknownIssue(issue, strategy: id)
      }
      for trait in descriptor.requiredTraits.sorted() where state.traits[trait] == nil {
        throw .unknownTrait(trait, owner: "strategy \"\(id)\"")
      }
      let key = Self.fastOrderKey(for: descriptor, in: &state)
      state.strategies[id] = entry
      for earlier in descriptor.ordering.runsAfter {
        state.runAfterIndex[earlier, default: []].insert(id)
      }
      for later in descriptor.ordering.runsBefore {
        state.runBeforeIndex[later, default: []].insert(id)
      }
      if let key {
        state.orderKeys[id] = key
        state.lowestKey = min(state.lowestKey, key)
        state.highestKey = max(state.highestKey, key)
      } else if let cycle = Self.cycle(through: id, in: &state) {
        state.strategies[id] = nil
        for earlier in descriptor.ordering.runsAfter {
          state.runAfterIndex[earlier]?.remove(id)
        }
        for later in descriptor.ordering.runsBefore {
          state.runBeforeIndex[later]?.remove(id)
        }
        throw .orderingCycle(cycle)
      } else {
        Self.renumber(&state)
      }
      state.order = nil
    }
  }

  // MARK: Overrides

  /// The overrides set in code.
  public var overrides: Overrides {
    state.withLock { $0.code }
  }

  /// Replaces the overrides set in code; see ``Overrides`` for precedence.
  public func setOverrides(_ overrides: Overrides) {
    mutate { $0.code = overrides }
  }

  /// Edits the overrides set in code in place, atomically with respect to other threads.
  ///
  /// `body` runs without the registry's lock held, so it may call the registry
  /// (``resolve(_:usingCache:)``, ``explain(_:deploymentTarget:)``, even ``setOverrides(_:)``).
  /// The edit is applied only if no other thread changed the registry while `body` ran;
  /// otherwise `body` runs again on the new value, so no other thread's update is ever lost. A
  /// change that `body` itself makes (a nested ``setOverrides(_:)`` or `updateOverrides`) does
  /// not cause a retry: the outer edit is applied over it.
  public func updateOverrides(_ body: (inout Overrides) -> Void) {
    struct RaceLost: Error {}
    let thread = Self.currentThread
    while true {
      let (original, generation) = state.withLock { state in
        state.updaters[thread, default: Updater()].depth += 1
        state.updaters[thread]?.changedInside = false
        return (state.code, state.generation)
      }
      var edited = original
      body(&edited)
      do {
        try mutate { (state) throws(RaceLost) in
          let changedInside = state.updaters[thread]?.changedInside ?? false
          state.updaters[thread]?.depth -= 1
          if state.updaters[thread]?.depth == 0 { state.updaters[thread] = nil }
          guard state.generation == generation || changedInside else { throw RaceLost() }
          state.code = edited
        }
        return
      } catch {
        continue
      }
    }
  }

  /// The calling thread's identity (`pthread_self`), unique among live threads.
  static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }

  /// One thread's ``updateOverrides(_:)`` calls in progress.
  struct Updater: Sendable {
    /// How many are nested on the thread.
    var depth = 0
    /// Whether the thread changed the registry while the innermost `body` ran.
    var changedInside = false
  }

  /// The rule-file layer in force, if a rule file is loaded.
  public var ruleOverrides: Overrides? {
    state.withLock { $0.rules }
  }

  /// Drops the rule-file layer.
  public func clearRules() {
    mutate { $0.rules = nil }
  }

  /// Installs `rules` as the rule-file layer, replacing any earlier one whole.
  ///
  /// - Throws: ``RuleFileError`` naming an unknown strategy id; then nothing is applied.
  public func installRules(_ rules: Overrides, source: String) throws(RuleFileError) {
    try mutate { (state) throws(RuleFileError) in
      for id in rules.strategies.keys.sorted() where state.strategies[id] == nil {
        throw RuleFileError.invalid(
          path: "$.strategies[\"\(id)\"]",
          reason: "unknown strategy id (registered: "
            + state.strategies.keys.sorted().map(\.rawValue).joined(separator: ", ") + ")")
      }
      for id in rules.strategies.keys.sorted() {
        guard let entry = state.strategies[id], let override = rules.strategies[id] else {
          continue
        }
        try Self.checkPlatforms(of: override, for: entry.descriptor)
      }
      state.rules = rules
      state.rulesSource = .ruleFile(source)
    }
  }

  /// Refuses versions or SDKs of a rule that are on a platform the strategy does not apply on
  /// (its descriptor's versions; iOS and iPadOS count as one): such a rule would name nothing.
  private static func checkPlatforms(
    of override: StrategyOverride, for descriptor: StrategyDescriptor
  ) throws(RuleFileError) {
    var platforms = Set(descriptor.versions.platforms)
    if !platforms.isDisjoint(with: Platform.iOSFamily) { platforms.formUnion(Platform.iOSFamily) }
    let fields: [(String, VersionSet?)] = [
      ("versions", override.versions), ("linkedSDKs", override.linkedSDKs),
    ]
    for case (let field, let set?) in fields {
      for range in set.ranges where !platforms.contains(range.platform) {
        throw RuleFileError.invalid(
          path: "$.strategies[\"\(descriptor.id)\"].\(field)",
          reason: "\(range) is on \(range.platform), but \(descriptor.id) applies on "
            + descriptor.versions.platforms.map(\.description).joined(separator: ", ")
            + " (its versions: \(descriptor.versions))")
      }
    }
  }

  // MARK: Queries

  /// The registered issues, in registration order.
  public var issues: [KnownIssue] {
    state.withLock { state in state.issueOrder.compactMap { state.issues[$0] } }
  }

  /// The registered traits, in registration order.
  public var traits: [TraitDescriptor] {
    state.withLock { state in state.traitOrder.compactMap { state.traits[$0] } }
  }

  /// The registered strategies' descriptors, in application order.
  public var strategies: [StrategyDescriptor] {
    let snapshot = orderedSnapshot()
    return snapshot.order!.map { snapshot.strategies[$0]!.descriptor }
  }

  /// The domains the strategy `id` hooks, or `nil` if it is not registered.
  public func domains(of id: StrategyID) -> [StrategyDomain]? {
    state.withLock { $0.strategies[id]?.domains }
  }

  // MARK: Internals

  /// `context` with every trait its traits imply added, as resolution and explanation see it.
  static func expanded(_ context: StrategyContext, _ state: State) -> StrategyContext {
    var traits = context.traits
    var pending = Array(traits)
    while let trait = pending.popLast() {
      for implied in state.traits[trait]?.implies ?? [] where traits.insert(implied).inserted {
        pending.append(implied)
      }
    }
    if context.honoursDesignCompatibility { traits.insert(.compatibilityDesign) }
    guard traits.count != context.traits.count else { return context }
    var expanded = context
    expanded.traits = traits
    return expanded
  }

  /// Applies `body` to the state and invalidates cached resolutions.
  func mutate<Failure: Error>(
    _ body: (inout State) throws(Failure) -> Void
  ) throws(Failure) {
    let result: Result<Void, Failure> = state.withLock { state in
      do throws(Failure) {
        try body(&state)
      } catch {
        return .failure(error)
      }
      // A change made inside an `updateOverrides` body on this thread (see there).
      if !state.updaters.isEmpty {
        state.updaters[Self.currentThread]?.changedInside = true
      }
      state.generation &+= 1
      let generation = state.generation
      cache.withLock { cache in
        cache.generation = generation
        cache.entries.removeAll()
      }
      return .success(())
    }
    // `if case`, not `Result.get()`: the iOS 17.4 SDK's standard library (Swift 5.10) has no
    // typed-throws `get()`, so `get()` would throw `any Error` there.
    if case .failure(let error) = result { throw error }
  }
}
