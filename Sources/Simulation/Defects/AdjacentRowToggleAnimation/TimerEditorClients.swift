import Strategies

/// Seed 001's timer editor: a "Tap" button that hides the picker row and shows the stepper row
/// (or the reverse), adjacent slots of the first section; naive, and through
/// `RowToggleCoordinator`.
///
/// After each tap the user waits until every animation and deferred toggle has run; then the
/// list's detector compares the screen with the app's state.
package enum TimerEditorClients {
  /// The seed's button action: `withAnimation { isPickerActive.toggle(); isStepperActive.toggle() }`.
  package final class OriginalTimerEditor {
    /// Whether the picker row is shown.
    package private(set) var isPickerActive = true
    /// Whether the stepper row is shown.
    package private(set) var isStepperActive = false
    private let list: ListModel

    /// Creates the editor over `list` (a `ListLayout.timerEditor(traits:)` list).
    package init(list: ListModel) {
      self.list = list
    }

    /// One tap of "Tap".
    package func tap() throws(SimulationError) {
      isPickerActive.toggle()
      isStepperActive.toggle()
      try apply([
        RowToggle(ListLayout.pickerRow, visible: isPickerActive),
        RowToggle(ListLayout.stepperRow, visible: isStepperActive),
      ])
    }

    /// Shows and hides the rows of `batch` that the list has, in one animated update.
    package func apply(_ batch: [RowToggle]) throws(SimulationError) {
      let batch = batch.filter { list.layout.contains($0.row) }
      list.intend(batch, animation: .systemDefault)
      try list.update(batch, animation: .systemDefault)
    }
  }

  /// The same action through `RowToggleCoordinator`: the schedule's steps are applied as
  /// animated or unanimated updates, now or after their delay on the clock (a deferred step
  /// with no delay runs on the next turn).
  package final class CoordinatedTimerEditor {
    /// Whether the picker row is shown, in the app's state.
    package private(set) var isPickerActive = true
    /// Whether the stepper row is shown, in the app's state.
    package private(set) var isStepperActive = false
    /// The coordinator.
    package let coordinator: RowToggleCoordinator
    private let list: ListModel
    private let session: SimulationSession

    /// Creates the editor over `list`, scheduling with `coordinator`.
    package init(list: ListModel, coordinator: RowToggleCoordinator, session: SimulationSession) {
      self.list = list
      self.coordinator = coordinator
      self.session = session
    }

    /// One tap of "Tap": plans the batch and executes the schedule.
    ///
    /// - Returns: The schedule executed.
    @discardableResult
    package func tap() -> RowToggleSchedule {
      isPickerActive.toggle()
      isStepperActive.toggle()
      return apply([
        RowToggle(ListLayout.pickerRow, visible: isPickerActive),
        RowToggle(ListLayout.stepperRow, visible: isStepperActive),
      ])
    }

    /// Shows and hides the rows of `batch` that the list has, as the coordinator schedules
    /// them.
    @discardableResult
    package func apply(_ batch: [RowToggle]) -> RowToggleSchedule {
      let batch = batch.filter { list.layout.contains($0.row) }
      let schedule = coordinator.schedule(batch)
      run(batch, steps: schedule.steps)
      return schedule
    }

    /// Shows and hides the rows of `batch` in `steps` (the coordinator's schedule, or a test's).
    package func run(_ batch: [RowToggle], steps: [RowToggleStep]) {
      list.intend(batch, animation: .systemDefault)
      for step in steps where step.toggles.clamped(to: batch.indices) == step.toggles {
        let toggles = Array(batch[step.toggles])
        let animation: PlannedAnimation? = step.animated ? .systemDefault : nil
        let apply = { [list, session] in
          session.perform { () throws(SimulationError) in
            try list.update(toggles, animation: animation)
          }
        }
        if step.isDeferred {
          session.clock.schedule(after: step.delay, apply)
        } else {
          apply()
        }
      }
    }
  }

  /// The number of taps the scenarios make: the first (where 14.x drops a deferred toggle)
  /// and the tap back.
  package static let originalTaps = 2

  /// The batches the scenario applies after the seed's taps, each in one animated update
  /// (rows the list does not have are left out): three adjacent rows of the first section in
  /// mixed directions (the time row and the picker hidden, the stepper shown) and back, then
  /// a row of each section (the picker and the second section's row, one slot apart in
  /// number but not adjacent) hidden and shown again.
  package static let largerBatches: [[RowToggle]] = [
    [
      RowToggle(ListLayout.timeRow, visible: false),
      RowToggle(ListLayout.pickerRow, visible: false),
      RowToggle(ListLayout.stepperRow, visible: true),
    ],
    [
      RowToggle(ListLayout.timeRow, visible: true), RowToggle(ListLayout.pickerRow, visible: true),
      RowToggle(ListLayout.stepperRow, visible: false),
    ],
    [
      RowToggle(ListLayout.pickerRow, visible: false),
      RowToggle(RowID(section: 1, row: 0), visible: false),
    ],
    [
      RowToggle(ListLayout.pickerRow, visible: true),
      RowToggle(RowID(section: 1, row: 0), visible: true),
    ],
  ]

  /// Taps the seed's editor `taps` times on a fresh list (none for `taps` ≤ 0), then applies
  /// each of `batches`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13.
  @discardableResult
  package static func runNaive(
    taps: Int = originalTaps, then batches: [[RowToggle]] = [], version: PlatformVersion,
    layout: ListLayout, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    let editor = OriginalTimerEditor(list: list)
    for _ in 0..<max(taps, 0) {
      try editor.tap()
      settle(list, session)
    }
    for batch in batches {
      try editor.apply(batch)
      settle(list, session)
    }
    return list
  }

  /// Taps the coordinated editor `taps` times on a fresh list (none for `taps` ≤ 0), then
  /// applies each of `batches`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13.
  @discardableResult
  package static func runMitigated(
    taps: Int = originalTaps, then batches: [[RowToggle]] = [], version: PlatformVersion,
    layout: ListLayout, coordinator: RowToggleCoordinator, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    try runMitigated(
      taps: taps, then: batches, version: version, layout: layout, coordinator: coordinator,
      session: session
    ) { batch, coordinator in coordinator.schedule(batch).steps }
  }

  /// ``runMitigated(taps:then:version:layout:coordinator:session:)`` with the steps of each
  /// batch computed by `scheduling` (the coordinator's, or a variant a test checks the
  /// scenario against).
  @discardableResult
  package static func runMitigated(
    taps: Int = originalTaps, then batches: [[RowToggle]] = [], version: PlatformVersion,
    layout: ListLayout, coordinator: RowToggleCoordinator, session: SimulationSession,
    scheduling: ([RowToggle], RowToggleCoordinator) -> [RowToggleStep]
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    let editor = CoordinatedTimerEditor(list: list, coordinator: coordinator, session: session)
    var state = (picker: true, stepper: false)
    for _ in 0..<max(taps, 0) {
      state = (!state.picker, !state.stepper)
      let batch = [
        RowToggle(ListLayout.pickerRow, visible: state.picker),
        RowToggle(ListLayout.stepperRow, visible: state.stepper),
      ]
      editor.run(batch, steps: scheduling(batch, coordinator))
      settle(list, session)
    }
    for batch in batches {
      let batch = batch.filter { layout.contains($0.row) }
      editor.run(batch, steps: scheduling(batch, coordinator))
      settle(list, session)
    }
    return list
  }

  private static func settle(_ list: ListModel, _ session: SimulationSession) {
    session.clock.runUntilIdle()
    list.verifyRequestedVisibility()
    session.clock.advance(by: 1)
  }
}

// MARK: - Former names

extension TimerEditorClients {
  /// The former name of ``OriginalTimerEditor``.
  @available(*, deprecated, renamed: "OriginalTimerEditor")
  package typealias SeedTimerEditor = OriginalTimerEditor
  /// The former name of ``originalTaps``.
  @available(*, deprecated, renamed: "originalTaps")
  package static var seedTaps: Int { originalTaps }
}
