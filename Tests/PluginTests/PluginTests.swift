import Strategies
import Testing

@Suite("Plug-ins defined outside the package")
struct PluginTests {
  let context = StrategyContext(.iOS, 16, 4, traits: [.stackInTabView, .searchableRoot])

  @Test("a plug-in registers its trait, issue and strategies beside the built-ins")
  func registers() throws {
    let registry = StrategyRegistry.standard()
    try ExamplePlugin.register(in: registry)
    #expect(registry.issues.count == KnownIssue.catalogue.count + 1)
    #expect(registry.strategies.count == BuiltInStrategies.all.count + 2)
    #expect(registry.traits.contains(ExamplePlugin.trait))
    #expect(registry.domains(of: .searchBarFlag) == [])
  }

  @Test("its declared ordering puts it after the built-in, so its pop wins")
  func orderingAgainstBuiltIns() throws {
    let registry = StrategyRegistry.standard()
    try ExamplePlugin.register(in: registry)
    let set = registry.resolve(context)
    let builtIn = try #require(set.active.firstIndex(of: .explicitPathChangeAnimation))
    let plugin = try #require(set.active.firstIndex(of: .slowPopInSearch))
    #expect(builtIn < plugin)
    #expect(set.pathChanges.pop == .animate(.easeInOut(duration: 0.6)))
    #expect(set.pathChanges.popToRoot == .animate(.linear(duration: 0)))
    #expect(set.isActive(.searchBarFlag))
  }

  @Test("registered before the built-ins, the order is the same")
  func registrationOrderDoesNotMatter() throws {
    let first = StrategyRegistry()
    for trait in TraitDescriptor.builtIn { try first.register(trait) }
    try first.register(ExamplePlugin.trait)
    for issue in KnownIssue.catalogue { try first.register(issue) }
    try first.register(ExamplePlugin.issue)
    try first.register(ExamplePlugin.SlowPopInSearch())
    try first.register(ExamplePlugin.SearchBarFlag())
    for strategy in BuiltInStrategies.all { try first.register(strategy) }
    let second = StrategyRegistry.standard()
    try ExamplePlugin.register(in: second)
    #expect(first.resolve(context) == second.resolve(context))
  }

  @Test("explain covers the plug-in's issue, and its expiry")
  func explain() throws {
    let registry = StrategyRegistry.standard()
    try ExamplePlugin.register(in: registry)
    let explanation = registry.explain(context, deploymentTarget: PlatformVersion(.iOS, 17, 2))
    let issue = try #require(explanation.issues.first { $0.id == .searchPopFlicker })
    #expect(issue.status == .mitigated)
    #expect(Set(issue.strategies) == [.slowPopInSearch, .searchBarFlag])
    #expect(explanation.expired.map(\.id).contains(.slowPopInSearch))
    let outside = registry.explain(StrategyContext(.iOS, 17, 2, traits: [.searchableRoot]))
    #expect(outside.issues.first { $0.id == .searchPopFlicker }?.status == .notAffected)
  }

  @Test("a plug-in's rule file can switch it off")
  func rules() throws {
    let registry = StrategyRegistry.standard()
    try ExamplePlugin.register(in: registry)
    let rules = try RuleFile(
      parsing: Array(
        #"{"schemaVersion": 1, "strategies": {"com.example.slow-pop-in-search": {"mode": "disabled"}}}"#
          .utf8))
    try registry.loadRules(rules, source: "remote")
    #expect(registry.resolve(context).pathChanges.pop == .animate(.systemDefault))
  }

  @Test("a plug-in cannot take a built-in's id")
  func duplicateOfBuiltIn() throws {
    let registry = StrategyRegistry.standard()
    try registry.register(ExamplePlugin.issue.withTraitsRegistered(in: registry))
    struct Impostor: PathChangeStrategy {
      let descriptor = StrategyDescriptor(
        id: .explicitPathChangeAnimation, title: "impostor", addresses: [.searchPopFlicker],
        versions: .all, rationale: "")
      func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {}
    }
    #expect(throws: RegistryError.duplicateStrategy(.explicitPathChangeAnimation)) {
      try registry.register(Impostor())
    }
  }
}

extension KnownIssue {
  /// Registers the issue's traits first (so the issue can be registered) and returns it.
  fileprivate func withTraitsRegistered(in registry: StrategyRegistry) throws -> KnownIssue {
    try registry.register(ExamplePlugin.trait)
    return self
  }
}
