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
