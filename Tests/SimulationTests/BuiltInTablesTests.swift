import Foundation
import Strategies
import Testing

@testable import Simulation

/// The tables the simulation reads from the defects' homes: the built-in glitch kinds, the
/// mutation check's policy fields, and the primitive and walk mutants. A kind a home declares
/// but its scenario does not list, a policy field no home gives a row, or a mutant declared in
/// the home of another defect than its strategy's, fails here.
@Suite("Each fact once: glitch kinds, policy fields and mutants from the homes")
struct BuiltInTablesTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The identifiers of the kinds declared in the Swift files under `folder`
  /// (`GlitchKind("<identifier>", summary: ...)`), leaving out a plug-in's dotted ones.
  static func declaredKinds(under folder: String) throws -> Set<String> {
    let directory = root.appendingPathComponent(folder)
    let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
    let pattern = try NSRegularExpression(pattern: #"GlitchKind\(\s*"([^"]+)""#)
    var kinds: Set<String> = []
    for path in paths where path.hasSuffix(".swift") {
      let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let range = Range(match.range(at: 1), in: text) else { continue }
        let kind = String(text[range])
        if !kind.contains(".") { kinds.insert(kind) }
      }
    }
    return kinds
  }

  @Test("the built-in kinds are the shared ones, then each home's, each once")
  func glitchKinds() throws {
    let kinds = GlitchKind.builtIn
    #expect(Set(kinds).count == kinds.count)
    #expect(Array(kinds.prefix(GlitchKind.shared.count)) == GlitchKind.shared)
    var expected = GlitchKind.shared
    for defect in SimulatedDefect.all {
      for kind in defect.scenario.detects where !expected.contains(kind) { expected.append(kind) }
    }
    #expect(kinds == expected)
    let declared = try Self.declaredKinds(under: "Sources/Simulation")
    #expect(declared.count > GlitchKind.shared.count)
    for kind in declared.sorted() {
      #expect(
        kinds.contains { $0.rawValue == kind },
        "\(kind) is declared but no scenario lists it in `detects`, nor is it shared")
    }
    // A kind read back from a report keeps its summary and whether it is over-mitigation.
    for kind in kinds {
      let decoded = GlitchKind(rawValue: kind.rawValue)
      #expect(decoded.summary == kind.summary && decoded.isOverMitigation == kind.isOverMitigation)
    }
    #expect(kinds.sorted() == kinds)
  }

  @Test("the primitive and walk mutants are each home's, and mutate a strategy of its defect")
  func mutantsFromHomes() {
    #expect(
      PrimitiveMutant.builtIn.map(\.change)
        == SimulatedDefect.all.flatMap(\.primitiveMutants).map(\.change))
    #expect(
      WalkMutant.builtIn.map(\.change) == SimulatedDefect.all.flatMap(\.walkMutants).map(\.change))
    #expect(!PrimitiveMutant.builtIn.isEmpty && !WalkMutant.builtIn.isEmpty)
    let addressed = Dictionary(
      BuiltInStrategies.all.map { ($0.descriptor.id, $0.descriptor.addresses) },
      uniquingKeysWith: { first, _ in first })
    for defect in SimulatedDefect.all {
      let issue = defect.scenario.issue
      for mutant in defect.primitiveMutants {
        #expect(
          addressed[mutant.strategy]?.contains(issue) == true,
          "\(issue)'s home declares a mutant of another defect's \(mutant.strategy)")
        #expect(
          mutant.scenario.issue == issue,
          "\(issue)'s primitive mutant \"\(mutant.change)\" runs \(mutant.scenario.issue)'s scenario"
        )
      }
      for mutant in defect.walkMutants {
        #expect(
          addressed[mutant.strategy]?.contains(issue) == true,
          "\(issue)'s home declares a walk mutant of another defect's \(mutant.strategy)")
      }
    }
    let changes =
      (PrimitiveMutant.builtIn.map { "\($0.strategy): \($0.change)" })
      + WalkMutant.builtIn.map { "\($0.strategy): \($0.change)" }
    #expect(Set(changes).count == changes.count)
  }

  @Test("every stored field of the six policies has one row in the mutation check's table")
  func policyFields() {
    // Each policy of `DomainPolicies` is named as its domain's fields are prefixed.
    let prefixes = Dictionary(
      uniqueKeysWithValues: StrategyDomain.allCases.map { ($0.fieldPrefix, $0.fieldPrefix) })
    // ... and as `StrategySet` names it.
    let setLabels = Set(
      Mirror(reflecting: StrategySet.none(for: StrategyContext(.iOS, 16))).children.compactMap(
        \.label))
    #expect(Set(prefixes.keys).isSubset(of: setLabels))
    var stored: [String] = []
    for policy in Mirror(reflecting: DomainPolicies()).children where policy.label != "keyed" {
      guard let label = policy.label, let prefix = prefixes[label] else {
        Issue.record("a policy the test does not know: \(policy.label ?? "?")")
        continue
      }
      for field in Mirror(reflecting: policy.value).children {
        stored.append("\(prefix).\(field.label ?? "?")")
      }
    }
    let domainFields = PolicyField.all.filter {
      if case .domain = $0.group { true } else { false }
    }
    let names = domainFields.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(Set(names) == Set(stored))
    let order = PolicyField.all.map(\.group.order)
    #expect(order == order.sorted())
  }

  @Test("every policy a built-in strategy declares for its defect has a row in the mutation table")
  func keyedPolicyFields() {
    let rows = Set(PolicyField.all.map(\.group))
    for strategy in BuiltInStrategies.all {
      guard let keyed = strategy as? any KeyedPolicyStrategy else { continue }
      #expect(
        rows.contains(.keyed(keyed.policyKeyID)),
        "\(strategy.descriptor.id) adjusts a policy with no PolicyField.keyed row in its home")
    }
    let names = PolicyField.all.map(\.name)
    #expect(Set(names).count == names.count, "two policy fields share a name")
  }
}
