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

  private enum CodingKeys: String, CodingKey { case priority, runsAfter, runsBefore }

  /// Encodes the ordering, its strategy sets sorted (the same ordering always encodes to the
  /// same bytes).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(priority, forKey: .priority)
    try container.encode(runsAfter.sorted(), forKey: .runsAfter)
    try container.encode(runsBefore.sorted(), forKey: .runsBefore)
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
  /// The SDKs an app must be built with for it to apply (``StrategyContext/sdk``), for a fix
  /// that needs an API of those SDKs; `nil`: any SDK.
  public var linkedSDKs: VersionSet?
  /// Whether ``versions`` are judged on the older of the OS version and the app's SDK
  /// (``StrategyContext/linkedVersion``), for a defect whose fix Apple gates on the SDK
  /// ("linked on or after"); `false`: on the OS version.
  public var followsLinkedSDK: Bool

  /// Describes a strategy.
  public init(
    id: StrategyID, title: String, addresses: [IssueID], versions: VersionSet,
    requiredTraits: Set<ContextTrait> = [], rationale: String, sources: [String] = [],
    ordering: StrategyOrdering = StrategyOrdering(), linkedSDKs: VersionSet? = nil,
    followsLinkedSDK: Bool = false
  ) {
    self.id = id
    self.title = title
    self.addresses = addresses
    self.versions = versions
    self.requiredTraits = requiredTraits
    self.rationale = rationale
    self.sources = sources
    self.ordering = ordering
    self.linkedSDKs = linkedSDKs
    self.followsLinkedSDK = followsLinkedSDK
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, addresses, versions, requiredTraits, rationale, sources, ordering
    case linkedSDKs, followsLinkedSDK
  }

  /// Decodes a descriptor; `linkedSDKs` (any SDK) and `followsLinkedSDK` (`false`) may be
  /// absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(StrategyID.self, forKey: .id),
      title: try container.decode(String.self, forKey: .title),
      addresses: try container.decode([IssueID].self, forKey: .addresses),
      versions: try container.decode(VersionSet.self, forKey: .versions),
      requiredTraits: try container.decode(Set<ContextTrait>.self, forKey: .requiredTraits),
      rationale: try container.decode(String.self, forKey: .rationale),
      sources: try container.decode([String].self, forKey: .sources),
      ordering: try container.decode(StrategyOrdering.self, forKey: .ordering),
      linkedSDKs: try container.decodeIfPresent(VersionSet.self, forKey: .linkedSDKs),
      followsLinkedSDK: try container.decodeIfPresent(Bool.self, forKey: .followsLinkedSDK)
        ?? false)
  }

  /// Encodes the descriptor, its traits sorted (so that the same descriptor always encodes to
  /// the same bytes).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(addresses, forKey: .addresses)
    try container.encode(versions, forKey: .versions)
    try container.encode(requiredTraits.sorted(), forKey: .requiredTraits)
    try container.encode(rationale, forKey: .rationale)
    try container.encode(sources, forKey: .sources)
    try container.encode(ordering, forKey: .ordering)
    try container.encodeIfPresent(linkedSDKs, forKey: .linkedSDKs)
    try container.encode(followsLinkedSDK, forKey: .followsLinkedSDK)
  }

  /// Whether the strategy applies on every version of every platform (a correctness pattern
  /// rather than a version workaround).
  package var isAlwaysOn: Bool {
    versions.isUniversal && requiredTraits.isEmpty && (linkedSDKs?.isUniversal ?? true)
  }
}
