import Strategies

/// A headless `NavigationStack` whose screens are pushed by chained
/// `navigationDestination(isPresented:)` modifiers (one Bool per level, each level's modifier
/// inside the screen before it), or by a path bound to `NavigationStack(path:)`.
///
/// ## Mechanism
/// - Bound by flags (``Binding/flags``): the app writes level `i`'s Bool
///   (``setPresented(level:_:)``, levels from 1). `true` pushes the level when the levels
///   before it show. `false` pops the level and those above it, and the stack writes `false`
///   back to their Bools; except where nested levels ignore the write
///   (`ignoresNestedDismissal`: iOS 16), where a level two or more deep stays on screen
///   and only the first level's `false` pops.
/// - Bound by a path (``Binding/path``): the app writes the path (``setPath(_:)``, the levels
///   from 1 in the order they push) and the stack shows its entries, on every version, whatever
///   they are: a path that is not `1...k` shows screens out of order.
/// - What the app asked for: each level it presents or dismisses (``request(level:_:)``; a
///   write of a Bool with the flags binding is one), with the chain's meaning: presenting a
///   level presents those before it, dismissing one dismisses those after it.
/// - The model's assumption beyond the sources (16.0, 16.1.1, 16.2 and "16.X" broken, 17.0
///   fixed; 16.3 and 16.4 never named): every 16.x ignores the nested write.
/// - `NavigationStack` does not exist below iOS 16: creating the model there throws
///   ``SimulationError/notApplicable(reason:)``.
///
/// ## Detectors
/// - ``GlitchKind/presentedScreenNotPopped``: after an app write, more screens show than the
///   app's state presents (leading `true` Bools, or the path's count).
/// - ``GlitchKind/shownLevelsNotRequested``: when the turn of a change is over
///   (``settle()``), the screens shown are not the levels the app asked for, in order: a path
///   with a level missing, one too many, or out of order, or a multi-step change left
///   unfinished.
public final class IsPresentedStackModel {
  /// How the app's state is bound to the stack.
  public enum Binding: String, Hashable, Sendable {
    /// One `navigationDestination(isPresented:)` per level.
    case flags
    /// A path bound to `NavigationStack(path:)`.
    case path
  }

  /// The simulated OS version.
  public let version: PlatformVersion
  /// How the app's state is bound.
  public let binding: Binding
  /// Each level's Bool, as last written by the app or the stack (flags binding).
  public private(set) var flags: [Bool]
  /// The number of presented levels the path holds (path binding).
  public var pathDepth: Int { path.count }
  /// The path as last written by the app or the stack (path binding).
  public private(set) var path: [Int] = []
  /// The number of pushed screens the stack shows (the root not counted).
  public private(set) var visibleDepth = 0
  /// The number of levels the app asked to present (``request(level:_:)``): levels
  /// `1...requestedDepth` should show once the turn is over.
  public private(set) var requestedDepth = 0
  private let session: SimulationSession

  /// Creates a stack of `levels` levels, none presented.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 (no `NavigationStack`)
  ///   and on platforms other than iOS and iPadOS.
  public init(
    version: PlatformVersion, binding: Binding, levels: Int, session: SimulationSession
  ) throws(SimulationError) {
    try version.require("NavigationStack", from: 16)
    self.version = version
    self.binding = binding
    self.flags = Array(repeating: false, count: max(levels, 0))
    self.session = session
  }

  /// Whether a `false` written to a level two or more deep leaves it on screen.
  package var ignoresNestedDismissal: Bool { version.major == 16 }

  /// The number of levels the app's state presents: the leading `true` Bools, or the path's
  /// count.
  public var presentedDepth: Int {
    switch binding {
    case .flags: flags.firstIndex(of: false) ?? flags.count
    case .path: pathDepth
    }
  }

  /// The levels the stack shows, bottom first (levels from 1).
  public var shownLevels: [Int] {
    switch binding {
    case .flags: (0..<visibleDepth).map { $0 + 1 }
    case .path: path
    }
  }

  /// The app asks for `level` (from 1; others ignored) to be presented (and the levels before
  /// it) or dismissed (and the levels after it): what ``settle()`` compares the screens with.
  public func request(level: Int, _ isPresented: Bool) {
    guard level >= 1, level <= flags.count else { return }
    requestedDepth = isPresented ? max(requestedDepth, level) : min(requestedDepth, level - 1)
  }

  /// Checks, once the turn of a change is over, that the screens shown are the levels the app
  /// asked for (``GlitchKind/shownLevelsNotRequested`` otherwise).
  public func settle() {
    let shown = shownLevels
    let requested = (0..<requestedDepth).map { $0 + 1 }
    guard shown != requested else { return }
    session.record(
      .shownLevelsNotRequested,
      "the app asked for levels \(requested) and the stack shows \(shown) on \(version)")
  }

  /// The app writes level `level`'s Bool (flags binding; levels from 1, others ignored): a
  /// request (``request(level:_:)``) and the write.
  public func setPresented(level: Int, _ isPresented: Bool) {
    guard binding == .flags, level >= 1, level <= flags.count else { return }
    session.countOperation()
    request(level: level, isPresented)
    flags[level - 1] = isPresented
    if isPresented {
      if level == visibleDepth + 1 { visibleDepth = level }
    } else if level <= visibleDepth, level == 1 || !ignoresNestedDismissal {
      visibleDepth = level - 1
      for index in (level - 1)..<flags.count { flags[index] = false }
    }
    check("level \(level) set to \(isPresented)")
  }

  /// The app writes a path of `depth` presented levels, `1...depth` (path binding; clamped to
  /// the levels).
  public func setPath(depth: Int) {
    let depth = min(max(depth, 0), flags.count)
    setPath(Array((0..<depth).map { $0 + 1 }))
  }

  /// The app writes `path`, levels from 1 (path binding): the stack shows its entries, those
  /// that are levels (others are left out).
  public func setPath(_ path: [Int]) {
    guard binding == .path else { return }
    session.countOperation()
    self.path = path.filter { $0 >= 1 && $0 <= flags.count }
    visibleDepth = self.path.count
    check("path set to \(self.path)")
  }

  private func check(_ change: String) {
    guard visibleDepth > presentedDepth else { return }
    session.record(
      .presentedScreenNotPopped,
      "after \(change) the state presents \(presentedDepth) levels and \(visibleDepth) screens "
        + "show on \(version)")
  }
}
