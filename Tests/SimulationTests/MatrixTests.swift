import Foundation
import Simulation
import Strategies
import Testing

@Suite("Simulation matrix")
struct MatrixTests {
  /// Every built-in trait: a coherent context where every trait-dependent defect can occur.
  static let everyTrait = ContextTraits(TraitDescriptor.builtIn.map(\.trait))

  @Test(
    "Naive glitches exactly where the catalogue says the defect occurs", arguments: matrixVersions)
  func naiveMatchesCatalogue(version: PlatformVersion) {
    for scenario in SimulationMatrix.scenarios {
      let outcome = scenario.run(.naive, on: version, registry: standardRegistry)
      guard outcome.applicable else { continue }
      #expect(
        (outcome.glitchCount > 0) == outcome.affected,
        "\(scenario.issue) on \(version): \(outcome.glitches)")
      #expect(Set(outcome.glitchKinds).isSubset(of: scenario.detects), "\(outcome.glitches)")
      #expect(outcome.strategies.isEmpty && outcome.activeStrategies.isEmpty)
    }
  }

  @Test("With strategies: no glitch wherever a strategy is known", arguments: matrixVersions)
  func strategiesClean(version: PlatformVersion) {
    for scenario in SimulationMatrix.scenarios {
      let outcome = scenario.run(.strategies, on: version, registry: standardRegistry)
      guard outcome.applicable else { continue }
      if scenario.issue == .sectionHeaderOffset {
        #expect(!outcome.hasStrategy)
        #expect((outcome.glitchCount > 0) == (version.number.major == 14))
        #expect(outcome.isAcceptable)
      } else {
        #expect(outcome.hasStrategy)
        #expect(outcome.glitches.isEmpty, "\(scenario.issue) on \(version): \(outcome.glitches)")
      }
      #expect(outcome.agreesWithCatalogue)
    }
  }

  @Test(
    "Traits replace the defaults and the models follow them",
    arguments: matrixVersions, [ContextTraits(), MatrixTests.everyTrait])
  func traitsDriveTheModels(version: PlatformVersion, traits: ContextTraits) {
    let outcomes = SimulationMatrix.run(
      versions: [version], traits: traits, registry: standardRegistry)
    #expect(outcomes.count == SimulationMatrix.scenarios.count * 2)
    for outcome in outcomes {
      #expect(outcome.traits == traits)
      #expect(outcome.agreesWithCatalogue, "\(outcome.issue) \(outcome.mode): \(outcome.glitches)")
    }
  }

  @Test("Without a TabView or with a single-section list, the trait-bound defects do not occur")
  func traitBoundDefectsNeedTheirTraits() {
    let stack = DefectScenario.tabViewPopToRoot.run(
      .naive, on: iOS(16, 4), traits: [], registry: standardRegistry)
    #expect(stack.applicable && stack.glitches.isEmpty && !stack.affected)
    let rows = DefectScenario.adjacentRowToggle.run(
      .naive, on: iOS(15, 7), traits: [.listFirstSectionHasHeader], registry: standardRegistry)
    #expect(rows.applicable && rows.glitches.isEmpty && !rows.affected)
  }

  @Test("NavigationStack below iOS 16 is not applicable, with the reason")
  func notApplicableBelow16() {
    for version in [iOS(14, 8), iOS(15, 7)] {
      for mode in ScenarioMode.allCases {
        let outcome = DefectScenario.tabViewPopToRoot.run(
          mode, on: version, registry: standardRegistry)
        #expect(!outcome.applicable)
        #expect(outcome.reason == "NavigationStack does not exist below iOS 16")
        #expect(outcome.glitches.isEmpty && outcome.isAcceptable && outcome.agreesWithCatalogue)
      }
    }
    let error = #expect(throws: SimulationError.self) {
      try NavigationStackModel<Int>(
        version: iOS(15, 7), hostedInTabView: true, session: SimulationSession())
    }
    #expect(error?.notApplicableReason?.contains("NavigationStack") == true)
  }

  @Test("iPadOS behaves as iOS; other platforms are not applicable")
  func platforms() {
    let iPad = SimulationMatrix.run(
      versions: [PlatformVersion(.iPadOS, 16, 4)], registry: standardRegistry)
    let phone = SimulationMatrix.run(versions: [iOS(16, 4)], registry: standardRegistry)
    #expect(iPad.map(\.glitchCount) == phone.map(\.glitchCount))
    let mac = SimulationMatrix.run(
      versions: [PlatformVersion(.macOS, 14)], registry: standardRegistry)
    #expect(mac.allSatisfy { !$0.applicable && $0.reason?.contains("iOS and iPadOS") == true })
  }

  @Test("The mitigated clients with no strategy reproduce the defect: the fix is in the plans")
  func mitigatedClientsWithoutStrategies() {
    for version in matrixVersions {
      for scenario in SimulationMatrix.scenarios {
        let context = StrategyContext(version, traits: scenario.defaultTraits)
        let naive = scenario.record(.naive, in: context, strategies: .none(for: context))
        let bare = scenario.record(.strategies, in: context, strategies: .none(for: context))
        #expect(naive.notApplicableReason == bare.notApplicableReason)
        #expect(
          naive.session.glitches.isEmpty == bare.session.glitches.isEmpty,
          "\(scenario.issue) on \(version)")
      }
    }
  }

  @Test("Scenarios follow the catalogue, one per defect")
  func scenariosFollowCatalogue() {
    #expect(SimulationMatrix.scenarios.map(\.issue) == KnownIssue.catalogue.map(\.id))
    #expect(SimulationMatrix.scenario(for: .sectionHeaderOffset)?.issue == .sectionHeaderOffset)
    #expect(
      SimulationMatrix.unknownIssues(["no-such-defect", .sectionHeaderOffset]) == ["no-such-defect"]
    )
    let selected = SimulationMatrix.run(
      versions: matrixVersions, issues: [.sheetTextFieldBoldFont], registry: standardRegistry)
    #expect(selected.count == matrixVersions.count * 2)
    #expect(selected.allSatisfy { $0.issue == .sheetTextFieldBoldFont })
  }
}
