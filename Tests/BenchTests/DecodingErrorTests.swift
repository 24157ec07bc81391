import Foundation
import Testing

@testable import Bench

@Suite("Values of valid JSON that do not fit their field are refused naming the field")
struct DecodingErrorTests {
  /// A saved run's JSON with the first `"key" : number` replaced by `"key" : value`.
  static func replacingFirst(_ key: String, with value: String) throws -> Data {
    let run = Synthetic.run()
    let text = String(decoding: try Baseline.jsonForTests(run), as: UTF8.self)
    let pattern = try Regex("\"\(key)\" : -?[0-9.eE+]+")
    let match = try #require(text.firstMatch(of: pattern))
    return Data(text.replacingCharacters(in: match.range, with: "\"\(key)\" : \(value)").utf8)
  }

  @Test(
    "numbers out of range or not whole: the field path and the range",
    arguments: [
      ("size", "10.5", "comparisons[0].size: 10.5 is not a whole number in range (Int: "),
      ("size", "1e400", "comparisons[0].size: 1e400 is not a whole number in range"),
      ("size", "1e20", "comparisons[0].size: 1e20 is not a whole number in range"),
      ("wall_ns", "-5", "raw_samples[0].wall_ns: -5 is not a whole number in range (UInt64: 0..."),
      ("wall_ns", "1.5", "raw_samples[0].wall_ns: 1.5 is not a whole number in range"),
      ("seed", "-1", "settings.seed: -1 is not a whole number in range (UInt64: 0..."),
      ("seed", "18446744073709551616", "settings.seed: 18446744073709551616 is not a whole number"),
      (
        "schema_version", "99999999999999999999999",
        "at schema_version: 99999999999999999999999 is not a whole number in range"
      ),
    ])
  func numbers(_ key: String, _ value: String, _ expected: String) throws {
    let data = try Self.replacingFirst(key, with: value)
    do {
      _ = try Baseline.decode(data, path: "bad.json")
      Issue.record("decoded \(key) = \(value)")
    } catch let error as BaselineError {
      #expect("\(error)".contains(expected), "\(error)")
      #expect(!"\(error)".contains("not valid JSON"), "\(error)")
    }
  }

  @Test("a lone surrogate escape in a string names the field")
  func loneSurrogate() throws {
    let text = String(decoding: try Baseline.jsonForTests(Synthetic.run()), as: UTF8.self)
    let data = Data(
      text.replacingOccurrences(of: #""variant" : "raw""#, with: #""variant" : "\ud800""#).utf8)
    do {
      _ = try Baseline.decode(data, path: "bad.json")
      Issue.record("decoded a lone surrogate")
    } catch let error as BaselineError {
      #expect("\(error)".contains("variant: an unpaired UTF-16 surrogate"), "\(error)")
    }
  }

  @Test("schema versions below 1 are invalid, not newer")
  func invalidSchemaVersion() {
    for version in [-1, 0] {
      let error = BaselineError.unsupportedSchema(path: "x.json", found: version, supported: 2)
      #expect("\(error)".contains("which is not a valid version"))
      #expect(!"\(error)".contains("newer"))
    }
    let newer = BaselineError.unsupportedSchema(path: "x.json", found: 3, supported: 2)
    #expect("\(newer)".contains("a newer version of Bench wrote it"))
  }

  @Test("syntax errors still give their location, and a valid run decodes as before")
  func unchanged() throws {
    do {
      _ = try Baseline.decode(Data(#"{"schemaVersion": 1, x}"#.utf8), path: "s.json")
    } catch let error as BaselineError {
      #expect("\(error)".contains("character 21"), "\(error)")
    }
    let run = Synthetic.run()
    #expect(try Baseline.decode(Baseline.jsonForTests(run), path: "ok.json") == run)
  }
}

extension Baseline {
  /// A run's JSON as `baseline save` writes it (raw samples included).
  static func jsonForTests(_ run: RunResult) throws -> Data {
    try run.jsonData(options: RunJSONOptions(includeRawSamples: true))
  }
}
