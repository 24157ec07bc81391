import Foundation
import PackageSupport
import Strategies

/// The scenarios a matrix runs: the built-in ones (``standard()``) and any a plug-in registers
/// next to its issue and strategies, so that ``SimulationMatrix/run(versions:issues:traits:registry:catalog:sdk:)``,
/// the report and the strategy-mutation check (``StrategyMutation``) cover it like a built-in.
///
/// ```swift
/// let registry = StrategyRegistry.standard()
/// try registry.register(myIssue)
/// try registry.register(MyStrategy())
/// let catalog = ScenarioCatalog.standard()
/// try catalog.register(.myScenario)           // a DefectScenario for myIssue
/// let outcomes = SimulationMatrix.run(
///   versions: SimulationMatrix.defaultVersions, registry: registry, catalog: catalog)
/// ```
///
/// Safe to use from any thread.
public final class ScenarioCatalog: Sendable {
  private let entries: Locked<[DefectScenario]>

  /// Creates an empty catalog.
  public init() {
    entries = Locked([])
  }

  /// A catalog holding the built-in scenarios (``SimulationMatrix/scenarios``).
  public static func standard() -> ScenarioCatalog {
    let catalog = ScenarioCatalog()
    catalog.entries.withLock { $0 = SimulationMatrix.scenarios }
    return catalog
  }

  /// Registers `scenario`.
  ///
  /// - Throws: ``ScenarioCatalogError/duplicateScenario(_:)`` when a scenario for the same
  ///   issue is registered; nothing changes then.
  public func register(_ scenario: DefectScenario) throws(ScenarioCatalogError) {
    let duplicate: Bool = entries.withLock { entries in
      if entries.contains(where: { $0.issue == scenario.issue }) { return true }
      entries.append(scenario)
      return false
    }
    if duplicate { throw .duplicateScenario(scenario.issue) }
  }

  /// The registered scenarios, in registration order.
  public var scenarios: [DefectScenario] {
    entries.withLock { $0 }
  }

  /// The scenario of `issue`, if one is registered.
  public func scenario(for issue: IssueID) -> DefectScenario? {
    scenarios.first { $0.issue == issue }
  }

  /// The scenarios ordered as `registry` lists their issues; scenarios whose issue the
  /// registry does not know come last, in registration order.
  public func scenarios(orderedBy registry: StrategyRegistry) -> [DefectScenario] {
    let order = registry.issues.map(\.id)
    return scenarios.enumerated().sorted { lhs, rhs in
      let left = order.firstIndex(of: lhs.element.issue) ?? order.count
      let right = order.firstIndex(of: rhs.element.issue) ?? order.count
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// Why a ``ScenarioCatalog`` refused a scenario.
public enum ScenarioCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A scenario for this issue is already registered.
  case duplicateScenario(IssueID)

  /// The reason, as a sentence.
  public var description: String {
    switch self {
    case .duplicateScenario(let issue): "a scenario for issue \"\(issue)\" is already registered"
    }
  }
}
