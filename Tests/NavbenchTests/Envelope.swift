import Bench
import Foundation
import Testing

/// navbench's JSON envelope, as a test reads it: checks the header (schema version 2, the tool,
/// the command, the kind) and returns the payload under `data`.
func payload(_ json: Data, kind: String) throws -> [String: Any] {
  let envelope = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  #expect(envelope["schema_version"] as? Int == 2)
  #expect(envelope["kind"] as? String == kind)
  #expect((envelope["tool"] as? [String: Any])?["name"] as? String == "navbench")
  #expect((envelope["command"] as? String)?.hasPrefix("navbench") == true)
  return try #require(envelope["data"] as? [String: Any])
}

/// The payload of navbench's standard output.
func payload(_ stdout: String, kind: String) throws -> [String: Any] {
  try payload(Data(stdout.utf8), kind: kind)
}

/// Edits the payload of an envelope in place.
func editPayload(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
  var data = object["data"] as? [String: Any] ?? [:]
  change(&data)
  object["data"] = data
}

/// Replaces a run's results with 70 copies of its first, each on another OS version: beyond the
/// 64 versions a run may hold.
func seventyVersions(_ object: inout [String: Any]) {
  let results = object["results"] as! [[String: Any]]
  object["results"] = (0..<70).map { index in
    var copy = results[0]
    copy["os"] = "iOS 1.\(index)"
    return copy
  }
}

/// The exit of `baseline compare --threshold allocs_per_op=0` against an unchanged run: 0 where
/// allocations are counted; 65 (nothing was compared) in a sanitizer build, which leaves out the
/// malloc and retain/release interposers alike (`ARCCounter` says which build this is).
let allocationsOnlyGateStatus: Int32 = ARCCounter.unavailableReason == nil ? 0 : 65
