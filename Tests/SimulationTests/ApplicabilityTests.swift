import Simulation
import Strategies
import Testing

/// A strategy is never active where its issue cannot occur: the registry derives it from the
/// issue (versions, required traits, version-bound traits, excluded traits), for built-ins and
/// plug-ins alike, and `explain` judges expiry from the same facts.
@Suite("Applicability: no strategy is active where its issue cannot occur")
struct ApplicabilityTests {
  /// The default matrix's columns, and the versions a careful user tried beside them.
  static let columns: [PlatformVersion] = {
    var versions = SimulationMatrix.derivedVersions(registry: .standard())
    for extra in [
      PlatformVersion(.iOS, 14, 4, 2), PlatformVersion(.iOS, 14, 5), PlatformVersion(.iOS, 15, 4),
      PlatformVersion(.iOS, 16, 0, 3), PlatformVersion(.iOS, 16, 1, 1),
      PlatformVersion(.iOS, 16, 3),
      PlatformVersion(.iOS, 16, 4, 1), PlatformVersion(.iOS, 17, 1), PlatformVersion(.iOS, 18),
      PlatformVersion(.iOS, 26),
    ] where !versions.contains(extra) {
      versions.append(extra)
    }
    return versions
  }()

  /// Every subset of `traits`.
  static func subsets(of traits: [ContextTrait]) -> [Set<ContextTrait>] {
    (0..<(1 << traits.count)).map { mask in
      Set(traits.indices.filter { mask & (1 << $0) != 0 }.map { traits[$0] })
    }
  }

  /// Checks every strategy of `registry` on every column with every combination of the traits
  /// its issues and itself name; returns the contexts checked.
  static func checkEveryCell(_ registry: StrategyRegistry) -> Int {
    let issues = Dictionary(uniqueKeysWithValues: registry.issues.map { ($0.id, $0) })
    var checked = 0
    for strategy in registry.strategies {
      var named = strategy.requiredTraits
      for issue in strategy.addresses.compactMap({ issues[$0] }) {
        named.formUnion(issue.requiredTraits)
        named.formUnion(issue.versionBoundTraits.map(\.trait))
        named.formUnion(issue.excludedTraits)
      }
      for version in columns {
        for traits in subsets(of: named.sorted()) {
          let context = StrategyContext(version, traits: traits)
          let explanation = registry.explain(context)
          let status = explanation.strategies.first { $0.id == strategy.id }
          let occurs = explanation.issues.contains {
            strategy.addresses.contains($0.id) && $0.status != .notAffected
          }
          #expect(
            status?.active != true || occurs,
            "\(strategy.id) active on \(version) with \(traits.map(\.id).sorted())")
          #expect(registry.resolve(context).isActive(strategy.id) == (status?.active == true))
          checked += 1
        }
      }
    }
    return checked
  }

  @Test("every built-in strategy × every version column × every combination of its traits")
  func everyBuiltInCell() {
    let checked = Self.checkEveryCell(.standard())
    #expect(checked > 500)
  }

  @Test("a plug-in that claims more than its issue is active only where the issue occurs")
  func pluginClaimingMore() throws {
    let registry = StrategyRegistry.standard()
    let needs = ContextTrait("plugin-needs")
    let excludes = ContextTrait("plugin-excludes")
    let bound = ContextTrait("plugin-bound")
    for trait in [needs, excludes, bound] {
      try registry.register(TraitDescriptor(trait, summary: trait.id))
    }
    var issue = KnownIssue(
      id: "plugin-issue", title: "A plug-in's issue",
      affected: .on(.iOS, versions: VersionNumber(16)..<VersionNumber(17)),
      requiredTraits: [needs], trigger: "t", symptom: "s")
    issue.excludedTraits = [excludes]
    issue.versionBoundTraits = [
      VersionBoundTrait(bound, on: .on(.iOS, versions: VersionNumber(16, 4)...))
    ]
    try registry.register(issue)
    try registry.register(ClaimsEverything())
    #expect(Self.checkEveryCell(registry) > 0)
    func active(_ version: PlatformVersion, _ traits: Set<ContextTrait>) -> Bool {
      registry.resolve(StrategyContext(version, traits: traits)).isActive("claims-everything")
    }
    #expect(active(PlatformVersion(.iOS, 16, 2), [needs]))
    #expect(!active(PlatformVersion(.iOS, 17), [needs]))
    #expect(!active(PlatformVersion(.iOS, 16, 2), []))
    #expect(!active(PlatformVersion(.iOS, 16, 2), [needs, excludes]))
    #expect(!active(PlatformVersion(.iOS, 16, 4), [needs]))
    #expect(active(PlatformVersion(.iOS, 16, 4), [needs, bound]))
    let reason = registry.activations(
      in: StrategyContext(PlatformVersion(.iOS, 16, 2), traits: [needs, excludes])
    ).first { $0.id == "claims-everything" }?.reason
    #expect(reason == .excludedTrait(excludes))
    // An override of the versions moves them past the issue's (a rule file's job); the traits
    // still hold.
    var overrides = Overrides.none
    overrides.setVersions(.on(.iOS, versions: VersionNumber(17)...), for: "claims-everything")
    registry.setOverrides(overrides)
    #expect(active(PlatformVersion(.iOS, 17), [needs, bound]))
    #expect(!active(PlatformVersion(.iOS, 17), [needs, bound, excludes]))
    #expect(!active(PlatformVersion(.iOS, 16, 2), [needs]))
  }

  @Test(
    "a grouped list with section headers: neither padding strategy is active, nothing zeroed",
    arguments: [
      PlatformVersion(.iOS, 15, 4), PlatformVersion(.iOS, 16, 4, 1), PlatformVersion(.iOS, 26),
    ])
  func groupedList(_ version: PlatformVersion) {
    let registry = StrategyRegistry.standard()
    for traits in [
      [ContextTrait.listHasSectionHeaders, .listStyleGrouped],
      [.listHasSectionHeaders, .listStyleGrouped, .listIsUIKitTableView],
    ] as [Set<ContextTrait>] {
      let context = StrategyContext(version, traits: traits)
      let set = registry.resolve(context)
      #expect(!set.isActive(.zeroTableSectionHeaderTopPadding))
      #expect(!set.isActive(.zeroListSectionHeaderTopPadding))
      #expect(!set.listAppearance.zeroesSectionHeaderTopPadding)
      let explanation = registry.explain(context)
      #expect(
        explanation.issues.first { $0.id == .tableSectionHeaderTopPadding }?.status
          == .notAffected)
      let codes = explanation.strategies.filter {
        $0.addresses.contains(.tableSectionHeaderTopPadding)
      }.map(\.reason)
      #expect(codes.allSatisfy { !$0.isActive }, "\(codes)")
    }
  }

  @Test("a deployment target of 16, 17 or 26 lists zero-list-header-top-padding as expired")
  func listPaddingExpires() throws {
    let registry = StrategyRegistry.standard()
    for target in ["16.0", "17.0", "26.0"] {
      let explanation = registry.explain(
        StrategyContext(.iOS, 17, 5), deploymentTarget: try PlatformVersion(parsing: target))
      #expect(explanation.expired.map(\.id).contains(.zeroListSectionHeaderTopPadding), "\(target)")
      #expect(!explanation.expired.map(\.id).contains(.zeroTableSectionHeaderTopPadding))
    }
    let at15 = registry.explain(
      StrategyContext(.iOS, 17, 5), deploymentTarget: try PlatformVersion(parsing: "15.0"))
    #expect(!at15.expired.map(\.id).contains(.zeroListSectionHeaderTopPadding))
  }
}

/// A plug-in strategy that declares every version and no trait for an issue of iOS 16.
private struct ClaimsEverything: PathChangeStrategy {
  let descriptor = StrategyDescriptor(
    id: "claims-everything", title: "Claims every version", addresses: ["plugin-issue"],
    versions: .all, rationale: "a plug-in that restates nothing of its issue")

  func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
    policy.presentationBinding = .path
  }
}
