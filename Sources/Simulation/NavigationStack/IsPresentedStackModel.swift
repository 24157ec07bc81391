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
///   (``ignoresNestedDismissal``: iOS 16), where a level two or more deep stays on screen
///   and only the first level's `false` pops.
/// - Bound by a path (``Binding/path``): the app writes the number of presented levels
///   (``setPath(depth:)``) and the stack shows that many, on every version.
/// - The model's assumption beyond the sources (16.0, 16.1.1, 16.2 and "16.X" broken, 17.0
///   fixed; 16.3 and 16.4 never named): every 16.x ignores the nested write.
/// - `NavigationStack` does not exist below iOS 16: creating the model there throws
///   ``SimulationError/notApplicable(reason:)``.
///
/// ## Detectors
/// - ``GlitchKind/presentedScreenNotPopped``: after an app write, more screens show than the
///   app's state presents (leading `true` Bools, or the path's count).
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
  public private(set) var pathDepth = 0
  /// The number of pushed screens the stack shows (the root not counted).
  public private(set) var visibleDepth = 0
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
  public var ignoresNestedDismissal: Bool { version.major == 16 }

  /// The number of levels the app's state presents: the leading `true` Bools, or the path's
  /// count.
  public var presentedDepth: Int {
    switch binding {
    case .flags: flags.firstIndex(of: false) ?? flags.count
    case .path: pathDepth
    }
  }

  /// The app writes level `level`'s Bool (flags binding; levels from 1, others ignored).
  public func setPresented(level: Int, _ isPresented: Bool) {
    guard binding == .flags, level >= 1, level <= flags.count else { return }
    session.countOperation()
    flags[level - 1] = isPresented
    if isPresented {
      if level == visibleDepth + 1 { visibleDepth = level }
    } else if level <= visibleDepth, level == 1 || !ignoresNestedDismissal {
      visibleDepth = level - 1
      for index in (level - 1)..<flags.count { flags[index] = false }
    }
    check("level \(level) set to \(isPresented)")
  }

  /// The app writes a path of `depth` presented levels (path binding; clamped to the levels).
  public func setPath(depth: Int) {
    guard binding == .path else { return }
    session.countOperation()
    pathDepth = min(max(depth, 0), flags.count)
    visibleDepth = pathDepth
    check("path set to \(pathDepth) levels")
  }

  private func check(_ change: String) {
    guard visibleDepth > presentedDepth else { return }
    session.record(
      .presentedScreenNotPopped,
      "after \(change) the state presents \(presentedDepth) levels and \(visibleDepth) screens "
        + "show on \(version)")
  }
}
