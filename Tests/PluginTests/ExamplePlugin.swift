import Strategies

// A plug-in as an app or a third party would write it: its own trait, issue and strategies,
// using only the public API of Strategies.

extension ContextTrait {
  /// The stack's root view hosts a search field.
  static let searchableRoot = ContextTrait("com.example.searchable-root")
}

extension IssueID {
  static let searchPopFlicker: IssueID = "com.example.search-pop-flicker"
}

extension StrategyID {
  static let slowPopInSearch: StrategyID = "com.example.slow-pop-in-search"
  static let searchBarFlag: StrategyID = "com.example.search-bar-flag"
}

enum ExamplePlugin {
  static let trait = TraitDescriptor(.searchableRoot, summary: "the root view is searchable")

  static let issue = KnownIssue(
    id: .searchPopFlicker,
    title: "Pop flickers when the root view is searchable",
    affected: .on(.iOS, versions: VersionNumber(16, 4)..<VersionNumber(17, 2)),
    requiredTraits: [.searchableRoot],
    trigger: "popping back to a searchable root",
    symptom: "the search bar flickers",
    sources: ["https://example.com/radar/1"])

  /// Slows pops down; runs after the built-in explicit animation so that its pop wins.
  struct SlowPopInSearch: PathChangeStrategy {
    let descriptor = StrategyDescriptor(
      id: .slowPopInSearch, title: "Slow pops in searchable stacks",
      addresses: [.searchPopFlicker],
      versions: .on(.iOS, versions: VersionNumber(16, 4)..<VersionNumber(17, 2)),
      requiredTraits: [.searchableRoot],
      rationale: "A longer pop hides the flicker.",
      ordering: StrategyOrdering(runsAfter: [.explicitPathChangeAnimation]))

    func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
      policy.pop = .animate(.easeInOut(duration: 0.6))
    }
  }

  /// A strategy with no domain protocol: the app consults it with `isActive`.
  struct SearchBarFlag: WorkaroundStrategy {
    let descriptor = StrategyDescriptor(
      id: .searchBarFlag, title: "Keep the search bar visible during pops",
      addresses: [.searchPopFlicker],
      versions: .on(.iOS, versions: VersionNumber(16, 4)..<VersionNumber(17, 2)),
      requiredTraits: [.searchableRoot], rationale: "Hiding it is what flickers.")
  }

  static func register(in registry: StrategyRegistry) throws {
    try registry.register(trait)
    try registry.register(issue)
    try registry.register(SlowPopInSearch())
    try registry.register(SearchBarFlag())
  }
}
