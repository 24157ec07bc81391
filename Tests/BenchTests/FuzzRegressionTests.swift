import Foundation
import Testing

@testable import Bench

/// Inputs that broke the baseline reader's promises under the `BaselineReader` fuzz target
/// (`Fuzz/BaselineReader`), and its limits at their boundaries.
@Suite("Fuzz regressions: the baseline reader")
struct BaselineFuzzRegressionTests {
  /// A run with no cases, as small as the reader accepts; `cases` goes into `results`.
  static func runJSON(cases: String = "", extra: String = "") -> String {
    #"{"schemaVersion":1,"started_at":"2025-01-01T00:00:00Z","duration_s":0,"#
      + #""machine":{"cpu_model":"x","cores":1,"memory_bytes":0,"os":"o","kernel":"k","#
      + #""architecture":"a"},"settings":{"bootstrap_resamples":2000,"#
      + #""include_raw_samples":false,"measure_cpu_time":true,"measure_peak_memory":true,"#
      + #""min_sample_time_ms":1,"minimum_samples":5,"noise_threshold":0.03,"quiet":true,"#
      + #""samples":5,"seed":1,"significance_level":0.05,"time_budget_per_case_s":2,"#
      + #""warmup_ms":30},"results":[\#(cases)],"comparisons":[],"scaling":[]\#(extra)}"#
  }

  static func nested(_ levels: Int) -> String {
    String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
  }

  func decodeError(_ data: Data) -> BaselineError? {
    do {
      let run = try Baseline.decode(data, path: "fuzz.json")
      Issue.record("decoded \(run.cases.count) cases")
      return nil
    } catch let error as BaselineError {
      #expect(error.description.contains("fuzz.json"))
      return error
    } catch {
      Issue.record("not a BaselineError: \(error)")
      return nil
    }
  }

  @Test("UTF-16 cannot hide nesting from the depth limit: it is refused before decoding")
  func utf16HidesBrackets() throws {
    // In UTF-16LE, "∀" (U+2200) is the bytes 00 22: the pre-scan, reading bytes, took the 0x22
    // for a quote, so the 100 levels between the two strings looked like string contents, and
    // JSONDecoder (which reads UTF-16) decoded the file despite the 64-level limit.
    let json = Self.runJSON(extra: #","a":"∀","x":\#(Self.nested(100)),"b":"∀""#)
    let utf16 = try #require(json.data(using: .utf16LittleEndian))
    let error = try #require(decodeError(utf16))
    #expect(error == .corrupt(path: "fuzz.json", detail: Self.notUTF8(at: 1)))
    // The same document in UTF-8 is refused for its depth.
    #expect(decodeError(Data(json.utf8)) == .tooDeep(path: "fuzz.json", limit: 64))
    // Any UTF-16 or UTF-32 baseline is refused with the same clear message.
    let plain = try #require(Self.runJSON().data(using: .utf16BigEndian))
    #expect(decodeError(plain) == .corrupt(path: "fuzz.json", detail: Self.notUTF8(at: 0)))
    let bom = try #require(Self.runJSON().data(using: .utf32))
    #expect(decodeError(bom)?.description.contains("not UTF-8 JSON") == true)
  }

  static func notUTF8(at offset: Int) -> String {
    "not UTF-8 JSON: NUL byte at byte \(offset) (UTF-16 and UTF-32 are not read)"
  }

  @Test("nesting of exactly the limit is read; one level more is refused before decoding")
  func depthLimitBoundary() throws {
    // The top-level object is level 1; the arrays under "x" are levels 2 and up.
    let atLimit = Self.runJSON(extra: #","x":\#(Self.nested(Baseline.defaultMaximumDepth - 1))"#)
    let run = try Baseline.decode(Data(atLimit.utf8), path: "fuzz.json")
    #expect(run.cases.isEmpty)
    let over = Self.runJSON(extra: #","x":\#(Self.nested(Baseline.defaultMaximumDepth))"#)
    #expect(decodeError(Data(over.utf8)) == .tooDeep(path: "fuzz.json", limit: 64))
  }

  @Test("iterations × operations that overflow Int compare without trapping")
  func operationCountOverflow() throws {
    // A measured case whose raw samples' iterations times operations_per_iteration overflows:
    // comparing it (as `navbench baseline compare` does) trapped in wallPerOperationSamples.
    let summary =
      #"{"ci95":[1,2],"count":2,"mad":0,"max":2,"mean":1.5,"min":1,"outliers":{"high_mild":0,"#
      + #""high_severe":0,"low_mild":0,"low_severe":0},"p25":1,"p50":1.5,"p75":2,"p90":2,"p99":2}"#
    let measured =
      #"{"benchmark":"b","variant":"v","os":"iOS 16.4","size":10,"status":"measured","#
      + #""samples":2,"iterations_per_sample":21450,"operations_per_iteration":1000000000000000,"#
      + #""metrics":{"wall_ns_per_op":\#(summary),"cpu_ns_per_op":\#(summary)},"raw_samples":["#
      + #"{"iterations":21450,"wall_ns":995903,"cpu_ns":998315},"#
      + #"{"iterations":21450,"wall_ns":1039440,"cpu_ns":1040297}]}"#
    let json = Self.runJSON(cases: measured, extra: #","configuration_key":"os""#)
    let run = try Baseline.decode(Data(json.utf8), path: "fuzz.json")
    let result = try #require(run.cases.first)
    #expect(result.wallPerOperationSamples.allSatisfy { $0 > 0 && $0 < 1e-10 })
    let thresholds = try Thresholds([
      .wallNanosecondsPerOperation: 0, .cpuNanosecondsPerOperation: 0,
    ])
    let comparison = BaselineComparison(current: run, baseline: run, thresholds: thresholds)
    #expect(comparison.changes.count == 2)
    #expect(comparison.changes.allSatisfy { $0.movement == .unchanged && $0.pValue != nil })
    #expect(comparison.exitCode == .success)
    #expect(Report.text(comparison).contains("exit code 0"))
  }
}
