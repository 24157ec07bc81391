// The example apps' view models (symlinked here from Examples/: the same files the apps compile)
// run against the simulation: each app's logic shows no glitch on the versions it targets.
import Simulation
import Strategies
import Testing

/// A ``PlanHost`` over the simulation's virtual clock; `published` renders each update.
///
/// A model holds its host, and a test's `published` closure captures the model: call
/// ``release()`` when the test is done (`defer`), so that neither outlives it.
@MainActor
final class ClockHost: PlanHost {
  let session = SimulationSession()
  var published: (TransactionPlan) -> Void = { _ in }

  /// Breaks the cycle host → `published` → model → host, and drops work still scheduled.
  func release() {
    published = { _ in }
    session.clock.cancelAll()
  }

  func update(in transaction: TransactionPlan, _ change: () -> Void) {
    change()
    published(transaction)
  }

  func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
    session.clock.schedule(after: delay) { MainActor.assumeIsolated { work() } }
  }

  /// Runs the pending turns, then lets a second pass.
  func settle() {
    session.clock.runUntilIdle()
    session.clock.advance(by: 1)
  }
}

@Suite("Example apps' view models, against the simulation")
@MainActor
struct ExampleModelsTests {
  nonisolated static let versions = ["14.8", "15.7", "16.4", "17.5"]

  static func version(_ text: String) throws -> PlatformVersion {
    try PlatformVersion(parsing: "iOS \(text)")
  }

  /// The TabRouter model on iOS `text` in a tab's stack, each change published in its plan's
  /// transaction: pushed three times and popped to root, each turn settled. The caller releases
  /// the host.
  static func tabRouterPoppedToRoot(_ text: String) throws -> (
    ClockHost, NavigationStackModel<ChildScreen>, TabRouterModel<ClockHost>
  ) {
    let host = ClockHost()
    let stack = try NavigationStackModel<ChildScreen>(
      version: try version(text), hostedInTabView: true, session: host.session)
    let model = TabRouterModel(host: host, version: stack.version)
    host.published = { stack.setPath(model.router.path, transaction: SimTransaction($0)) }
    for _ in 0..<3 {
      model.push()
      host.settle()
    }
    model.popToRoot()
    host.settle()
    return (host, stack, model)
  }

  @Test("TabRouter: push ×3, pop to root, push animates every change on iOS 16 and 17")
  func tabRouter() throws {
    for text in ["16.4", "17.5"] {
      let (host, stack, model) = try Self.tabRouterPoppedToRoot(text)
      defer { host.release() }
      model.push()
      host.settle()
      #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
      #expect(stack.transitions.last?.isAnimated == true)
      // A system back pop, adopted by the router, leaves nothing stale either.
      model.push()
      stack.systemPop(toDepth: 0)
      model.router.adopt(stack.path)
      model.push()
      #expect(model.router.count == 1)
      #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
    }
  }

  @Test("TabRouter's path published without its plan's transaction loses the push animation")
  func tabRouterWithoutPlans() throws {
    let host = ClockHost()
    defer { host.release() }
    let stack = try NavigationStackModel<ChildScreen>(
      version: try Self.version("16.4"), hostedInTabView: true, session: host.session)
    let model = TabRouterModel(host: host, version: stack.version)
    host.published = { _ in stack.setPath(model.router.path, transaction: .implicit) }
    for _ in 0..<3 { model.push() }
    model.popToRoot()
    model.push()
    #expect(!host.session.glitches(of: .pushNotAnimatedAfterPopToRoot).isEmpty)
  }

  @Test("TabRouter on iOS 16.0 and 16.1: pop to root and the next push animate, nothing waits")
  func tabRouterEarlySixteen() throws {
    for text in ["16.0", "16.1"] {
      let (host, stack, model) = try Self.tabRouterPoppedToRoot(text)
      defer { host.release() }
      #expect(model.router.isEmpty)
      #expect(!model.performer.isPending)
      model.push()
      host.settle()
      #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
      #expect(stack.transitions.last?.isAnimated == true)
    }
  }

  @Test("SignInFlow: forward and back slide from the right edges", arguments: versions)
  func signInFlow(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let model = SignInFlowModel(host: host, version: try Self.version(text))
    let container = try TransitionContainerModel(
      version: try Self.version(text), initial: SignInStep.welcome,
      transition: .navigation(.forward), session: host.session)
    var shownTransition = model.transition
    host.published = { _ in
      let move = MoveTransition(
        insertion: model.transition.insertion, removal: model.transition.removal)
      if model.step != container.current {
        container.change(to: model.step, incoming: move)
      } else if model.transition != shownTransition {
        container.render(transition: move)
      }
      shownTransition = model.transition
    }
    for step in [SignInStep.login, .details, .login, .welcome, .login] {
      model.go(to: step)
      host.settle()
    }
    #expect(container.current == .login)
    #expect(container.events.count == 5)
    #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
  }

  @Test("TimerEditor: the picker/stepper swap shows both rows as asked", arguments: versions)
  func timerEditorRows(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let version = try Self.version(text)
    let model = TimerEditorModel(host: host, version: version)
    let list = try ListModel(
      version: version,
      layout: .timerEditor(traits: [
        .listStyleGrouped, .listFirstSectionHasHeader, .listHasMultipleSections,
      ]), session: host.session)
    host.published = { transaction in
      let rows = [
        RowToggle(TimerEditorModel<ClockHost>.pickerRow, visible: model.showsPicker),
        RowToggle(TimerEditorModel<ClockHost>.stepperRow, visible: model.showsStepper),
      ]
      let changed = rows.filter { (try? list.isVisible($0.row)) != $0.isVisible }
      guard !changed.isEmpty else { return }
      host.session.perform { () throws(SimulationError) in
        try list.update(changed, animation: transaction.animation)
      }
    }
    for _ in 0..<2 {
      list.intend(
        [
          RowToggle(TimerEditorModel<ClockHost>.pickerRow, visible: !model.showsPicker),
          RowToggle(TimerEditorModel<ClockHost>.stepperRow, visible: !model.showsStepper),
        ], animation: .systemDefault)
      model.swapPickerAndStepper()
      host.session.clock.runUntilIdle()
      list.verifyRequestedVisibility()
      host.session.clock.advance(by: 1)
    }
    #expect(model.showsPicker && !model.showsStepper)
    #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
  }

  @Test("a model, its performers and its host are freed once the test lets go of them")
  func modelsAreFreed() throws {
    weak var freedModel: TimerEditorModel<ClockHost>?
    weak var freedHost: ClockHost?
    do {
      let host = ClockHost()
      defer { host.release() }
      let model = TimerEditorModel(host: host, version: try Self.version("15.7"))
      host.published = { _ in _ = model.showsPicker }
      model.swapPickerAndStepper()
      model.presentTitleSheet()
      freedModel = model
      freedHost = host
    }
    #expect(freedModel == nil)
    #expect(freedHost == nil)
  }

  @Test("TimerEditor: the row swap's deferred step does not run after the list went away")
  func timerEditorCancel() throws {
    let host = ClockHost()
    defer { host.release() }
    let model = TimerEditorModel(host: host, version: try Self.version("15.7"))
    model.swapPickerAndStepper()
    model.disappear()
    host.settle()
    #expect(!model.showsPicker && !model.showsStepper)
  }

  @Test(
    "TimerEditor: the title sheet presents from edit mode, in the design's weight",
    arguments: versions)
  func timerEditorSheet(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let version = try Self.version(text)
    let model = TimerEditorModel(host: host, version: version)
    let sheets = try SheetHostModel(version: version, listIsEditing: true, session: host.session)
    model.isEditing = true
    host.published = { _ in
      if model.isEditing != sheets.isEditing { sheets.setEditMode(model.isEditing) }
      if model.isSheetShown, sheets.presentedSheet == nil {
        sheets.presentSheet(
          SheetContent(title: "Title", hasTextField: true, textFieldWeight: model.textFieldWeight))
      }
    }
    model.presentTitleSheet()
    host.session.clock.runUntilIdle()
    sheets.verifyPresentation()
    #expect(sheets.presentedSheet != nil)
    #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
  }

  @Test(
    "ScaleTransitions: push then pop leaves the view at the container's size",
    arguments: versions)
  func scaleTransitions(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let version = try Self.version(text)
    let plans = ScaleTransitionPlans(version: version)
    let controller = try NavigationControllerModel(
      version: version, root: SimulatedView(name: "home", frame: .zero), session: host.session)
    controller.push(
      SimulatedView(name: "detail", frame: .zero),
      animator: .executing(plans.push, on: .from))
    host.settle()
    controller.pop(animator: .executing(plans.pop, on: .to))
    host.settle()
    controller.performFullLayout()
    #expect(controller.topView.name == "home")
    #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
  }
}
