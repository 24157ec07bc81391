import Strategies

/// A headless `NavigationStack(path:)` with the interactive edge-swipe pop: the path bound to
/// app state, the screens the stack shows, and a swipe that begins and then finishes or is
/// cancelled.
///
/// The app writes the path with ``setPath(_:)``; the stack writes it through the binding
/// (``onSystemWrite``) when the swipe pops a screen.
///
/// ## Mechanism
/// - An app write moves the shown screens by the change in the path's length: a longer path
///   pushes that many screens, a shorter one pops that many, from the screens shown (so a
///   stack out of step stays out of step by the same count).
/// - A swipe begins on a stack that shows at least one pushed screen and allows the swipe
///   (``allowsInteractivePop``, which a host sets from its plan, as a hidden back button
///   does). It finishes (the top screen leaves) or is cancelled (the top screen stays).
/// - A swipe's write goes through the binding and cuts the path to the screens under the top
///   (screens and entries match by position). Where the stack writes at the swipe's start
///   (`writesPathWhenSwipeBegins`: iOS 16.0), the write comes as the swipe begins, and a
///   cancel writes nothing back. Elsewhere it comes when the swipe finishes, and a cancel
///   writes nothing because nothing was written.
/// - The model's assumption beyond the sources, which report 16.0 broken and 16.2 fixed and
///   never test 16.1: 16.1 writes the path when the swipe finishes, as Decompose's
///   `#available(iOS 16.1, *)` gate takes it to.
/// - `NavigationStack` does not exist below iOS 16: creating the model there throws
///   ``SimulationError/notApplicable(reason:)``.
///
/// ## Detectors
/// - ``GlitchKind/pathOutOfSyncWithScreens``: when a swipe ends, and after each later app
///   write, the path's count differs from the number of pushed screens shown.
/// - ``GlitchKind/interactivePopRefused`` (over-mitigation): the user's swipe was refused
///   (``allowsInteractivePop`` false) where the stack would have kept the path in step.
public final class InteractivePopStackModel<Destination: Hashable> {
  /// How a swipe ends.
  public enum SwipeEnd: String, Hashable, Sendable {
    /// The user lifted past the threshold: the top screen leaves.
    case finished
    /// The user lifted before it: the top screen stays.
    case cancelled
  }

  /// The simulated OS version.
  public let version: PlatformVersion
  /// The path as last written, by the app or through the binding.
  public private(set) var path: [Destination]
  /// The number of pushed screens the stack shows (the root not counted).
  public private(set) var visibleDepth: Int
  /// Whether pushed screens offer the edge swipe; a host sets it from its plan.
  public var allowsInteractivePop = true
  /// The binding's setter: called with the path the stack writes when the swipe pops.
  public var onSystemWrite: (([Destination]) -> Void)?
  /// Whether a swipe is in progress.
  public private(set) var isSwiping = false
  private let session: SimulationSession

  /// Creates a stack showing `path`.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no `NavigationStack`)
  ///   and on platforms other than iOS and iPadOS.
  public init(version: PlatformVersion, session: SimulationSession, path: [Destination] = [])
    throws(SimulationError)
  {
    try version.require("NavigationStack", from: 16)
    self.version = version
    self.session = session
    self.path = path
    self.visibleDepth = path.count
  }

  /// Whether this version writes the shorter path through the binding when the swipe begins,
  /// and writes nothing back when it is cancelled.
  package var writesPathWhenSwipeBegins: Bool { version.number < VersionNumber(16, 1) }

  /// Whether the path's count equals the number of pushed screens shown.
  public var isInSync: Bool { path.count == visibleDepth }

  /// The app publishes `newPath`: the shown screens move by the change in length.
  ///
  /// - Complexity: O(1) beyond the copy of the array.
  public func setPath(_ newPath: [Destination]) {
    session.countOperation()
    let old = path.count
    path = newPath
    visibleDepth = max(visibleDepth + newPath.count - old, 0)
    if !isInSync {
      session.record(
        .pathOutOfSyncWithScreens,
        "after the app's change \(old)→\(newPath.count) the path holds \(path.count) and "
          + "\(visibleDepth) screens show on \(version)")
    }
  }

  /// The user starts the edge swipe.
  ///
  /// - Returns: Whether the swipe began: `false` when no pushed screen shows, a swipe is in
  ///   progress, or the swipe is not offered (``allowsInteractivePop``).
  @discardableResult
  public func beginSwipe() -> Bool {
    guard visibleDepth > 0, !isSwiping else { return false }
    session.countOperation()
    guard allowsInteractivePop else {
      if !writesPathWhenSwipeBegins {
        session.record(
          .interactivePopRefused,
          "swipe back at depth \(visibleDepth) refused on \(version), where the stack keeps "
            + "the path in step")
      }
      return false
    }
    isSwiping = true
    if writesPathWhenSwipeBegins { writeThroughBinding(visibleDepth - 1) }
    return true
  }

  /// The user lifts the finger: the swipe finishes or is cancelled. Nothing happens when no
  /// swipe is in progress.
  public func endSwipe(_ end: SwipeEnd) {
    guard isSwiping else { return }
    session.countOperation()
    isSwiping = false
    if end == .finished {
      visibleDepth -= 1
      if !writesPathWhenSwipeBegins { writeThroughBinding(visibleDepth) }
    }
    if !isInSync {
      session.record(
        .pathOutOfSyncWithScreens,
        "after a \(end) swipe back the path holds \(path.count) and \(visibleDepth) screens "
          + "show on \(version)")
    }
  }

  /// Writes the path cut to `depth` entries through the binding.
  private func writeThroughBinding(_ depth: Int) {
    let kept = min(max(depth, 0), path.count)
    path.removeSubrange(kept...)
    onSystemWrite?(path)
  }
}
