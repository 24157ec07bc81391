import Foundation
import Strategies
import Testing

/// Sets are encoded sorted: the same catalogue writes the same bytes in every process (a `Set`'s
/// iteration order changes from one process to the next).
@Suite("Deterministic encoding")
struct DeterministicEncodingTests {
  static let traits: Set<ContextTrait> = Set(
    ["zeta", "alpha", "mu", "beta", "omega", "kappa", "delta"].map { ContextTrait($0) })
  static let sortedIDs = traits.map(\.id).sorted()

  /// The string array at `key` in the JSON object `data` encodes.
  func strings(_ data: Data, _ path: String...) throws -> [String] {
    var object = try JSONSerialization.jsonObject(with: data)
    for key in path { object = try #require((object as? [String: Any])?[key]) }
    return try #require(object as? [String])
  }

  @Test("a known issue's required and excluded traits are encoded sorted")
  func issue() throws {
    var issue = KnownIssue(
      id: "encoding-probe", title: "t", affected: .all, requiredTraits: Self.traits,
      trigger: "t", symptom: "s")
    issue.excludedTraits = Self.traits
    let data = try JSONEncoder().encode(issue)
    #expect(try strings(data, "requiredTraits") == Self.sortedIDs)
    #expect(try strings(data, "excludedTraits") == Self.sortedIDs)
    #expect(try JSONDecoder().decode(KnownIssue.self, from: data) == issue)
  }

  @Test("a strategy's traits and ordering sets are encoded sorted")
  func descriptor() throws {
    let ids: Set<StrategyID> = ["s-zeta", "s-alpha", "s-mu", "s-beta", "s-omega"]
    let descriptor = StrategyDescriptor(
      id: "encoding-probe", title: "t", addresses: ["encoding-probe"], versions: .all,
      requiredTraits: Self.traits, rationale: "r",
      ordering: StrategyOrdering(runsAfter: ids, runsBefore: ids))
    let data = try JSONEncoder().encode(descriptor)
    #expect(try strings(data, "requiredTraits") == Self.sortedIDs)
    #expect(try strings(data, "ordering", "runsAfter") == ids.map(\.rawValue).sorted())
    #expect(try strings(data, "ordering", "runsBefore") == ids.map(\.rawValue).sorted())
    #expect(try JSONDecoder().decode(StrategyDescriptor.self, from: data) == descriptor)
  }
}
