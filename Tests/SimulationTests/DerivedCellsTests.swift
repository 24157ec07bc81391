import Foundation
import Simulation
import Strategies
import Testing

/// Each class of wrong-but-plausible change that the default matrix of `navbench simulate`
/// must fail on, applied through a strategy, catalogue entry, schedule, router rule or model
/// built here, and the cell it must name.
@Suite("Derived cells of the default matrix")
struct DerivedCellsTests {
  // MARK: Helpers

  /// A registry like the standard one, with `issue` and `strategy` (matched by id) replaced.
  static func standard(
    replacing strategy: (any WorkaroundStrategy)? = nil, issue: KnownIssue? = nil
  ) throws -> StrategyRegistry {
    let base = StrategyRegistry.standard()
    let copy = StrategyRegistry()
    for trait in base.traits { try copy.register(trait) }
    for known in base.issues { try copy.register(known.id == issue?.id ? issue ?? known : known) }
    for registered in base.registeredStrategies {
      if let strategy, registered.descriptor.id == strategy.descriptor.id {
        try copy.register(strategy)
      } else {
        try copy.register(registered)
      }
    }
    return copy
  }

  /// The built-in scenarios with `scenario` in place of the one for its issue.
  static func catalog(replacing scenario: DefectScenario) throws -> ScenarioCatalog {
    let catalog = ScenarioCatalog()
    for builtIn in SimulationMatrix.scenarios {
      try catalog.register(builtIn.issue == scenario.issue ? scenario : builtIn)
    }
    return catalog
  }

  /// The failing cells of the default matrix, named as the table's verdict names them.
  static func failedCells(
    registry: StrategyRegistry, catalog: ScenarioCatalog? = nil
  ) -> (cells: [ScenarioOutcome], verdict: String) {
    let outcomes = SimulationMatrix.runDerived(registry: registry, catalog: catalog)
    let table = SimulationMatrix.renderTable(outcomes)
    return (
      SimulationMatrix.failures(in: outcomes), String(table.split(separator: "\n").last ?? "")
    )
  }

  /// The same change on the matrix without derived cells: the columns and traits it had.
  static func plainFailures(registry: StrategyRegistry, catalog: ScenarioCatalog? = nil)
    -> [ScenarioOutcome]
  {
    SimulationMatrix.failures(
      in: SimulationMatrix.run(
        versions: SimulationMatrix.defaultVersions, registry: registry, catalog: catalog))
  }

  @Test("the standard registry passes the default matrix, derived cells included")
  func standardPasses() {
    let (cells, verdict) = Self.failedCells(registry: .standard())
    #expect(cells.isEmpty, "\(cells.map { "\($0.issue) \($0.os) \($0.traits)" })")
    #expect(verdict.hasPrefix("OK"))
  }

  // MARK: Traits dropped or ignored

  /// The TabView strategy with its trait dropped: active outside a TabView.
  struct TabViewStrategyWithoutTrait: PathChangeStrategy {
    var descriptor: StrategyDescriptor {
      var descriptor = ExplicitPathChangeAnimation().descriptor
      descriptor.requiredTraits = []
      return descriptor
    }
    func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
      ExplicitPathChangeAnimation().adjust(&policy, for: context)
    }
  }

  /// The row-toggle strategy without the first-section-header trait.
  struct RowStrategyWithoutHeaderTrait: RowToggleStrategy {
    var descriptor: StrategyDescriptor {
      var descriptor = DeferAdjacentRowToggles().descriptor
      descriptor.requiredTraits.remove(.listFirstSectionHasHeader)
      return descriptor
    }
    func adjust(_ policy: inout RowTogglePolicy, for context: StrategyContext) {
      DeferAdjacentRowToggles().adjust(&policy, for: context)
    }
  }

  @Test("a strategy that stops requiring its issue's trait stays inactive where it is absent")
  func droppedStrategyTrait() throws {
    // The registry derives applicability from the issue: a strategy that declares fewer traits
    // than its issue requires is still never active without them, so no cell can fail.
    for (strategy, id, context) in [
      (
        TabViewStrategyWithoutTrait() as any WorkaroundStrategy,
        StrategyID.explicitPathChangeAnimation, StrategyContext(.iOS, 16)
      ),
      (
        RowStrategyWithoutHeaderTrait(), StrategyID.deferAdjacentRowToggles,
        StrategyContext(PlatformVersion(.iOS, 13, 7), traits: [.listHasMultipleSections])
      ),
    ] {
      let registry = try Self.standard(replacing: strategy)
      #expect(!registry.resolve(context).isActive(id))
      #expect(Self.plainFailures(registry: registry).isEmpty)
      let (cells, verdict) = Self.failedCells(registry: registry)
      #expect(cells.isEmpty)
      #expect(verdict.hasPrefix("OK"), "\(verdict)")
    }
  }

  @Test("a catalogue entry that stops requiring a trait disagrees in a trait-absent cell")
  func droppedCatalogueTrait() throws {
    var issue = try #require(KnownIssue.catalogue.first { $0.id == .adjacentRowToggleAnimation })
    issue.requiredTraits.remove(.listFirstSectionHasHeader)
    let registry = try Self.standard(issue: issue)
    #expect(Self.plainFailures(registry: registry).isEmpty)
    let (cells, verdict) = Self.failedCells(registry: registry)
    #expect(cells.contains { $0.mode == .naive && !$0.agreesWithCatalogue })
    #expect(verdict.contains("MODEL DRIFT"))
    #expect(
      verdict.contains(
        "adjacent-row-toggle-animation without list-first-section-header on iOS 14.0 (naive)"))
  }

  @Test("a strategy active where the defect cannot occur is over-mitigation if it changes anything")
  func needlessStrategy() {
    let cell = ScenarioOutcome(
      issue: .adjacentRowToggleAnimation, os: iOS(15, 7), traits: [], mode: .strategies,
      applicable: true, reason: nil, glitches: [], operations: 9,
      strategies: [.deferAdjacentRowToggles], activeStrategies: [.deferAdjacentRowToggles],
      hasStrategy: true, affected: false)
    let same = ScenarioOutcome(
      issue: cell.issue, os: cell.os, traits: [], mode: .strategies, applicable: true,
      reason: nil, glitches: [], operations: 9, strategies: [], activeStrategies: [],
      hasStrategy: true, affected: false)
    let other = ScenarioOutcome(
      issue: cell.issue, os: cell.os, traits: [], mode: .strategies, applicable: true,
      reason: nil, glitches: [], operations: 8, strategies: [], activeStrategies: [],
      hasStrategy: true, affected: false)
    #expect(SimulationMatrix.judgeNeedless(cell, against: same).isAcceptable)
    let judged = SimulationMatrix.judgeNeedless(cell, against: other)
    #expect(!judged.isAcceptable)
    #expect(judged.glitchKinds == [GlitchKind.activeWhereDefectCannotOccur])
    #expect(GlitchKind(rawValue: "activeWhereDefectCannotOccur").isOverMitigation)
  }

  // MARK: Batches of more than two

  /// The first toggle deferred and the rest animated at once.
  @Sendable static func deferFirstOnly(_ batch: [RowToggle], _ coordinator: RowToggleCoordinator)
    -> [RowToggleStep]
  {
    let schedule = coordinator.schedule(batch)
    guard schedule.defers else { return schedule.steps }
    return [
      RowToggleStep(toggles: 1..<batch.count, animated: true),
      RowToggleStep(toggles: 0..<1, animated: false, delay: 0.01, isDeferred: true),
    ]
  }

  /// Adjacency that ignores the section.
  @Sendable static func sectionBlind(_ batch: [RowToggle], _ coordinator: RowToggleCoordinator)
    -> [RowToggleStep]
  {
    let adjacent = batch.indices.contains { i in
      batch.indices.contains { j in abs(batch[i].row.row - batch[j].row.row) == 1 }
    }
    return coordinator.schedule(count: batch.count, touchesAdjacentRows: adjacent).steps
  }

  @Test("a schedule wrong only for three rows or for rows of two sections fails a row-toggle cell")
  func largerBatches() throws {
    let faithful = try Self.catalog(
      replacing: .adjacentRowToggle { batch, coordinator in coordinator.schedule(batch).steps })
    #expect(Self.failedCells(registry: .standard(), catalog: faithful).cells.isEmpty)
    for scheduling in [Self.deferFirstOnly, Self.sectionBlind] {
      let catalog = try Self.catalog(replacing: .adjacentRowToggle(scheduling: scheduling))
      let (cells, verdict) = Self.failedCells(registry: .standard(), catalog: catalog)
      #expect(cells.contains { $0.issue == .adjacentRowToggleAnimation && $0.os == iOS(15, 8) })
      #expect(verdict.contains("adjacent-row-toggle-animation on iOS 15.0"), "\(verdict)")
    }
    // The seed's two taps alone cannot tell either schedule from the coordinator's.
    for scheduling in [Self.deferFirstOnly, Self.sectionBlind] {
      let session = SimulationSession()
      try TimerEditorClients.runMitigated(
        version: iOS(15, 7),
        layout: .timerEditor(traits: SimulationMatrix.scenarios[2].defaultTraits),
        coordinator: RowToggleCoordinator(strategies: resolved(iOS(15, 7), Self.everyTrait)),
        session: session, scheduling: scheduling)
      #expect(session.glitches.isEmpty)
    }
  }

  static let everyTrait = ContextTraits(TraitDescriptor.builtIn.map(\.trait))

  // MARK: System-originated changes

  @Test(
    "a router that classifies removals wrongly fails a TabView cell",
    arguments: [
      ("every removal a pop", { @Sendable (_: Int, _: Int) in PathChangeKind.pop }),
      (
        "a removal leaving one entry a pop to root",
        { @Sendable (removed: Int, remaining: Int) in
          remaining <= 1 && removed >= 2 ? PathChangeKind.popToRoot : .pop
        }
      ),
      (
        "pop to root from depth 1",
        { @Sendable (_: Int, remaining: Int) in remaining == 0 ? PathChangeKind.popToRoot : .pop }
      ),
    ] as [(String, @Sendable (Int, Int) -> PathChangeKind)])
  func removalClassification(name: String, rule: @escaping @Sendable (Int, Int) -> PathChangeKind)
    throws
  {
    let faithful = try Self.catalog(
      replacing: .tabViewPopToRoot { removed, remaining in
        remaining == 0 && removed >= 2 ? .popToRoot : .pop
      })
    #expect(Self.failedCells(registry: .standard(), catalog: faithful).cells.isEmpty)
    let catalog = try Self.catalog(replacing: .tabViewPopToRoot(removalKind: rule))
    let (cells, verdict) = Self.failedCells(registry: .standard(), catalog: catalog)
    #expect(!cells.isEmpty, "\(name)")
    #expect(verdict.contains("tabview-stack-pop-to-root-animation on iOS 16.0"), "\(verdict)")
  }

  @Test("the TabView scenario drives the router through adopt and a system pop")
  func adoptSteps() {
    let steps = TabViewClients.scenarioSteps
    #expect(steps.contains(.adoptPrefix(0)) && steps.contains(.adoptPrefix(1)))
    #expect(steps.contains(.systemPop(toDepth: 0)))
    let session = SimulationSession()
    let stack = try? TabViewClients.runMitigated(
      steps, version: iOS(16, 4), hostedInTabView: true,
      strategies: resolved(iOS(16, 4), [.stackInTabView]), session: session)
    #expect(session.glitches.isEmpty)
    #expect(stack?.transitions.contains { $0.fromDepth == 3 && $0.toDepth == 0 } == true)
    #expect(stack?.transitions.contains { $0.fromDepth == 1 && $0.toDepth == 0 } == true)
  }

  // MARK: Bounds between matrix versions

  /// The TabView strategy with its range ending at 16.9 instead of 17.0.
  struct TabViewStrategyEndingEarly: PathChangeStrategy {
    var descriptor: StrategyDescriptor {
      var descriptor = ExplicitPathChangeAnimation().descriptor
      descriptor.versions = .on(.iOS, .iPadOS, versions: VersionNumber(16)..<VersionNumber(16, 9))
      return descriptor
    }
    func adjust(_ policy: inout PathChangePolicy, for context: StrategyContext) {
      ExplicitPathChangeAnimation().adjust(&policy, for: context)
    }
  }

  @Test("a range end moved between two columns fails the cell at the moved bound")
  func boundBetweenColumns() throws {
    let registry = try Self.standard(replacing: TabViewStrategyEndingEarly())
    #expect(Self.plainFailures(registry: registry).isEmpty, "no old column lies in 16.8–16.9")
    let columns = SimulationMatrix.derivedVersions(registry: registry)
    #expect(columns.contains(iOS(16, 9)) && columns.contains(iOS(16, 8)))
    let (cells, verdict) = Self.failedCells(registry: registry)
    #expect(cells.map(\.os) == [iOS(16, 9)])
    #expect(verdict.contains("tabview-stack-pop-to-root-animation on iOS 16.9"), "\(verdict)")
  }

  @Test("columns come from every declared bound and the version just below it")
  func derivedColumns() {
    let columns = SimulationMatrix.derivedVersions(registry: .standard())
    for version in SimulationMatrix.defaultVersions { #expect(columns.contains(version)) }
    // 14.0 of the text-field defect's range and 16.0 of the row-toggle one's, with the
    // versions below them.
    #expect(columns.contains(iOS(13, 7)) && columns.contains(iOS(15, 8)))
    #expect(columns == columns.sorted { $0.number < $1.number })
    #expect(Set(columns).count == columns.count)
  }

  // MARK: Model timing and appearance edges

  /// The row-toggle scenario as it would run on a list model that slides adjacent rows
  /// without a header on the first section: the model sees a header wherever there is none.
  static let headerBlindModel = DefectScenario(
    issue: .adjacentRowToggleAnimation, title: "header-blind model",
    defaultTraits: DefectScenario.adjacentRowToggle.defaultTraits, source: "test",
    steps: "the built-in steps", detects: DefectScenario.adjacentRowToggle.detects
  ) { (run) throws(SimulationError) in
    var traits = run.traits
    traits.insert(.listFirstSectionHasHeader)
    let (inner, reason) = DefectScenario.adjacentRowToggle.record(
      run.mode, in: StrategyContext(run.version, traits: ContextTraits(traits)),
      strategies: run.strategies)
    if let reason { throw .notApplicable(reason: reason) }
    for glitch in inner.glitches { run.session.record(glitch.kind, glitch.detail) }
    for _ in 0..<inner.operations { run.session.countOperation() }
  }

  @Test("a list model that slides without a first-section header is model drift")
  func slideWithoutHeader() throws {
    let catalog = try Self.catalog(replacing: Self.headerBlindModel)
    #expect(Self.plainFailures(registry: .standard(), catalog: catalog).isEmpty)
    let (cells, verdict) = Self.failedCells(registry: .standard(), catalog: catalog)
    #expect(cells.contains { $0.mode == .naive && !$0.agreesWithCatalogue })
    #expect(
      verdict.contains(
        "adjacent-row-toggle-animation without list-first-section-header on iOS 13.7 (naive)"),
      "\(verdict)")
  }
}

@Suite("Appearance edges of the default matrix")
struct AppearanceEdgeTests {
  /// The background scenario with a plan that hides the scroll-content background whenever
  /// the policy says so, with or without a custom background.
  static let hidesRegardless = DefectScenario(
    issue: .listCustomBackgroundIgnored, title: "hides regardless",
    defaultTraits: DefectScenario.listCustomBackground.defaultTraits, source: "test",
    steps: "the built-in steps", detects: DefectScenario.listCustomBackground.detects
  ) { (run) throws(SimulationError) in
    let layout = ListScreenClients.timerList(traits: run.traits)
    switch run.mode {
    case .naive:
      try ListScreenClients.runNaiveBackground(
        version: run.version, layout: layout, session: run.session)
    case .strategies:
      let hides = run.strategies.listAppearance.hidesScrollContentBackground
      try ListScreenClients.runMitigatedBackground(
        version: run.version, layout: layout, session: run.session
      ) { custom in
        ListBackgroundPlan(appliesCustomBackground: custom, hidesScrollContentBackground: hides)
      }
    }
  }

  @Test("a plan that hides the background of a list with none behind it fails, named")
  func backgroundHiddenWithoutCustomBackground() throws {
    let catalog = try DerivedCellsTests.catalog(replacing: Self.hidesRegardless)
    let (cells, verdict) = DerivedCellsTests.failedCells(registry: .standard(), catalog: catalog)
    #expect(cells.contains { $0.glitchKinds == [GlitchKind.listBackgroundLost] })
    #expect(verdict.contains("list-custom-background-ignored on iOS 16.0"), "\(verdict)")
  }

  @Test("hidden with no custom background, the window shows through")
  func modelShowsNothing() throws {
    let session = SimulationSession()
    let list = try ListModel(
      version: iOS(16, 4), layout: ListScreenClients.timerList(traits: [.listStyleGrouped]),
      session: session)
    try list.hideScrollContentBackground()
    #expect(list.renderBackground() == ListBackgroundLayer.none)
    #expect(session.glitches.map(\.kind) == [GlitchKind.listBackgroundLost])
    let old = try ListModel(
      version: iOS(15, 7), layout: ListScreenClients.timerList(traits: []), session: session)
    #expect(old.renderBackground() == .systemPlain)
  }
}

@Suite("Primitive mutants")
struct PrimitiveMutantTests {
  @Test("the mutation check kills every built-in primitive mutant not declared equivalent")
  func everyPrimitiveMutantKilled() {
    let report = StrategyMutation.run(registry: .standard())
    let primitives = report.outcomes.filter { $0.mutant.kind == .primitive }
    #expect(primitives.count == PrimitiveMutant.builtIn.count)
    #expect(primitives.filter { $0.status == .killed }.count == PrimitiveMutant.builtIn.count - 1)
    #expect(
      primitives.filter { $0.status == .equivalent }.map(\.mutant.change) == [
        "RowToggleCoordinator defers the second toggle only, animating the others"
      ])
    #expect(report.passed)
  }

  @Test("a primitive mutant no cell can kill survives unless declared equivalent")
  func faithfulPrimitiveSurvives() {
    let faithful = PrimitiveMutant(
      strategy: .deferAdjacentRowToggles, change: "the coordinator's own schedule",
      scenario: .adjacentRowToggle { batch, coordinator in coordinator.schedule(batch).steps })
    let outcomes = StrategyMutation.judge(
      [faithful], registry: .standard(), catalog: .standard(),
      versions: SimulationMatrix.defaultVersions, equivalents: [])
    #expect(outcomes.map(\.status) == [.survived])
    let declared = StrategyMutation.judge(
      [faithful], registry: .standard(), catalog: .standard(),
      versions: SimulationMatrix.defaultVersions,
      equivalents: [
        EquivalentMutant(
          strategy: .deferAdjacentRowToggles, change: "the coordinator's own schedule",
          reason: "it is the schedule")
      ])
    #expect(declared.map(\.status) == [.equivalent])
  }
}
