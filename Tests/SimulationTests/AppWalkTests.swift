import Strategies
import Testing

@testable import Simulation

@Suite("The whole-app random walk")
@MainActor
struct AppWalkTests {
  @Test("a sequence is replayed from its seed and index, drawn from the declared actions")
  func generation() {
    var first = AppWalk.generator(seed: 7, index: 3)
    var again = AppWalk.generator(seed: 7, index: 3)
    var other = AppWalk.generator(seed: 7, index: 4)
    let specs = AppWalk.components
    let steps = AppWalk.generate(length: 200, from: specs, using: &first)
    #expect(steps == AppWalk.generate(length: 200, from: specs, using: &again))
    #expect(steps != AppWalk.generate(length: 200, from: specs, using: &other))
    #expect(steps.count == 200)
    #expect(steps.contains(.turn))
    #expect(steps.contains(.soon))
    for step in steps where !step.isTurn && !step.isSoon {
      let spec = specs.first { $0.name == step.component }
      let action = spec?.actions.first { $0.name == step.action }
      #expect(action?.arguments.contains(step.argument) == true, "\(step)")
    }
    // A quick marker is followed by two events of one container that takes quick events.
    for index in steps.indices where steps[index].isSoon {
      try? #require(index + 2 < steps.count)
      let pair = [steps[index + 1], steps[index + 2]]
      #expect(pair.allSatisfy { !$0.isTurn && !$0.isSoon })
      #expect(pair[0].component == pair[1].component)
      #expect(specs.first { $0.name == pair[0].component }?.takesQuickEvents == true)
    }
  }

  @Test(
    "two events within a frame run before the first's deferred work: a flush that drops it is caught"
  )
  func quickEventsReachDeferredWork() {
    // iOS 15.0 defers the second of two adjacent row toggles by 10 ms; the second tap comes
    // 2 ms later and must publish it first.
    let steps: [WalkStep] = [
      .soon, WalkStep("row-list", "toggle", 3), WalkStep("row-list", "toggle", 1),
    ]
    let result = AppWalk.run(steps, on: PlatformVersion(.iOS, 15, 0), registry: .standard())
    #expect(result.violations.isEmpty, "\(result.violations)")
    #expect(WalkStep.soon.description == ".soon")
  }

  @Test("every defect's home that declares a component names it once")
  func componentNames() {
    let names = AppWalk.components.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count >= 8)
  }

  @Test("SplitMix64 draws every bound of a range without overflow")
  func extremeRanges() {
    var generator = Simulation.SplitMix64(seed: 0)
    for _ in 0..<100 {
      _ = generator.next(in: Int.min...Int.max)
      #expect(generator.next(in: 5...5) == 5)
      #expect((-1...1).contains(generator.next(in: -1...1)))
    }
  }

  @Test("shrinking keeps the steps that fail together and simplifies arguments")
  func shrinking() {
    let needed = [WalkStep("chain", "present", 3), WalkStep("chain", "dismiss", 2)]
    var generator = AppWalk.generator(seed: 1, index: 0)
    var steps = AppWalk.generate(length: 60, from: AppWalk.components, using: &generator)
    steps.insert(needed[0], at: 10)
    steps.insert(needed[1], at: 40)
    let shrunk = AppWalk.shrink(steps) { candidate in
      guard let first = candidate.firstIndex(of: needed[0]) else { return false }
      return candidate[first...].contains { $0.action == "dismiss" && $0.argument >= 2 }
    }
    #expect(shrunk == needed)
  }

  @Test("the printed test names the version, the traits and each step as Swift")
  func printedTest() {
    let source = AppWalk.testSource(
      [WalkStep("chain", "present", 3), .turn, WalkStep("odd \"name\"", "x", -1)],
      version: PlatformVersion(.iOS, 16, 0), traits: [.stackInTabView], name: "Walk on 16.0",
      violation: "chain: broken\u{7}")
    #expect(source.contains("func walkOn160() throws {"))
    #expect(source.contains("    WalkStep(\"chain\", \"present\", 3),\n    .turn,\n"))
    #expect(source.contains("WalkStep(\"odd \\\"name\\\"\", \"x\", -1)"))
    #expect(source.contains("try PlatformVersion(parsing: \"iOS 16.0\")"))
    #expect(source.contains("ContextTrait(\"navigation-stack-in-tab-view\")"))
    #expect(source.contains("// Found: chain: broken\n"))
  }

  @Test("the SDK given reaches every container's context; without one, the version's own")
  func sdkReachesContexts() {
    let seen = SeenContexts()
    let probe = WalkComponentSpec(name: "probe", actions: [WalkAction("noop", arguments: 0...0)]) {
      environment in
      seen.contexts.append(environment.strategies(for: [.stackInTabView]).context)
      return ProbeComponent()
    }
    let os = PlatformVersion(.iOS, 16, 4)
    let sdk = PlatformVersion(.iOS, 15, 5)
    _ = AppWalk.run([.turn], on: os, sdk: sdk, registry: .standard(), components: [probe])
    _ = AppWalk.run([.turn], on: os, registry: .standard(), components: [probe])
    #expect(seen.contexts.map(\.sdk) == [sdk, os])
    #expect(seen.contexts.map(\.linkedVersion) == [sdk, os])
    #expect(seen.contexts.allSatisfy { $0.version == os && $0.traits == [.stackInTabView] })

    // The whole app, built with an older SDK: every invariant holds, and the report and a
    // failure's printed test name the SDK.
    let report = RandomWalk.run(
      RandomWalk.Settings(sequences: 50, seed: 2, length: 30, sdk: sdk), versions: [os],
      registry: .standard())
    #expect(report.passed, "\(report.versions.flatMap(\.failures).map(\.violations))")
    #expect(report.sdk == "iOS 15.5")
    #expect(RandomWalk.render(report).contains("built with the iOS 15.5 SDK"))
    let source = AppWalk.testSource(
      [.turn], version: os, sdk: sdk, traits: [], name: "Walk", violation: nil)
    #expect(source.contains("    sdk: try PlatformVersion(parsing: \"iOS 15.5\"),\n"))
  }

  @Test("a walk with every strategy's container passes where no strategy is active (iOS 14)")
  func cleanVersion() {
    let report = RandomWalk.run(
      RandomWalk.Settings(sequences: 100, seed: 3, length: 40),
      versions: [PlatformVersion(.iOS, 14, 8)], registry: .standard())
    #expect(report.passed, "\(report.versions.flatMap(\.failures).map(\.violations))")
    #expect(report.versions.first?.steps == 4_000)
  }

  /// Every component's model takes part on the versions where it exists, in this process: under
  /// AddressSanitizer a model a walk leaves behind (a retain cycle through a pending turn) fails
  /// the run here, as it would in a `navbench simulate --random` process.
  @Test("a short walk on every default version passes, each version's components taking part")
  func everyDefaultVersion() {
    let versions = SimulationMatrix.defaultVersions
    let report = RandomWalk.run(
      RandomWalk.Settings(sequences: 12, seed: 5, length: 16), versions: versions,
      registry: .standard())
    #expect(report.passed, "\(report.versions.flatMap(\.failures).map(\.violations))")
    #expect(report.versions.count == versions.count)
    #expect(report.versions.allSatisfy { $0.steps == 12 * 16 })
  }

  @Test("a split pop through the TabView's performer is finished by the next turn on iOS 16.0")
  func splitPopFinished() throws {
    let result = AppWalk.run(
      [
        WalkStep("tab-stack", "push"), WalkStep("tab-stack", "push"),
        WalkStep("tab-stack", "push"), WalkStep("tab-stack", "pop", 2), .turn,
        WalkStep("tab-stack", "pop", 5), WalkStep("tab-stack", "pop", -1),
        WalkStep("tab-stack", "back"), .turn,
      ], on: try PlatformVersion(parsing: "iOS 16.0"), registry: .standard())
    #expect(result.passed, "\(result.violations)")
  }

  @Test("tab switches write the path back: in their own turn, and in the turn of a split pop")
  func tabSwitches() throws {
    for version in ["iOS 16.0", "iOS 16.4", "iOS 17.0"] {
      let result = AppWalk.run(
        [
          WalkStep("tab-stack", "push"), WalkStep("tab-stack", "push"),
          WalkStep("tab-stack", "push"), WalkStep("tab-stack", "push"),
          WalkStep("tab-stack", "switchTab"), WalkStep("tab-stack", "deepLink", 3), .turn,
          WalkStep("tab-stack", "push"), WalkStep("tab-stack", "push"),
          WalkStep("tab-stack", "deepLink", 2), WalkStep("tab-stack", "switchTab"), .turn,
        ], on: try PlatformVersion(parsing: version), registry: .standard())
      #expect(result.passed, "\(version): \(result.violations)")
    }
  }

  @Test("replace(with:) shortening the path by two or more is split and finished on iOS 16.0")
  func replaceShortening() throws {
    let steps = [
      WalkStep("tab-stack", "push"), WalkStep("tab-stack", "push"),
      WalkStep("tab-stack", "push"), WalkStep("tab-stack", "push"),
      WalkStep("tab-stack", "replace", 1), .turn, WalkStep("tab-stack", "push"),
      WalkStep("tab-stack", "push"), WalkStep("tab-stack", "replace", 0), .turn,
    ]
    for version in ["iOS 16.0", "iOS 16.1", "iOS 16.2", "iOS 17.0"] {
      let result = AppWalk.run(
        steps, on: try PlatformVersion(parsing: version), registry: .standard())
      #expect(result.passed, "\(version): \(result.violations)")
    }
  }

  @Test("every walk mutant of the split pop's schedule is killed by the mutation check's walk")
  func walkMutantsKilled() {
    let outcomes = StrategyMutation.judge(
      WalkMutant.builtIn, registry: .standard(), versions: SimulationMatrix.defaultVersions,
      equivalents: [])
    #expect(outcomes.count == WalkMutant.builtIn.count)
    for outcome in outcomes {
      #expect(outcome.status == .killed, "\(outcome.mutant)")
      #expect(outcome.evidence?.hasPrefix("walk on iOS 16.") == true, "\(outcome)")
    }
  }

  @Test("an order swap reverses the declared order, and the registry applies it so")
  func orderSwap() {
    let registry = StrategyRegistry.standard()
    let swaps = WalkMutant.orderSwaps(in: registry)
    #expect(swaps.map(\.strategy).contains(.stageMultiLevelPops))
    let swapped = StrategyMutation.reversingOrder(of: .stageMultiLevelPops, in: registry)
    let descriptor = swapped.strategies.first { $0.id == .stageMultiLevelPops }
    #expect(descriptor?.ordering.runsBefore == [.explicitPathChangeAnimation])
    #expect(descriptor?.ordering.runsAfter.isEmpty == true)
  }

  @Test("a component the version lacks takes no part, and its steps do nothing")
  func absentComponent() {
    let result = AppWalk.run(
      [WalkStep("chain", "present", 3), WalkStep("tab-stack", "pop", 2), .turn],
      on: PlatformVersion(.iOS, 15, 0), registry: .standard())
    #expect(result.passed, "\(result.violations)")
  }

  @Test("a violation stops the walk at the step it followed; settled checks wait for a turn")
  func violationStep() {
    let spec = WalkComponentSpec(name: "counter", actions: [WalkAction("add")]) { _ in
      CountingComponent()
    }
    let steps = [
      WalkStep("counter", "add"), WalkStep("counter", "add"), .turn, WalkStep("counter", "add"),
      WalkStep("counter", "add"), WalkStep("counter", "add"),
    ]
    let result = AppWalk.run(
      steps, on: PlatformVersion(.iOS, 17, 0), registry: .standard(), components: [spec])
    #expect(result.failedStep == 3)
    #expect(result.violations == ["counter: 3 added"])
    let settled = AppWalk.run(
      Array(steps.prefix(1)) + [.turn], on: PlatformVersion(.iOS, 17, 0), registry: .standard(),
      components: [spec])
    #expect(settled.violations == ["counter: 1 is odd after a turn"])
    #expect(settled.failedStep == 1)
  }
}

/// Reports an odd count once settled, and any count of 3 at once.
@MainActor
private final class CountingComponent: WalkComponent {
  var count = 0
  func perform(_ action: String, _ argument: Int) { count += 1 }
  func checkAfterStep(_ report: (String) -> Void) {
    if count == 3 { report("3 added") }
  }
  func checkSettled(_ report: (String) -> Void) {
    if count % 2 == 1 { report("\(count) is odd after a turn") }
  }
}

/// Tests `navbench simulate --random` printed, pasted as printed: each replays a shrunk sequence
/// the walk found before the defect was fixed.
@Suite("Random walk regressions, as printed")
struct WalkRegressionTests {
  @Test("Walk on iOS 16.0, seed 1, sequence 37")
  @MainActor
  func walkOnIOS160Seed1Sequence37() throws {
    let steps: [WalkStep] = [
      WalkStep("chain", "present", 3),
      WalkStep("chain", "dismiss", 2),
    ]
    let result = AppWalk.run(
      steps, on: try PlatformVersion(parsing: "iOS 16.0"),
      traits: [], registry: .standard())
    #expect(result.violations.isEmpty, "\(result.violations)")
  }

  @Test("Walk on iOS 16.0, seed 1, sequence 1")
  @MainActor
  func walkOnIOS160Seed1Sequence1() throws {
    let steps: [WalkStep] = [
      WalkStep("header-list", "rebuild", 7)
    ]
    let result = AppWalk.run(
      steps, on: try PlatformVersion(parsing: "iOS 16.0"),
      traits: [], registry: .standard())
    #expect(result.violations.isEmpty, "\(result.violations)")
  }
}

/// The contexts a probe component was built with.
@MainActor
private final class SeenContexts {
  var contexts: [StrategyContext] = []
}

/// A component that does nothing: it only lets a test see what the walk gives a component.
@MainActor
private final class ProbeComponent: WalkComponent {
  func perform(_ action: String, _ argument: Int) {}
  func checkSettled(_ report: (String) -> Void) {}
}
