import Strategies

/// The sheet screens of the write-up on adopting SwiftUI: a sheet presented from a list, naive and
/// through `SheetPresenter`. The sheets themselves live with their defects
/// (`plainSheet`, `timerEditorSheet`).
package enum SheetClients {
  /// The seed's code: the list enters edit mode; later the user taps a button that sets
  /// `isPresented = true`.
  @discardableResult
  package static func runNaive(
    sheet: SheetContent, startInEditMode: Bool, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> SheetHostModel {
    try runNaive(
      sheet: sheet, startInEditMode: startInEditMode, version: version, session: session,
      editModeTiming: .endOfTurn)
  }

  /// ``runNaive(sheet:startInEditMode:version:session:)`` on a screen whose edit-mode changes
  /// take effect as `editModeTiming` says.
  @discardableResult
  package static func runNaive(
    sheet: SheetContent, startInEditMode: Bool, version: PlatformVersion,
    session: SimulationSession, editModeTiming: EditModeTiming
  ) throws(SimulationError) -> SheetHostModel {
    let host = try SheetHostModel(
      version: version, session: session, editModeTiming: editModeTiming)
    if startInEditMode {
      host.setEditMode(true)
      session.clock.runUntilIdle()
    }
    host.presentSheet(sheet)
    settle(host, session)
    return host
  }

  /// The same through a presenter (`SheetPresenter`, or `PassthroughSheetPresenter` where no
  /// sheet strategy is active): leave edit mode if the plan says so, present after
  /// the plan's number of turns, with the plan's text-field weight.
  @discardableResult
  package static func runMitigated(
    sheet: SheetContent, startInEditMode: Bool, version: PlatformVersion,
    presenter: some SheetPresenting, session: SimulationSession
  ) throws(SimulationError) -> SheetHostModel {
    try runMitigated(
      sheet: sheet, startInEditMode: startInEditMode, version: version, presenter: presenter,
      session: session, editModeTiming: .endOfTurn)
  }

  /// ``runMitigated(sheet:startInEditMode:version:presenter:session:)`` on a screen whose
  /// edit-mode changes take effect as `editModeTiming` says.
  @discardableResult
  package static func runMitigated(
    sheet: SheetContent, startInEditMode: Bool, version: PlatformVersion,
    presenter: some SheetPresenting, session: SimulationSession, editModeTiming: EditModeTiming
  ) throws(SimulationError) -> SheetHostModel {
    let host = try SheetHostModel(
      version: version, session: session, editModeTiming: editModeTiming)
    if startInEditMode {
      host.setEditMode(true)
      session.clock.runUntilIdle()
    }
    present(sheet, on: host, plan: presenter.plan(listIsEditing: host.isEditing), session: session)
    settle(host, session)
    return host
  }

  /// Executes `plan` for `sheet` on `host`, as an app would.
  package static func present(
    _ sheet: SheetContent, on host: SheetHostModel, plan: SheetPresentationPlan,
    session: SimulationSession
  ) {
    if plan.leavesEditMode { host.setEditMode(false) }
    var content = sheet
    if content.hasTextField, let weight = plan.textFieldWeight { content.textFieldWeight = weight }
    after(turns: plan.presentAfterTurns, on: session.clock) { host.presentSheet(content) }
  }

  /// Runs `work` now (0 turns) or `turns` run-loop turns later.
  static func after(turns: Int, on clock: VirtualClock, _ work: @escaping () -> Void) {
    guard turns > 0 else { return work() }
    clock.nextTurn { after(turns: turns - 1, on: clock, work) }
  }

  /// Runs a sheet scenario: `sheet` presented from a list that starts in edit mode or not,
  /// naive or through the presenter the run's strategies choose.
  package static func run(
    _ sheet: SheetContent, startInEditMode: Bool, _ run: ScenarioRun,
    editModeTiming: EditModeTiming = .endOfTurn
  ) throws(SimulationError) {
    switch run.mode {
    case .naive:
      try runNaive(
        sheet: sheet, startInEditMode: startInEditMode, version: run.version,
        session: run.session, editModeTiming: editModeTiming)
    case .strategies:
      // The presenter's type chosen once, as an app builds its view model.
      if let passthrough = PassthroughSheetPresenter(strategies: run.strategies) {
        try runMitigated(
          sheet: sheet, startInEditMode: startInEditMode, version: run.version,
          presenter: passthrough, session: run.session, editModeTiming: editModeTiming)
      } else {
        try runMitigated(
          sheet: sheet, startInEditMode: startInEditMode, version: run.version,
          presenter: SheetPresenter(strategies: run.strategies), session: run.session,
          editModeTiming: editModeTiming)
      }
    }
  }

  /// A second screen, where one action enters edit mode and presents `sheet` in the same
  /// turn (a button that starts editing and shows its instructions): naive, the presentation
  /// as written; mitigated, through the run's presenter, asked with the list's edit mode as
  /// committed. The list is not in edit mode yet, so the sheet presents on every version, and
  /// the edit mode the user asked for stays.
  package static func runEnteringEditMode(
    _ sheet: SheetContent, _ run: ScenarioRun, editModeTiming: EditModeTiming = .endOfTurn
  ) throws(SimulationError) {
    let host = try SheetHostModel(
      version: run.version, session: run.session, editModeTiming: editModeTiming)
    host.setEditMode(true)
    switch run.mode {
    case .naive: host.presentSheet(sheet)
    case .strategies:
      let presenter = SheetPresenter(strategies: run.strategies)
      present(
        sheet, on: host, plan: presenter.plan(listIsEditing: host.isEditing),
        session: run.session)
    }
    settle(host, run.session)
  }

  private static func settle(_ host: SheetHostModel, _ session: SimulationSession) {
    session.clock.runUntilIdle()
    host.verifyPresentation()
  }
}
