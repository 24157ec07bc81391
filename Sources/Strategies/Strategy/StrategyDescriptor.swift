/// How a strategy orders against others that adjust the same policy.
///
/// Strategies apply in a topological order of the `runsAfter` / `runsBefore` constraints; among
/// strategies free to go next, higher ``priority`` goes first, then the lower identifier. The
/// order never depends on registration order. A constraint naming a strategy that is not
/// registered is ignored until it is.
public struct StrategyOrdering: Hashable, Sendable, Codable {
  /// Higher runs earlier among unconstrained strategies; later strategies see (and may
  /// override) what earlier ones wrote.
  public var priority: Int
  /// Strategies this one must run after.
  public var runsAfter: Set<StrategyID>
  /// Strategies this one must run before.
  public var runsBefore: Set<StrategyID>

  /// Creates an ordering.
  public init(priority: Int = 0, runsAfter: Set<StrategyID> = [], runsBefore: Set<StrategyID> = [])
  {
    self.priority = priority
    self.runsAfter = runsAfter
    self.runsBefore = runsBefore
  }
}

/// What a strategy is: its identity, the issues it addresses, where it applies and why.
public struct StrategyDescriptor: Hashable, Sendable, Codable, Identifiable {
  /// The stable identifier.
  public let id: StrategyID
  /// A one-line title.
  public var title: String
  /// The issues it mitigates; each must be registered before the strategy.
  public var addresses: [IssueID]
  /// The versions on which it applies; ``VersionSet/all`` for a strategy that is always on.
  public var versions: VersionSet
  /// Traits that must all hold for it to apply.
  public var requiredTraits: Set<ContextTrait>
  /// Why it works, in a sentence or two.
  public var rationale: String
  /// Where the fix comes from: a seed write-up's file name or a public URL.
  public var sources: [String]
  /// Its place among strategies that adjust the same policy.
  public var ordering: StrategyOrdering

  /// Describes a strategy.
  public init(
    id: StrategyID, title: String, addresses: [IssueID], versions: VersionSet,
    requiredTraits: Set<ContextTrait> = [], rationale: String, sources: [String] = [],
    ordering: StrategyOrdering = StrategyOrdering()
  ) {
    self.id = id
    self.title = title
    self.addresses = addresses
    self.versions = versions
    self.requiredTraits = requiredTraits
    self.rationale = rationale
    self.sources = sources
    self.ordering = ordering
  }

  /// Whether the strategy applies on every version of every platform (a correctness pattern
  /// rather than a version workaround).
  public var isAlwaysOn: Bool { versions.isUniversal && requiredTraits.isEmpty }
}
