import Strategies

extension WalkComponentSpec {
  /// A `NavigationStack(path:)`, hosted in a `TabView` (or wherever the app's tree places it:
  /// in a split view's column, in a sheet), its path in a view model's
  /// `NavigationRouter` changed through a `PathChangePerformer` (each change in its plan's
  /// transaction, a split pop finished by the performer), the back button writing the path,
  /// and tab switches: the `TabView` writes the stack's path back as it re-attaches it, on a
  /// tap on another tab and back (`switchTab`), or in the turn of the app's own pop when the
  /// app selects the tab as it pops (`deepLink`, a notification tapped).
  package static let tabStack = WalkComponentSpec(
    name: "tab-stack",
    actions: [
      WalkAction("push", weight: 4),
      WalkAction("pop", arguments: -1...5, weight: 3),
      WalkAction("popToRoot"),
      WalkAction("replace", arguments: 0...4),
      WalkAction("replaceTop"),
      WalkAction("back"),
      WalkAction("switchTab"),
      WalkAction("deepLink", arguments: 0...4, weight: 2),
    ],
    weight: 3, container: .navigationStack, defaultAncestors: [.tabView]
  ) { (environment) throws(SimulationError) in
    try TabStackWalk(environment, placement: environment.placement())
  }
}

/// The tab's stack of the walk's app: what the router holds must be what the stack shows once
/// a turn has passed, and what the app asked for.
@MainActor
final class TabStackWalk: WalkComponent {
  private let stack: NavigationStackModel<Int>
  private var router: NavigationRouter<Int>
  private let host: WalkHost
  private var performer: PathChangePerformer<Int, WalkHost>?
  /// The path the app's operations ask for, kept as a plain array.
  private var intended: [Int] = []
  private var nextDestination = 1

  /// The stack where the app's tree puts it: the simulated stack is in a tab view as the tree
  /// says, and the app's router plans with the traits derived from its path.
  init(
    _ environment: WalkEnvironment,
    placement: (path: ContainerPath, traits: Set<ContextTrait>, stackInTabView: Bool)
  ) throws(SimulationError) {
    stack = try NavigationStackModel<Int>(
      version: environment.version, hostedInTabView: placement.stackInTabView,
      session: environment.session)
    router = NavigationRouter(strategies: environment.strategies(for: placement.traits))
    host = WalkHost(clock: environment.session.clock)
    // The performer apps embed, with the run's rules: the shipped ones (which decide as no
    // rules do) but in a mutant.
    let performer = PathChangePerformer(
      host: host, get: { [unowned self] in router }, set: { [unowned self] in router = $0 })
    performer.changedRules = environment.rules.splitPop
    self.performer = performer
    host.published = { [unowned self] transaction in
      stack.setPath(router.path, transaction: SimTransaction(transaction))
    }
  }

  func perform(_ action: String, _ argument: Int) {
    guard let performer else { return }
    switch action {
    case "push":
      let destination = fresh()
      performer.perform { $0.push(destination) }
      intended.append(destination)
    case "pop":
      performer.perform { try? $0.pop(argument) }
      if argument >= 0, argument <= intended.count { intended.removeLast(argument) }
    case "popToRoot":
      performer.perform { $0.popToRoot() }
      intended.removeAll()
    case "replace":
      let destinations = (0..<max(argument, 0)).map { _ in fresh() }
      performer.perform { $0.replace(with: destinations) }
      intended = destinations
    case "replaceTop":
      guard !intended.isEmpty else { return }
      let destination = fresh()
      performer.perform { $0.replaceLast(with: destination) }
      intended[intended.count - 1] = destination
    case "back":
      // The system pops the top with its own animation and writes the shorter path.
      guard !stack.path.isEmpty else { return }
      stack.systemPop(toDepth: stack.path.count - 1)
      performer.adopt(stack.path)
      intended = stack.path
    case "switchTab":
      // Another tab and back: the tab view re-attaches the stack and writes its path back.
      performer.adopt(stack.path)
    case "deepLink":
      // The app pops and selects the tab in one handler; the write-back comes in the same turn.
      performer.perform { try? $0.pop(argument) }
      if argument >= 0, argument <= intended.count { intended.removeLast(argument) }
      performer.adopt(stack.path)
    default: return
    }
  }

  func checkAfterStep(_ report: (String) -> Void) {
    if performer?.isPending == true { report("a split pop still waits for its second update") }
  }

  func checkSettled(_ report: (String) -> Void) {
    if stack.path != router.path {
      report("the router holds \(router.path) and the stack shows \(stack.path)")
    }
    if router.path != intended {
      report("the app asked for \(intended) and the router holds \(router.path)")
    }
  }

  private func fresh() -> Int {
    defer { nextDestination += 1 }
    return nextDestination
  }
}
