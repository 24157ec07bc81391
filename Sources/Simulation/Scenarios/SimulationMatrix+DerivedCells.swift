import Strategies

extension SimulationMatrix {
  /// The columns of the default matrix: `versions` with every bound the registry declares
  /// added, each bound itself and the version just below it, sorted.
  ///
  /// The bounds are read from every registered issue's affected versions and every registered
  /// strategy's versions, built-in and plug-in alike (and the versions its overrides and rules
  /// give a strategy), on the platforms of `versions` (iOS for
  /// the defaults): a range `16.0..<17.0` adds iOS 16.0, 15.8, 17.0 and 16.7. A strategy whose
  /// range ends a version too early or too late then has a column on each side of its own
  /// bound, where either the defect shows or the strategy over-mitigates.
  ///
  /// - Complexity: O(b × v) for b declared bounds and v versions.
  public static func derivedVersions(
    _ versions: [PlatformVersion] = defaultVersions, registry: StrategyRegistry
  ) -> [PlatformVersion] {
    let platforms = Set(versions.map(\.platform))
    var bounds: [VersionRange] = registry.issues.flatMap(\.affected.ranges)
    bounds += registry.issues.flatMap(\.versionBoundTraits).flatMap(\.versions.ranges)
    bounds += registry.strategies.flatMap(\.versions.ranges)
    for overrides in [registry.overrides, registry.ruleOverrides].compactMap({ $0 }) {
      bounds += overrides.strategies.values.compactMap(\.versions).flatMap(\.ranges)
    }
    var result = versions
    for range in bounds where platforms.contains(range.platform) {
      for bound in [range.lowerBound, range.upperBound].compactMap({ $0 }) where bound != .zero {
        for number in [bound, StrategyMutation.minorBelow(bound)].compactMap({ $0 }) {
          let version = PlatformVersion(range.platform, number)
          if !result.contains(version) { result.append(version) }
        }
      }
    }
    return result.sorted { lhs, rhs in
      lhs.platform != rhs.platform
        ? lhs.platform.rawValue < rhs.platform.rawValue : lhs.number < rhs.number
    }
  }

  /// The trait sets a scenario also runs with in the default matrix: its
  /// ``DefectScenario/defaultTraits`` without one of them, for each of them, in order.
  ///
  /// Without a trait the defect's setup is gone: the catalogue must say it does not occur
  /// (the naive code glitching there is model drift), and a strategy that stopped requiring
  /// the trait is active where it can only over-mitigate.
  public static func traitAbsentSets(of scenario: DefectScenario) -> [Set<ContextTrait>] {
    scenario.defaultTraits.sorted().map { trait in
      var without = scenario.defaultTraits
      without.remove(trait)
      return without
    }
  }

  /// The trait sets a scenario also runs with in the default matrix beside its
  /// ``DefectScenario/defaultTraits`` without each of them: the defaults with each trait added
  /// that its issue excludes (the defect cannot occur there), and with each trait added that
  /// its issue needs on part of its versions only (`KnownIssue.versionBoundTraits`), so that
  /// both sides of such a trait run (the side without it comes from ``traitAbsentSets(of:)``
  /// when the defaults hold it). A trait already in the defaults adds no set.
  ///
  /// - Complexity: O(t) in the traits the issue names.
  public static func traitAddedSets(of scenario: DefectScenario, registry: StrategyRegistry)
    -> [Set<ContextTrait>]
  {
    guard let issue = registry.issues.first(where: { $0.id == scenario.issue }) else { return [] }
    let named = issue.excludedTraits.sorted() + issue.versionBoundTraits.map(\.trait)
    var result: [Set<ContextTrait>] = []
    for trait in named where !scenario.defaultTraits.contains(trait) {
      let with = scenario.defaultTraits.union([trait])
      if !result.contains(with) { result.append(with) }
    }
    return result
  }

  /// Every trait set of `scenario` in the default matrix, the defaults first: the defaults,
  /// ``traitAbsentSets(of:)``, then ``traitAddedSets(of:registry:)``.
  package static func derivedTraitSets(of scenario: DefectScenario, registry: StrategyRegistry)
    -> [Set<ContextTrait>]
  {
    var result = [scenario.defaultTraits]
    for traits in traitAbsentSets(of: scenario) + traitAddedSets(of: scenario, registry: registry)
    where !result.contains(traits) {
      result.append(traits)
    }
    return result
  }

  /// The default matrix of `navbench simulate`: every scenario on ``derivedVersions(_:registry:)``
  /// with its own traits, then again on the same versions without each of its traits
  /// (``traitAbsentSets(of:)``) and with each trait its issue excludes or needs on part of its
  /// versions (``traitAddedSets(of:registry:)``), naive and with strategies.
  ///
  /// In a cell with other traits than the defaults where the catalogue says the defect does not occur, a strategy for
  /// the defect that is active anyway is over-mitigation when it changes the outcome (the
  /// glitches or the operations the app performed) from the run without it: the cell gets a
  /// ``GlitchKind/activeWhereDefectCannotOccur`` glitch.
  ///
  /// ```swift
  /// let outcomes = SimulationMatrix.runDerived(registry: .standard())
  /// SimulationMatrix.failures(in: outcomes).isEmpty   // what `navbench simulate` exits 0 on
  /// ```
  ///
  /// - Parameters:
  ///   - versions: The base columns; the declared bounds are added to them.
  ///   - issues: The defects to run, or `nil` for every scenario.
  ///   - registry: Where strategies, issues and bounds come from.
  ///   - catalog: The scenarios to run: the built-in ones unless a plug-in registered more.
  ///   - sdk: The SDK the simulated app is built with; `nil`: each cell's OS version.
  /// - Returns: Outcomes ordered by scenario, trait set (the defaults first), version, then mode.
  /// - Complexity: O(s × t × v) scenario runs for s scenarios of at most t traits each.
  public static func runDerived(
    versions: [PlatformVersion] = defaultVersions, issues: [IssueID]? = nil,
    registry: StrategyRegistry, catalog: ScenarioCatalog? = nil, sdk: PlatformVersion? = nil
  ) -> [ScenarioOutcome] {
    runDerived(
      versions: versions, issues: issues, registry: registry, catalog: catalog, sdk: sdk,
      olderSDKs: false)
  }

  /// The SDK an app is also built with in the default matrix and walk, on `version`: the newest
  /// of ``defaultVersions`` of an earlier major release, as an iOS SDK (it builds iPadOS apps
  /// too); `nil` below the oldest. An app built with it keeps, on `version`, the behaviour Apple
  /// gates on the SDK, so a strategy or catalogue entry judged on the OS version where it should
  /// follow the SDK shows in these cells.
  ///
  /// - Complexity: O(v) in the default versions.
  package static func olderSDK(for version: PlatformVersion) -> PlatformVersion? {
    defaultVersions.filter { $0.major < version.major }.max()
      .map { PlatformVersion(.iOS, $0.number) }
  }

  /// ``runDerived(versions:issues:registry:catalog:sdk:)``, with each column run a second time
  /// for an app built with ``olderSDK(for:)`` where `olderSDKs` is set and no SDK is given.
  package static func runDerived(
    versions: [PlatformVersion], issues: [IssueID]?, registry: StrategyRegistry,
    catalog: ScenarioCatalog?, sdk: PlatformVersion?, olderSDKs: Bool
  ) -> [ScenarioOutcome] {
    let own = derivedCells(
      versions: versions, issues: issues, registry: registry, catalog: catalog, sdk: { _ in sdk })
    guard olderSDKs, sdk == nil else { return own }
    return own
      + derivedCells(
        versions: versions, issues: issues, registry: registry, catalog: catalog,
        sdk: olderSDK(for:), only: { olderSDK(for: $0) != nil })
  }

  private static func derivedCells(
    versions: [PlatformVersion], issues: [IssueID]?, registry: StrategyRegistry,
    catalog: ScenarioCatalog?, sdk: (PlatformVersion) -> PlatformVersion?,
    only included: (PlatformVersion) -> Bool = { _ in true }
  ) -> [ScenarioOutcome] {
    let columns = derivedVersions(versions, registry: registry).filter(included)
    let all = catalog?.scenarios(orderedBy: registry) ?? scenarios
    let selected = issues.map { ids in all.filter { ids.contains($0.issue) } } ?? all
    var outcomes: [ScenarioOutcome] = []
    for scenario in selected {
      let without = registryWithout(strategiesFor: scenario.issue, registry)
      for (index, traits) in derivedTraitSets(of: scenario, registry: registry).enumerated() {
        for version in columns {
          let context = StrategyContext(version, sdk: sdk(version), traits: traits)
          for mode in ScenarioMode.allCases {
            let outcome = scenario.run(mode, in: context, registry: registry)
            guard index > 0, mode == .strategies, let without else {
              outcomes.append(outcome)
              continue
            }
            outcomes.append(
              judgeNeedless(outcome, against: scenario.run(mode, in: context, registry: without)))
          }
        }
      }
    }
    return outcomes
  }

  /// `outcome` with an ``GlitchKind/activeWhereDefectCannotOccur`` glitch when a strategy for
  /// its defect is active where the catalogue says the defect does not occur and the run
  /// without those strategies (`reference`) came out otherwise.
  package static func judgeNeedless(_ outcome: ScenarioOutcome, against reference: ScenarioOutcome)
    -> ScenarioOutcome
  {
    guard outcome.applicable, !outcome.affected, !outcome.strategies.isEmpty else {
      return outcome
    }
    let same =
      outcome.operations == reference.operations
      && outcome.glitches.map(\.kind) == reference.glitches.map(\.kind)
    guard !same else { return outcome }
    let glitch = Glitch(
      kind: .activeWhereDefectCannotOccur, time: 0,
      detail: "\(outcome.strategies.map(\.rawValue).joined(separator: ", ")) active where "
        + "\(outcome.issue) cannot occur (\(outcome.os), traits: "
        + "\(outcome.traits.map(\.id).sorted().joined(separator: ", "))) and the outcome "
        + "differs from the run without it (\(reference.operations) → \(outcome.operations) "
        + "operations, \(reference.glitchCount) → \(outcome.glitchCount) glitches)")
    return ScenarioOutcome(
      issue: outcome.issue, os: outcome.os, traits: outcome.traits, mode: outcome.mode,
      applicable: outcome.applicable, reason: outcome.reason,
      glitches: outcome.glitches + [glitch], operations: outcome.operations,
      strategies: outcome.strategies, activeStrategies: outcome.activeStrategies,
      hasStrategy: outcome.hasStrategy, affected: outcome.affected)
  }

  /// A copy of `registry` with every strategy that addresses `issue` disabled, or `nil` when
  /// none does.
  package static func registryWithout(strategiesFor issue: IssueID, _ registry: StrategyRegistry)
    -> StrategyRegistry?
  {
    let ids = registry.strategies.filter { $0.addresses.contains(issue) }.map(\.id)
    guard !ids.isEmpty else { return nil }
    let copy = StrategyMutation.copy(registry, replacing: nil)
    var overrides = copy.overrides
    for id in ids { overrides.forceDisable(id) }
    copy.setOverrides(overrides)
    return copy
  }
}

extension GlitchKind {
  /// A strategy for the defect was active where the catalogue says the defect cannot occur
  /// (a trait of its setup absent), and the app's outcome changed because of it.
  public static let activeWhereDefectCannotOccur = GlitchKind(
    "activeWhereDefectCannotOccur", summary: "strategy active where the defect cannot occur",
    isOverMitigation: true)
}
