/// Everything a run measured and concluded: cases, comparisons, scaling fits and crossovers,
/// with the machine and settings. Plain data: encode it with ``jsonData(options:)``.
public struct RunResult: Sendable, Equatable {
  /// The JSON schema version this library writes (the envelope's `ToolOutput`
  /// `schema_version`); it also reads version 1, a flat run.
  public static let currentSchemaVersion = 2
  /// The schema versions this library reads.
  public static let readableSchemaVersions = 1...2

  /// The schema version of this result (a run read from a version 1 file is upgraded on
  /// reading: the model is the same).
  public var schemaVersion: Int
  /// When the run started, ISO 8601 (UTC).
  public var startedAt: String
  /// How long the run took, in seconds.
  public var durationSeconds: Double
  /// The machine measured on.
  public var machine: MachineInfo
  /// The settings used.
  public var settings: RunSettings
  /// Every case, measured or not, in run order.
  public var cases: [CaseResult]
  /// Variant-against-control comparisons per benchmark, configuration and size.
  public var comparisons: [VariantComparison]
  /// Scaling fits per benchmark, configuration and variant (three sizes or more).
  public var scaling: [ScalingResult]
  /// Sizes where one variant's fitted cost overtakes another's.
  public var crossovers: [CrossoverResult]
  /// The shard of a larger selection this run measured (`nil`: the whole selection, or a run
  /// merged from every shard).
  package var shard: RunShard?

  /// Creates a result.
  package init(
    schemaVersion: Int = RunResult.currentSchemaVersion, startedAt: String,
    durationSeconds: Double, machine: MachineInfo, settings: RunSettings, cases: [CaseResult],
    comparisons: [VariantComparison] = [], scaling: [ScalingResult] = [],
    crossovers: [CrossoverResult] = [], shard: RunShard? = nil
  ) {
    self.schemaVersion = schemaVersion
    self.startedAt = startedAt
    self.durationSeconds = durationSeconds
    self.machine = machine
    self.settings = settings
    self.cases = cases
    self.comparisons = comparisons
    self.scaling = scaling
    self.crossovers = crossovers
    self.shard = shard
  }

  /// The case with a key, if any.
  ///
  /// - Complexity: O(n) in the number of cases.
  public func result(for key: CaseKey) -> CaseResult? {
    cases.first { $0.key == key }
  }

  /// Cases whose setup failed.
  public var failedCases: [CaseResult] {
    cases.filter { if case .failed = $0.status { return true } else { return false } }
  }

  /// Cases skipped for their budget.
  public var skippedCases: [CaseResult] {
    cases.filter { if case .skipped = $0.status { return true } else { return false } }
  }

  /// The distinct (benchmark, configuration) groups, in run order.
  public var groups: [(benchmark: String, configuration: String)] {
    var seen = Set<[String]>()
    var groups: [(benchmark: String, configuration: String)] = []
    for result in cases
    where seen.insert([result.key.benchmark, result.key.configuration]).inserted {
      groups.append((result.key.benchmark, result.key.configuration))
    }
    return groups
  }
}

extension RunResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case schemaVersion
    case configurationKey = "configuration_key"
    case startedAt = "started_at"
    case durationSeconds = "duration_s"
    case machine
    case settings
    case cases = "results"
    case comparisons
    case scaling
    case crossovers
    case shard
  }

  /// Decodes a run; prefer ``decode(from:configurationKey:)``, which reads the configuration key
  /// the file was written with.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // Version 1 files carry `schemaVersion` in the run; version 2 in the envelope.
    _ = try container.decodeIfPresent(Int.self, forKey: .schemaVersion)
    schemaVersion = RunResult.currentSchemaVersion
    startedAt = try container.decode(String.self, forKey: .startedAt)
    durationSeconds = try container.decode(Double.self, forKey: .durationSeconds)
    machine = try container.decode(MachineInfo.self, forKey: .machine)
    settings = try container.decode(RunSettings.self, forKey: .settings)
    cases = try container.decode([CaseResult].self, forKey: .cases)
    comparisons = try container.decode([VariantComparison].self, forKey: .comparisons)
    scaling = try container.decode([ScalingResult].self, forKey: .scaling)
    crossovers = try container.decodeIfPresent([CrossoverResult].self, forKey: .crossovers) ?? []
    shard = try container.decodeIfPresent(RunShard.self, forKey: .shard)
  }

  /// Encodes a run in the documented shape (the payload of a `ToolOutput`; the schema
  /// version and the tool are the envelope's).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(encoder.benchConfigurationKey.stringValue, forKey: .configurationKey)
    try container.encode(startedAt, forKey: .startedAt)
    try container.encode(durationSeconds, forKey: .durationSeconds)
    try container.encode(machine, forKey: .machine)
    try container.encode(settings, forKey: .settings)
    try container.encode(cases, forKey: .cases)
    try container.encode(comparisons, forKey: .comparisons)
    try container.encode(scaling, forKey: .scaling)
    try container.encode(crossovers, forKey: .crossovers)
    try container.encodeIfPresent(shard, forKey: .shard)
  }
}
