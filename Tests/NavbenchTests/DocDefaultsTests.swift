import BenchmarkSuites
import Foundation
import Simulation
import Testing

/// The defaults the docs write in prose are the constants the tool runs with: each sentence that
/// names one is found here, built from the constant, and fails when the two disagree.
@Suite("the docs' defaults are the tool's")
struct DocDefaultsTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of `path`, its runs of white space folded into one space (a sentence may wrap).
  static func text(_ path: String) throws -> String {
    let raw = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    return raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  static let words = Suites.defaultVersionsInWords
  static let rule = Suites.defaultVersionsRule
  static let row =
    "default sizes for \(words) (each benchmark where a strategy it prices is active),"
  static let walk =
    "(default \(RandomWalk.Settings.defaultLength); seed S, default "
    + "\(RandomWalk.Settings.defaultSeed))"

  @Test(
    "each sentence that names a default states the constant",
    arguments: [
      ("README.md", row),
      ("README.md", "on \(words), beside the simulation's glitches"),
      ("README.md", "read from the catalogue: \(rule)"),
      ("README.md", walk),
      ("Sources/navbench/navbench.docc/CommandLine.md", row),
      ("Sources/navbench/navbench.docc/CommandLine.md", walk),
      ("Sources/navbench/navbench.docc/ReadingTheCostSummary.md", "(\(words) by default: \(rule))"),
    ])
  func stated(path: String, phrase: String) throws {
    #expect(try Self.text(path).contains(phrase), "\(path) lacks \"\(phrase)\"")
  }

  @Test("the default versions read as the docs write them")
  func versionsInWords() {
    #expect(Self.words.hasPrefix("iOS "))
    for version in Suites.defaultVersions {
      #expect(Self.words.contains("\(version.number)"))
    }
  }
}
