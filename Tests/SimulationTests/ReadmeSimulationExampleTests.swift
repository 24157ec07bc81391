import Foundation
import Simulation
import Strategies
import Testing

/// The README's simulation example (`<!-- readme-example: simulation -->`), compiled and run;
/// `README.md`'s block must match this file line for line (`assert` written as `#expect`).
@Suite("README example: driving the simulation from code")
struct ReadmeSimulationExampleTests {
  let registry = StrategyRegistry.standard()

  @Test("the simulation example runs as written")
  func simulation() throws {
    // readme-example: simulation (body kept identical to README.md)
    let ios16 = PlatformVersion(.iOS, 16, 4)
    let session = SimulationSession()
    let stack = try NavigationStackModel<Int>(
      version: ios16, hostedInTabView: true, session: session)
    var model = NavigationRouter<Int>(
      strategies: registry.resolve(Context(ios16, traits: [.stackInTabView])))
    // Publish each change as the app would: the router's path, in the plan's transaction.
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

    // The seed's code publishes plain writes (`.implicit`): the same steps glitch.
    let naive = SimulationSession()
    let seedStack = try NavigationStackModel<Int>(
      version: ios16, hostedInTabView: true, session: naive)
    for path in [[1], [1, 2], [], [3]] { seedStack.setPath(path, transaction: .implicit) }
    #expect(naive.glitches.map(\.kind) == [.pushNotAnimatedAfterPopToRoot])

    // Or run a whole defect × version matrix, as `navbench simulate` does.
    let outcomes = SimulationMatrix.run(
      versions: [ios16, PlatformVersion(.iOS, 17)], registry: registry)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
  }

  @Test("README's simulation example matches this test line for line")
  func readmeMatches() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let marker = "<!-- readme-example: simulation -->\n```swift\n"
    let start = try #require(readme.range(of: marker))
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    let block = readme[start.upperBound..<end.lowerBound]
    let normalizedSource = Self.normalize(String(source))
    var checked = 0
    for line in Self.normalize(String(block)).split(separator: "\n")
    where !line.hasPrefix("import ") {
      let expected = line.replacingOccurrences(of: "assert(", with: "#expect(")
      #expect(normalizedSource.contains(expected), "README simulation block: \(line)")
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
