// The glue table of the SwiftUI article is `Scripts/glue-lines`' output, and every example stays
// within the script's bound of its hand-written original.
import Foundation
import Testing

@Suite("The examples' glue against the hand-written originals")
struct GlueLinesTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Scripts/glue-lines passes, and the article shows its table")
  func tableIsTheScriptsOutput() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bash", Self.root.appendingPathComponent("Scripts/glue-lines").path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "a screen's glue is above the script's bound")
    let table = String(decoding: data, as: UTF8.self)
    #expect(table.hasPrefix("| screen |"))
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/StrategiesSwiftUI/StrategiesSwiftUI.docc/UsingNavbenchInASwiftUIApp.md"),
      encoding: .utf8)
    #expect(article.contains(table), "paste Scripts/glue-lines' output into the article")
  }
}
