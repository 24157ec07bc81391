// Scripts/folder-references: which folders of a module name which, and the two-way pairs CI
// refuses in Bench.
import Foundation
import Testing

@Suite("Scripts/folder-references")
struct FolderReferencesTests {
  /// A checkout of the script alone with the given Swift files under `Sources/Demo/`.
  static func fixture(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("navbench-folder-references-\(UUID().uuidString)")
    let scripts = root.appendingPathComponent("Scripts")
    try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: ScriptLocationTests.root.appendingPathComponent("Scripts/folder-references"),
      to: scripts.appendingPathComponent("folder-references"))
    for (path, text) in files {
      let file = root.appendingPathComponent("Sources/Demo/" + path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }

  static func run(_ root: URL, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    try ScriptLocationTests.run(
      [root.appendingPathComponent("Scripts/folder-references").path] + arguments, in: root)
  }

  @Test("a type or free function of one folder named in another is a reference, one way")
  func oneWay() throws {
    let root = try Self.fixture([
      "Low/Sample.swift": "struct Sample {}\nfunc mean(_ s: Sample) -> Double { 0 }\n",
      "High/Report.swift":
        "struct Report { let sample: Sample\n  var m: Double { mean(sample) } }\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.run(root, ["--check-two-way", "Demo", "Demo"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("Demo: High -> Low (2 names: Sample, mean)"), "\(result.output)")
    #expect(!result.output.contains("Low -> High"))
    #expect(!result.output.contains("two-way"))
  }

  @Test("a two-way pair fails the check; names in comments and strings do not count")
  func twoWay() throws {
    let root = try Self.fixture([
      "Low/Sample.swift": "struct Sample { var r: Report? }\n",
      "High/Report.swift": "struct Report { let sample: Sample }\n",
      "Other/Note.swift": "// Sample, Report\nlet note = \"Sample\"\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let result = try Self.run(root, ["--check-two-way", "Demo"])
    #expect(result.status == 1)
    #expect(result.output.contains("Demo: two-way High <-> Low"), "\(result.output)")
    #expect(result.error.contains("Demo has 1 two-way pair of folders"), "\(result.error)")
    #expect(!result.output.contains("Other ->"), "\(result.output)")
  }

  @Test("an unknown module or option is a usage error")
  func badArguments() throws {
    let root = try Self.fixture(["A/A.swift": "struct A {}\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try Self.run(root, ["Nowhere"]).status == 64)
    #expect(try Self.run(root, ["--check-two-way"]).status == 64)
    #expect(try Self.run(root, ["--bogus"]).status == 64)
  }

  @Test("Bench's folders reference each other one way")
  func benchIsLayered() throws {
    let result = try ScriptLocationTests.run(
      [
        ScriptLocationTests.root.appendingPathComponent("Scripts/folder-references").path,
        "--check-two-way", "Bench", "Bench",
      ], in: ScriptLocationTests.root)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("Bench: Running -> Results"))
  }
}
