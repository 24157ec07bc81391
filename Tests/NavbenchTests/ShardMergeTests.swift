import Foundation
import Testing

@Suite("navbench run --shard, merge, compare --input", .serialized)
struct ShardMergeTests {
  static let tiny = [
    "--suite", "registry,lists", "--sizes", "10,20", "--os", "16.4", "--samples", "5",
    "--min-time", "1", "--time-budget", "0.2", "--quiet",
  ]

  static func caseKeys(_ path: String) throws -> [String] {
    let object = try payload(Data(contentsOf: URL(fileURLWithPath: path)), kind: "run")
    let results = try #require(object["results"] as? [[String: Any]])
    return results.map { result in
      ["benchmark", "os", "variant", "size"].map { "\(result[$0] ?? "")" }.joined(separator: "|")
    }.sorted()
  }

  @Test("merging two shards gives the unsharded run's cases; overlap is refused")
  func mergeOfShardsEqualsUnshardedRun() throws {
    let directory = try CLIRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    for (name, extra) in [
      ("all.json", [String]()), ("1.json", ["--shard", "1/2"]), ("2.json", ["--shard", "2/2"]),
    ] {
      let result = try CLIRunner.run(
        ["run"] + Self.tiny + extra + ["--format", "json", "--output", path(name)])
      #expect(result.status == 0, "\(result.stderr)")
    }
    let first = try Self.caseKeys(path("1.json"))
    let second = try Self.caseKeys(path("2.json"))
    #expect(!first.isEmpty && !second.isEmpty)
    #expect(Set(first).isDisjoint(with: second))
    let merged = try CLIRunner.run(
      ["merge", path("1.json"), path("2.json"), "--output", path("merged.json")])
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(try Self.caseKeys(path("merged.json")) == Self.caseKeys(path("all.json")))

    // A whole run among shards: refused, naming it.
    let overlap = try CLIRunner.run(["merge", path("1.json"), path("all.json")])
    #expect(overlap.status == 65)
    #expect(overlap.stderr.contains("run 2 does not record a shard"), "\(overlap.stderr)")
    #expect(overlap.stderr.contains("(navbench run --shard i/n)"), "\(overlap.stderr)")

    // A shard measured with another seed: refused, naming the setting with its flag.
    let reseeded = try CLIRunner.run(
      ["run"] + Self.tiny
        + ["--shard", "2/2", "--seed", "7", "--format", "json", "--output", path("2-seed.json")])
    #expect(reseeded.status == 0, "\(reseeded.stderr)")
    let seeds = try CLIRunner.run(["merge", path("1.json"), path("2-seed.json")])
    #expect(seeds.status == 65)
    #expect(
      seeds.stderr.contains(
        "(seed (--seed) differ); shards must come from one command with "
          + "only --shard changed"), "\(seeds.stderr)")
    #expect(!FileManager.default.fileExists(atPath: path("overlap.json")))

    // Shards of different counts, a missing shard, a duplicate shard: refused, naming which.
    let third = try CLIRunner.run(
      ["run"] + Self.tiny + ["--shard", "2/3", "--format", "json", "--output", path("2of3.json")])
    #expect(third.status == 0, "\(third.stderr)")
    let counts = try CLIRunner.run(["merge", path("1.json"), path("2of3.json")])
    #expect(counts.status == 65)
    #expect(counts.stderr.contains("run 2 is a shard of 3, run 1 of 2"), "\(counts.stderr)")
    let missing = try CLIRunner.run(["merge", path("2of3.json"), path("2of3.json")])
    #expect(missing.status == 65)
    #expect(missing.stderr.contains("are both shard 2/3"), "\(missing.stderr)")
    let shard = try payload(Data(contentsOf: URL(fileURLWithPath: path("2of3.json"))), kind: "run")
    let record = try #require(shard["shard"] as? [String: Any])
    #expect(record["index"] as? Int == 2 && record["count"] as? Int == 3)
    let selection = try #require(record["selection"] as? [[String: Any]])
    #expect(
      selection.count
        == Set(
          try Self.caseKeys(path("all.json")).map {
            $0.split(separator: "|").prefix(2).joined(separator: "|")
          }
        ).count)
    let whole = try payload(
      Data(contentsOf: URL(fileURLWithPath: path("merged.json"))), kind: "run")
    #expect(whole["shard"] == nil)

    // compare --input of compare's own JSON: named by its kind, not called corrupt.
    let compareJSON = try CLIRunner.run(
      [
        "compare", "--input", path("merged.json"), "--format", "json", "--output",
        path("compare.json"),
      ])
    #expect(compareJSON.status == 0, "\(compareJSON.stderr)")
    let fed = try CLIRunner.run(["compare", "--input", path("compare.json")])
    #expect(fed.status == 65)
    #expect(
      fed.stderr.contains("is a compare document, not a run (expected kind run)"), "\(fed.stderr)")
    let asBaseline = try CLIRunner.run(
      ["baseline", "compare", path("compare.json"), "--input", path("merged.json")])
    #expect(asBaseline.status == 5)
    #expect(asBaseline.stderr.contains("is a compare document, not a run"), "\(asBaseline.stderr)")

    // The merged run feeds compare: the registry's benchmarks, which price no strategy, show.
    let report = try CLIRunner.run(["compare", "--input", path("merged.json")])
    #expect(report.status == 0, "\(report.stderr)")
    #expect(report.stdout.contains("Benchmarks that price no single strategy"))
    #expect(
      report.stdout.contains("registry/resolve") && report.stdout.contains("uncached vs cached"))
    let json = try CLIRunner.run(["compare", "--input", path("merged.json"), "--format", "json"])
    let document = try payload(json.stdout, kind: "compare")
    let object = try #require(document["report"] as? [String: Any])
    let unpriced = try #require(object["unpriced"] as? [[String: Any]])
    #expect(
      Set(unpriced.compactMap { $0["benchmark"] as? String }) == [
        "registry/resolve", "registry/consult",
      ])
    let html = try CLIRunner.run(["compare", "--input", path("merged.json"), "--format", "html"])
    #expect(html.stdout.contains("<nav class=\"toc\">"))
    // Charts appear once per benchmark, though lists/sheet-presentation prices two strategies.
    #expect(
      html.stdout.components(separatedBy: "<title>lists/sheet-presentation (iOS 16.4): wall time")
        .count
        == 2)
    let ignored = try CLIRunner.run(["compare", "--input", path("merged.json"), "--sizes", "10"])
    #expect(ignored.status == 64)
  }

  @Test("bad --shard values and merge inputs are clear errors")
  func badShardAndMergeInputs() throws {
    for value in ["0/2", "3/2", "x", "1/0", "2"] {
      let result = try CLIRunner.run(["run", "--shard", value])
      #expect(result.status == 64, "\(value)")
      #expect(result.stderr.contains("--shard: \"\(value)\""), "\(result.stderr)")
    }
    // Two benchmarks cannot fill three shards: refused before anything runs.
    let wide = try CLIRunner.run(["run", "--suite", "registry", "--os", "16.4", "--shard", "3/3"])
    #expect(wide.status == 64)
    #expect(wide.stderr.contains("selects no benchmark"))
    let one = try CLIRunner.run(["merge", "only.json"])
    #expect(one.status == 64)
    let missing = try CLIRunner.run(["merge", "/nonexistent/a.json", "/nonexistent/b.json"])
    #expect(missing.status == 66)
    #expect(missing.stderr.contains("run /nonexistent/a.json does not exist"))
  }

  @Test("run --format bmf writes Bencher Metric Format")
  func bencherMetricFormat() throws {
    let result = try CLIRunner.run(["run"] + tinyRun + ["--format", "bmf"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object.count == 9)
    let entry = try #require(object.values.first as? [String: Any])
    let latency = try #require(entry["latency"] as? [String: Double])
    #expect((latency["value"] ?? 0) > 0 && latency["lower_value"] != nil)
  }
}
