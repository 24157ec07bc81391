import Foundation
import Testing

@testable import Bench

@Suite("Baseline hardening: duplicate keys, UTF-8, measurements, peak bytes")
struct BaselineHardeningTests {
  @Test(
    "duplicate keys are found in any object, after unescaping; repeated keys in sibling objects are fine",
    arguments: [
      (#"{"a": 1, "a": 2}"#, "a"),
      (#"{"x": {"b": 1, "c": [1, {"d": 0}], "b": 2}}"#, "b"),
      (#"{"a\u0062": 1, "ab": 2}"#, "ab"),
      (#"[{"a": 1}, {"a": 1, "k": "a", "a": 3}]"#, "a"),
    ])
  func duplicates(_ text: String, _ key: String) {
    #expect(throws: JSONDepthScanner.Problem.self) {
      try JSONDepthScanner.scan(Array(text.utf8), maximumDepth: 16)
    }
    do {
      _ = try JSONDepthScanner.scan(Array(text.utf8), maximumDepth: 16)
    } catch JSONDepthScanner.Problem.duplicateKey(let found, _) {
      #expect(found == key)
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test("sibling objects and values equal to keys are not duplicates")
  func notDuplicates() throws {
    let text = #"{"results": [{"a": "a", "b": {"a": 1}}, {"a": "b", "b": {"a": 2}}], "a2": "a"}"#
    #expect(try JSONDepthScanner.scan(Array(text.utf8), maximumDepth: 16) == 4)
  }

  @Test("a saved run decodes; the same run with NaN, a negative time or zero iterations does not")
  func measurements() throws {
    let run = Synthetic.run()
    let data = try run.jsonData(options: RunJSONOptions(includeRawSamples: true))
    #expect(try Baseline.decode(data, path: "ok.json") == run)
    let text = String(decoding: data, as: UTF8.self)
    let key = try #require(text.range(of: #""p50""#))
    let colon = try #require(text[key.upperBound...].firstIndex(of: ":"))
    let start = text.index(after: colon)
    let end = try #require(text[start...].firstIndex(where: { $0 == "," || $0 == "}" }))
    for replacement in [#""NaN""#, "-1", #""Infinity""#] {
      let bad = text.replacingCharacters(in: start..<end, with: replacement)
      #expect(throws: BaselineError.self) {
        try Baseline.decode(Data(bad.utf8), path: "bad.json")
      }
    }
  }

  @Test("outlier counts beyond the samples, or negative, are refused (a report would sum them)")
  func outlierCounts() throws {
    let run = Synthetic.run()
    let text = String(decoding: try run.jsonData(), as: UTF8.self)
    let key = try #require(text.range(of: #""low_severe""#))
    let colon = try #require(text[key.upperBound...].firstIndex(of: ":"))
    let start = text.index(after: colon)
    let end = try #require(text[start...].firstIndex(where: { $0 == "," || $0 == "}" }))
    for replacement in ["9223372036854775807", "-1", "100000"] {
      let bad = text.replacingCharacters(in: start..<end, with: replacement)
      #expect {
        try Baseline.decode(Data(bad.utf8), path: "bad.json")
      } throws: { error in
        guard case .corrupt(_, let detail) = error as? BaselineError else { return false }
        return detail.contains(".outliers.low_severe")
      }
    }
    #expect(try Baseline.decode(run.jsonData(), path: "ok.json") == run)
  }

  @Test("invalid UTF-8 is refused with its byte offset")
  func invalidUTF8() {
    let data = Data(#"{"schemaVersion": 1, "x": ""#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8)
    #expect(throws: BaselineError.corrupt(path: "u.json", detail: "invalid UTF-8 at byte 27")) {
      try Baseline.decode(data, path: "u.json")
    }
  }
}

@Suite("The baseline reader bounds the values a file holds")
struct BaselineValueLimitTests {
  @Test(
    "values are objects, arrays, strings, numbers and literals; keys do not count",
    arguments: [
      ("[1,2,3]", 4), (#"{"a":1,"b":[true,null]}"#, 5), (#"{"k": "v", "n": -1.5e3 }"#, 3),
      ("[ 1 , 2 ]", 3), (#"["a\"b", {}]"#, 3),
    ])
  func counting(_ text: String, _ values: Int) throws {
    _ = try JSONDepthScanner.scan(Array(text.utf8), maximumDepth: 8, maximumValues: values)
    #expect(throws: JSONDepthScanner.Problem.self) {
      try JSONDepthScanner.scan(Array(text.utf8), maximumDepth: 8, maximumValues: values - 1)
    }
  }

  @Test("a file holds at most one value per 16 bytes of the size limit")
  func decodeLimit() throws {
    let run = Synthetic.run()
    let data = try run.jsonData(options: RunJSONOptions(includeRawSamples: true))
    // navbench's own indented JSON is well within the limit at its own size.
    #expect(
      try Baseline.decode(data, path: "ok.json", maximumBytes: UInt64(data.count)) == run)
    var text = String(decoding: data, as: UTF8.self)
    text = text.replacingOccurrences(
      of: #""command""#,
      with: #""unknown":[\#(String(repeating: "1,", count: data.count / 4))1],"command""#)
    do {
      _ = try Baseline.decode(
        Data(text.utf8), path: "big.json", maximumBytes: UInt64(data.count * 2))
      Issue.record("decoded \(data.count / 4) numbers with a limit of \(data.count / 8) values")
    } catch let error as BaselineError {
      #expect("\(error)".contains("big.json is corrupt: more than \(data.count / 8) JSON values"))
    }
  }
}
