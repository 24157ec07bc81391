// The editor's state, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// A timer editor: a grouped list with the app's own background, a time row that swaps a picker
/// for a stepper, and a sheet (with a title field) opened from the list, in edit mode or not.
@MainActor
final class TimerEditorModel<Host: PlanHost> {
  /// The picker's slot in the first section (the time row is slot 0).
  static var pickerRow: RowID { RowID(section: 0, row: 1) }
  /// The stepper's slot, just below the picker's.
  static var stepperRow: RowID { RowID(section: 0, row: 2) }

  /// Called before the model changes (the SwiftUI file sends `objectWillChange`).
  var willChange: (@MainActor () -> Void)?
  /// Whether the picker row shows.
  private(set) var showsPicker = true { willSet { willChange?() } }
  /// Whether the stepper row shows.
  private(set) var showsStepper = false { willSet { willChange?() } }
  /// The timer's minutes.
  var minutes = 5 { willSet { willChange?() } }
  /// The timer's title.
  var title = "Timer" { willSet { willChange?() } }
  /// Whether the list is in edit mode.
  var isEditing = false { willSet { willChange?() } }
  /// Whether the title sheet shows.
  var isSheetShown = false { willSet { willChange?() } }
  /// The weight the sheet's text field gets (iOS 14 makes it bold otherwise).
  private(set) var textFieldWeight: FontWeight?
  /// How to draw the list's background.
  let background: ListBackgroundPlan

  private let coordinator: RowToggleCoordinator
  private let presenter: SheetPresenter
  private let rows: RowTogglePerformer<Host>
  private let sheets: SheetPresentationPerformer<Host>

  /// Creates the editor for `version`.
  init(host: Host, version: PlatformVersion, registry: StrategyRegistry = .standard()) {
    let strategies = registry.resolve(
      StrategyContext(
        version,
        traits: [.listStyleGrouped, .listFirstSectionHasHeader, .listHasMultipleSections]))
    coordinator = RowToggleCoordinator(strategies: strategies)
    presenter = SheetPresenter(strategies: strategies)
    background = ListAppearance(strategies: strategies).backgroundPlan(customBackground: true)
    rows = RowTogglePerformer(host: host)
    sheets = SheetPresentationPerformer(host: host)
  }

  /// The time row's "Tap": hides the picker and shows the stepper, or the reverse.
  func swapPickerAndStepper() {
    let toggles = [
      RowToggle(Self.pickerRow, visible: !showsPicker),
      RowToggle(Self.stepperRow, visible: !showsStepper),
    ]
    rows.perform(coordinator.schedule(toggles)) { [weak self] range in
      for toggle in toggles[range] { self?.setVisible(toggle) }
    }
  }

  /// "Edit title": opens the sheet, leaving edit mode first where the system needs it.
  func presentTitleSheet() {
    let plan = presenter.plan(listIsEditing: isEditing)
    textFieldWeight = plan.textFieldWeight
    sheets.present(
      plan, leaveEditMode: { isEditing = false },
      present: { [weak self] in self?.isSheetShown = true })
  }

  /// The list went away: nothing deferred runs afterwards.
  func disappear() {
    rows.cancel()
    sheets.cancel()
  }

  private func setVisible(_ toggle: RowToggle) {
    if toggle.row == Self.pickerRow { showsPicker = toggle.isVisible }
    if toggle.row == Self.stepperRow { showsStepper = toggle.isVisible }
  }
}
