/// A row's position in a list: its section and its slot within the section, counting hidden
/// rows, so that two rows that swap visibility in neighbouring slots are adjacent.
public struct RowID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The section index.
  public let section: Int
  /// The slot index within the section.
  public let row: Int

  /// Creates a row position.
  @inlinable
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders rows by section, then slot.
  public static func < (lhs: RowID, rhs: RowID) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// Whether `other` is the slot just before or after this one in the same section.
  ///
  /// Total over every `Int`: rows far apart (`Int.min` and `Int.max`) are not adjacent, and
  /// the comparison cannot overflow.
  @inlinable
  package func isAdjacent(to other: RowID) -> Bool {
    section == other.section && (row < other.row ? other.row &- row : row &- other.row) == 1
  }

  /// `s0r1`.
  public var description: String { "s\(section)r\(row)" }
}

/// One row-visibility change: show or hide the row at a position.
public struct RowToggle: Hashable, Sendable {
  /// The row.
  public let row: RowID
  /// Whether the row is to be visible afterwards.
  public let isVisible: Bool

  /// Creates a toggle.
  @inlinable
  public init(_ row: RowID, visible: Bool) {
    self.row = row
    self.isVisible = visible
  }
}

/// One step of a ``RowToggleSchedule``: a contiguous run of the toggles, applied together.
public struct RowToggleStep: Hashable, Sendable {
  /// The positions, in the toggles passed to ``RowToggleCoordinator/schedule(_:)``, this step
  /// applies.
  public let toggles: Range<Int>
  /// Whether to apply them inside an animation.
  public let animated: Bool
  /// Seconds to wait before applying them, once ``isDeferred`` moves them to a later turn: for
  /// a deferred step of a ``RowToggleSchedule``, within ``RowToggleMode/deferralRange``.
  public let delay: Double
  /// Whether to apply them later (`asyncAfter(delay)`) rather than now, in the current update.
  public let isDeferred: Bool

  /// Creates a step.
  @inlinable
  public init(toggles: Range<Int>, animated: Bool, delay: Double = 0, isDeferred: Bool = false) {
    self.toggles = toggles
    self.animated = animated
    self.delay = delay
    self.isDeferred = isDeferred
  }
}

/// When and how to apply a batch of row toggles.
///
/// At most two steps, described without allocating: read ``steps`` for an array, use
/// `forEachStep(_:)`, or switch on ``layout``, which costs what the hand-written code costs in
/// every mode:
///
/// ```swift
/// switch coordinator.schedule(count: 2, touchesAdjacentRows: true).layout {
/// case .empty: break
/// case .now(let step): apply(step.toggles, animated: step.animated)
/// case .nowAndLater(let now, let later):
///   apply(now.toggles, animated: now.animated)
///   DispatchQueue.main.asyncAfter(deadline: .now() + later.delay) {
///     apply(later.toggles, animated: later.animated)
///   }
/// }
/// ```
public struct RowToggleSchedule: Hashable, Sendable {
  /// The number of toggles scheduled.
  public let count: Int
  /// The mode chosen for the batch.
  public let mode: RowToggleMode
  /// The steps `mode` makes, decided where the mode is chosen (by the coordinator, once per
  /// policy) so that applying a batch tests one byte rather than decoding the mode.
  @usableFromInline let shape: Shape

  /// The steps a ``RowToggleMode`` makes of a batch.
  @usableFromInline
  enum Shape: UInt8, Sendable {
    /// One step, animated (``RowToggleMode/animatedBatch``).
    case oneAnimatedStep
    /// One step, unanimated (``RowToggleMode/unanimated``).
    case oneUnanimatedStep
    /// The first toggle animated now, the rest deferred
    /// (``RowToggleMode/firstAnimatedRestDeferred(delay:)``).
    case firstAnimatedRestDeferred

    @inlinable
    init(_ mode: RowToggleMode) {
      switch mode {
      case .animatedBatch: self = .oneAnimatedStep
      case .unanimated: self = .oneUnanimatedStep
      case .firstAnimatedRestDeferred: self = .firstAnimatedRestDeferred
      }
    }
  }

  /// Creates a schedule of `count` toggles in `mode`.
  @inlinable
  public init(count: Int, mode: RowToggleMode) {
    self.init(count: count, mode: mode, shape: Shape(mode))
  }

  @inlinable
  init(count: Int, mode: RowToggleMode, shape: Shape) {
    self.count = count
    self.mode = mode
    self.shape = shape
  }

  /// Calls `body` with each step in order.
  ///
  /// A batch of one step (every mode but ``RowToggleMode/firstAnimatedRestDeferred(delay:)``)
  /// is applied inline, with `body` inlined into the caller: it costs what the hand-written
  /// code for its mode costs. The deferred mode's two steps are out of line (a closure called
  /// from two sites is not inlined): a host that applies them inline switches on ``layout``.
  ///
  /// - Complexity: O(1): there are at most two steps.
  @inlinable
  package func forEachStep(_ body: (RowToggleStep) throws -> Void) rethrows {
    if _fastPath(shape != .firstAnimatedRestDeferred) {
      // A one-step shape: `layout` is `.now` (or `.empty`), decided inline.
      if case .now(let step) = layout { try body(step) }
    } else {
      try forEachStepOutOfLine(body)
    }
  }

  /// `forEachStep(_:)` for the deferred mode, out of line.
  @inlinable
  @inline(never)
  func forEachStepOutOfLine(_ body: (RowToggleStep) throws -> Void) rethrows {
    switch layout {
    case .empty:
      return
    case .now(let step):
      try body(step)
    case .nowAndLater(let now, let later):
      try body(now)
      try body(later)
    }
  }

  /// The steps as a value the host switches on, rather than a closure it hands over: the
  /// host's code for each case is its own, so each inlines with its steps' ranges and flags
  /// known, the deferred mode's two steps as well as a single one.
  public enum Layout: Hashable, Sendable {
    /// No step: the batch is empty.
    case empty
    /// One step, applied now.
    case now(RowToggleStep)
    /// A step applied now, then one deferred to a later run-loop turn.
    case nowAndLater(RowToggleStep, RowToggleStep)
  }

  /// The steps, in the order `forEachStep(_:)` calls `body` with them.
  ///
  /// Always inlined: returned out of line, the two steps would go through memory.
  ///
  /// - Complexity: O(1).
  @inlinable
  @inline(__always)
  public var layout: Layout {
    guard count > 0 else { return .empty }
    guard shape == .firstAnimatedRestDeferred else {
      return .now(RowToggleStep(toggles: 0..<count, animated: shape == .oneAnimatedStep, delay: 0))
    }
    let first = RowToggleStep(toggles: 0..<1, animated: true, delay: 0)
    guard count > 1 else { return .now(first) }
    return .nowAndLater(
      first,
      RowToggleStep(toggles: 1..<count, animated: false, delay: deferralDelay, isDeferred: true))
  }

  /// The clamped delay of a deferred step (0 for a mode that defers nothing).
  @inlinable
  var deferralDelay: Double {
    if case .firstAnimatedRestDeferred(let delay) = mode {
      return RowToggleMode.clampedDeferral(delay)
    }
    return 0
  }

  /// The steps as an array.
  public var steps: [RowToggleStep] {
    var result: [RowToggleStep] = []
    forEachStep { result.append($0) }
    return result
  }

  /// Whether any step is deferred to a later run-loop turn.
  @inlinable
  public var defers: Bool {
    if case .nowAndLater = layout { return true }
    return false
  }
}

/// Schedules batches of row-visibility changes per the resolved row-toggle strategies.
///
/// Resolve the strategies for the list's context (its traits say whether it has several
/// sections and a header on the first); then for each batch the coordinator checks whether it
/// touches adjacent rows and picks the policy's mode. On iOS 16 and later, and for lists that
/// do not trigger the defect, every batch is one animated update: no needless delay.
///
/// ```swift
/// let coordinator = RowToggleCoordinator(strategies: registry.resolve(listContext))
/// let schedule = coordinator.schedule([
///   RowToggle(RowID(section: 0, row: 1), visible: false),
///   RowToggle(RowID(section: 0, row: 2), visible: true),
/// ])
/// // iOS 15.7: step 1 animated now, step 2 deferred: unanimated after 0.01 s
/// ```
public struct RowToggleCoordinator: Sendable {
  /// The policy and what is decided from it once, behind one reference: an event handler
  /// that takes the coordinator is passed one pointer, and the common case tests one byte
  /// through it (the policy's modes, with their delays, would take three registers).
  @usableFromInline let resolved: Resolved

  /// The policy the coordinator schedules with.
  public var policy: RowTogglePolicy { resolved.policy }

  /// A ``RowTogglePolicy`` and the decisions taken from it at creation.
  @usableFromInline
  final class Resolved: Sendable {
    @usableFromInline let policy: RowTogglePolicy
    /// Whether adjacent rows get a different mode from other rows, computed once so that a
    /// batch that needs no scan costs one branch rather than a comparison of two modes.
    @usableFromInline let distinguishesAdjacentRows: Bool
    /// The steps `policy.adjacentRows` makes of a batch.
    @usableFromInline let adjacentRowsShape: RowToggleSchedule.Shape
    /// The steps `policy.otherRows` makes of a batch.
    @usableFromInline let otherRowsShape: RowToggleSchedule.Shape

    init(_ policy: RowTogglePolicy) {
      self.policy = policy
      distinguishesAdjacentRows = policy.adjacentRows != policy.otherRows
      adjacentRowsShape = RowToggleSchedule.Shape(policy.adjacentRows)
      otherRowsShape = RowToggleSchedule.Shape(policy.otherRows)
    }
  }

  /// Creates a coordinator with the row-toggle policy of `strategies`.
  public init(strategies: StrategySet) {
    self.init(policy: strategies.rowToggles)
  }

  /// Creates a coordinator with an explicit policy.
  ///
  /// - Complexity: O(1); one allocation, shared by copies of the coordinator.
  public init(policy: RowTogglePolicy) {
    self.resolved = Resolved(policy)
  }

  /// Schedules `toggles`.
  ///
  /// When no strategy treats adjacent rows differently (iOS 16 and later, or a layout that does
  /// not trigger the defect), the batch is not even scanned: the coordinator costs nothing where
  /// the workaround is not needed.
  ///
  /// - Complexity: O(1) when no strategy distinguishes adjacent rows; otherwise O(k) in the
  ///   number of toggles (expected, for large batches), independent of the list's size; no
  ///   allocation for batches of up to 16 toggles.
  @inlinable
  public func schedule(_ toggles: some Collection<RowToggle>) -> RowToggleSchedule {
    guard resolved.distinguishesAdjacentRows else {
      return RowToggleSchedule(
        count: toggles.count, mode: resolved.policy.otherRows, shape: resolved.otherRowsShape)
    }
    return schedule(count: toggles.count, touchesAdjacentRows: Self.touchesAdjacentRows(toggles))
  }

  /// Schedules a batch of `count` toggles the caller already knows to touch adjacent rows or
  /// not (the seed's picker and stepper rows always are).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func schedule(count: Int, touchesAdjacentRows: Bool) -> RowToggleSchedule {
    let resolved = self.resolved
    return RowToggleSchedule(
      count: max(count, 0),
      mode: touchesAdjacentRows ? resolved.policy.adjacentRows : resolved.policy.otherRows,
      shape: touchesAdjacentRows ? resolved.adjacentRowsShape : resolved.otherRowsShape)
  }

  /// Whether two of `toggles` change adjacent rows.
  ///
  /// - Complexity: O(k²) without allocating for k ≤ 16, else O(k) expected with a hash set.
  @inlinable
  public static func touchesAdjacentRows(_ toggles: some Collection<RowToggle>) -> Bool {
    if toggles.count <= 16 {
      var i = toggles.startIndex
      while i != toggles.endIndex {
        var j = toggles.index(after: i)
        while j != toggles.endIndex {
          if toggles[i].row.isAdjacent(to: toggles[j].row) { return true }
          j = toggles.index(after: j)
        }
        i = toggles.index(after: i)
      }
      return false
    }
    let rows = Set(toggles.map(\.row))
    return rows.contains { row in
      // `Int.max` has no slot after it (and `row + 1` would trap).
      row.row < .max && rows.contains(RowID(section: row.section, row: row.row + 1))
    }
  }
}
