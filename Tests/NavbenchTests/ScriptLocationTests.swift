// The scripts of Scripts/ and .ci/ find the checkout from their own file, through symbolic
// links, and name a tool they need that is not on PATH instead of leaving it to the shell.
import Foundation
import Testing

@Suite("Scripts find the checkout and their tools")
struct ScriptLocationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The bash scripts of Scripts/ and .ci/.
  static func scripts() throws -> [URL] {
    try ["Scripts", ".ci"].flatMap { folder in
      try FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil
      ).filter { file in
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.hasPrefix("#!/usr/bin/env bash")
      }
    }.sorted { $0.path < $1.path }
  }

  /// Runs `arguments` in `directory` with `environment`, returning its exit status and error.
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String]? = nil
  ) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }

  @Test("no script finds the checkout from the path it was called by")
  func scriptsResolveTheirOwnFile() throws {
    let scripts = try Self.scripts()
    #expect(scripts.count >= 15, "found \(scripts.count) scripts")
    for script in scripts {
      let text = try String(contentsOf: script, encoding: .utf8)
      #expect(
        !text.contains("dirname \"$0\""),
        "\(script.lastPathComponent) finds the checkout from $0, the link it was called by")
      #expect(
        !text.contains("dirname \"${BASH_SOURCE[0]}\""),
        "\(script.lastPathComponent) finds the checkout from the link it was called by")
      #expect(text.contains("set -euo pipefail"), "\(script.lastPathComponent)")
    }
  }

  @Test("defect-footprint and glue-lines run through a symbolic link from another directory")
  func scriptsRunThroughALink() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("navbench-script-link-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for name in ["defect-footprint", "glue-lines"] {
      try FileManager.default.createSymbolicLink(
        at: directory.appendingPathComponent(name),
        withDestinationURL: Self.root.appendingPathComponent("Scripts/\(name)"))
    }
    let footprint = try Self.run(
      [
        directory.appendingPathComponent("defect-footprint").path, "tab-reselect-pops-stack",
        "--count",
      ], in: directory)
    #expect(footprint.status == 0, "\(footprint.error)")
    #expect(Int(footprint.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 0)
    let glue = try Self.run([directory.appendingPathComponent("glue-lines").path], in: directory)
    #expect(glue.status == 0, "\(glue.error)")
    #expect(glue.output.hasPrefix("| screen |"))
  }

  @Test("every script names a missing tool itself, with exit 69")
  func missingToolsAreNamed() throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("navbench-empty-path-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    for script in try Self.scripts() {
      let result = try Self.run(
        ["/bin/bash", script.path], in: empty, environment: ["PATH": empty.path])
      let name = script.lastPathComponent
      #expect(result.status == 69, "\(name): exit \(result.status): \(result.error)")
      #expect(!result.error.contains("command not found"), "\(name): \(result.error)")
      #expect(result.error.contains("error:"), "\(name): \(result.error)")
    }
  }
}
