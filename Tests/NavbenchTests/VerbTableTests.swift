import Foundation
import Testing

/// README's table of verbs is a copy of the one in *The navbench command*
/// (`Sources/navbench/navbench.docc/CommandLine.md`): the two must be the same, row for row.
@Suite("README's verb table")
struct VerbTableTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The rows of the table headed `| verb | what it does |` in `file`.
  static func verbTable(_ file: String) throws -> [String] {
    let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      .components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: "| verb | what it does |"), "\(file)")
    return Array(lines[start...].prefix { $0.hasPrefix("|") })
  }

  @Test("README's verb table is the command article's")
  func same() throws {
    let article = try Self.verbTable("Sources/navbench/navbench.docc/CommandLine.md")
    #expect(try Self.verbTable("README.md") == article)
    #expect(article.count > 8)
  }

  @Test(
    "the explain and simulate rows name each option of their usage lines",
    arguments: ["explain", "simulate"])
  func options(verb: String) throws {
    let row = try #require(
      try Self.verbTable("Sources/navbench/navbench.docc/CommandLine.md").first {
        $0.hasPrefix("| `\(verb) ")
      })
    let help = try CLIRunner.run(["help", verb]).stdout
    let usage = try #require(help.components(separatedBy: "Usage:").dropFirst().first)
      .components(separatedBy: "\n\n")[0]
    let options = usage.split(whereSeparator: { " []\n".contains($0) }).filter {
      $0.hasPrefix("--") && $0 != "--format"
    }
    #expect(!options.isEmpty)
    for option in options { #expect(row.contains(option), "the \(verb) row lacks \(option)") }
  }
}
