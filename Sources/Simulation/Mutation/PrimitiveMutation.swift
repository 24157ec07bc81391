import Strategies

/// A wrong-but-plausible change to a primitive of `Strategies` (a schedule, a router rule, a
/// plan), expressed as the built-in scenario run with the changed rule in place of the
/// primitive's: the strategy mutation check judges it on the default matrix's cells like a
/// strategy mutant.
package struct PrimitiveMutant: Sendable {
  /// The strategy whose plans the primitive carries (the row of the kill table).
  package let strategy: StrategyID
  /// The change, in words.
  package let change: String
  /// The scenario with the changed rule.
  package let scenario: DefectScenario

  /// Describes a mutant.
  package init(strategy: StrategyID, change: String, scenario: DefectScenario) {
    self.strategy = strategy
    self.change = change
    self.scenario = scenario
  }

  /// The built-in primitives' mutants.
  package static let builtIn: [PrimitiveMutant] = [
    PrimitiveMutant(
      strategy: .deferAdjacentRowToggles,
      change: "RowToggleCoordinator defers the first toggle and animates the rest at once",
      scenario: .adjacentRowToggle { batch, coordinator in
        let schedule = coordinator.schedule(batch)
        guard schedule.defers else { return schedule.steps }
        return [
          RowToggleStep(toggles: 1..<batch.count, animated: true),
          RowToggleStep(
            toggles: 0..<1, animated: false, delay: DeferAdjacentRowToggles.deferral,
            isDeferred: true),
        ]
      }),
    PrimitiveMutant(
      strategy: .deferAdjacentRowToggles,
      change: "RowToggleCoordinator defers the second toggle only, animating the others",
      scenario: .adjacentRowToggle { batch, coordinator in
        let schedule = coordinator.schedule(batch)
        guard schedule.defers, batch.count > 2 else { return schedule.steps }
        return [
          RowToggleStep(toggles: 0..<1, animated: true),
          RowToggleStep(toggles: 2..<batch.count, animated: true),
          RowToggleStep(
            toggles: 1..<2, animated: false, delay: DeferAdjacentRowToggles.deferral,
            isDeferred: true),
        ]
      }),
    PrimitiveMutant(
      strategy: .deferAdjacentRowToggles,
      change: "RowToggleCoordinator: rows are adjacent whatever their sections",
      scenario: .adjacentRowToggle { batch, coordinator in
        let adjacent = batch.indices.contains { i in
          batch.indices.contains { j in abs(batch[i].row.row - batch[j].row.row) == 1 }
        }
        return coordinator.schedule(count: batch.count, touchesAdjacentRows: adjacent).steps
      }),
    PrimitiveMutant(
      strategy: .explicitPathChangeAnimation,
      change: "NavigationRouter classifies every removal as a pop",
      scenario: .tabViewPopToRoot { _, _ in .pop }),
    PrimitiveMutant(
      strategy: .explicitPathChangeAnimation,
      change: "NavigationRouter: a removal leaving one entry is a pop to root",
      scenario: .tabViewPopToRoot { removed, remaining in
        remaining <= 1 && removed >= 2 ? .popToRoot : .pop
      }),
    PrimitiveMutant(
      strategy: .explicitPathChangeAnimation,
      change: "NavigationRouter: emptying a path of one entry is a pop to root",
      scenario: .tabViewPopToRoot { _, remaining in remaining == 0 ? .popToRoot : .pop }),
    PrimitiveMutant(
      strategy: .hideScrollContentBackground,
      change: "ListAppearance hides the background of a list with no custom background",
      scenario: .listCustomBackground { appearance, custom in
        ListBackgroundPlan(
          appliesCustomBackground: custom,
          hidesScrollContentBackground: appearance.policy.hidesScrollContentBackground)
      }),
    PrimitiveMutant(
      strategy: .leaveEditModeBeforeSheet,
      change:
        "SheetHostModel: an edit-mode change takes effect at once, not at the end of the turn",
      scenario: .sheetInEditMode(editModeTiming: .immediate)),
    PrimitiveMutant(
      strategy: .standardAppearanceAtScrollEdge,
      change: "BarAppearance gives large-title navigation bars the standard appearance too",
      scenario: .barScrollEdge { appearance, _, ownSet in
        BarAppearancePlan(
          setsScrollEdgeToStandard: appearance.policy.barScrollEdgeUsesStandardAppearance
            && !ownSet)
      }),
    PrimitiveMutant(
      strategy: .standardAppearanceAtScrollEdge,
      change: "BarAppearance replaces the app's own scroll-edge appearance",
      scenario: .barScrollEdge { appearance, screen, _ in
        appearance.scrollEdgePlan(for: screen.kind, appSetsScrollEdgeAppearance: false)
      }),
    PrimitiveMutant(
      strategy: .drivePresentationFromPath,
      change: "PresentationChain cuts the chain one level above the dismissed one",
      scenario: .stackIsPresentedNestedPop { level, path in Array(path.prefix(level)) }),
    PrimitiveMutant(
      strategy: .drivePresentationFromPath,
      change: "PresentationChain cuts the chain one level below the dismissed one",
      scenario: .stackIsPresentedNestedPop { level, path in Array(path.prefix(max(level - 2, 0))) }),
    PrimitiveMutant(
      strategy: .drivePresentationFromPath,
      change: "PresentationChain counts a dismissal from the top (pops as many levels as the "
        + "dismissed level's number)",
      scenario: .stackIsPresentedNestedPop { level, path in Array(path.dropLast(level)) }),
    PrimitiveMutant(
      strategy: .drivePresentationFromPath,
      change: "PresentationChain splits a dismissal of several levels and never finishes it "
        + "(the covered levels dropped, the top kept)",
      scenario: .stackIsPresentedNestedPop { level, path in
        path.count - level >= 1
          ? Array(path.prefix(level - 1)) + [path[path.count - 1]] : Array(path.prefix(level - 1))
      }),
  ]
}

extension StrategyMutation {
  /// Judges `mutants` whose scenario replaces one in `catalog`: killed when the default
  /// matrix of that scenario (its derived versions and trait-absent cells) has a cell that is
  /// not acceptable where the catalog's own scenario passes.
  package static func judge(
    _ mutants: [PrimitiveMutant], registry: StrategyRegistry, catalog: ScenarioCatalog,
    versions: [PlatformVersion], equivalents: [EquivalentMutant]
  ) -> [MutantOutcome] {
    let registered = Set(registry.strategies.map(\.id))
    var outcomes: [MutantOutcome] = []
    for mutant in mutants where registered.contains(mutant.strategy) {
      guard let original = catalog.scenario(for: mutant.scenario.issue) else { continue }
      let reference = ScenarioCatalog()
      let changed = ScenarioCatalog()
      do {
        try reference.register(original)
        try changed.register(mutant.scenario)
      } catch {
        continue  // a fresh catalog holds no scenario yet
      }
      let before = SimulationMatrix.runDerived(
        versions: versions, registry: registry, catalog: reference)
      let after = SimulationMatrix.runDerived(
        versions: versions, registry: registry, catalog: changed)
      let described = StrategyMutant(
        strategy: mutant.strategy, kind: .primitive, change: mutant.change)
      let killer = zip(before, after).first { $0.0.isAcceptable && !$0.1.isAcceptable }?.1
      if let killer {
        let defaults = mutant.scenario.defaultTraits
        let cell =
          "\(killer.issue) on \(killer.os)"
          + (killer.traits == defaults
            ? "" : " [\(killer.traits.sorted().map(\.id).joined(separator: ", "))]")
        let evidence =
          killer.glitches.first.map {
            "\(cell) (\(killer.mode)): \($0.kind)"
              + ($0.kind.isOverMitigation ? " (over-mitigation)" : "")
          } ?? "\(cell) (\(killer.mode)): (catalogue disagreement)"
        outcomes.append(MutantOutcome(mutant: described, status: .killed, evidence: evidence))
      } else if let declared = equivalents.first(where: {
        $0.strategy == mutant.strategy && $0.change == mutant.change
      }) {
        outcomes.append(
          MutantOutcome(mutant: described, status: .equivalent, evidence: declared.reason))
      } else {
        outcomes.append(MutantOutcome(mutant: described, status: .survived, evidence: nil))
      }
    }
    return outcomes
  }
}
