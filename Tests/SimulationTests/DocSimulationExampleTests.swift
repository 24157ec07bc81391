import Foundation
import Simulation
import Strategies
import Testing

/// The simulation example of the Simulation article *The defect catalogue and the simulation*
/// (`Sources/Simulation/Simulation.docc/DefectsAndSimulation.md`, `<!-- example: simulation -->`),
/// compiled and run; the article's block must match this file line for line (`assert` written
/// as `#expect`).
@Suite("Documentation example: driving the simulation from code")
struct DocSimulationExampleTests {
  let registry = StrategyRegistry.standard()

  @Test("the simulation example runs as written")
  @MainActor
  func simulation() throws {
    // example: simulation (body kept identical to DefectsAndSimulation.md)
    let ios16 = PlatformVersion(.iOS, 16, 4)
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: ios16, hostedInTabView: true, session: session)
    var model = NavigationRouter<Int>(
      strategies: registry.resolve(StrategyContext(ios16, traits: [.stackInTabView])))
    // Publish each change as the app would: the router's path, in the plan's transaction.
    @MainActor
    func publish(_ plan: PathChangePlan?) {
      guard let plan else { return }
      stack.setPath(model.path, transaction: SimTransaction(plan.transaction))
      session.clock.runUntilIdle()
    }
    publish(model.push(1))
    publish(model.push(2))
    publish(model.popToRoot())
    publish(model.push(3))
    #expect(session.glitches.isEmpty)  // with the strategies, the push after the pop animates
    #expect(stack.transitions.last?.isAnimated == true)

    // The original app code publishes plain writes (`.implicit`): the same steps glitch.
    let naive = SimulationSession()
    let naiveStack = try NavigationStackModel<Int>(
      version: ios16, hostedInTabView: true, session: naive)
    for path in [[1], [1, 2], [], [3]] { naiveStack.setPath(path, transaction: .implicit) }
    #expect(naive.glitches.map(\.kind) == [.pushNotAnimatedAfterPopToRoot])

    // Or run a whole defect × version matrix, as `navbench simulate` does.
    let outcomes = SimulationMatrix.run(
      versions: [ios16, PlatformVersion(.iOS, 17)], registry: registry)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
  }

  @Test("the article's simulation example matches this test line for line")
  func articleMatches() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/Simulation/Simulation.docc/DefectsAndSimulation.md"),
      encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let marker = "<!-- example: simulation -->\n```swift\n"
    let start = try #require(article.range(of: marker))
    let end = try #require(article.range(of: "\n```", range: start.upperBound..<article.endIndex))
    let block = article[start.upperBound..<end.lowerBound]
    let normalizedSource = Self.normalize(String(source))
    var checked = 0
    for line in Self.normalize(String(block)).split(separator: "\n")
    where !line.hasPrefix("import ") {
      let expected = line.replacingOccurrences(of: "assert(", with: "#expect(")
      #expect(normalizedSource.contains(expected), "article simulation block: \(line)")
      checked += 1
    }
    #expect(checked >= 10)
  }

  /// Trimmed, non-empty lines.
  static func normalize(_ text: String) -> String {
    text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
