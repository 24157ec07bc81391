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

  /// The built-in primitives' mutants: each defect's, declared in its home
  /// (``SimulatedDefect/primitiveMutants``), in the order of ``SimulatedDefect/all``.
  package static let builtIn: [PrimitiveMutant] = SimulatedDefect.all.flatMap(
    \.primitiveMutants)
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
