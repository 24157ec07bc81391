import Foundation
import Simulation
import Strategies
import Testing

/// The tables README and the Simulation article copy from `navbench simulate` and
/// `navbench simulate --mutants`, rendered again from the code and compared line for line, and
/// the two lists of built-in defect homes (one per library) compared with each other: a table
/// or list that disagrees with the code fails here.
@Suite("Each fact once: the homes and the tables the docs copy")
struct DocTablesTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The body of the first fenced `text` block after `marker` in `file`.
  static func block(after marker: String, in file: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let start = try #require(text.range(of: marker), "\(file) lacks \(marker)")
    let open = try #require(
      text.range(of: "```text\n", range: start.upperBound..<text.endIndex), "\(file): no block")
    let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
    return text[open.upperBound..<close.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
  }

  /// The versions a `--os` list names (`14.0,14.8,...`), read from the command in the prose.
  static func versions(in command: String) throws -> [PlatformVersion] {
    try command.split(separator: ",").map { try PlatformVersion(parsing: "iOS \($0)") }
  }

  @Test("the simulation's homes list the same defects as the catalogue's, in the same order")
  func homesAgree() {
    let catalogue = BuiltInDefect.all.map(\.issue.id)
    #expect(SimulatedDefect.all.map(\.scenario.issue) == catalogue)
    #expect(Set(catalogue).count == catalogue.count)
  }

  @Test(
    "README's and the Simulation article's simulate tables are the command's output",
    arguments: [
      ("README.md", "Output of `swift run navbench simulate --os\n", true),
      (
        "Sources/Simulation/Simulation.docc/DefectsAndSimulation.md",
        "`swift run navbench simulate --os ", false
      ),
    ])
  func simulateTables(file: String, marker: String, rowsOnly: Bool) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    let start = try #require(text.range(of: marker))
    let list = text[start.upperBound...].prefix { $0 != "`" && $0 != " " }
    let versions = try Self.versions(in: String(list))
    let rendered = SimulationMatrix.renderTable(
      SimulationMatrix.run(versions: versions, registry: standardRegistry)
    ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var expected = rendered
    if rowsOnly { expected = Array(expected.prefix { !$0.isEmpty }) }
    while expected.last?.isEmpty == true { expected.removeLast() }
    let block = try Self.block(after: marker, in: file)
    #expect(block == expected, "\(file): rerun `navbench simulate --os \(list)` and paste")
  }

  @Test("the Simulation article states the mutation check's walk as the code runs it")
  func mutantsWalkBudget() throws {
    let file = "Sources/Simulation/Simulation.docc/Simulation.md"
    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
    let words = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    let budget = StrategyMutation.walkBudget
    #expect(
      words.contains(
        "(\(budget.sequences) sequences of \(budget.length) steps per version, seed \(budget.seed))"
      ), "\(file): the walk of `simulate --mutants`")
  }

  @Test("the Simulation article's mutants table is the command's output")
  @MainActor
  func mutantsTable() throws {
    let file = "Sources/Simulation/Simulation.docc/DefectsAndSimulation.md"
    let block = try Self.block(after: "CI runs it. This table is", in: file)
    var rendered = StrategyMutation.runIncludingWalk(registry: .standard()).renderTable()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while rendered.last?.isEmpty == true { rendered.removeLast() }
    #expect(block == rendered, "\(file): rerun `navbench simulate --mutants` and paste")
  }
}
