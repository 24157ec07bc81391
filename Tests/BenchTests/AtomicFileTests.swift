import Foundation
import Testing

@testable import Bench

@Suite("Atomic file writes")
struct AtomicFileTests {
  struct InjectedFailure: Error {}

  @Test func writesNewFilesWithReadablePermissions() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("report.txt")
    try AtomicFile.write(Data("hello".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "hello")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o644)
  }

  @Test func replacesExistingFilesKeepingTheirPermissions() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("report.txt")
    try Data("old".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    try AtomicFile.write(Data("new".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
  }

  @Test func interruptedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
    let directory = try Synthetic.temporaryDirectory()
    let url = directory.appendingPathComponent("baseline.json")
    let run = Synthetic.run()
    try Baseline.save(run, to: url)
    let before = try Data(contentsOf: url)
    var sawTemporary = false
    do {
      try AtomicFile.write(Data("{\"partial".utf8), to: url) { temporary in
        sawTemporary = FileManager.default.fileExists(atPath: temporary)
        throw InjectedFailure()
      }
      Issue.record("the injected failure did not propagate")
    } catch let error as AtomicFile.WriteError {
      #expect(error.path == url.path)
      #expect(error.description.contains(url.path))
    }
    #expect(sawTemporary)
    #expect(try Data(contentsOf: url) == before)
    #expect(try Baseline.load(from: url) == run)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["baseline.json"])
  }

  @Test func missingDirectoryIsAClearError() throws {
    let url = try Synthetic.temporaryDirectory().appendingPathComponent("no/such/dir/file.json")
    #expect {
      try AtomicFile.write(Data("x".utf8), to: url)
    } throws: { error in
      guard let error = error as? AtomicFile.WriteError else { return false }
      return error.description.contains("file.json")
        && error.description.contains("no such directory")
    }
  }
}
