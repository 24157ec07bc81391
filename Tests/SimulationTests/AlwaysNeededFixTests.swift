import Foundation
import Simulation
import Strategies
import Testing

/// A fix needed on every iOS where its container exists is not a choice an app should have to
/// plan: its article says to write the fix, and asks no planner.
@Suite("A fix on every version its container exists on asks no planner of apps")
struct AlwaysNeededFixTests {
  /// The defects whose strategy is active in every applicable cell of the default matrix, other
  /// than the correctness patterns on for every version (their primitives carry the fix).
  static func alwaysNeeded() -> [IssueID] {
    let registry = StrategyRegistry.standard()
    let cells = SimulationMatrix.run(
      versions: SimulationMatrix.defaultVersions, registry: registry
    ).filter { $0.mode == .strategies && $0.applicable && $0.hasStrategy }
    let universal = Set(
      BuiltInStrategies.all.filter { $0.descriptor.versions.isUniversal }.map(\.descriptor.id))
    return Dictionary(grouping: cells, by: \.issue).compactMap { issue, cells in
      let onEverywhere = cells.allSatisfy { !$0.strategies.isEmpty }
      let patterns = cells.allSatisfy { Set($0.strategies).isSubset(of: universal) }
      return onEverywhere && !patterns ? issue : nil
    }.sorted()
  }

  @Test("each such defect's article section says so, and shows no planner in its first example")
  func articlesAskNoPlanner() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Strategies/Strategies.docc/BuiltInDefects.md")
    let article = try String(contentsOf: url, encoding: .utf8)
    let needed = Self.alwaysNeeded()
    #expect(needed.contains(.stackDestinationInLazyContainerIgnored), "\(needed)")
    for issue in needed {
      let sections = article.components(separatedBy: "\n### \(issue.rawValue)\n")
      try #require(sections.count == 2, "no section for \(issue) among \(needed)")
      let section = sections[1].components(separatedBy: "\n### ")[0]
      let prose = section.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(prose.contains("an app asks no planner"), "\(issue)")
      let example = section.components(separatedBy: "```swift\n").dropFirst().first ?? ""
      let code = example.components(separatedBy: "```")[0]
      #expect(!code.contains("Planner("), "\(issue)'s first example plans a fix it always needs")
    }
  }
}
