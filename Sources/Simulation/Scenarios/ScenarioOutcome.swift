import Strategies

/// Whether a scenario runs the original app code (naive) or the code through the strategies.
public enum ScenarioMode: String, Hashable, Sendable, Codable, CaseIterable {
  /// The original app code, as the defect's sources write it: no strategy and no primitive.
  case naive
  /// The same steps through the primitives, with the strategies resolved for the context.
  case strategies
}

/// The result of one cell of the matrix: one defect's scenario, on one version, in one mode.
///
/// Encodes as `{"defect": "...", "os": "iOS 16.4", "mode": "naive", "applicable": true,
/// "reason": null, "glitches": 1, ...}`; see ``SimulationReport``.
public struct ScenarioOutcome: Hashable, Sendable {
  /// The defect the scenario reproduces.
  public let issue: IssueID
  /// The simulated version.
  public let os: PlatformVersion
  /// The traits the scenario ran with.
  public let traits: Set<ContextTrait>
  /// Naive or with strategies.
  public let mode: ScenarioMode
  /// Whether the containers exist on the version; `false` is "not applicable", not a pass.
  public let applicable: Bool
  /// Why the cell is not applicable (`nil` when it is).
  public let reason: String?
  /// The glitches detected, in order.
  public let glitches: [Glitch]
  /// The operations the app performed on the models.
  public let operations: Int
  /// The active strategies that address this defect (empty in naive mode).
  public let strategies: [StrategyID]
  /// Every strategy active in the context, in application order (empty in naive mode).
  public let activeStrategies: [StrategyID]
  /// Whether the registry knows a strategy for this defect; `false` marks an unmitigated
  /// defect, whose glitches with strategies are expected.
  public let hasStrategy: Bool
  /// Whether the catalogue says the defect occurs in this context (version, SDK and traits).
  public let affected: Bool
  /// The SDK the simulated app was built with, when one was given (`nil`: the OS version).
  public internal(set) var sdk: PlatformVersion?

  /// Creates an outcome.
  public init(
    issue: IssueID, os: PlatformVersion, traits: Set<ContextTrait>, mode: ScenarioMode,
    applicable: Bool, reason: String?, glitches: [Glitch], operations: Int,
    strategies: [StrategyID], activeStrategies: [StrategyID], hasStrategy: Bool, affected: Bool
  ) {
    self.issue = issue
    self.os = os
    self.traits = traits
    self.mode = mode
    self.applicable = applicable
    self.reason = reason
    self.glitches = glitches
    self.operations = operations
    self.strategies = strategies
    self.activeStrategies = activeStrategies
    self.hasStrategy = hasStrategy
    self.affected = affected
  }

  /// The number of glitches.
  public var glitchCount: Int { glitches.count }

  /// The distinct kinds of glitch, in declaration order.
  public var glitchKinds: [GlitchKind] { Set(glitches.map(\.kind)).sorted() }

  /// Whether the cell is acceptable: not applicable, or in agreement with the catalogue
  /// (``agreesWithCatalogue``), and, with strategies for a defect that has one, glitch-free
  /// (no defect symptom and no over-mitigation).
  ///
  /// A naive cell that stops reproducing its defect where the catalogue says it occurs, or
  /// glitches where it says it does not, is model drift and not acceptable. A command-line run
  /// succeeds when every cell is.
  public var isAcceptable: Bool {
    guard applicable else { return true }
    if mode == .strategies, hasStrategy, !glitches.isEmpty { return false }
    return agreesWithCatalogue
  }

  /// The glitches that report over-mitigation (``GlitchKind/isOverMitigation``).
  public var overMitigation: [Glitch] { glitches.filter(\.kind.isOverMitigation) }

  /// Whether the simulation agrees with the catalogue: naive glitches exactly where the
  /// defect is catalogued; with strategies none where a strategy is known, and otherwise
  /// exactly where catalogued (the unmitigated defect keeps glitching).
  public var agreesWithCatalogue: Bool {
    guard applicable else { return true }
    if mode == .strategies, hasStrategy { return glitches.isEmpty }
    return glitches.isEmpty != affected
  }
}

extension ScenarioOutcome: Codable {
  private enum CodingKeys: String, CodingKey {
    case defect, os, sdk, traits, mode, applicable, reason, glitches, glitchKinds, events
    case operations, strategies, activeStrategies, hasStrategy, affected, acceptable
    case agreesWithCatalogue, overMitigation
  }

  /// Decodes a cell; `sdk` may be absent; `glitches` (a count), `glitchKinds`, `acceptable`,
  /// `agreesWithCatalogue` and `overMitigation` are derived and ignored, `events` holds the
  /// glitches.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      issue: try container.decode(IssueID.self, forKey: .defect),
      os: try container.decode(PlatformVersion.self, forKey: .os),
      traits: Set(try container.decodeIfPresent([ContextTrait].self, forKey: .traits) ?? []),
      mode: try container.decode(ScenarioMode.self, forKey: .mode),
      applicable: try container.decode(Bool.self, forKey: .applicable),
      reason: try container.decodeIfPresent(String.self, forKey: .reason),
      glitches: try container.decodeIfPresent([Glitch].self, forKey: .events) ?? [],
      operations: try container.decode(Int.self, forKey: .operations),
      strategies: try container.decodeIfPresent([StrategyID].self, forKey: .strategies) ?? [],
      activeStrategies: try container.decodeIfPresent(
        [StrategyID].self, forKey: .activeStrategies) ?? [],
      hasStrategy: try container.decodeIfPresent(Bool.self, forKey: .hasStrategy) ?? false,
      affected: try container.decodeIfPresent(Bool.self, forKey: .affected) ?? false)
    self.sdk = try container.decodeIfPresent(PlatformVersion.self, forKey: .sdk)
  }

  /// Encodes the cell with `reason` as `null` when applicable, `glitches` as a count,
  /// `glitchKinds`, `events` (each glitch), `acceptable`, `agreesWithCatalogue` (`false`:
  /// model drift or a failed fix) and `overMitigation` (the number of over-mitigation glitches).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(issue, forKey: .defect)
    try container.encode(os, forKey: .os)
    try container.encodeIfPresent(sdk, forKey: .sdk)
    try container.encode(traits.sorted(), forKey: .traits)
    try container.encode(mode, forKey: .mode)
    try container.encode(applicable, forKey: .applicable)
    try container.encode(reason, forKey: .reason)
    try container.encode(glitchCount, forKey: .glitches)
    try container.encode(glitchKinds, forKey: .glitchKinds)
    try container.encode(glitches, forKey: .events)
    try container.encode(operations, forKey: .operations)
    try container.encode(strategies, forKey: .strategies)
    try container.encode(activeStrategies, forKey: .activeStrategies)
    try container.encode(hasStrategy, forKey: .hasStrategy)
    try container.encode(affected, forKey: .affected)
    try container.encode(isAcceptable, forKey: .acceptable)
    try container.encode(agreesWithCatalogue, forKey: .agreesWithCatalogue)
    try container.encode(overMitigation.count, forKey: .overMitigation)
  }
}
