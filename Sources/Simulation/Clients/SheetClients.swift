import Strategies

/// Seed 001's sheets: a sheet presented from a list in edit mode, and a sheet holding a
/// `TextField`; naive, and through `SheetPresenter`.
public enum SheetClients {
  /// The timer editor sheet: a title `TextField` and the time controls.
  public static let timerEditorSheet = SheetContent(title: "Edit timer", hasTextField: true)
  /// A sheet with no text field.
  public static let plainSheet = SheetContent(title: "Timer details")

  /// The seed's code: the list enters edit mode; later the user taps a button that sets
  /// `isPresented = true`.
  @discardableResult
  public static func runNaive(
    sheet: SheetContent, startInEditMode: Bool, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> SheetHostModel {
    let host = try SheetHostModel(version: version, session: session)
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
  public static func runMitigated(
    sheet: SheetContent, startInEditMode: Bool, version: PlatformVersion,
    presenter: some SheetPresenting, session: SimulationSession
  ) throws(SimulationError) -> SheetHostModel {
    let host = try SheetHostModel(version: version, session: session)
    if startInEditMode {
      host.setEditMode(true)
      session.clock.runUntilIdle()
    }
    present(sheet, on: host, plan: presenter.plan(listIsEditing: host.isEditing), session: session)
    settle(host, session)
    return host
  }

  /// Executes `plan` for `sheet` on `host`, as an app would.
  public static func present(
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

  private static func settle(_ host: SheetHostModel, _ session: SimulationSession) {
    session.clock.runUntilIdle()
    host.verifyPresentation()
  }
}
