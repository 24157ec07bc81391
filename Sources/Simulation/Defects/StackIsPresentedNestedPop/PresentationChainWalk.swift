import Strategies

extension WalkComponentSpec {
  /// A chain of four `navigationDestination(isPresented:)` levels in a `PresentationChain`,
  /// bound as its plan says (the path, or a Bool per level); any level presented or dismissed.
  package static let presentationChain = WalkComponentSpec(
    name: "chain",
    actions: [
      WalkAction("present", arguments: 0...5, weight: 3),
      WalkAction("dismiss", arguments: 0...5, weight: 3),
      WalkAction("back"),
    ],
    weight: 2
  ) { (environment) throws(SimulationError) in
    try PresentationChainWalk(environment)
  }
}

/// The walk's chain: its path must stay a prefix of the levels after every update, and the
/// levels shown must be the ones presented once a turn has passed.
@MainActor
final class PresentationChainWalk: WalkComponent {
  static let levels = 4
  private var chain: PresentationChain<Int>
  private let stack: IsPresentedStackModel
  /// The number of levels the app's calls present.
  private var intended = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    chain = PresentationChain(
      levels: Array(1...Self.levels), strategies: environment.strategies(for: []))
    stack = try IsPresentedStackModel(
      version: environment.version, binding: chain.binding == .path ? .path : .flags,
      levels: Self.levels, session: environment.session)
  }

  func perform(_ action: String, _ argument: Int) {
    let isPresented: Bool
    switch action {
    case "present": isPresented = true
    case "dismiss": isPresented = false
    case "back": return back()
    default: return
    }
    let before = chain.depth
    guard chain.setPresented(argument, isPresented) != nil else { return }
    if (1...Self.levels).contains(argument) {
      intended = isPresented ? max(intended, argument) : min(intended, argument - 1)
    }
    publish(from: before)
  }

  /// The back button: the stack pops its top screen and writes the shorter state (the path, or
  /// `false` to the top level's Bool), and the app adopts it.
  private func back() {
    let shown = stack.visibleDepth
    guard shown > 0 else { return }
    switch stack.binding {
    case .path: stack.setPath(depth: shown - 1)
    case .flags: stack.setPresented(level: shown, false)
    }
    chain.adopt(Array(chain.levels.prefix(shown - 1)))
    intended = min(intended, shown - 1)
  }

  /// Writes the chain to the stack as the binding says: the path, or each changed Bool in
  /// order (the levels newly presented from the lowest, or the lowest level dismissed).
  private func publish(from before: Int) {
    switch stack.binding {
    case .path: stack.setPath(depth: chain.depth)
    case .flags:
      if chain.depth > before {
        for level in (before + 1)...chain.depth { stack.setPresented(level: level, true) }
      } else if chain.depth < before {
        stack.setPresented(level: chain.depth + 1, false)
      }
    }
  }

  func checkAfterStep(_ report: (String) -> Void) {
    let prefix = Array(1...Self.levels).prefix(chain.depth)
    if !chain.path.elementsEqual(prefix) {
      report("the chain's path \(chain.path) is not a prefix of its levels")
    }
    for level in 1...Self.levels where chain.isPresented(level) != (level <= chain.depth) {
      report(
        "isPresented(\(level)) is \(chain.isPresented(level)) with \(chain.depth) levels "
          + "presented")
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if stack.visibleDepth != chain.depth {
      report("the chain presents \(chain.depth) levels and \(stack.visibleDepth) screens show")
    }
    if chain.depth != intended {
      report("the app's calls present \(intended) levels and the chain \(chain.depth)")
    }
  }
}
