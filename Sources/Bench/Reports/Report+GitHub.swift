import Foundation

extension Report {
  /// One entry of github-action-benchmark's `customSmallerIsBetter` format.
  package struct GitHubBenchmarkEntry: Sendable, Equatable, Codable {
    /// The series name (stable across runs).
    package var name: String
    /// The unit.
    package var unit: String
    /// The value; smaller is better.
    package var value: Double
    /// The spread, as text ("± 1.2").
    package var range: String?
    /// Extra text shown in the tooltip.
    package var extra: String?
  }

  /// The entries for a run: wall time (or instructions) per operation for every measured case,
  /// and allocations and retains per operation where counted.
  package static func githubBenchmarkEntries(_ run: RunResult) -> [GitHubBenchmarkEntry] {
    var entries: [GitHubBenchmarkEntry] = []
    for result in run.cases {
      guard let metrics = result.metrics else { continue }
      let name = result.key.description
      if let instructions = metrics.instructionsPerOperation {
        entries.append(
          GitHubBenchmarkEntry(
            name: name + " instructions", unit: "instr/op", value: instructions, range: "± 0",
            extra: "counted under valgrind: exact, no interval"))
      }
      if let wall = metrics.wall {
        let halfWidth = (wall.ci95.upper - wall.ci95.lower) / 2
        entries.append(
          GitHubBenchmarkEntry(
            name: name, unit: "ns/op", value: wall.p50, range: "± \(Format.significant(halfWidth))",
            extra:
              "95% CI \(Format.duration(nanoseconds: wall.ci95.lower))–"
              + "\(Format.duration(nanoseconds: wall.ci95.upper)); p90 "
              + "\(Format.duration(nanoseconds: wall.p90)); \(result.sampleCount) samples"))
      }
      if let allocations = metrics.allocationsPerOperation {
        entries.append(
          GitHubBenchmarkEntry(
            name: name + " allocs", unit: "allocs/op", value: allocations, range: nil,
            extra: metrics.bytesPerOperation.map { "\(Format.bytes($0)) per op" }))
      }
      if let retains = metrics.retainsPerOperation, let releases = metrics.releasesPerOperation {
        entries.append(
          GitHubBenchmarkEntry(
            name: name + " retains", unit: "retains/op", value: retains, range: nil,
            extra: "\(Format.count(releases)) releases per op"))
      }
    }
    return entries
  }

  /// The run in github-action-benchmark's `customSmallerIsBetter` JSON format.
  ///
  /// - Throws: `EncodingError` for a non-finite value.
  package static func githubBenchmark(_ run: RunResult) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(githubBenchmarkEntries(run))
  }
}
