import Foundation
import Testing

@testable import Strategies

/// Every planner made from a resolved strategy set is also made from a context (and, on Apple
/// platforms, for the running device): it conforms to ``StrategySetPlanner``.
@Suite("Planners: every one has the context and running-device shortcuts")
struct PlannerShortcutTests {
  /// The public types of Strategies with `public init(strategies: StrategySet)`, read from the
  /// sources, and those the conformance file lists.
  @Test("every type with init(strategies:) is a StrategySetPlanner")
  func everyPlannerConforms() throws {
    let root = NameTableTests.root.appendingPathComponent("Sources/Strategies")
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    let declaration = try NSRegularExpression(
      pattern: #"public (?:final class|struct|enum|class) (\w+)"#)
    var planners: Set<String> = []
    var listed: Set<String> = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      var current: String?
      for line in text.components(separatedBy: "\n") {
        let range = NSRange(line.startIndex..., in: line)
        if let match = declaration.firstMatch(in: line, range: range),
          let name = Range(match.range(at: 1), in: line)
        {
          current = String(line[name])
        }
        if line.contains("public init(strategies: StrategySet) {"), let current {
          planners.insert(current)
        }
        if line.hasPrefix("extension "), line.hasSuffix(": StrategySetPlanner {}") {
          listed.insert(String(line.dropFirst("extension ".count).prefix { $0 != ":" }))
        }
      }
    }
    #expect(planners.count >= 15)
    #expect(planners == listed, "missing: \(planners.subtracting(listed))")
  }

  @Test("init(context:registry:) resolves the context through the registry given")
  func contextShortcut() {
    let registry = StrategyRegistry.standard()
    let old = StrategyContext(.iOS, 16, 3)
    #expect(
      SheetSequencer(context: old, registry: registry)
        == SheetSequencer(strategies: registry.resolve(old)))
    #expect(SheetSequencer(context: old).timing(whileDismissing: true) == .afterDismissal)
    #expect(
      SheetSequencer(context: StrategyContext(.iOS, 16, 4)).timing(whileDismissing: true) == .now)
    let off = StrategyRegistry.standard()
    off.updateOverrides { $0.disableAll = true }
    #expect(SheetSequencer(context: old, registry: off).timing(whileDismissing: true) == .now)
  }
}
