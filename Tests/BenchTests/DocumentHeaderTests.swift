import Foundation
import Testing

@testable import Bench

@Suite("A document that is not a run says what it is: its kind, a mistyped header field, its size")
struct DocumentHeaderTests {
  static func error(_ text: String, maximumBytes: UInt64 = Baseline.defaultMaximumBytes) throws
    -> BaselineError
  {
    do {
      _ = try Baseline.decode(Data(text.utf8), path: "x.json", maximumBytes: maximumBytes)
    } catch let error as BaselineError {
      return error
    }
    Issue.record("decoded \(text)")
    return .missing(path: "")
  }

  @Test(
    "a valid document of another kind is named by its kind, not called corrupt",
    arguments: ["compare", "list", "explain", "baseline-comparison"])
  func otherKind(kind: String) throws {
    let text =
      #"{"schema_version": 2, "kind": "\#(kind)", "command": "navbench \#(kind)", "tool": "#
      + #"{"name": "navbench", "version": "0.13.0"}, "data": {"report": []}}"#
    let error = try Self.error(text)
    #expect(error == .wrongKind(path: "x.json", found: kind, expected: "run"))
    #expect(error.description.contains(" \(kind) document, not a run (expected kind run)"))
    #expect(!error.description.contains("corrupt"))
    // The library's own reader says the same.
    do {
      _ = try RunResult.decode(from: Data(text.utf8))
      Issue.record("decoded a \(kind) document as a run")
    } catch {
      #expect("\(error)".contains("of kind \(kind), not a run"))
    }
  }

  @Test(
    "a header field of the wrong type is named with the type it must have",
    arguments: [
      (
        #"{"schema_version": "1", "kind": "run", "data": {}}"#,
        "at schema_version: must be an integer"
      ),
      (#"{"schemaVersion": "1"}"#, "at schemaVersion: must be an integer"),
      (#"{"schema_version": 2, "kind": 5, "data": {}}"#, "at kind: must be a string"),
      (#"{"schema_version": 2, "command": 7, "data": {}}"#, "at command: must be a string"),
      (#"{"schema_version": 2, "command": [], "data": {}}"#, "at command: must be a string"),
    ])
  func mistypedHeaderField(text: String, message: String) throws {
    let error = try Self.error(text)
    #expect(error.description.contains(message), "\(error)")
    #expect(!error.description.contains("top level"), "\(error)")
  }

  @Test("a top level that is not an object is still said to be so")
  func topLevelNotAnObject() throws {
    for text in ["[1, 2]", "\"run\"", "7"] {
      #expect(try Self.error(text).description.contains("the top level is not a JSON object"))
    }
  }

  @Test("a file one byte over the limit is given exactly, with the excess")
  func sizeExact() {
    let limit = Baseline.defaultMaximumBytes
    let error = BaselineError.tooLarge(path: "big.json", size: limit + 1, limit: limit)
    #expect(
      error.description
        == "baseline big.json is 67,108,865 bytes, 1 byte over the 64 MiB (67,108,864 bytes) limit"
    )
    #expect(Format.byteCount(0) == "0 bytes")
    #expect(Format.byteCount(999) == "999 bytes")
    #expect(Format.byteCount(1_000) == "1,000 bytes")
    #expect(Format.byteCount(UInt64.max) == "18,446,744,073,709,551,615 bytes")
  }
}
