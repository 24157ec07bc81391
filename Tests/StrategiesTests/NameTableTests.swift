import Foundation
import Testing

@testable import Strategies

/// The tables of built-in ids and their Swift names, rendered from the code and compared with
/// the Strategies catalog line for line. Nothing here is written by hand: the ids and issues
/// come from ``BuiltInDefect/all`` and ``TraitDescriptor/builtIn``, and each Swift
/// name from its declaration in the defect's home (`static let name: IssueID = "id"`), so a new
/// defect's rows are produced by its home and a stale article fails.
@Suite("Built-in defects article: the tables of ids and Swift names")
struct NameTableTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `static let <name>: <type> = "<id>"` declarations in the Swift files of `folder`, as id
  /// to Swift name.
  static func declaredNames(of type: String, in folder: String) throws -> [String: String] {
    let directory = root.appendingPathComponent(folder)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .filter { $0.hasSuffix(".swift") }
    let pattern = try NSRegularExpression(
      pattern: #"static let (\w+)(?:: \#(type) =\s*|\s*=\s*\#(type)\()"([^"]+)""#)
    var names: [String: String] = [:]
    for file in files {
      let text = try String(
        contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        guard let name = Range(match.range(at: 1), in: text),
          let id = Range(match.range(at: 2), in: text)
        else { continue }
        names[String(text[id])] = String(text[name])
      }
    }
    return names
  }

  /// The table of issues and strategies, one row per strategy (an unmitigated issue has one
  /// row), in catalogue order.
  static func renderIssueTable() throws -> [String] {
    let issues = try declaredNames(of: "IssueID", in: "Sources/Strategies/Defects")
    let strategies = try declaredNames(of: "StrategyID", in: "Sources/Strategies/Defects")
    var rows = [
      "| issue id | `IssueID` | strategy id | `StrategyID` |",
      "|---|---|---|---|",
    ]
    for defect in BuiltInDefect.all {
      let id = defect.issue.id
      let issue = "| `\(id)` | `.\(issues[id.rawValue] ?? "?")` | "
      if defect.strategies.isEmpty { rows.append(issue + "– (unmitigated) | – |") }
      for strategy in defect.strategies {
        let sid = strategy.descriptor.id
        rows.append(issue + "`\(sid)` | `.\(strategies[sid.rawValue] ?? "?")` |")
      }
    }
    return rows
  }

  /// The table of built-in traits, in registration order: the general traits are declared in
  /// `Platform/`, a trait one defect introduced in that defect's home.
  static func renderTraitTable() throws -> [String] {
    let names = try declaredNames(of: "ContextTrait", in: "Sources/Strategies/Platform")
      .merging(declaredNames(of: "ContextTrait", in: "Sources/Strategies/Defects")) { $1 }
    return ["| trait id | `ContextTrait` |", "|---|---|"]
      + TraitDescriptor.builtIn.map { descriptor in
        let implied = descriptor.implies.sorted().map { "`\($0)`" }.joined(separator: ", ")
        return "| `\(descriptor.trait)` | `.\(names[descriptor.trait.id] ?? "?")`"
          + (implied.isEmpty ? "" : " (implies \(implied))") + " |"
      }
  }

  /// The lines of the table in `article` that starts with `header`.
  static func table(starting header: String, in article: String) throws -> [String] {
    let url = root.appendingPathComponent("Sources/Strategies/Strategies.docc/\(article)")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    let start = try #require(lines.firstIndex(of: header), "\(article) has no table \(header)")
    return Array(lines[start...].prefix { $0.hasPrefix("|") })
  }

  @Test("every Swift name in the homes is found and each id is declared once")
  func namesDeclared() throws {
    let issues = try Self.declaredNames(of: "IssueID", in: "Sources/Strategies/Defects")
    let strategies = try Self.declaredNames(of: "StrategyID", in: "Sources/Strategies/Defects")
    #expect(Set(issues.keys) == Set(KnownIssue.catalogue.map(\.id.rawValue)))
    #expect(Set(strategies.keys) == Set(BuiltInStrategies.all.map(\.descriptor.id.rawValue)))
    for defect in BuiltInDefect.all {
      for strategy in defect.strategies {
        #expect(strategy.descriptor.addresses == [defect.issue.id])
      }
    }
  }

  @Test("the article's issue and strategy table is the one the homes produce")
  func issuesAndStrategies() throws {
    let expected = try Self.renderIssueTable()
    let table = try Self.table(starting: expected[0], in: "BuiltInDefects.md")
    #expect(
      table == expected,
      "BuiltInDefects.md's name table; expected:\n\(expected.joined(separator: "\n"))")
  }

  @Test("the article's trait table is the one the built-in traits produce")
  func traitRows() throws {
    let expected = try Self.renderTraitTable()
    let table = try Self.table(starting: expected[0], in: "ExplainingAndOverrides.md")
    #expect(
      table == expected,
      "ExplainingAndOverrides.md's trait table; expected:\n\(expected.joined(separator: "\n"))")
  }
}
