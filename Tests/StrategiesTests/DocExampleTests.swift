import Foundation
import Testing

@testable import Strategies

private enum Screen: Hashable { case list, detail(Int), settings }

/// The Swift examples of README.md (the tour) and of the Strategies article *Using the
/// primitives* (`Sources/Strategies/Strategies.docc/UsingThePrimitives.md`), compiled and run;
/// each document's blocks must match these test bodies line for line.
@Suite("Documentation examples: README and Using the primitives")
struct DocExampleTests {
  @Test("the tour runs as written")
  func tour() {
    // example: tour (body kept identical to README.md)
    let registry = StrategyRegistry.standard()
    let context = StrategyContext(.iOS, 16, 4, traits: [.stackInTabView])
    let strategies = registry.resolve(context)

    var router = NavigationRouter<Screen>(strategies: strategies)
    router.push(.list)
    router.push(.detail(42))
    let pop = router.popToRoot()!
    // On iOS 16 in a TabView, pop to root runs inside a zero-duration animation,
    // so the next push still animates (the defect `tabview-stack-pop-to-root-animation`).
    #expect(pop.transaction == .animate(.linear(duration: 0)))
    #expect(router.push(.settings).transaction == .animate(.systemDefault))

    // On iOS 17 the same code asks for nothing: the strategy is inactive.
    let later = registry.resolve(StrategyContext(.iOS, 17, 5, traits: [.stackInTabView]))
    var router17 = NavigationRouter<Screen>(strategies: later)
    router17.push(.list)
    #expect(router17.popToRoot()!.transaction == .inherit)

    // Why? Ask the registry.
    let why = registry.explain(context, deploymentTarget: PlatformVersion(.iOS, 17))
    #expect(why.expired.map(\.id).contains(.explicitPathChangeAnimation))
  }

  let registry = StrategyRegistry.standard()
  let strategies = StrategyRegistry.standard().resolve(
    StrategyContext(.iOS, 16, 4, traits: [.stackInTabView]))

  @Test("the primitive examples run as written")
  func primitives() {
    // example: rows (UsingThePrimitives.md)
    let listContext = StrategyContext(
      .iOS, 15, 7, traits: [.listHasMultipleSections, .listFirstSectionHasHeader])
    let rows = RowToggleCoordinator(strategies: registry.resolve(listContext))
    let schedule = rows.schedule([
      RowToggle(RowID(section: 0, row: 1), visible: false),
      RowToggle(RowID(section: 0, row: 2), visible: true),
    ])
    // iOS 15.7: the first toggle animates now, the second follows unanimated 0.01 s later.
    #expect(schedule.steps.map(\.animated) == [true, false])
    #expect(schedule.steps.map(\.isDeferred) == [false, true])

    // example: transforms (UsingThePrimitives.md)
    let transforms = TransformTransitionCoordinator(strategies: strategies)
    let half = ViewTransform.scale(x: 0.5, y: 0.5)
    #expect(transforms.pushPlan(transform: half, duration: 0.35).resetsTransformOnCompletion)
    #expect(transforms.popPlan(restoringFrom: half, duration: 0.35).initialTransform == half)

    // example: directions (UsingThePrimitives.md)
    var flow = DirectionalNavigator(initial: 0, strategies: strategies)
    let forward = flow.go(to: 1)!
    #expect(forward.insertion == .trailing && forward.removal == .leading)
    let back = flow.go(to: 0)!
    #expect(back.insertion == .leading && back.removal == .trailing)

    // example: appearance (UsingThePrimitives.md)
    let background = ListAppearance(strategies: strategies).backgroundPlan(customBackground: true)
    #expect(background.hidesScrollContentBackground)  // iOS 16+: scrollContentBackground(.hidden)
    let old = registry.resolve(StrategyContext(.iOS, 15, 7))
    let sheet = SheetPresenter(strategies: old).plan(listIsEditing: true)
    #expect(sheet.leavesEditMode && sheet.presentAfterTurns == 1)

    // example: passthrough (UsingThePrimitives.md)
    // A view model generic over its presenter; its type is chosen once, where it is built.
    struct EditorModel<Presenter: SheetPresenting> {
      let presenter: Presenter
      var isEditing = true
      func presentEditor() -> SheetPresentationPlan {
        presenter.plan(listIsEditing: isEditing)
      }
    }
    let current = registry.resolve(StrategyContext(.iOS, 17, 5))
    if let passthrough = PassthroughSheetPresenter(strategies: current) {
      // iOS 17.5: no sheet strategy is active; the plan is a constant, folded into the model.
      #expect(EditorModel(presenter: passthrough).presentEditor() == .asIs)
    }
    #expect(PassthroughSheetPresenter(strategies: old) == nil)  // iOS 15.7: use SheetPresenter
    #expect(EditorModel(presenter: SheetPresenter(strategies: old)).presentEditor() == sheet)
  }

  /// The documents whose examples this file runs, relative to the package root.
  static let documents = [
    "README.md", "Sources/Strategies/Strategies.docc/UsingThePrimitives.md",
  ]

  @Test("the documents' Swift examples match the test bodies line for line")
  func documentsMatchTests() throws {
    let here = URL(fileURLWithPath: #filePath)
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    var blocks: [(String, String)] = []
    for document in Self.documents {
      let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
      let found = DocBlocks.swiftBlocks(in: text)
      #expect(!found.isEmpty, "\(document) has no example block")
      blocks += found
    }
    let source = try String(contentsOf: here, encoding: .utf8)
    // Every example this file runs is in one of the documents.
    #expect(
      Set(blocks.map(\.0))
        == ["tour", "rows", "transforms", "directions", "appearance", "passthrough"])
    let normalizedSource = DocBlocks.normalize(source)
    for (name, block) in blocks {
      // Statements of the document's block, with `assert(x)` written as `#expect(x)` in the test;
      // declarations outside the test body (import, the enum, let registry...) are checked too.
      for line in DocBlocks.normalize(block).split(separator: "\n")
      where !line.hasPrefix("import ") && !line.hasPrefix("enum ") {
        let expected = line.replacingOccurrences(of: "assert(", with: "#expect(")
        #expect(normalizedSource.contains(expected), "example \(name): \(line)")
      }
    }
  }
}

/// Extracts ```swift blocks that follow a `<!-- example: NAME -->` marker.
enum DocBlocks {
  static func swiftBlocks(in markdown: String) -> [(String, String)] {
    var result: [(String, String)] = []
    let lines = markdown.components(separatedBy: "\n")
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if line.hasPrefix("<!-- example:"),
        index + 1 < lines.count, lines[index + 1] == "```swift"
      {
        let name = line.dropFirst("<!-- example:".count).dropLast(" -->".count)
          .trimmingCharacters(in: .whitespaces)
        var body: [String] = []
        index += 2
        while index < lines.count, lines[index] != "```" {
          body.append(lines[index])
          index += 1
        }
        result.append((name, body.joined(separator: "\n")))
      }
      index += 1
    }
    return result
  }

  /// Trimmed, non-empty lines.
  static func normalize(_ text: String) -> String {
    text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
