import Strategies

/// Seed 001's timer editor: a "Tap" button that hides the picker row and shows the stepper row
/// (or the reverse), adjacent slots of the first section; naive, and through
/// `RowToggleCoordinator`.
///
/// After each tap the user waits until every animation and deferred toggle has run; then the
/// list's detector compares the screen with the app's state.
public enum TimerEditorClients {
  /// The seed's button action: `withAnimation { isPickerActive.toggle(); isStepperActive.toggle() }`.
  public final class OriginalTimerEditor {
    /// Whether the picker row is shown.
    public private(set) var isPickerActive = true
    /// Whether the stepper row is shown.
    public private(set) var isStepperActive = false
    private let list: ListModel

    /// Creates the editor over `list` (a ``ListLayout/timerEditor(traits:)`` list).
    public init(list: ListModel) {
      self.list = list
    }

    /// One tap of "Tap".
    public func tap() throws(SimulationError) {
      isPickerActive.toggle()
      isStepperActive.toggle()
      let batch = [
        RowToggle(ListLayout.pickerRow, visible: isPickerActive),
        RowToggle(ListLayout.stepperRow, visible: isStepperActive),
      ]
      list.intend(batch, animation: .systemDefault)
      try list.update(batch, animation: .systemDefault)
    }
  }

  /// The same action through `RowToggleCoordinator`: the schedule's steps are applied as
  /// animated or unanimated updates, now or after their delay on the clock (a deferred step
  /// with no delay runs on the next turn).
  public final class CoordinatedTimerEditor {
    /// Whether the picker row is shown, in the app's state.
    public private(set) var isPickerActive = true
    /// Whether the stepper row is shown, in the app's state.
    public private(set) var isStepperActive = false
    /// The coordinator.
    public let coordinator: RowToggleCoordinator
    private let list: ListModel
    private let session: SimulationSession

    /// Creates the editor over `list`, scheduling with `coordinator`.
    public init(list: ListModel, coordinator: RowToggleCoordinator, session: SimulationSession) {
      self.list = list
      self.coordinator = coordinator
      self.session = session
    }

    /// One tap of "Tap": plans the batch and executes the schedule.
    ///
    /// - Returns: The schedule executed.
    @discardableResult
    public func tap() -> RowToggleSchedule {
      isPickerActive.toggle()
      isStepperActive.toggle()
      let batch = [
        RowToggle(ListLayout.pickerRow, visible: isPickerActive),
        RowToggle(ListLayout.stepperRow, visible: isStepperActive),
      ]
      list.intend(batch, animation: .systemDefault)
      let schedule = coordinator.schedule(batch)
      schedule.forEachStep { step in
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
      return schedule
    }
  }

  /// The number of taps the scenarios make: the first (where 14.x drops a deferred toggle)
  /// and the tap back.
  public static let originalTaps = 2

  /// Taps the seed's editor `taps` times on a fresh list (none for `taps` ≤ 0).
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13.
  @discardableResult
  public static func runNaive(
    taps: Int = originalTaps, version: PlatformVersion, layout: ListLayout,
    session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    let editor = OriginalTimerEditor(list: list)
    for _ in 0..<max(taps, 0) {
      try editor.tap()
      settle(list, session)
    }
    return list
  }

  /// Taps the coordinated editor `taps` times on a fresh list (none for `taps` ≤ 0).
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13.
  @discardableResult
  public static func runMitigated(
    taps: Int = originalTaps, version: PlatformVersion, layout: ListLayout,
    coordinator: RowToggleCoordinator, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    let editor = CoordinatedTimerEditor(list: list, coordinator: coordinator, session: session)
    for _ in 0..<max(taps, 0) {
      editor.tap()
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
  public typealias SeedTimerEditor = OriginalTimerEditor
  /// The former name of ``originalTaps``.
  @available(*, deprecated, renamed: "originalTaps")
  public static var seedTaps: Int { originalTaps }
}
