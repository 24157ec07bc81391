import Strategies
import StrategiesTesting

/// A path-change strategy for tests: writes its own animation into `push`, so the last one
/// applied wins, and records the call.
struct StampingStrategy: PathChangeStrategy {
  let descriptor: StrategyDescriptor
  let stamp: PlannedAnimation
  let log: StrategyCallLog?

  init(
    _ id: StrategyID, issue: IssueID = "test-issue", versions: VersionSet = .all,
    traits: Set<ContextTrait> = [], priority: Int = 0, after: Set<StrategyID> = [],
    before: Set<StrategyID> = [], stamp: Double = 0, log: StrategyCallLog? = nil
  ) {
    descriptor = StrategyDescriptor(
      id: id, title: "stamp \(id)", addresses: [issue], versions: versions,
      requiredTraits: traits, rationale: "test",
      ordering: StrategyOrdering(priority: priority, runsAfter: after, runsBefore: before))
    self.stamp = .linear(duration: stamp)
    self.log = log
  }

  func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.push = .animate(stamp)
    if let log {
      RecordingStrategy(descriptor, log: log).adjust(&policy, for: context)
    }
  }
}

let testIssue = KnownIssue(
  id: "test-issue", title: "Test issue", affected: .all, trigger: "tests", symptom: "none")

/// A registry with one test issue and the built-in traits, no strategies.
func emptyRegistry() -> StrategyRegistry {
  let registry = StrategyRegistry()
  for trait in TraitDescriptor.builtIn { try! registry.register(trait) }
  try! registry.register(testIssue)
  return registry
}

extension StrategyContext {
  static func iOS(_ major: UInt32, _ minor: UInt32 = 0, _ traits: Set<ContextTrait> = [])
    -> StrategyContext
  {
    StrategyContext(.iOS, major, minor, traits: traits)
  }
}
