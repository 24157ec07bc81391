/// One benchmark in one configuration: the unit a ``Shard`` deals out.
public struct BenchmarkGroup: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The benchmark's name.
  public var benchmark: String
  /// The configuration label (an OS version in navbench).
  public var configuration: String

  /// Creates a group.
  public init(benchmark: String, configuration: String) {
    self.benchmark = benchmark
    self.configuration = configuration
  }

  /// Orders groups by benchmark, then configuration.
  public static func < (lhs: BenchmarkGroup, rhs: BenchmarkGroup) -> Bool {
    (lhs.benchmark, lhs.configuration) < (rhs.benchmark, rhs.configuration)
  }

  /// `name [configuration]`, or the name alone without a configuration.
  public var description: String {
    configuration.isEmpty ? benchmark : "\(benchmark) [\(configuration)]"
  }
}

extension BenchmarkGroup: Codable {
  /// Decodes a group; the configuration is read under the decoder's configuration key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    benchmark = try container.decode("benchmark")
    configuration =
      try container.decodeIfPresent(decoder.benchConfigurationKey.stringValue) ?? ""
  }

  /// Encodes a group, its configuration under the encoder's configuration key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(benchmark, forKey: AnyCodingKey("benchmark"))
    try container.encode(configuration, forKey: encoder.benchConfigurationKey)
  }
}

/// What a run measured as one shard of a larger selection (`navbench run --shard i/n`): which
/// shard it is, of how many, and every benchmark of the whole selection, so that
/// ``RunResult/merge(_:)`` can tell a complete set of shards from an incomplete one.
public struct RunShard: Sendable, Equatable, Codable {
  /// The shard measured.
  public var shard: Shard
  /// Every benchmark group of the whole selection (all shards together), sorted.
  public var selection: [BenchmarkGroup]

  /// Records `shard` of the benchmarks `selection` (the whole selection, before sharding).
  ///
  /// - Complexity: O(n log n) in the number of benchmarks.
  public init(shard: Shard, of selection: [Benchmark]) {
    self.init(
      shard: shard,
      selection: selection.map {
        BenchmarkGroup(benchmark: $0.name, configuration: $0.configuration)
      })
  }

  /// Records `shard` of the groups `selection`.
  ///
  /// - Complexity: O(n log n) in the number of groups.
  public init(shard: Shard, selection: [BenchmarkGroup]) {
    self.shard = shard
    self.selection = Array(Set(selection)).sorted()
  }

  private enum CodingKeys: String, CodingKey {
    case index, count, selection
  }

  /// Decodes a shard record, refusing an index or count out of range.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    let count = try container.decode(Int.self, forKey: .count)
    do {
      shard = try Shard(index: index, of: count)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .index, in: container, debugDescription: "\(error)")
    }
    selection = try container.decode([BenchmarkGroup].self, forKey: .selection)
  }

  /// Encodes `{"index": i, "count": n, "selection": [...]}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(shard.index, forKey: .index)
    try container.encode(shard.count, forKey: .count)
    try container.encode(selection, forKey: .selection)
  }
}
