import Testing

@testable import Strategies

@Suite("Overrides: precedence of rule file, code, global switch and ranges")
struct OverrideTests {
  let inRange = StrategyContext.iOS(16, 4, [.stackInTabView])
  let outOfRange = StrategyContext.iOS(17, 5, [.stackInTabView])
  let id = StrategyID.explicitPathChangeAnimation

  func activation(_ registry: StrategyRegistry, _ context: StrategyContext) -> Activation {
    registry.activations(in: context).first { $0.id == id }!.activation
  }

  @Test("code force-enable beats the declared range and traits")
  func codeForceEnable() {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceEnable(id) }
    #expect(registry.resolve(outOfRange).isActive(id))
    #expect(registry.resolve(.iOS(17, 5)).isActive(id))
    #expect(activation(registry, outOfRange).reason == .forcedOn(.code))
  }

  @Test("code force-disable beats the declared range")
  func codeForceDisable() {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceDisable(id) }
    #expect(!registry.resolve(inRange).isActive(id))
    // What is left on 16.4 in a TabView is the presentation chains' binding and the pop to root
    // of a reselected tab.
    #expect(
      registry.resolve(inRange).pathChanges
        == PathChangePolicy(
          presentationBinding: .path, tabReselection: .popToRoot,
          destinationPlacement: .stackRoot))
    #expect(activation(registry, inRange).reason == .forcedOff(.code))
  }

  @Test("the global switch turns everything off except strategies forced on")
  func globalSwitch() {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.disableAll = true }
    #expect(registry.resolve(inRange).active.isEmpty)
    #expect(activation(registry, inRange).reason == .allDisabled(.code))
    registry.updateOverrides { $0.forceEnable(.resetTransformAfterTransition) }
    #expect(registry.resolve(inRange).active == [.resetTransformAfterTransition])
  }

  @Test("a rule-file mode beats a code mode; a rule-file range beats a code range")
  func rulesBeatCode() throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides {
      $0.forceEnable(id)
      $0.setVersions(.on(.iOS, versions: 17...), for: .hideScrollContentBackground)
    }
    var rules = Overrides()
    rules.forceDisable(id)
    rules.setVersions(.on(.iOS, versions: 18...), for: .hideScrollContentBackground)
    try registry.installRules(rules, source: "remote.json")
    #expect(!registry.resolve(inRange).isActive(id))
    #expect(activation(registry, inRange).reason == .forcedOff(.ruleFile("remote.json")))
    #expect(!registry.resolve(.iOS(17, 5)).isActive(.hideScrollContentBackground))
    #expect(registry.resolve(.iOS(18)).isActive(.hideScrollContentBackground))
    registry.clearRules()
    #expect(registry.resolve(inRange).isActive(id))
    #expect(registry.resolve(.iOS(17, 5)).isActive(.hideScrollContentBackground))
    #expect(!registry.resolve(.iOS(16, 4)).isActive(.hideScrollContentBackground))
  }

  @Test("a code mode beats the rule file's global switch")
  func modeBeatsRuleGlobalSwitch() throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.forceEnable(id) }
    try registry.installRules(Overrides(disableAll: true), source: "kill.json")
    #expect(registry.resolve(inRange).active == [id])
    #expect(
      activation(registry, .iOS(16, 4)).reason == .forcedOn(.code))
    let other = registry.activations(in: inRange).first { $0.id == .hideScrollContentBackground }!
    #expect(other.reason == .allDisabled(.ruleFile("kill.json")))
  }

  @Test("a moved range still requires the strategy's traits")
  func movedRangeKeepsTraits() throws {
    let registry = StrategyRegistry.standard()
    registry.updateOverrides { $0.setVersions(.every(.iOS), for: id) }
    #expect(registry.resolve(outOfRange).isActive(id))
    #expect(!registry.resolve(.iOS(17, 5)).isActive(id))
    #expect(activation(registry, .iOS(17, 5)).reason == .missingTraits([.stackInTabView]))
  }

  @Test("rules naming an unknown strategy are refused whole")
  func unknownStrategyInRules() throws {
    let registry = StrategyRegistry.standard()
    var good = Overrides()
    good.forceDisable(id)
    try registry.installRules(good, source: "good.json")
    var bad = Overrides(disableAll: true)
    bad.forceDisable("no-such-strategy")
    #expect(throws: RuleFileError.self) { try registry.installRules(bad, source: "bad.json") }
    #expect(registry.ruleOverrides == good)
    #expect(registry.resolve(.iOS(16, 4)).isActive(.hideScrollContentBackground))
  }
}
