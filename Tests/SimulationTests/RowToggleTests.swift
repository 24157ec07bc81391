import Simulation
import Strategies
import Testing

@Suite("Seed 001: adjacent row toggles")
struct RowToggleTests {
  static let seedLayout = ListLayout.timerEditor(traits: [
    .listHasMultipleSections, .listFirstSectionHasHeader, .listHasSectionHeaders,
    .listStyleGrouped,
  ])
  static let deferral15x = RowToggleCoordinator(
    policy: RowTogglePolicy(adjacentRows: .firstAnimatedRestDeferred(delay: 0.01)))

  @Test("Seed 001: withAnimation { toggle picker; toggle stepper } slides the rows on iOS 15.7")
  func originalReproNaive() throws {
    let session = SimulationSession()
    let list = try TimerEditorClients.runNaive(
      taps: 1, version: iOS(15, 7), layout: Self.seedLayout, session: session)
    #expect(kinds(session) == [.rowsSlidSideways])
    #expect(try list.isVisible(ListLayout.stepperRow) && !list.isVisible(ListLayout.pickerRow))
  }

  @Test("Seed 001 fixed on 15.7: picker animated now, stepper 0.01 s later, no slide, no drop")
  func originalReproMitigated15() throws {
    let session = SimulationSession()
    let list = try ListModel(version: iOS(15, 7), layout: Self.seedLayout, session: session)
    let editor = TimerEditorClients.CoordinatedTimerEditor(
      list: list,
      coordinator: RowToggleCoordinator(
        strategies: resolved(
          iOS(15, 7),
          [
            .listHasMultipleSections, .listFirstSectionHasHeader,
          ])), session: session)
    editor.tap()
    #expect(try !list.isVisible(ListLayout.pickerRow))
    #expect(try !list.isVisible(ListLayout.stepperRow))
    #expect(list.isAnimating(section: 0))
    session.clock.run(until: 0.01)
    #expect(try list.isVisible(ListLayout.stepperRow))
    session.clock.runUntilIdle()
    list.verifyRequestedVisibility()
    #expect(session.glitches.isEmpty)
  }

  @Test("The 14.x story: the 15.x deferral on 14.8 drops the stepper toggle on the first tap only")
  func deferralOn14DropsFirstTap() throws {
    let session = SimulationSession()
    let list = try TimerEditorClients.runMitigated(
      taps: 1, version: iOS(14, 8), layout: Self.seedLayout, coordinator: Self.deferral15x,
      session: session)
    #expect(kinds(session) == [.rowToggleDropped])
    #expect(try !list.isVisible(ListLayout.stepperRow))
    let twoTaps = SimulationSession()
    try TimerEditorClients.runMitigated(
      taps: 2, version: iOS(14, 8), layout: Self.seedLayout, coordinator: Self.deferral15x,
      session: twoTaps)
    #expect(kinds(twoTaps) == [.rowToggleDropped])
    let first = try #require(twoTaps.glitches.first)
    #expect(first.time < 1)
  }

  @Test("…which is why 14.x goes unanimated: no slide and no drop", arguments: [1, 2, 3])
  func unanimatedOn14(taps: Int) throws {
    let session = SimulationSession()
    try TimerEditorClients.runMitigated(
      taps: taps, version: iOS(14, 8), layout: Self.seedLayout,
      coordinator: RowToggleCoordinator(
        strategies: resolved(
          iOS(14, 8),
          [
            .listHasMultipleSections, .listFirstSectionHasHeader,
          ])), session: session)
    #expect(session.glitches.isEmpty)
  }

  @Test("The same deferral on 15.7 loses nothing", arguments: [1, 2])
  func deferralOn15(taps: Int) throws {
    let session = SimulationSession()
    try TimerEditorClients.runMitigated(
      taps: taps, version: iOS(15, 7), layout: Self.seedLayout, coordinator: Self.deferral15x,
      session: session)
    #expect(session.glitches.isEmpty)
  }

  @Test("No slide for non-adjacent rows, one section, no first header, unanimated updates, or 16+")
  func slideNeedsEveryCondition() throws {
    func slides(
      _ version: PlatformVersion, _ layout: ListLayout, _ toggles: [RowToggle], animated: Bool
    )
      throws -> Bool
    {
      let session = SimulationSession()
      let list = try ListModel(version: version, layout: layout, session: session)
      try list.update(toggles, animation: animated ? .systemDefault : nil)
      return kinds(session).contains(.rowsSlidSideways)
    }
    let adjacent = [
      RowToggle(ListLayout.pickerRow, visible: false),
      RowToggle(ListLayout.stepperRow, visible: true),
    ]
    let apart = [
      RowToggle(ListLayout.timeRow, visible: false),
      RowToggle(ListLayout.stepperRow, visible: true),
    ]
    let oneSection = ListLayout.timerEditor(traits: [.listFirstSectionHasHeader])
    let noFirstHeader = ListLayout.timerEditor(traits: [.listHasMultipleSections])
    #expect(try slides(iOS(15, 7), Self.seedLayout, adjacent, animated: true))
    #expect(try slides(iOS(14, 8), Self.seedLayout, adjacent, animated: true))
    #expect(try !slides(iOS(15, 7), Self.seedLayout, apart, animated: true))
    #expect(try !slides(iOS(15, 7), oneSection, adjacent, animated: true))
    #expect(try !slides(iOS(15, 7), noFirstHeader, adjacent, animated: true))
    #expect(try !slides(iOS(15, 7), Self.seedLayout, adjacent, animated: false))
    #expect(try !slides(iOS(16), Self.seedLayout, adjacent, animated: true))
  }

  @Test("Updates outside an animation window are never dropped; unknown rows are refused")
  func windows() throws {
    let session = SimulationSession()
    let list = try ListModel(version: iOS(14, 8), layout: Self.seedLayout, session: session)
    try list.update([RowToggle(ListLayout.pickerRow, visible: false)], animation: .systemDefault)
    session.clock.runUntilIdle()
    #expect(!list.isAnimating(section: 0))
    try list.update([RowToggle(ListLayout.stepperRow, visible: true)])
    #expect(try list.isVisible(ListLayout.stepperRow))
    let error = #expect(throws: SimulationError.self) {
      try list.update([RowToggle(RowID(section: 0, row: 9), visible: true)])
    }
    #expect(error == .unknownRow(RowID(section: 0, row: 9)))
    #expect(list.backing == .tableView)
    #expect(
      try ListModel(version: iOS(16), layout: Self.seedLayout, session: session).backing
        == .collectionView)
  }

  /// Runs two taps of the timer editor with `mode` for adjacent rows on `version`.
  static func glitches(_ mode: RowToggleMode, on version: PlatformVersion) throws -> [GlitchKind] {
    let session = SimulationSession()
    try TimerEditorClients.runMitigated(
      version: version, layout: seedLayout,
      coordinator: RowToggleCoordinator(policy: RowTogglePolicy(adjacentRows: mode)),
      session: session)
    return Set(kinds(session)).sorted()
  }

  @Test("Over-mitigation on 15.7: unanimated and a 10× deferral are caught")
  func overMitigation15() throws {
    #expect(try Self.glitches(.firstAnimatedRestDeferred(delay: 0.01), on: iOS(15, 7)).isEmpty)
    #expect(try Self.glitches(.unanimated, on: iOS(15, 7)) == [.intendedAnimationLost])
    // A deferral that is not a working duration (no time would pass, and the deferred toggle
    // would commit with the animated one and slide) is clamped to 1 ms, which works; one
    // without end is clamped to 1 s, a visible delay.
    for delay in [0, -1, -0.0, .nan, -.infinity] {
      #expect(
        try Self.glitches(.firstAnimatedRestDeferred(delay: delay), on: iOS(15, 7)).isEmpty,
        "\(delay)")
    }
    #expect(
      try Self.glitches(.firstAnimatedRestDeferred(delay: .infinity), on: iOS(15, 7))
        == [.updateDelayed])
    #expect(
      try Self.glitches(.firstAnimatedRestDeferred(delay: 0.1), on: iOS(15, 7)) == [.updateDelayed])
    #expect(try Self.glitches(.animatedBatch, on: iOS(15, 7)) == [.rowsSlidSideways])
  }

  @Test("On 14.8 only the unanimated batch is clean; on 16.0 only the animated batch")
  func onlyTheFixIsClean() throws {
    #expect(try Self.glitches(.unanimated, on: iOS(14, 8)).isEmpty)
    #expect(
      try Self.glitches(.firstAnimatedRestDeferred(delay: 0.01), on: iOS(14, 8)) == [
        .rowToggleDropped
      ])
    #expect(try Self.glitches(.animatedBatch, on: iOS(14, 8)) == [.rowsSlidSideways])
    #expect(try Self.glitches(.animatedBatch, on: iOS(16)).isEmpty)
    #expect(try Self.glitches(.unanimated, on: iOS(16)) == [.intendedAnimationLost])
    #expect(
      try Self.glitches(.firstAnimatedRestDeferred(delay: 0.01), on: iOS(16)) == [
        .intendedAnimationLost
      ])
    #expect(
      try Self.glitches(.firstAnimatedRestDeferred(delay: 0.5), on: iOS(17)) == [
        .intendedAnimationLost, .updateDelayed,
      ])
  }

  @Test("Batches of three or more adjacent toggles: scheduled as adjacent, and they slide on 15.x")
  func threeAdjacentToggles() throws {
    let layout = ListLayout(sections: [
      ListLayout.Section(hasHeader: true, rows: [true, true, false, true, false]),
      ListLayout.Section(hasHeader: true, rows: [true]),
    ])
    let batch = [
      RowToggle(RowID(section: 0, row: 1), visible: false),
      RowToggle(RowID(section: 0, row: 2), visible: true),
      RowToggle(RowID(section: 0, row: 3), visible: false),
      RowToggle(RowID(section: 0, row: 4), visible: true),
    ]
    #expect(RowToggleCoordinator.touchesAdjacentRows(batch))
    let schedule = Self.deferral15x.schedule(batch)
    #expect(schedule.steps.map(\.toggles) == [0..<1, 1..<4])
    let naive = SimulationSession()
    let list = try ListModel(version: iOS(15, 7), layout: layout, session: naive)
    list.intend(batch, animation: .systemDefault)
    try list.update(batch, animation: .systemDefault)
    #expect(kinds(naive) == [.rowsSlidSideways])
    // Every 16th-plus toggle goes through the hashed path too.
    let many = (0..<20).map { RowToggle(RowID(section: 0, row: $0 * 2), visible: true) }
    #expect(!RowToggleCoordinator.touchesAdjacentRows(many))
    #expect(
      RowToggleCoordinator.touchesAdjacentRows(
        many + [RowToggle(RowID(section: 0, row: 39), visible: true)]))
  }

  @Test("Neighbouring slots of different sections are not adjacent and never slide")
  func adjacencyAcrossSections() throws {
    let last = RowID(section: 0, row: 2)
    let firstOfNext = RowID(section: 1, row: 0)
    let sameSlotNextSection = RowID(section: 1, row: 2)
    #expect(!last.isAdjacent(to: firstOfNext))
    #expect(!last.isAdjacent(to: sameSlotNextSection))
    #expect(!last.isAdjacent(to: RowID(section: 1, row: 3)))
    let batch = [
      RowToggle(last, visible: true), RowToggle(RowID(section: 1, row: 3), visible: true),
    ]
    #expect(!RowToggleCoordinator.touchesAdjacentRows(batch))
    let layout = ListLayout(sections: [
      ListLayout.Section(hasHeader: true, rows: [true, true, false]),
      ListLayout.Section(hasHeader: true, rows: [true, true, true, false]),
    ])
    let session = SimulationSession()
    let list = try ListModel(version: iOS(15, 7), layout: layout, session: session)
    try list.update(batch, animation: .systemDefault)
    #expect(session.glitches.isEmpty)
  }
}
