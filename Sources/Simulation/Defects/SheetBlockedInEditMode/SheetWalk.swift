import Strategies

extension WalkComponentSpec {
  /// A list that enters and leaves edit mode and presents a sheet holding a text field through a
  /// `SheetPresenter` and a `SheetPresentationPerformer`; the sheet is dismissed by the user.
  /// Each action is a tap of its own (the turn's end-of-turn work runs after it), never two
  /// within a frame: the model's over-mitigation detector takes edit mode left just before a
  /// presentation for the plan's doing, and cannot tell it from the app's own "Done, then
  /// present" in one frame.
  package static let editModeSheet = WalkComponentSpec(
    name: "sheet",
    actions: [
      WalkAction("edit", arguments: 0...1, weight: 2),
      WalkAction("present", weight: 2),
      WalkAction("dismiss"),
    ],
    takesQuickEvents: false
  ) { (environment) throws(SimulationError) in
    try SheetWalk(environment)
  }
}

/// The walk's sheet host: once a turn has passed, the sheet the app presented shows, in the
/// weight its design asks for, and nothing waits.
@MainActor
final class SheetWalk: WalkComponent {
  private let model: SheetHostModel
  private let presenter: SheetPresenter
  private let performer: SheetPresentationPerformer<WalkHost>
  private let clock: VirtualClock
  /// Whether the app asked for the sheet (and has not dismissed it since).
  private var wantsSheet = false
  private var sheetCount = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    clock = environment.session.clock
    model = try SheetHostModel(version: environment.version, session: environment.session)
    presenter = SheetPresenter(strategies: environment.strategies(for: []))
    performer = SheetPresentationPerformer(host: WalkHost(clock: clock))
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "edit": model.setEditMode(argument != 0)
    case "present":
      guard !wantsSheet else { return }
      wantsSheet = true
      sheetCount += 1
      let sheet = SheetContent(title: "sheet \(sheetCount)", hasTextField: true)
      let plan = presenter.plan(listIsEditing: model.isEditing)
      var content = sheet
      if let weight = plan.textFieldWeight { content.textFieldWeight = weight }
      performer.present(plan) { [model] in
        model.setEditMode(false)
      } present: { [model] in
        model.presentSheet(content)
      }
    case "dismiss":
      guard wantsSheet else { return }
      wantsSheet = false
      performer.cancel()
      model.dismissSheet()
    default: return
    }
    clock.endTurn()
  }

  func checkSettled(_ report: (String) -> Void) {
    if performer.isPending { report("a presentation still waits for its turn") }
    model.verifyPresentation()
    if wantsSheet != (model.presentedSheet != nil) {
      report(
        "the app \(wantsSheet ? "presents" : "dismissed") the sheet and it "
          + (model.presentedSheet == nil ? "does not show" : "shows"))
    }
  }
}
