import Foundation
import Testing

@testable import Bench

@Suite("merge takes exactly one complete set of shards")
struct ShardPartitionTests {
  static let name = "stack, \"push\" <&>"
  /// The whole selection: the stack benchmark on two versions, and the configuration-free one.
  static let selection = [
    BenchmarkGroup(benchmark: name, configuration: "iOS 16.4"),
    BenchmarkGroup(benchmark: name, configuration: "iOS 17.5"),
    BenchmarkGroup(benchmark: "failing", configuration: ""),
  ]

  /// Shard `index` of `count` of ``selection``: the first holds iOS 16.4 and the failing
  /// benchmark, the second iOS 17.5.
  static func shard(_ index: Int, of count: Int, measuring part: Int? = nil) throws -> RunResult {
    var run = Synthetic.run(configuration: (part ?? index) == 1 ? "iOS 16.4" : "iOS 17.5")
    if (part ?? index) != 1 { run.cases.removeAll { $0.key.benchmark == "failing" } }
    run.shard = RunShard(shard: try Shard(index: index, of: count), selection: selection)
    return run
  }

  @Test("every shard of one count, each once, of one selection, merges into a whole run")
  func completePartitionMerges() throws {
    let merged = try RunResult.merge([Self.shard(2, of: 2), Self.shard(1, of: 2)])
    #expect(merged.shard == nil)
    let groups = Set(
      merged.cases.map {
        BenchmarkGroup(benchmark: $0.key.benchmark, configuration: $0.key.configuration)
      })
    #expect(groups == Set(Self.selection))
  }

  @Test("shards of different counts are refused, naming the run and both counts")
  func differentCounts() throws {
    #expect(throws: RunMergeError.shardCount(run: 2, count: 3, expected: 2)) {
      try RunResult.merge([Self.shard(1, of: 2), Self.shard(2, of: 3)])
    }
    let message = RunMergeError.shardCount(run: 2, count: 3, expected: 2).description
    #expect(message.contains("run 2 is a shard of 3, run 1 of 2"), "\(message)")
  }

  @Test("a missing shard is refused and named")
  func missingShard() throws {
    #expect(throws: RunMergeError.missingShards([try Shard(index: 2, of: 2)])) {
      try RunResult.merge([Self.shard(1, of: 2)])
    }
    let third = try Shard(index: 3, of: 3)
    #expect(
      RunMergeError.missingShards([third]).description.hasPrefix("shard 3/3 is missing"))
  }

  @Test("a shard given twice is refused and named")
  func duplicateShard() throws {
    // The same index, though measuring another part: the record says which shard it is.
    #expect(throws: RunMergeError.duplicateShard(try Shard(index: 1, of: 2), runs: [1, 2])) {
      try RunResult.merge([Self.shard(1, of: 2), Self.shard(1, of: 2, measuring: 2)])
    }
  }

  @Test("a run that records no shard does not merge with shards")
  func unshardedAmongShards() throws {
    var whole = try Self.shard(2, of: 2)
    whole.shard = nil
    #expect(throws: RunMergeError.notAShard(run: 2)) {
      try RunResult.merge([Self.shard(1, of: 2), whole])
    }
    #expect(throws: RunMergeError.notAShard(run: 1)) {
      try RunResult.merge([whole, Self.shard(1, of: 2)])
    }
  }

  @Test("shards of another selection, or that lack part of theirs, are refused")
  func selectionChecked() throws {
    var other = try Self.shard(2, of: 2)
    other.shard?.selection.removeLast()
    #expect(throws: RunMergeError.shardSelection(run: 2)) {
      try RunResult.merge([Self.shard(1, of: 2), other])
    }
    var empty = try Self.shard(2, of: 2)
    empty.cases.removeAll()
    let missing = [BenchmarkGroup(benchmark: Self.name, configuration: "iOS 17.5")]
    #expect(throws: RunMergeError.incompleteSelection(missing: missing)) {
      try RunResult.merge([Self.shard(1, of: 2), empty])
    }
  }

  @Test("a shard's record survives its JSON, under the run's configuration key")
  func shardRoundTrips() throws {
    let run = try Self.shard(1, of: 2)
    let data = try run.jsonData(options: RunJSONOptions(configurationKey: "os"))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"shard\""), "\(text.prefix(200))")
    #expect(text.contains("\"os\" : \"iOS 17.5\""))
    let decoded = try RunResult.decode(from: data)
    #expect(decoded.shard == run.shard)
    // Out of range in a file: refused, naming the shard.
    let bad = text.replacingOccurrences(of: "\"count\" : 2", with: "\"count\" : 0")
    #expect(bad != text)
    #expect(throws: DecodingError.self) { try RunResult.decode(from: Data(bad.utf8)) }
  }

  @Test("a schema version 1 run is upgraded on reading and merges with a version 2 run")
  func olderSchemaMerges() throws {
    let current = Synthetic.run()
    var older = Synthetic.run(configuration: "iOS 17.5")
    older.cases.removeAll { $0.key.benchmark == "failing" }
    // Version 1: the flat run, with schemaVersion in it.
    let envelope = try #require(
      try JSONSerialization.jsonObject(with: older.jsonData()) as? [String: Any])
    var flat = try #require(envelope["data"] as? [String: Any])
    flat["schemaVersion"] = 1
    let read = try RunResult.decode(from: JSONSerialization.data(withJSONObject: flat))
    #expect(read.schemaVersion == RunResult.currentSchemaVersion)
    let merged = try RunResult.merge([current, read])
    #expect(merged.cases.count == current.cases.count + older.cases.count)
  }
}
