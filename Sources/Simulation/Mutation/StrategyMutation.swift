import Foundation
import Strategies

/// One variant of a registered strategy that differs from it in one respect.
public struct StrategyMutant: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What kind of respect was changed.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A bound of its version range moved by one minor version.
    case range
    /// One of its required traits dropped.
    case trait
    /// One field of its policy set to another value.
    case policy
    /// A rule of the primitive that carries its plans changed (a schedule, a classification).
    case primitive
  }

  /// The strategy perturbed.
  public let strategy: StrategyID
  /// The kind of change.
  public let kind: Kind
  /// The change, in words: `versions iOS 16.0..<17.0 → iOS 16.1..<17.0`,
  /// `drop trait stack-in-tab-view`, `pathChanges.pop = inherit`.
  public let change: String

  /// Creates a mutant description.
  public init(strategy: StrategyID, kind: Kind, change: String) {
    self.strategy = strategy
    self.kind = kind
    self.change = change
  }

  /// `strategy: change`.
  public var description: String { "\(strategy): \(change)" }
}

/// A mutant declared equivalent to its strategy: no observable behaviour can tell them apart,
/// for the reason given. The mutation check does not count it against the score.
public struct EquivalentMutant: Hashable, Sendable, Codable {
  /// The strategy.
  public let strategy: StrategyID
  /// The change, exactly as ``StrategyMutant/change`` spells it.
  public let change: String
  /// Why it is equivalent.
  public let reason: String

  /// Declares a mutant equivalent.
  public init(strategy: StrategyID, change: String, reason: String) {
    self.strategy = strategy
    self.change = change
    self.reason = reason
  }
}

/// What the simulation made of one mutant.
public struct MutantOutcome: Hashable, Sendable, Codable {
  /// How a mutant fared.
  public enum Status: String, Hashable, Sendable, Codable {
    /// A cell rejected it (a remaining defect glitch, an over-mitigation glitch, or a
    /// disagreement with the catalogue) where the strategy itself passes.
    case killed
    /// No cell rejected it, and it is declared equivalent.
    case equivalent
    /// No cell rejected it, and it is not declared equivalent: the simulation cannot tell a
    /// wrong strategy from the right one.
    case survived
  }

  /// The mutant.
  public let mutant: StrategyMutant
  /// How it fared.
  public let status: Status
  /// The cell and glitch that killed it (`defect on iOS 16.4 [traits]: kind`), or the reason
  /// it is equivalent, or `nil`.
  public let evidence: String?
}

/// The result of ``StrategyMutation/run(registry:catalog:versions:equivalents:derivingBounds:)``.
public struct MutationReport: Hashable, Sendable, Codable {
  /// One entry per mutant, grouped by strategy in application order.
  public let outcomes: [MutantOutcome]
  /// The strategies that have no scenario in the catalog, so no mutant of theirs can be
  /// judged (each is a failure of the check).
  public let strategiesWithoutScenario: [StrategyID]

  /// Mutants killed.
  public var killed: Int { outcomes.filter { $0.status == .killed }.count }
  /// Mutants declared equivalent (and not killed).
  public var equivalent: Int { outcomes.filter { $0.status == .equivalent }.count }
  /// Mutants that survived.
  public var survivors: [MutantOutcome] { outcomes.filter { $0.status == .survived } }
  /// Killed over non-equivalent mutants, 0 to 1 (1 when there are none).
  public var score: Double {
    let counted = outcomes.count - equivalent
    return counted == 0 ? 1 : Double(killed) / Double(counted)
  }
  /// Whether every non-equivalent mutant was killed and every strategy has a scenario.
  public var passed: Bool { survivors.isEmpty && strategiesWithoutScenario.isEmpty }

  /// The kill table: one row per strategy (mutants, killed, equivalent, survived), each
  /// survivor and equivalent listed, and the score.
  public func renderTable() -> String {
    var strategies: [StrategyID] = []
    for outcome in outcomes where !strategies.contains(outcome.mutant.strategy) {
      strategies.append(outcome.mutant.strategy)
    }
    var rows = [["strategy", "mutants", "killed", "equivalent", "survived"]]
    for id in strategies {
      let mine = outcomes.filter { $0.mutant.strategy == id }
      rows.append([
        id.rawValue, String(mine.count), String(mine.filter { $0.status == .killed }.count),
        String(mine.filter { $0.status == .equivalent }.count),
        String(mine.filter { $0.status == .survived }.count),
      ])
    }
    rows.append([
      "total", String(outcomes.count), String(killed), String(equivalent),
      String(survivors.count),
    ])
    let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = rows.map { row in
      row.enumerated().map { index, text in
        index == 0
          ? text + String(repeating: " ", count: widths[index] - text.count)
          : String(repeating: " ", count: widths[index] - text.count) + text
      }.joined(separator: "  ")
    }
    let kinds = Dictionary(grouping: outcomes.filter { $0.status == .killed }) {
      $0.evidence.map(Self.killKind) ?? "?"
    }
    lines.append("")
    lines.append(
      "Killed by: "
        + kinds.keys.sorted().map { "\($0) \(kinds[$0]?.count ?? 0)" }.joined(separator: ", "))
    let equivalents = outcomes.filter { $0.status == .equivalent }
    if !equivalents.isEmpty {
      lines.append("")
      lines.append("Declared equivalent:")
      for outcome in equivalents {
        lines.append("  \(outcome.mutant): \(outcome.evidence ?? "")")
      }
    }
    if !survivors.isEmpty {
      lines.append("")
      lines.append("SURVIVED (the simulation cannot tell these from the strategy):")
      for outcome in survivors { lines.append("  \(outcome.mutant)") }
    }
    for id in strategiesWithoutScenario {
      lines.append("NO SCENARIO: \(id) addresses no issue with a scenario in the catalog")
    }
    lines.append("")
    let percent = (score * 1000).rounded() / 10
    lines.append(
      (passed ? "OK" : "FAILED")
        + ": mutation score \(percent)% (\(killed) killed of \(outcomes.count - equivalent) "
        + "non-equivalent mutants; \(equivalent) declared equivalent).")
    return lines.joined(separator: "\n")
  }

  /// `defect glitch`, `over-mitigation`, `catalogue disagreement` or `walk`, from a kill's
  /// evidence.
  static func killKind(_ evidence: String) -> String {
    if evidence.hasPrefix("walk on ") { return "walk" }
    if evidence.hasSuffix("(over-mitigation)") { return "over-mitigation" }
    if evidence.hasSuffix("(catalogue disagreement)") { return "catalogue disagreement" }
    return "defect glitch"
  }

  /// The report as JSON, keys sorted and in snake_case.
  public func jsonString() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

/// Strategy mutation: navbench checking that its simulation can tell every strategy from each
/// variant that differs from it in one respect.
///
/// For every registered strategy with a scenario for an issue it addresses, the check builds
/// variants: each bound of its version range moved by one minor version down and up, each
/// required trait dropped, and each policy field it writes set to each other value the field's
/// type allows (see `PolicyEdit` in the source). Each variant replaces the strategy in a copy of the registry,
/// and its scenarios run with strategies on the matrix's versions, on the version a moved bound
/// lets in or out, and, for a dropped trait, without that trait. A variant is **killed** when a
/// cell the original passes is not acceptable with the variant (a remaining defect glitch, an
/// over-mitigation glitch, or a disagreement with the catalogue). A variant no cell kills
/// **survives**, unless it is declared in ``builtInEquivalents`` (or the caller's list) with the
/// reason it cannot be told apart.
///
/// ```swift
/// let report = StrategyMutation.run(registry: .standard())
/// print(report.renderTable())
/// report.passed   // every non-equivalent mutant killed
/// ```
public enum StrategyMutation {
  /// The last minor version of each iOS major release, for moving a bound at `x.0` down by one
  /// minor version (`16.0` → `15.8`); a major not listed moves to `x-1.9`
  /// (``IOSReleases/lastMinorVersions``).
  package static var lastMinorVersions: [UInt32: UInt32] { IOSReleases.lastMinorVersions }

  /// The built-in strategies' mutants that are truly equivalent, with the reason: each
  /// defect's mutation notes, kept in its home beside its scenario.
  public static let builtInEquivalents: [EquivalentMutant] = SimulatedDefect.all.flatMap(
    \.equivalentMutants)

  /// Runs the check.
  ///
  /// - Parameters:
  ///   - registry: The strategies to perturb, with their issues and traits; it is not changed.
  ///   - catalog: The scenarios that judge them (a plug-in's included).
  ///   - versions: The matrix columns; each mutant also runs on the versions its moved bound
  ///     lets in or out.
  ///   - equivalents: Mutants declared equivalent.
  ///   - derivingBounds: Whether each mutant also runs on the columns its registry's
  ///     declared bounds add (``SimulationMatrix/derivedVersions(_:registry:)``); `false`
  ///     runs `versions` and the moved bound's versions only.
  /// - Complexity: O(m × s × v) scenario runs for m mutants, s scenarios per strategy and v
  ///   versions.
  public static func run(
    registry: StrategyRegistry, catalog: ScenarioCatalog = .standard(),
    versions: [PlatformVersion] = SimulationMatrix.defaultVersions,
    equivalents: [EquivalentMutant] = builtInEquivalents, derivingBounds: Bool = true
  ) -> MutationReport {
    let strategies = registry.registeredStrategies
    var outcomes: [MutantOutcome] = []
    var withoutScenario: [StrategyID] = []
    for strategy in strategies {
      let descriptor = strategy.descriptor
      let scenarios = catalog.scenarios.filter { descriptor.addresses.contains($0.issue) }
      guard !scenarios.isEmpty else {
        withoutScenario.append(descriptor.id)
        continue
      }
      for (mutant, replacement, probes, traitsDropped, inert) in mutants(
        of: strategy, scenarios: scenarios, versions: versions, registry: registry)
      {
        if let inert {
          outcomes.append(MutantOutcome(mutant: mutant, status: .equivalent, evidence: inert))
          continue
        }
        let mutated = copy(registry, replacing: (descriptor.id, replacement))
        var columns =
          derivingBounds ? SimulationMatrix.derivedVersions(versions, registry: mutated) : versions
        for probe in probes where !columns.contains(probe) { columns.append(probe) }
        let evidence = kill(
          scenarios: scenarios, versions: columns, dropping: traitsDropped,
          original: registry, mutated: mutated)
        if let evidence {
          outcomes.append(MutantOutcome(mutant: mutant, status: .killed, evidence: evidence))
        } else if let declared = equivalents.first(where: {
          $0.strategy == mutant.strategy && $0.change == mutant.change
        }) {
          outcomes.append(
            MutantOutcome(mutant: mutant, status: .equivalent, evidence: declared.reason))
        } else {
          outcomes.append(MutantOutcome(mutant: mutant, status: .survived, evidence: nil))
        }
      }
    }
    outcomes += judge(
      PrimitiveMutant.builtIn, registry: registry, catalog: catalog, versions: versions,
      equivalents: equivalents)
    return MutationReport(outcomes: outcomes, strategiesWithoutScenario: withoutScenario)
  }

  // MARK: Generating mutants

  /// A mutant, and why it cannot change what the registry activates (`inert`), if it cannot:
  /// a range moved where its issues do not occur, a trait dropped that its issues require.
  private typealias Candidate = (
    mutant: StrategyMutant, replacement: MutantStrategy, probes: [PlatformVersion],
    traitDropped: ContextTrait?, inert: String?
  )

  private static func mutants(
    of strategy: any WorkaroundStrategy, scenarios: [DefectScenario],
    versions: [PlatformVersion], registry: StrategyRegistry
  ) -> [Candidate] {
    let descriptor = strategy.descriptor
    let id = descriptor.id
    let issues = registry.issues.filter { descriptor.addresses.contains($0.id) }
    let effective = descriptor.effectiveVersions(addressing: issues)
    var result: [Candidate] = []
    // Range: each distinct bound pair, moved on every platform that has it.
    let ranges = descriptor.versions.ranges
    var pairs: [(VersionNumber, VersionNumber?)] = []
    for range in ranges where !pairs.contains(where: { $0 == (range.lowerBound, range.upperBound) })
    {
      pairs.append((range.lowerBound, range.upperBound))
    }
    for (lower, upper) in pairs {
      // (new lower bound, new upper bound, the version that is in one range only)
      var moves: [(VersionNumber, VersionNumber?, VersionNumber)] = []
      if lower != .zero {
        if let down = minorBelow(lower) { moves.append((down, upper, down)) }
        moves.append((minorAbove(lower), upper, lower))
      }
      if let upper {
        if let down = minorBelow(upper) { moves.append((lower, down, down)) }
        moves.append((lower, minorAbove(upper), upper))
      }
      for (newLower, newUpper, probe) in moves {
        let platforms = ranges.filter { $0.lowerBound == lower && $0.upperBound == upper }
          .map(\.platform)
        let moved = ranges.map { range -> VersionRange in
          guard platforms.contains(range.platform), range.lowerBound == lower,
            range.upperBound == upper,
            let replaced = VersionRange(range.platform, from: newLower, below: newUpper)
          else { return range }
          return replaced
        }
        guard let first = platforms.first,
          let before = VersionRange(first, from: lower, below: upper),
          let after = VersionRange(first, from: newLower, below: newUpper)
        else { continue }
        var changed = descriptor
        changed.versions = VersionSet(moved)
        let others = platforms.dropFirst().map(\.description)
        let change =
          "versions \(before) → \(after)"
          + (others.isEmpty ? "" : " (and \(others.joined(separator: ", ")))")
        let inert =
          changed.effectiveVersions(addressing: issues) == effective
          ? "the versions it adds or drops are outside its issues' (\(effective)), where the "
            + "registry never activates it" : nil
        result.append(
          (
            StrategyMutant(strategy: id, kind: .range, change: change),
            MutantStrategy(base: strategy, descriptor: changed, edit: nil),
            [PlatformVersion(first, probe)], nil, inert
          ))
      }
    }
    // Traits.
    for trait in descriptor.requiredTraits.sorted() {
      var changed = descriptor
      changed.requiredTraits.remove(trait)
      let inert =
        !issues.isEmpty && issues.allSatisfy { $0.requiredTraits.contains(trait) }
        ? "its issue requires \(trait) too: the registry never activates it without" : nil
      result.append(
        (
          StrategyMutant(strategy: id, kind: .trait, change: "drop trait \(trait)"),
          MutantStrategy(base: strategy, descriptor: changed, edit: nil), [], trait, inert
        ))
    }
    // Policy fields the strategy writes, in the contexts where it is active.
    var written: [String: [PolicyEdit]] = [:]
    var fieldOrder: [PolicyEdit] = []
    for scenario in scenarios {
      for version in versions {
        let context = StrategyContext(version, traits: scenario.defaultTraits)
        guard registry.resolve(context).isActive(id) else { continue }
        for group in PolicyGroup.groups(of: strategy) {
          for start in [Policies(), Policies.alternate] {
            var after = start
            after.apply(strategy, for: context)
            let before = PolicyEdit.fields(of: group, in: start)
            let now = PolicyEdit.fields(of: group, in: after)
            for (old, new) in zip(before, now) where old != new {
              if !fieldOrder.contains(where: { $0.field == new.field }) { fieldOrder.append(new) }
              if !(written[new.field]?.contains(new) ?? false) {
                written[new.field, default: []].append(new)
              }
            }
          }
        }
      }
    }
    for field in fieldOrder {
      let values = written[field.field] ?? []
      for variant in field.variants(written: values) {
        // The same value everywhere it is active is the strategy itself.
        if values.count == 1, values.first == variant { continue }
        result.append(
          (
            StrategyMutant(strategy: id, kind: .policy, change: variant.description),
            MutantStrategy(base: strategy, descriptor: descriptor, edit: variant), [], nil, nil
          ))
      }
    }
    return result
  }

  /// One minor version below `number` (`16.4` → `16.3`, `16.0` → `15.8`, `26.0` → `18.7`), or
  /// `nil` at `0.0` (``IOSReleases/releaseBefore(_:)``).
  package static func minorBelow(_ number: VersionNumber) -> VersionNumber? {
    IOSReleases.releaseBefore(number)
  }

  /// One minor version above `number` (`16.4` → `16.5`).
  package static func minorAbove(_ number: VersionNumber) -> VersionNumber {
    number.minor == UInt32.max
      ? VersionNumber(number.major, number.minor, number.patch)
      : VersionNumber(number.major, number.minor + 1)
  }

  // MARK: Judging

  /// A registry with everything `registry` holds, the strategy `replacing.id` (if any)
  /// replaced by `replacing.with`.
  static func copy(
    _ registry: StrategyRegistry, replacing: (id: StrategyID, with: MutantStrategy)?
  ) -> StrategyRegistry {
    let copy = StrategyRegistry()
    do {
      for trait in registry.traits { try copy.register(trait) }
      for issue in registry.issues { try copy.register(issue) }
      for strategy in registry.registeredStrategies {
        if let replacing, strategy.descriptor.id == replacing.id {
          try copy.register(replacing.with)
        } else {
          try copy.register(strategy)
        }
      }
    } catch {
      // The original registry accepted the same items; a mutant changes no id, issue or trait.
      assertionFailure("re-registering a registry's own contents failed: \(error)")
    }
    copy.setOverrides(registry.overrides)
    if let rules = registry.ruleOverrides { try? copy.installRules(rules, source: "mutation") }
    return copy
  }

  /// The cell with strategies as the default matrix judges it: in a trait-absent context, an
  /// addressing strategy that changes the outcome where the defect cannot occur is
  /// over-mitigation (``SimulationMatrix/runDerived(versions:issues:registry:catalog:sdk:)``).
  private static func judged(
    _ scenario: DefectScenario, _ context: StrategyContext, _ registry: StrategyRegistry,
    _ without: StrategyRegistry?, _ traits: Set<ContextTrait>
  ) -> ScenarioOutcome {
    let outcome = scenario.run(.strategies, in: context, registry: registry)
    guard traits != scenario.defaultTraits, let without else { return outcome }
    return SimulationMatrix.judgeNeedless(
      outcome, against: scenario.run(.strategies, in: context, registry: without))
  }

  /// The first cell the mutant fails where the original passes, described; `nil` if none.
  private static func kill(
    scenarios: [DefectScenario], versions: [PlatformVersion], dropping trait: ContextTrait?,
    original: StrategyRegistry, mutated: StrategyRegistry
  ) -> String? {
    for scenario in scenarios {
      var traitSets = SimulationMatrix.derivedTraitSets(of: scenario, registry: original)
      if let trait {
        var without = scenario.defaultTraits
        without.remove(trait)
        traitSets.removeAll { $0 == without }
        traitSets.insert(without, at: 0)
      }
      let withouts = (
        original: SimulationMatrix.registryWithout(strategiesFor: scenario.issue, original),
        mutated: SimulationMatrix.registryWithout(strategiesFor: scenario.issue, mutated)
      )
      for traits in traitSets {
        for version in versions {
          let context = StrategyContext(version, traits: traits)
          let mutant = judged(scenario, context, mutated, withouts.mutated, traits)
          guard !mutant.isAcceptable else { continue }
          let reference = judged(scenario, context, original, withouts.original, traits)
          guard reference.isAcceptable else { continue }
          let cell =
            "\(scenario.issue) on \(version)"
            + (traits == scenario.defaultTraits
              ? "" : " [\(traits.sorted().map(\.id).joined(separator: ", "))]")
          guard let glitch = mutant.glitches.first else {
            return "\(cell): (catalogue disagreement)"
          }
          return "\(cell): \(glitch.kind)"
            + (glitch.kind.isOverMitigation ? " (over-mitigation)" : "")
        }
      }
    }
    return nil
  }
}
