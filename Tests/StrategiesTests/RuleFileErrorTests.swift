import Foundation
import Testing

@testable import Strategies

@Suite("RuleFileError: a case per failure, so a tool picks its exit code by case")
struct RuleFileErrorTests {
  @Test("missing, unreadable, too large and invalid files give their case")
  func cases() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("RuleFileErrorTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = directory.appendingPathComponent("missing.json").path
    #expect(throws: RuleFileError.missing(file: missing)) {
      try RuleFile(contentsOfFile: missing)
    }
    #expect(
      throws: RuleFileError.unreadable(
        file: directory.path, reason: "it is a directory, not a regular file")
    ) {
      try RuleFile(contentsOfFile: directory.path)
    }
    let padding = String(repeating: " ", count: RuleFile.maximumSize)
    #expect(
      throws: RuleFileError.tooLarge(
        file: nil, bytes: RuleFile.maximumSize + 2, limit: RuleFile.maximumSize)
    ) {
      try RuleFile(parsing: Array(("{}" + padding).utf8))
    }
    do {
      _ = try RuleFile(parsing: Array(#"{"schemaVersion": 1, "disableAll": "yes"}"#.utf8))
      Issue.record("an invalid file was accepted")
    } catch {
      guard case .invalid(let path, _) = error else {
        Issue.record("expected .invalid, got \(error)")
        return
      }
      #expect(path == "$.disableAll")
      #expect(error.description.hasPrefix("$.disableAll: expected a boolean"))
    }
    // The path and reason of file-level errors, as before the enum.
    #expect(RuleFileError.missing(file: "x.json").description == "$: no such file: x.json")
  }
}
