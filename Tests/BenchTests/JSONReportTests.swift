import Foundation
import Testing

@testable import Bench

@Suite("Run JSON: documented shape and round trip")
struct JSONReportTests {
  static let run = Synthetic.run()

  /// The run in the envelope's `data`, after checking the envelope.
  func object(_ data: Data) throws -> [String: Any] {
    let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(envelope["schema_version"] as? Int == 2)
    #expect(envelope["kind"] as? String == "run")
    #expect((envelope["tool"] as? [String: Any])?["name"] as? String == "Bench")
    #expect(envelope["command"] is String)
    return try #require(envelope["data"] as? [String: Any])
  }

  @Test func roundTripsWithRawSamples() throws {
    let data = try Self.run.jsonData(
      options: RunJSONOptions(configurationKey: "os", includeRawSamples: true))
    let decoded = try RunResult.decode(from: data)
    #expect(decoded == Self.run)
  }

  @Test func roundTripsWithoutRawSamples() throws {
    let data = try Self.run.jsonData(options: RunJSONOptions(includeRawSamples: false))
    let decoded = try RunResult.decode(from: data)
    var expected = Self.run
    for index in expected.cases.indices { expected.cases[index].rawSamples = [] }
    #expect(decoded == expected)
    #expect(!String(decoding: data, as: UTF8.self).contains("\"raw_samples\""))
  }

  @Test func usesTheConfigurationKeyOption() throws {
    let data = try Self.run.jsonData(options: RunJSONOptions(configurationKey: "os"))
    let json = try object(data)
    #expect(json["schemaVersion"] == nil && json["tool"] == nil, "the envelope's")
    #expect(json["configuration_key"] as? String == "os")
    let results = try #require(json["results"] as? [[String: Any]])
    #expect(results.first?["os"] as? String == "iOS 16.4")
    #expect(results.allSatisfy { $0["configuration"] == nil })
    let comparisons = try #require(json["comparisons"] as? [[String: Any]])
    #expect(comparisons.first?["os"] as? String == "iOS 16.4")
    let scaling = try #require(json["scaling"] as? [[String: Any]])
    #expect(scaling.first?["os"] as? String == "iOS 16.4")
    // Read back with an explicit key, too.
    // The synthetic run's settings keep raw samples, so the default options include them.
    #expect(try RunResult.decode(from: data, configurationKey: "os").cases == Self.run.cases)
    // Reading with the wrong key loses the label rather than failing.
    #expect(
      try RunResult.decode(from: data, configurationKey: "configuration").cases[0].key
        .configuration == "")
  }

  @Test func followsTheDocumentedShape() throws {
    let json = try object(try Self.run.jsonData())
    let machine = try #require(json["machine"] as? [String: Any])
    for key in ["cpu_model", "cores", "os", "kernel"] { #expect(machine[key] != nil, "\(key)") }
    #expect((json["settings"] as? [String: Any])?["samples"] as? Int == 12)
    let results = try #require(json["results"] as? [[String: Any]])
    let first = try #require(results.first)
    for key in ["benchmark", "variant", "configuration", "size", "samples", "metrics", "status"] {
      #expect(first[key] != nil, "missing \(key)")
    }
    let metrics = try #require(first["metrics"] as? [String: Any])
    let wall = try #require(metrics["wall_ns_per_op"] as? [String: Any])
    for key in ["min", "p50", "p90", "p99", "max", "ci95"] { #expect(wall[key] != nil, "\(key)") }
    #expect((wall["ci95"] as? [Double])?.count == 2)
    #expect(metrics["allocs_per_op"] is NSNull)
    #expect(metrics["bytes_per_op"] is NSNull)
    #expect(metrics["peak_bytes"] is NSNull)
    let reasons = try #require(metrics["unavailable_reason"] as? [String: String])
    #expect(reasons["allocs_per_op"] == "no allocation counter in tests")
    let failed = try #require(results.first { $0["status"] as? String == "failed" })
    #expect(failed["reason"] as? String == "prepare threw: fixture missing")
    #expect(failed["metrics"] is NSNull)
    let comparison = try #require((json["comparisons"] as? [[String: Any]])?.first)
    for key in [
      "benchmark", "size", "variant", "control", "ratio_p50", "ci95", "p_value", "verdict",
    ] {
      #expect(comparison[key] != nil, "missing \(key)")
    }
    let scaling = try #require((json["scaling"] as? [[String: Any]])?.first)
    for key in ["benchmark", "variant", "exponent", "ci95", "class", "r_squared"] {
      #expect(scaling[key] != nil, "missing \(key)")
    }
    #expect((json["crossovers"] as? [Any])?.isEmpty == false)
  }

  @Test func nonFiniteValuesSurviveTheRoundTrip() throws {
    var run = Self.run
    run.comparisons[0].ratio = .infinity
    let decoded = try RunResult.decode(
      from: try run.jsonData(options: .init(includeRawSamples: true)))
    #expect(decoded.comparisons[0].ratio == .infinity)
  }
}
