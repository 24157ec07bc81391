/// One benchmark in one configuration: the unit a `Shard` deals out, with the variants and
/// sizes it measures, so that its cases (every variant at every size) are known.
package struct BenchmarkGroup: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The benchmark's name.
  package var benchmark: String
  /// The configuration label (an OS version in navbench).
  package var configuration: String
  /// The variants measured, in declaration order.
  package var variants: [String]
  /// The sizes measured, ascending.
  package var sizes: [Int]

  /// Creates a group of the cases `variants` × `sizes`.
  package init(
    benchmark: String, configuration: String, variants: [String] = [], sizes: [Int] = []
  ) {
    self.benchmark = benchmark
    self.configuration = configuration
    self.variants = variants
    self.sizes = sizes
  }

  /// Orders groups by benchmark, then configuration.
  package static func < (lhs: BenchmarkGroup, rhs: BenchmarkGroup) -> Bool {
    (lhs.benchmark, lhs.configuration) < (rhs.benchmark, rhs.configuration)
  }

  /// `name [configuration]`, or the name alone without a configuration.
  package var description: String {
    configuration.isEmpty ? benchmark : "\(benchmark) [\(configuration)]"
  }
}

extension BenchmarkGroup: Codable {
  /// Decodes a group; the configuration is read under the decoder's configuration key.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    benchmark = try container.decode("benchmark")
    configuration =
      try container.decodeIfPresent(decoder.benchConfigurationKey.stringValue) ?? ""
    variants = try container.decode("variants")
    sizes = try container.decode("sizes")
  }

  /// Encodes a group, its configuration under the encoder's configuration key.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(benchmark, forKey: AnyCodingKey("benchmark"))
    try container.encode(configuration, forKey: encoder.benchConfigurationKey)
    try container.encode(variants, forKey: AnyCodingKey("variants"))
    try container.encode(sizes, forKey: AnyCodingKey("sizes"))
  }
}

/// What a run measured as one shard of a larger selection (`navbench run --shard i/n`): which
/// shard it is, of how many, and every case of the whole selection (each benchmark in each
/// configuration, with its variants and sizes), so that `RunResult.merge(_:)` can prove, case
/// by case, that a set of shards is the selection, no more and no less.
package struct RunShard: Sendable, Equatable, Codable {
  /// The shard measured.
  package var shard: Shard
  /// Every benchmark group of the whole selection (all shards together), sorted; the group at
  /// position p (from 0) is dealt to shard p mod count + 1, as `Shard.select(_:)` deals them.
  package var selection: [BenchmarkGroup]

  /// Records `shard` of the benchmarks `selection` (the whole selection, before sharding).
  ///
  /// - Complexity: O(n log n) in the number of benchmarks.
  package init(shard: Shard, of selection: [Benchmark]) {
    self.init(
      shard: shard,
      selection: selection.map {
        BenchmarkGroup(
          benchmark: $0.name, configuration: $0.configuration, variants: $0.variants.map(\.name),
          sizes: $0.sizes)
      })
  }

  /// Records `shard` of the groups `selection`.
  ///
  /// - Complexity: O(n log n) in the number of groups.
  package init(shard: Shard, selection: [BenchmarkGroup]) {
    self.shard = shard
    self.selection = Array(Set(selection)).sorted()
  }

  private enum CodingKeys: String, CodingKey {
    case index, count, selection
  }

  /// Decodes a shard record, refusing an index or count out of range, and a selection that names
  /// one benchmark in one configuration twice, or a group without variants or sizes or with one
  /// of them twice (its cases would be ambiguous).
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let index = try container.decode(Int.self, forKey: .index)
    let count = try container.decode(Int.self, forKey: .count)
    do {
      shard = try Shard(index: index, of: count)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .index, in: container, debugDescription: "\(error)")
    }
    let groups = try container.decode([BenchmarkGroup].self, forKey: .selection)
    var seen = Set<[String]>()
    for (position, group) in groups.enumerated() {
      func refuse(_ problem: String) -> DecodingError {
        DecodingError.dataCorruptedError(
          forKey: .selection, in: container,
          debugDescription: "selection[\(position)] (\(group)) \(problem)")
      }
      guard seen.insert([group.benchmark, group.configuration]).inserted else {
        throw refuse("is listed twice")
      }
      guard !group.variants.isEmpty, !group.sizes.isEmpty else {
        throw refuse("has no variants or no sizes")
      }
      guard Set(group.variants).count == group.variants.count else {
        throw refuse("lists a variant twice")
      }
      guard Set(group.sizes).count == group.sizes.count else { throw refuse("lists a size twice") }
    }
    // In the order the shards were dealt from.
    selection = groups.sorted()
  }

  /// Encodes `{"index": i, "count": n, "selection": [...]}`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(shard.index, forKey: .index)
    try container.encode(shard.count, forKey: .count)
    try container.encode(selection, forKey: .selection)
  }
}
