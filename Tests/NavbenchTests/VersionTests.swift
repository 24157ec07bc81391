import Bench
import Foundation
import Testing

/// The version has one source, `ToolInfo.packageVersion`: `navbench --version` prints it, every
/// JSON envelope records it, and it is the newest released version in CHANGELOG.md.
@Suite("One version: --version, the JSON envelope and the changelog")
struct VersionTests {
  @Test("--version, the envelope's tool version and the changelog's latest release agree")
  func oneVersion() throws {
    let printed = try CLIRunner.run(["--version"])
    #expect(printed.status == 0)
    #expect(printed.stdout == "navbench \(ToolInfo.packageVersion)\n")
    let listing = try CLIRunner.run(["explain", "--os", "iOS 16.4", "--format", "json"])
    let header = try JSONDecoder().decode(ToolOutputHeader.self, from: Data(listing.stdout.utf8))
    #expect(header.tool == ToolInfo.navbench)
    #expect(ToolInfo.navbench.version == ToolInfo.packageVersion)
    #expect(ToolInfo.bench.version == ToolInfo.packageVersion)

    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let changelog = try String(
      contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let released = changelog.components(separatedBy: "\n")
      .filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
      .map { $0.dropFirst("## [".count).prefix { $0 != "]" } }
    #expect(released.first.map(String.init) == ToolInfo.packageVersion)
    #expect(changelog.contains("## [Unreleased]"))
  }

  @Test("the version is semantic: MAJOR.MINOR.PATCH in decimal digits")
  func semantic() {
    let parts = ToolInfo.packageVersion.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
  }
}
