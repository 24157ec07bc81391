import Strategies

extension WalkComponentSpec {
  /// A `NavigationStack(path:)` whose router lets the user swipe back where its plan allows:
  /// pushes, pops, and interactive swipes that begin, then finish or are cancelled.
  package static let swipeBackStack = WalkComponentSpec(
    name: "swipe-stack",
    actions: [
      WalkAction("push", weight: 3),
      WalkAction("pop"),
      WalkAction("swipeBegan", weight: 2),
      WalkAction("swipeFinished"),
      WalkAction("swipeCancelled"),
    ]
  ) { (environment) throws(SimulationError) in
    try SwipeBackWalk(environment)
  }
}

/// The walk's swipe-back stack: once no swipe is under way, the path must match the screens
/// and the pops the user made.
@MainActor
final class SwipeBackWalk: WalkComponent {
  private let stack: InteractivePopStackModel<Int>
  private var router: NavigationRouter<Int>
  private var intended: [Int] = []
  private var nextDestination = 1

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    stack = try InteractivePopStackModel<Int>(
      version: environment.version, session: environment.session)
    router = NavigationRouter(strategies: environment.strategies(for: []))
    stack.allowsInteractivePop = router.allowsInteractivePop
    stack.onSystemWrite = { [unowned self] in router.adopt($0) }
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    // The user cannot tap while a finger drags the screen back.
    case "push" where !stack.isSwiping:
      router.push(nextDestination)
      intended.append(nextDestination)
      nextDestination += 1
      publish()
    case "pop" where !stack.isSwiping:
      guard router.pop() != nil else { return }
      intended.removeLast()
      publish()
    case "swipeBegan": stack.beginSwipe()
    case "swipeFinished":
      if stack.isSwiping, !intended.isEmpty { intended.removeLast() }
      stack.endSwipe(.finished)
    case "swipeCancelled": stack.endSwipe(.cancelled)
    default: return
    }
  }

  private func publish() {
    stack.allowsInteractivePop = router.allowsInteractivePop
    stack.setPath(router.path)
  }

  func checkSettled(_ report: (String) -> Void) {
    guard !stack.isSwiping else { return }
    if !stack.isInSync {
      report("the path holds \(stack.path.count) entries and \(stack.visibleDepth) screens show")
    }
    if stack.path != router.path {
      report("the router holds \(router.path) and the stack \(stack.path)")
    }
    if router.path != intended {
      report("the user's taps and swipes leave \(intended) and the router holds \(router.path)")
    }
  }
}
