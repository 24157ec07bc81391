/// A chain of screens pushed one from another, each shown while its Bool is `true`, as
/// `navigationDestination(isPresented:)` reads: the app keeps a Bool per level, and the chain
/// keeps the presented levels as a path, so the host can drive the stack from either.
///
/// The levels are declared in order; level `i` can show only while the levels before it show.
/// Presenting a level presents those before it; dismissing one dismisses those after it.
///
/// ```swift
/// var chain = PresentationChain(levels: [Screen.list, .detail, .edit], strategies: set)
/// chain.setPresented(.detail, true)   // list and detail shown
/// chain.setPresented(.detail, false)  // back to list: a pop of one entry
/// chain.binding                       // .path on iOS 16: bind chain.path to the stack
/// ```
public struct PresentationChain<Level: Hashable> {
  /// The levels, in the order they push.
  public let levels: [Level]
  /// The presented levels as a path (a prefix of ``levels``), planned through the strategies.
  public private(set) var router: NavigationRouter<Level>
  /// How the host binds the chain to its stack.
  public let binding: PresentationBindingPlan
  /// Each level's position in ``levels`` (the first, for a level listed twice).
  private let positions: [Level: Int]

  /// Creates a chain of `levels` with none presented, planned with `strategies`.
  ///
  /// - Complexity: O(n) in the number of levels.
  public init(levels: [Level], strategies: StrategySet) {
    self.levels = levels
    self.router = NavigationRouter(strategies: strategies)
    self.binding = strategies.pathChanges.presentationBinding
    self.positions = Dictionary(
      levels.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The presented levels, in order: the path to bind with ``PresentationBindingPlan/path``.
  ///
  /// - Complexity: O(1).
  public var path: [Level] { router.path }

  /// The number of presented levels.
  public var depth: Int { router.count }

  /// Whether `level` is presented (`false` for a level not in ``levels``).
  ///
  /// - Complexity: O(1).
  public func isPresented(_ level: Level) -> Bool {
    guard let index = positions[level] else { return false }
    return index < router.count
  }

  /// Sets `level`'s Bool: `true` presents it (and the levels before it), `false` dismisses it
  /// (and the levels after it).
  ///
  /// - Returns: The plan of the path change, or `nil` when nothing changed (the level already
  ///   in that state, or not in ``levels``).
  /// - Complexity: O(k) in the number of levels presented or dismissed.
  @discardableResult
  public mutating func setPresented(_ level: Level, _ isPresented: Bool) -> PathChangePlan? {
    guard let index = positions[level] else { return nil }
    let depth = router.count
    if isPresented {
      guard index >= depth else { return nil }
      if index == depth { return router.push(level) }
      return router.push(contentsOf: levels[depth...index])
    }
    guard index < depth else { return nil }
    if index == depth - 1 { return router.pop() }
    // `index < depth`: the count is in 1...depth, so the pop cannot throw.
    return try? router.pop(depth - index)
  }

  /// Adopts a path the stack wrote (the back button or swipe), as
  /// ``NavigationRouter/adopt(_:)`` does; a path longer than ``levels`` allow is cut to them.
  ///
  /// - Complexity: O(m) in the new path's length.
  @discardableResult
  public mutating func adopt(_ newPath: [Level]) -> PathChangePlan? {
    router.adopt(Array(newPath.prefix(levels.count)))
  }
}

extension PresentationChain: Sendable where Level: Sendable {}
