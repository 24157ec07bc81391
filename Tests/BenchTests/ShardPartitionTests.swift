import Foundation
import Testing

@testable import Bench

@Suite("merge takes exactly one complete set of shards")
struct ShardPartitionTests {
  static let name = "stack, \"push\" <&>"
  /// The whole selection: the stack benchmark on two versions, and the configuration-free one.
  static let selection = [
    BenchmarkGroup(
      benchmark: name, configuration: "iOS 16.4", variants: ["raw", "linear", "slow"],
      sizes: [10, 100, 1_000, 10_000]),
    BenchmarkGroup(
      benchmark: name, configuration: "iOS 17.5", variants: ["raw", "linear", "slow"],
      sizes: [10, 100, 1_000, 10_000]),
    BenchmarkGroup(
      benchmark: "failing", configuration: "", variants: ["ok", "broken"], sizes: [5]),
  ]

  /// Shard `index` of `count` of ``selection``, dealt as `Shard.select` deals (sorted by name
  /// and configuration: failing, iOS 16.4, iOS 17.5): the first of two holds the failing
  /// benchmark and iOS 17.5, the second iOS 16.4.
  static func shard(_ index: Int, of count: Int, measuring part: Int? = nil) throws -> RunResult {
    var run = Synthetic.run(configuration: (part ?? index) == 1 ? "iOS 17.5" : "iOS 16.4")
    if (part ?? index) != 1 { run.cases.removeAll { $0.key.benchmark == "failing" } }
    run.shard = RunShard(shard: try Shard(index: index, of: count), selection: selection)
    return run
  }

  @Test("every shard of one count, each once, of one selection, merges into a whole run")
  func completePartitionMerges() throws {
    let merged = try RunResult.merge([Self.shard(2, of: 2), Self.shard(1, of: 2)])
    #expect(merged.shard == nil)
    let groups = Set(merged.cases.map { [$0.key.benchmark, $0.key.configuration] })
    #expect(groups == Set(Self.selection.map { [$0.benchmark, $0.configuration] }))
    #expect(merged.cases.count == 2 * 12 + 2)
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
    empty.comparisons.removeAll()
    empty.scaling.removeAll()
    empty.crossovers.removeAll()
    let first = CaseKey(benchmark: Self.name, configuration: "iOS 16.4", variant: "raw", size: 10)
    #expect(throws: RunMergeError.missingCase(first, owner: try Shard(index: 2, of: 2))) {
      try RunResult.merge([Self.shard(1, of: 2), empty])
    }
  }

  @Test("merge proves the shards case by case: one missing, foreign, misplaced or repeated case")
  func caseByCase() throws {
    let one = try Self.shard(1, of: 2)
    let two = try Self.shard(2, of: 2)
    // One case deleted from shard 2 (results[0]): named, with the shard to run again.
    var lacking = two
    let removed = lacking.cases.removeFirst().key
    #expect(throws: RunMergeError.missingCase(removed, owner: try Shard(index: 2, of: 2))) {
      try RunResult.merge([one, lacking])
    }
    let message = RunMergeError.missingCase(removed, owner: try Shard(index: 2, of: 2))
      .description
    #expect(message.contains("no shard holds \(removed)") && message.contains("shard 2/2's"))
    #expect(!message.contains("navbench") && !message.contains("--shard"))
    // A case moved to a version outside the selection: foreign, though the 16.4 case is lost.
    var moved = two
    moved.cases[0].key.configuration = "iOS 15.0"
    let foreign = moved.cases[0].key
    #expect(throws: RunMergeError.foreignCase(run: 2, result: 0, foreign)) {
      try RunResult.merge([one, moved])
    }
    // A variant or a size the selection does not record: foreign too.
    var renamed = two
    renamed.cases[1].key.variant = "other"
    #expect(throws: RunMergeError.foreignCase(run: 2, result: 1, renamed.cases[1].key)) {
      try RunResult.merge([one, renamed])
    }
    // A case of the selection in the wrong shard (iOS 17.5 is shard 1's).
    var misplaced = two
    misplaced.cases[0].key.configuration = "iOS 17.5"
    #expect(
      throws: RunMergeError.caseOfAnotherShard(
        run: 2, result: 0, misplaced.cases[0].key, shard: try Shard(index: 2, of: 2),
        owner: try Shard(index: 1, of: 2))
    ) { try RunResult.merge([one, misplaced]) }
    // A comparison about another shard's benchmark.
    var summary = two
    summary.comparisons[0].configuration = "iOS 17.5"
    #expect(
      throws: RunMergeError.foreignSummary(
        run: 2, field: "comparisons[0]",
        BenchmarkGroup(benchmark: Self.name, configuration: "iOS 17.5"))
    ) { try RunResult.merge([one, summary]) }
    #expect(try RunResult.merge([one, two]).cases.count == 26)
  }

  @Test("a shard record whose selection is ambiguous is refused when read")
  func ambiguousSelectionRefused() throws {
    let run = try Self.shard(1, of: 2)
    let data = try run.jsonData(options: RunJSONOptions(configurationKey: "os"))
    #expect(try RunResult.decode(from: data).shard == run.shard)
    func edited(_ change: (inout [[String: Any]]) -> Void) throws -> Data {
      var envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      var payload = try #require(envelope["data"] as? [String: Any])
      var shard = try #require(payload["shard"] as? [String: Any])
      var selection = try #require(shard["selection"] as? [[String: Any]])
      change(&selection)
      shard["selection"] = selection
      payload["shard"] = shard
      envelope["data"] = payload
      return try JSONSerialization.data(withJSONObject: envelope)
    }
    let edits: [(inout [[String: Any]]) -> Void] = [
      { $0[0]["sizes"] = [5, 5] }, { $0[0]["variants"] = ["ok", "ok"] },
      { $0[0]["variants"] = [String]() }, { $0.append($0[1]) },
    ]
    for edit in edits {
      #expect(throws: DecodingError.self) { try RunResult.decode(from: edited(edit)) }
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
