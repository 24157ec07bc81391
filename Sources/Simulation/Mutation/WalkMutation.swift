import Strategies

/// A wrong-but-plausible change to the multi-step behaviour of a performer (``WalkRules``) or
/// to the order two strategies are applied in, judged by a short fixed-seed walk through the
/// whole simulated app (``AppWalk``): killed when the walk finds a violation.
package struct WalkMutant: Sendable {
  /// The strategy whose plans the changed rule carries (the row of the kill table).
  package let strategy: StrategyID
  /// The change, in words.
  package let change: String
  /// The walk's rules with the change.
  package let rules: WalkRules
  /// The strategy whose declared order is reversed, if the change is an order swap.
  package let reversesOrderOf: StrategyID?
  /// The names of the walk's components that read the changed rules (`nil`: every component):
  /// the walk that judges the mutant holds only these, so that a component added to the app
  /// never dilutes the steps that exercise the rule.
  package let components: Set<String>?

  /// Describes a mutant of the rules that `components` read.
  package init(
    strategy: StrategyID, change: String, rules: WalkRules, components: Set<String>? = nil
  ) {
    self.strategy = strategy
    self.change = change
    self.rules = rules
    self.reversesOrderOf = nil
    self.components = components
  }

  /// Describes an order swap: `strategy` applied before the strategies it runs after, and
  /// after those it runs before.
  package init(swappingOrderOf strategy: StrategyID, change: String) {
    self.strategy = strategy
    self.change = change
    self.rules = WalkRules()
    self.reversesOrderOf = strategy
    self.components = nil
  }

  /// The rules' mutants: each defect's, declared in its home (``SimulatedDefect/walkMutants``),
  /// in the order of ``SimulatedDefect/all``.
  package static let builtIn: [WalkMutant] = SimulatedDefect.all.flatMap(\.walkMutants)

  /// One order swap for every strategy of `registry` that declares an order.
  package static func orderSwaps(in registry: StrategyRegistry) -> [WalkMutant] {
    registry.strategies.compactMap { descriptor in
      let ordering = descriptor.ordering
      guard !ordering.runsAfter.isEmpty || !ordering.runsBefore.isEmpty else { return nil }
      let after = ordering.runsAfter.map(\.rawValue).sorted()
      let before = ordering.runsBefore.map(\.rawValue).sorted()
      let words =
        (after.isEmpty ? [] : ["before \(after.joined(separator: ", "))"])
        + (before.isEmpty ? [] : ["after \(before.joined(separator: ", "))"])
      return WalkMutant(
        swappingOrderOf: descriptor.id,
        change: "order swapped: applied \(words.joined(separator: " and "))")
    }
  }

  /// The default rules with `rule` set to `value`.
  package static func changing<Value>(
    _ rule: WritableKeyPath<WalkRules, Value>, to value: Value
  ) -> WalkRules {
    var rules = WalkRules()
    rules[keyPath: rule] = value
    return rules
  }
}

extension StrategyMutation {
  /// The walk the mutation check runs for each walk mutant: sequences per version, their
  /// length, and the seed.
  package static let walkBudget = (sequences: 100, length: 40, seed: UInt64(1))

  /// ``run(registry:catalog:versions:equivalents:derivingBounds:)``, then the walk mutants
  /// (``WalkMutant/builtIn`` and an order swap per ordered strategy) judged by a short
  /// fixed-seed walk on `versions`: what `simulate --mutants` reports.
  @MainActor
  package static func runIncludingWalk(
    registry: StrategyRegistry, catalog: ScenarioCatalog = .standard(),
    versions: [PlatformVersion] = SimulationMatrix.defaultVersions,
    equivalents: [EquivalentMutant] = builtInEquivalents, derivingBounds: Bool = true
  ) -> MutationReport {
    let report = run(
      registry: registry, catalog: catalog, versions: versions, equivalents: equivalents,
      derivingBounds: derivingBounds)
    let walked = judge(
      WalkMutant.builtIn + WalkMutant.orderSwaps(in: registry), registry: registry,
      versions: versions, equivalents: equivalents)
    return MutationReport(
      outcomes: report.outcomes + walked,
      strategiesWithoutScenario: report.strategiesWithoutScenario)
  }

  /// Judges `mutants` by the walk: killed when a sequence violates an invariant with the
  /// mutant and not without it.
  @MainActor
  package static func judge(
    _ mutants: [WalkMutant], registry: StrategyRegistry, versions: [PlatformVersion],
    equivalents: [EquivalentMutant]
  ) -> [MutantOutcome] {
    let registered = Set(registry.strategies.map(\.id))
    var outcomes: [MutantOutcome] = []
    for mutant in mutants where registered.contains(mutant.strategy) {
      let mutated = mutant.reversesOrderOf.map { reversingOrder(of: $0, in: registry) } ?? registry
      let described = StrategyMutant(
        strategy: mutant.strategy, kind: .primitive, change: mutant.change)
      if let evidence = walkKill(
        mutant, registry: mutated, reference: registry, versions: versions)
      {
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

  /// The first violation of the walk with the mutant on a sequence the reference passes,
  /// described as `walk on iOS 16.0, sequence 3: violation`; `nil` if none.
  @MainActor
  private static func walkKill(
    _ mutant: WalkMutant, registry: StrategyRegistry, reference: StrategyRegistry,
    versions: [PlatformVersion]
  ) -> String? {
    let budget = walkBudget
    for version in versions {
      let probe = WalkEnvironment(
        version: version, commonTraits: [], registry: reference, session: SimulationSession())
      let components = AppWalk.components.filter { mutant.components?.contains($0.name) ?? true }
      let present = AppWalk.build(components, environment: probe).map(\.spec)
      for index in 0..<budget.sequences {
        var generator = AppWalk.generator(seed: budget.seed, index: index)
        let steps = AppWalk.generate(length: budget.length, from: present, using: &generator)
        let tree = AppWalk.tree(seed: budget.seed, index: index, placing: present)
        let result = AppWalk.run(
          steps, on: version, registry: registry, components: components, rules: mutant.rules,
          tree: tree)
        guard let violation = result.violations.first,
          AppWalk.run(
            steps, on: version, registry: reference, components: components, tree: tree
          ).passed
        else { continue }
        return "walk on \(version), sequence \(index): \(violation)"
      }
    }
    return nil
  }

  /// A copy of `registry` with `id`'s declared order reversed.
  static func reversingOrder(of id: StrategyID, in registry: StrategyRegistry) -> StrategyRegistry {
    guard let strategy = registry.registeredStrategies.first(where: { $0.descriptor.id == id })
    else { return registry }
    var descriptor = strategy.descriptor
    descriptor.ordering = StrategyOrdering(
      priority: descriptor.ordering.priority, runsAfter: descriptor.ordering.runsBefore,
      runsBefore: descriptor.ordering.runsAfter)
    return copy(
      registry, replacing: (id, MutantStrategy(base: strategy, descriptor: descriptor, edit: nil)))
  }
}
