import Strategies

/// Runs every defect's scenario, naive and with strategies, on a list of versions: the table
/// behind `navbench simulate`.
///
/// ```swift
/// let outcomes = SimulationMatrix.run(
///   versions: SimulationMatrix.defaultVersions, registry: .standard())
/// print(SimulationMatrix.renderTable(outcomes))
/// let ok = SimulationMatrix.failures(in: outcomes).isEmpty
/// ```
public enum SimulationMatrix {
  /// The columns of the default matrix, read from the built-in catalogue: every bound of each
  /// defect's affected versions (`KnownIssue.catalogue`, and the versions a trait of it is
  /// bound to) and of each built-in strategy's versions, the release just below each bound
  /// (`17.0` → `16.7`, `16.4` → `16.3`, from a table of the last point release of each major
  /// release), and the first release of the newest major release the table knows (iOS 26.0),
  /// sorted; iOS only, since every defect shows on iPadOS on the same versions and an iPad is
  /// simulated as an iOS version with `ContextTrait.padIdiom`. A defect whose range starts
  /// at 17.2 gets columns at 17.1 and 17.2 with no edit here.
  ///
  /// ``derivedVersions(_:registry:)`` adds the bounds a registry adds beyond these (plug-ins,
  /// overrides, rule files).
  public static let defaultVersions: [PlatformVersion] = IOSReleases.columns(
    for: KnownIssue.catalogue.flatMap(\.affected.ranges)
      + KnownIssue.catalogue.flatMap(\.versionBoundTraits).flatMap(\.versions.ranges)
      + BuiltInStrategies.all.flatMap(\.descriptor.versions.ranges))

  /// One scenario per catalogue defect, in the catalogue's order.
  public static let scenarios: [DefectScenario] = {
    let all = SimulatedDefect.all.map(\.scenario)
    let order = KnownIssue.catalogue.map(\.id)
    return all.sorted {
      (order.firstIndex(of: $0.issue) ?? order.count)
        < (order.firstIndex(of: $1.issue) ?? order.count)
    }
  }()

  /// The scenario of `issue`, if there is one.
  public static func scenario(for issue: IssueID) -> DefectScenario? {
    scenarios.first { $0.issue == issue }
  }

  /// The ids in `issues` that have no scenario (for argument validation).
  package static func unknownIssues(_ issues: [IssueID]) -> [IssueID] {
    issues.filter { scenario(for: $0) == nil }
  }

  /// Runs each selected scenario on each version, naive then with strategies.
  ///
  /// - Parameters:
  ///   - versions: The versions, in column order.
  ///   - issues: The defects to run, or `nil` for every scenario; ids without a scenario are
  ///     skipped (see `unknownIssues(_:)`).
  ///   - traits: Traits that replace every scenario's ``DefectScenario/defaultTraits``, or
  ///     `nil` to use each scenario's own.
  ///   - registry: Where strategies are resolved, per cell's context.
  ///   - catalog: The scenarios to run: the built-in ones unless a plug-in registered more.
  ///   - sdk: The SDK the simulated app is built with, in every cell; `nil`: each cell's OS
  ///     version (`StrategyContext.sdk`).
  /// - Returns: Outcomes ordered by scenario (the registry's issue order), version, then mode.
  /// - Complexity: O(s × v) scenario runs, each a handful of operations.
  public static func run(
    versions: [PlatformVersion], issues: [IssueID]? = nil, traits: Set<ContextTrait>? = nil,
    registry: StrategyRegistry, catalog: ScenarioCatalog? = nil, sdk: PlatformVersion? = nil
  ) -> [ScenarioOutcome] {
    let all = catalog?.scenarios(orderedBy: registry) ?? scenarios
    let selected = issues.map { ids in all.filter { ids.contains($0.issue) } } ?? all
    var outcomes: [ScenarioOutcome] = []
    outcomes.reserveCapacity(selected.count * versions.count * 2)
    for scenario in selected {
      for version in versions {
        for mode in ScenarioMode.allCases {
          let context = StrategyContext(
            version, sdk: sdk, traits: traits ?? scenario.defaultTraits)
          outcomes.append(scenario.run(mode, in: context, registry: registry))
        }
      }
    }
    return outcomes
  }

  /// The cells that are not acceptable (``ScenarioOutcome/isAcceptable``): applicable cells
  /// with strategies whose defect has a known strategy and that still glitched (a remaining
  /// symptom or over-mitigation), and cells that disagree with the catalogue (model drift).
  public static func failures(in outcomes: [ScenarioOutcome]) -> [ScenarioOutcome] {
    outcomes.filter { !$0.isAcceptable }
  }

  /// The cells where the simulation disagrees with the catalogue
  /// (``ScenarioOutcome/agreesWithCatalogue``).
  package static func disagreements(in outcomes: [ScenarioOutcome]) -> [ScenarioOutcome] {
    outcomes.filter { !$0.agreesWithCatalogue }
  }

  /// The outcomes as a versioned, encodable report.
  public static func report(_ outcomes: [ScenarioOutcome]) -> SimulationReport {
    SimulationReport(cells: outcomes)
  }
}
