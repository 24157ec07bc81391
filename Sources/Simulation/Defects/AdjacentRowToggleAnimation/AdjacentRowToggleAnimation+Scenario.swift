import Strategies

extension GlitchKind {
  /// Rows shown or hidden in one animated update slid sideways instead of fading.
  public static let rowsSlidSideways = GlitchKind(
    "rowsSlidSideways", summary: "rows slid sideways")
  /// A row-visibility change the app made never reached the screen.
  public static let rowToggleDropped = GlitchKind(
    "rowToggleDropped", summary: "row toggle dropped")
}

extension DefectScenario {
  /// `adjacent-row-toggle-animation` (seed 001): tap "Tap" twice in the timer editor.
  package static let adjacentRowToggle = adjacentRowToggle { batch, coordinator in
    coordinator.schedule(batch).steps
  }

  /// The scenario with each batch's steps computed by `scheduling` instead of the
  /// coordinator's schedule: for checking that the scenario tells a wrong schedule apart.
  package static func adjacentRowToggle(
    scheduling: @escaping @Sendable ([RowToggle], RowToggleCoordinator) -> [RowToggleStep]
  ) -> DefectScenario {
    DefectScenario(
      issue: .adjacentRowToggleAnimation,
      title: "Adjacent picker and stepper rows toggled in one animation",
      defaultTraits: [
        .listHasMultipleSections, .listFirstSectionHasHeader, .listHasSectionHeaders,
        .listStyleGrouped,
      ],
      source: KnownIssue.seedSwiftUIAdoption,
      steps: "withAnimation { toggle picker row; toggle stepper row } (adjacent slots of section "
        + "0, a header on each of two sections), tapped twice; then three adjacent rows in one "
        + "animated update (two hidden, one shown) and back; then a row of each section and back",
      detects: [.rowsSlidSideways, .rowToggleDropped]
    ) { (run) throws(SimulationError) in
      let layout = ListLayout.timerEditor(traits: run.traits)
      switch run.mode {
      case .naive:
        try TimerEditorClients.runNaive(
          then: TimerEditorClients.largerBatches, version: run.version, layout: layout,
          session: run.session)
      case .strategies:
        try TimerEditorClients.runMitigated(
          then: TimerEditorClients.largerBatches, version: run.version, layout: layout,
          coordinator: RowToggleCoordinator(strategies: run.strategies), session: run.session,
          scheduling: scheduling)
      }
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, the mutants of its strategy that are equivalent to it, and the
  /// mutants of the primitive that carries it.
  package static let adjacentRowToggleAnimation = SimulatedDefect(
    scenario: .adjacentRowToggle,
    equivalentMutants: [
      EquivalentMutant(
        strategy: .deferAdjacentRowToggles,
        change: "RowToggleCoordinator defers the second toggle only, animating the others",
        reason: "of three adjacent rows the first and third are not adjacent: animated together "
          + "they do not slide, and the second, deferred alone, changes one frame later as the "
          + "coordinator's deferred rows do")
    ], walkComponents: [.rowToggleList],
    policyFields: [
      .rowToggle("adjacentRows", \.rowToggles.adjacentRows),
      .rowToggle("otherRows", \.rowToggles.otherRows),
    ],
    primitiveMutants: [
      PrimitiveMutant(
        strategy: .deferAdjacentRowToggles,
        change: "RowToggleCoordinator defers the first toggle and animates the rest at once",
        scenario: .adjacentRowToggle { batch, coordinator in
          let schedule = coordinator.schedule(batch)
          guard schedule.defers else { return schedule.steps }
          return [
            RowToggleStep(toggles: 1..<batch.count, animated: true),
            RowToggleStep(
              toggles: 0..<1, animated: false, delay: DeferAdjacentRowToggles.deferral,
              isDeferred: true),
          ]
        }),
      PrimitiveMutant(
        strategy: .deferAdjacentRowToggles,
        change: "RowToggleCoordinator defers the second toggle only, animating the others",
        scenario: .adjacentRowToggle { batch, coordinator in
          let schedule = coordinator.schedule(batch)
          guard schedule.defers, batch.count > 2 else { return schedule.steps }
          return [
            RowToggleStep(toggles: 0..<1, animated: true),
            RowToggleStep(toggles: 2..<batch.count, animated: true),
            RowToggleStep(
              toggles: 1..<2, animated: false, delay: DeferAdjacentRowToggles.deferral,
              isDeferred: true),
          ]
        }),
      PrimitiveMutant(
        strategy: .deferAdjacentRowToggles,
        change: "RowToggleCoordinator: rows are adjacent whatever their sections",
        scenario: .adjacentRowToggle { batch, coordinator in
          let adjacent = batch.indices.contains { i in
            batch.indices.contains { j in abs(batch[i].row.row - batch[j].row.row) == 1 }
          }
          return coordinator.schedule(count: batch.count, touchesAdjacentRows: adjacent).steps
        }),
    ])
}
