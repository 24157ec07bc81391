// Prelude of the plug-in scenario block: the plug-in's issue and strategy, as a plug-in
// declares them (Tests/PluginTests holds a complete plug-in).
import Simulation
import Strategies

let flatPushIssue = KnownIssue(
  id: "com.example.flat-push-issue", title: "Push renders flat on iOS 18.0",
  affected: .on(.iOS, versions: VersionNumber(18)..<VersionNumber(18, 1)),
  trigger: "a push", symptom: "no animation")

struct AnimatePushesOn18: PathChangeStrategy {
  let descriptor = StrategyDescriptor(
    id: "com.example.animate-pushes-on-18", title: "Animate pushes on 18.0",
    addresses: ["com.example.flat-push-issue"],
    versions: .on(.iOS, versions: VersionNumber(18)..<VersionNumber(18, 1)),
    rationale: "An explicit animation restores the push.")

  func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.push = .animate(.systemDefault)
  }
}
