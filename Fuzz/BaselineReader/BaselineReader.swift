// libFuzzer target for the baseline reader: `Baseline.decode(_:path:)` (the depth pre-scan,
// then Foundation's JSONDecoder), then what `navbench baseline compare`
// does with a baseline: compare it and print the comparison. Built and run by `Fuzz/run.sh`.
// A property that fails traps, so libFuzzer reports the input as a crash.
import Bench
import Foundation

/// libFuzzer's entry point: decodes the input as a baseline and checks that it is refused with
/// a ``BaselineError`` or gives a run that re-encodes and decodes to an equal run, and that
/// comparing the run with itself reports no change.
///
/// - Returns: 0 (libFuzzer reserves other values).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Data(bytes: data, count: size)
  let run: RunResult
  do {
    run = try Baseline.decode(bytes, path: "fuzz.json")
  } catch let error as BaselineError {
    check(error.description.contains("fuzz.json"), "\(error) does not name the file")
    return 0
  } catch {
    fatalError("Baseline.decode threw \(type(of: error)), not a BaselineError: \(error)")
  }
  checkRoundTrip(run)
  checkSelfComparison(run)
  return 0
}

/// The run re-encodes as a baseline does (raw samples included) and decodes to an equal run;
/// encoding that again gives the same bytes.
private func checkRoundTrip(_ run: RunResult) {
  let options = RunJSONOptions(includeRawSamples: true)
  let first: Data
  do {
    first = try run.jsonData(options: options)
  } catch {
    fatalError("a decoded run does not encode: \(error)")
  }
  let again: RunResult
  do {
    again = try Baseline.decode(first, path: "re-encoded.json")
  } catch {
    fatalError("a re-encoded run does not decode: \(error)\n\(text(first))")
  }
  let second = (try? again.jsonData(options: options)) ?? Data()
  guard first == second else {
    fatalError("encoding is not stable:\n\(text(first))\n---\n\(text(second))")
  }
  // NaN is the one value unequal to itself; with one in the run, equal bytes must do.
  guard again == run || text(first).contains("\"NaN\"") else {
    fatalError("the run changed through JSON:\n\(text(first))")
  }
}

/// Comparing a run with itself, every metric checked, finds no regression or improvement, and
/// the report prints (when every case key is distinct, so that the comparison is unambiguous).
private func checkSelfComparison(_ run: RunResult) {
  let thresholds: Thresholds
  do {
    thresholds = try Thresholds(Dictionary(uniqueKeysWithValues: Metric.allCases.map { ($0, 0) }))
  } catch {
    fatalError("zero thresholds refused: \(error)")
  }
  let comparison = BaselineComparison(current: run, baseline: run, thresholds: thresholds)
  check(!Report.text(comparison).isEmpty, "empty comparison report")
  guard Set(run.cases.map(\.key)).count == run.cases.count else { return }
  check(comparison.failures.count == run.failedCases.count, "failures lost")
  guard comparison.regressions.isEmpty, comparison.improvements.isEmpty else {
    fatalError("a run compared with itself moved: \(comparison.changes)")
  }
  // A case read as measured but without metrics (never written so) counts as missing.
  guard run.cases.allSatisfy({ $0.status != .measured || $0.metrics != nil }) else { return }
  check(comparison.added.isEmpty, "a run compared with itself added \(comparison.added)")
  check(
    comparison.missing.isEmpty, "a run compared with itself misses \(comparison.missing)")
}

/// Bytes as text, for messages.
private func text(_ data: Data) -> String {
  String(decoding: data, as: UTF8.self)
}

/// Traps with `message` when `condition` is false. Unlike `precondition`, it prints the message
/// in optimised builds, so libFuzzer's log says which property failed.
private func check(
  _ condition: Bool, _ message: @autoclosure () -> String, line: UInt = #line
) {
  if !condition { fatalError(message(), line: line) }
}
