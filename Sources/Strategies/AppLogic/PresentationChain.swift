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
  @usableFromInline var storage: NavigationRouter<Level>
  /// How the host binds the chain to its stack.
  public let binding: PresentationBindingPlan
  /// Each level's position in ``levels`` (the first, for a level listed twice).
  @usableFromInline let positions: [Level: Int]
  /// Whether every level is listed once: then the level next to the top is found by one
  /// comparison, without hashing.
  @usableFromInline let levelsAreDistinct: Bool

  /// Creates a chain of `levels` with none presented, planned with `strategies`.
  ///
  /// - Complexity: O(n) in the number of levels.
  public init(levels: [Level], strategies: StrategySet) {
    self.levels = levels
    self.storage = NavigationRouter(strategies: strategies)
    self.binding = strategies.pathChanges.presentationBinding
    self.positions = Dictionary(
      levels.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    self.levelsAreDistinct = positions.count == levels.count
  }

  /// The presented levels as a path (a prefix of ``levels``), planned through the strategies.
  @inlinable
  public var router: NavigationRouter<Level> { storage }

  /// The presented levels, in order: the path to bind with ``PresentationBindingPlan/path``.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var path: [Level] { storage.path }

  /// The number of presented levels.
  @inlinable
  public var depth: Int { storage.count }

  /// Whether `level` is presented (`false` for a level not in ``levels``).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func isPresented(_ level: Level) -> Bool {
    guard let index = positions[level] else { return false }
    return index < storage.count
  }

  /// Sets `level`'s Bool: `true` presents it (and the levels before it), `false` dismisses it
  /// (and the levels after it).
  ///
  /// - Returns: The plan of the path change, or `nil` when nothing changed (the level already
  ///   in that state, or not in ``levels``).
  /// - Complexity: O(k) in the number of levels presented or dismissed; O(1) for the level
  ///   just above the top or the top itself.
  @inlinable
  @discardableResult
  public mutating func setPresented(_ level: Level, _ isPresented: Bool) -> PathChangePlan? {
    let depth = storage.count
    // The common cases, the next level presented and the top dismissed, need no lookup.
    if levelsAreDistinct {
      if isPresented {
        if depth < levels.count && levels[depth] == level { return storage.push(level) }
      } else if depth > 0 && levels[depth - 1] == level {
        return storage.pop()
      }
    }
    return setPresented(at: positions[level], level, isPresented, depth: depth)
  }

  @inlinable
  mutating func setPresented(at position: Int?, _ level: Level, _ isPresented: Bool, depth: Int)
    -> PathChangePlan?
  {
    guard let index = position else { return nil }
    if isPresented {
      guard index >= depth else { return nil }
      if index == depth { return storage.push(level) }
      return storage.push(contentsOf: levels[depth...index])
    }
    guard index < depth else { return nil }
    if index == depth - 1 { return storage.pop() }
    // `index < depth`: the count is in 1...depth, so the pop cannot throw.
    return try? storage.pop(depth - index)
  }

  /// Adopts a path the stack wrote (the back button or swipe), as
  /// ``NavigationRouter/adopt(_:)`` does; a path longer than ``levels`` allow is cut to them.
  ///
  /// - Complexity: O(m) in the new path's length.
  @discardableResult
  public mutating func adopt(_ newPath: [Level]) -> PathChangePlan? {
    storage.adopt(Array(newPath.prefix(levels.count)))
  }
}

extension PresentationChain: Sendable where Level: Sendable {}
