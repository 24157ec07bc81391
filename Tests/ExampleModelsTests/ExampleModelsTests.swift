// The example apps' view models (symlinked here from Examples/: the same files the apps compile)
// run against the simulation: each app's logic shows no glitch on the versions it targets.
import Foundation
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

  /// The TabRouter's navigation on iOS `text` in a tab's stack, each change published in its
  /// plan's transaction: pushed three times and popped to root, each turn settled. The caller
  /// releases the host.
  static func tabRouterPoppedToRoot(_ text: String) throws -> (
    ClockHost, NavigationStackModel<ChildScreen>, NavigationModel<ChildScreen>
  ) {
    let host = ClockHost()
    let stack = try NavigationStackModel<ChildScreen>(
      version: try version(text), hostedInTabView: true, session: host.session)
    // As the app creates it, naming no trait; its RouterStack places it in the TabView.
    let model = NavigationModel<ChildScreen>(context: StrategyContext(stack.version), host: host)
    model.place(at: ContainerPath([.tabView, .navigationStack]))
    host.published = { stack.setPath(model.path, transaction: SimTransaction($0)) }
    for _ in 0..<3 {
      model.pushChild()
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
      model.pushChild()
      host.settle()
      #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
      #expect(stack.transitions.last?.isAnimated == true)
      // A system back pop, adopted by the model, leaves nothing stale either.
      model.pushChild()
      stack.systemPop(toDepth: 0)
      model.adopt(stack.path)
      model.pushChild()
      #expect(model.path.count == 1)
      #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
    }
  }

  @Test("TabRouter's path published without its plan's transaction loses the push animation")
  func tabRouterWithoutPlans() throws {
    let host = ClockHost()
    defer { host.release() }
    let stack = try NavigationStackModel<ChildScreen>(
      version: try Self.version("16.4"), hostedInTabView: true, session: host.session)
    // As the app creates it, naming no trait; its RouterStack places it in the TabView.
    let model = NavigationModel<ChildScreen>(context: StrategyContext(stack.version), host: host)
    model.place(at: ContainerPath([.tabView, .navigationStack]))
    host.published = { _ in stack.setPath(model.path, transaction: .implicit) }
    for _ in 0..<3 { model.pushChild() }
    model.popToRoot()
    model.pushChild()
    #expect(!host.session.glitches(of: .pushNotAnimatedAfterPopToRoot).isEmpty)
  }

  @Test("TabRouter on iOS 16.0 and 16.1: pop to root and the next push animate, nothing waits")
  func tabRouterEarlySixteen() throws {
    for text in ["16.0", "16.1"] {
      let (host, stack, model) = try Self.tabRouterPoppedToRoot(text)
      defer { host.release() }
      #expect(model.path.isEmpty)
      #expect(!model.isPending)
      model.pushChild()
      host.settle()
      #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
      #expect(stack.transitions.last?.isAnimated == true)
    }
  }

  @Test("SignInFlow: forward and back slide from the right edges", arguments: versions)
  func signInFlow(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let model = DirectionalModel(
      initial: SignInStep.welcome, context: StrategyContext(try Self.version(text)), host: host,
      animation: SignInStep.animation)
    let container = try TransitionContainerModel(
      version: try Self.version(text), initial: SignInStep.welcome,
      transition: .navigation(.forward), session: host.session)
    var shownTransition = model.transition
    host.published = { _ in
      let move = SimulatedMoveTransition(
        insertion: model.transition.insertion, removal: model.transition.removal)
      if model.state != container.current {
        container.change(to: model.state, incoming: move)
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

  /// The time rows' slots in the simulated timer editor's list (the time row is slot 0).
  static let slots: KeyValuePairs<TimeRow, RowID> = [
    .picker: RowID(section: 0, row: 1), .stepper: RowID(section: 0, row: 2),
  ]

  /// The TimerEditor's row and sheet models on `version`, over `host`.
  static func timerEditor(_ version: PlatformVersion, host: ClockHost) -> (
    RowToggleModel<TimeRow>, SheetModel
  ) {
    let context = StrategyContext(version, traits: TimeRow.listTraits)
    return (
      RowToggleModel(TimeRow.initial, context: context, host: host),
      SheetModel(context: context, host: host)
    )
  }

  @Test("TimerEditor: the picker/stepper swap shows both rows as asked", arguments: versions)
  func timerEditorRows(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let version = try Self.version(text)
    let (rows, _) = Self.timerEditor(version, host: host)
    let list = try ListModel(
      version: version, layout: .timerEditor(traits: TimeRow.listTraits), session: host.session)
    host.published = { transaction in
      let shown = Self.slots.map { RowToggle($0.value, visible: rows.isVisible($0.key)) }
      let changed = shown.filter { (try? list.isVisible($0.row)) != $0.isVisible }
      guard !changed.isEmpty else { return }
      host.session.perform { () throws(SimulationError) in
        try list.update(changed, animation: transaction.animation)
      }
    }
    for _ in 0..<2 {
      list.intend(
        Self.slots.map { RowToggle($0.value, visible: !rows.isVisible($0.key)) },
        animation: .systemDefault)
      rows.toggle(.picker, .stepper)
      host.session.clock.runUntilIdle()
      list.verifyRequestedVisibility()
      host.session.clock.advance(by: 1)
    }
    #expect(rows.isVisible(.picker) && !rows.isVisible(.stepper))
    #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
  }

  @Test("models and their host are freed once the test lets go of them")
  func modelsAreFreed() throws {
    weak var freedRows: RowToggleModel<TimeRow>?
    weak var freedSheet: SheetModel?
    weak var freedHost: ClockHost?
    do {
      let host = ClockHost()
      defer { host.release() }
      let (rows, sheet) = Self.timerEditor(try Self.version("15.7"), host: host)
      host.published = { _ in _ = rows.isVisible(.picker) }
      rows.toggle(.picker, .stepper)
      sheet.isEditing = true
      sheet.present()
      freedRows = rows
      freedSheet = sheet
      freedHost = host
    }
    #expect(freedRows == nil)
    #expect(freedSheet == nil)
    #expect(freedHost == nil)
  }

  @Test("TimerEditor: the row swap's deferred step does not run after the list went away")
  func timerEditorCancel() throws {
    let host = ClockHost()
    defer { host.release() }
    let (rows, _) = Self.timerEditor(try Self.version("15.7"), host: host)
    rows.toggle(.picker, .stepper)
    #expect(rows.pendingCount == 1)
    rows.cancel()
    host.settle()
    #expect(!rows.isVisible(.picker) && !rows.isVisible(.stepper))
  }

  @Test(
    "TimerEditor: the title sheet presents from edit mode, in the design's weight",
    arguments: versions)
  func timerEditorSheet(_ text: String) throws {
    let host = ClockHost()
    defer { host.release() }
    let version = try Self.version(text)
    let (_, model) = Self.timerEditor(version, host: host)
    let sheets = try SheetHostModel(version: version, listIsEditing: true, session: host.session)
    model.isEditing = true
    host.published = { _ in
      if model.isEditing != sheets.isEditing { sheets.setEditMode(model.isEditing) }
      if model.isPresented, sheets.presentedSheet == nil {
        sheets.presentSheet(
          SheetContent(title: "Title", hasTextField: true, textFieldWeight: model.textFieldWeight))
      }
    }
    model.present()
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
    // The animators' plans, made as Examples/ScaleTransitions/ScaleAnimators.swift makes them.
    let coordinator = TransformTransitionCoordinator(context: StrategyContext(version))
    let push = coordinator.pushPlan(transform: .scale(x: 0.5, y: 0.5), duration: 1)
    let pop = coordinator.popPlan(restoringFrom: .scale(x: 0.5, y: 0.5), duration: 1)
    let controller = try NavigationControllerModel(
      version: version, root: SimulatedView(name: "home", frame: .zero), session: host.session)
    controller.push(
      SimulatedView(name: "detail", frame: .zero),
      animator: .executing(push, on: .from))
    host.settle()
    controller.pop(animator: .executing(pop, on: .to))
    host.settle()
    controller.performFullLayout()
    #expect(controller.topView.name == "home")
    #expect(host.session.glitches.isEmpty, "\(text): \(host.session.glitches)")
  }
}

@Suite("The SwiftUI article shows the TabRouter example's code")
struct ArticleTests {
  /// Trimmed lines, without blank lines, comments and `#if` lines.
  static func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("#") }
      .joined(separator: "\n")
  }

  @Test("each Swift block of the article is one of the example's files")
  func blocksAreTheExample() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent(
        "Sources/StrategiesSwiftUI/StrategiesSwiftUI.docc/UsingNavbenchInASwiftUIApp.md"),
      encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst()
      .map { Self.code($0.components(separatedBy: "\n```")[0]) }
    let files = try ["TabRouterModel.swift", "TabRouterApp.swift"].map {
      Self.code(
        try String(
          contentsOf: root.appendingPathComponent("Examples/TabRouter/\($0)"), encoding: .utf8))
    }
    #expect(blocks == files)
  }
}
