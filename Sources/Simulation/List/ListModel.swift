import Strategies

/// A headless SwiftUI `List` whose rows are shown and hidden in updates, animated or not,
/// on the virtual clock; its background and layout render in `ListModel+Rendering.swift`
/// (``renderBackground()``, ``renderLayout()``).
///
/// ## Backing
/// Below iOS 16 a List is a `UITableView`; from iOS 16 a `UICollectionView`
/// (``Backing``). `List` does not exist below iOS 13.
///
/// ## Row updates
/// ``update(_:animation:)`` applies row-visibility changes in one transaction. An animated
/// update opens an animation window of the animation's duration on each section it touches.
/// - Table-backed (below 16): one animated update that changes the visibility of two or more
///   adjacent rows, in a list with two or more sections whose first section has a header,
///   animates them sideways (``GlitchKind/rowsSlidSideways``). Unanimated updates never slide.
/// - iOS 14.x: an update arriving while an animation window of the same section is in flight,
///   on a section that has not yet completed an animated update, is dropped: the section's
///   table has not finished its first batch. The app's state says the row changed; the screen
///   does not. ``verifyRequestedVisibility()`` reports each such row
///   (``GlitchKind/rowToggleDropped``).
/// - Collection-backed (16 and later): no slide, no drop.
/// - Updates made at the same instant as an animated update of the same section (the next
///   run-loop turn, before any time has passed: `DispatchQueue.main.async` or `asyncAfter(0)`)
///   are committed with it, in one render-server transaction: for the slide they count as part
///   of that animated update. This is why seed 001 waits 0.01 s rather than a turn.
///
/// ## Intent (over-mitigation)
/// A client declares what the app means by each batch with ``intend(_:animation:)``: the
/// toggles reach the screen now, in one update with that animation. Each update is judged
/// against it:
/// - a toggle that reaches the screen more than ``frameInterval`` after it was intended is
///   ``GlitchKind/updateDelayed`` (a deferral longer than the fix needs);
/// - where the intended update would not slide (the defect does not strike), a toggle applied
///   without the intended animation is ``GlitchKind/intendedAnimationLost`` (another animation:
///   ``GlitchKind/animationChanged``);
/// - where it would slide, rows may be split across updates and all but the first applied
///   unanimated (seed 001's 15.x fix), but a batch none of whose toggles animated is
///   ``GlitchKind/intendedAnimationLost`` unless the list drops updates made during its first
///   animation (iOS 14.x, where no animated split survives: seed 001's 14.x fix).
public final class ListModel {
  /// One frame at 60 Hz: a toggle deferred by at most this long is not a visible delay.
  public static let frameInterval = 1.0 / 60

  /// What the app meant by one batch.
  private struct Intent {
    let time: Double
    let animation: PlannedAnimation?
    let toggles: [RowToggle]
    /// Whether the intended update would slide: the defect strikes this batch.
    let strikes: Bool
    var animatedAny = false
    var reported = false
  }
  /// The view a List is built on.
  public enum Backing: String, Hashable, Sendable, Codable {
    /// `UITableView`, below iOS 16.
    case tableView
    /// `UICollectionView`, from iOS 16.
    case collectionView
  }

  /// The simulated OS version.
  public let version: PlatformVersion
  /// The view the list is built on for that version.
  public let backing: Backing
  /// The structure the list was created with.
  public let layout: ListLayout
  let session: SimulationSession
  /// What is on screen: each slot's visibility.
  private var visible: [[Bool]]
  /// What the app's state last asked for, per row.
  private var requested: [RowID: Bool] = [:]
  /// Rows whose mismatch has been reported, until the app asks again.
  private var reportedMismatches: Set<RowID> = []
  /// Per section: when its open animation window closes (`nil`: none open).
  private var windowEnds: [Double?]
  /// Per section: whether an animated update has run to completion.
  private var completedAnimatedUpdate: [Bool]
  /// The batches the app declared, and which batch each row's latest intent belongs to.
  private var intents: [Intent] = []
  private var intentOfRow: [RowID: Int] = [:]
  /// The latest animated update: when, and what it applied (for same-instant coalescing).
  private var lastAnimated: (time: Double, applied: [RowToggle])?
  /// Whether a custom background is placed behind the list.
  var customBackground = false
  /// Whether `scrollContentBackground(.hidden)` was applied.
  var scrollContentBackgroundHidden = false
  /// Whether this is a UIKit `UITableView` rather than a SwiftUI `List`.
  public private(set) var isUIKitTable = false
  /// The table's `sectionHeaderTopPadding` (`nil`: `automaticDimension`).
  var sectionHeaderTopPadding: Double?

  /// Creates a list.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 13 and on platforms other
  ///   than iOS and iPadOS.
  public init(version: PlatformVersion, layout: ListLayout, session: SimulationSession)
    throws(SimulationError)
  {
    try version.require("List", from: 13)
    self.version = version
    self.backing = version.major >= 16 ? .collectionView : .tableView
    self.layout = layout
    self.session = session
    self.visible = layout.sections.map(\.rows)
    self.windowEnds = Array(repeating: nil, count: layout.sections.count)
    self.completedAnimatedUpdate = Array(repeating: false, count: layout.sections.count)
  }

  /// Creates a UIKit `UITableView` with `layout`: built on a table on every version.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  public init(uikitTableOn version: PlatformVersion, layout: ListLayout, session: SimulationSession)
    throws(SimulationError)
  {
    try version.require("UITableView", from: 0)
    self.version = version
    self.backing = .tableView
    self.isUIKitTable = true
    self.layout = layout
    self.session = session
    self.visible = layout.sections.map(\.rows)
    self.windowEnds = Array(repeating: nil, count: layout.sections.count)
    self.completedAnimatedUpdate = Array(repeating: false, count: layout.sections.count)
  }

  /// Whether the row at `row` is on screen.
  ///
  /// - Throws: ``SimulationError/unknownRow(_:)`` for a slot the list does not have.
  public func isVisible(_ row: RowID) throws(SimulationError) -> Bool {
    guard contains(row) else { throw .unknownRow(row) }
    return visible[row.section][row.row]
  }

  /// Whether an animation window is open on `section` now.
  public func isAnimating(section: Int) -> Bool {
    guard windowEnds.indices.contains(section), let end = windowEnds[section] else { return false }
    return session.now < end
  }

  /// Applies `toggles` in one transaction, animated with `animation` or not at all.
  ///
  /// - Throws: ``SimulationError/unknownRow(_:)`` before changing anything if a toggle names a
  ///   slot the list does not have.
  /// - Complexity: O(k²) in the number of toggles.
  public func update(_ toggles: [RowToggle], animation: PlannedAnimation? = nil)
    throws(SimulationError)
  {
    for toggle in toggles where !contains(toggle.row) { throw .unknownRow(toggle.row) }
    session.countOperation()
    for toggle in toggles {
      requested[toggle.row] = toggle.isVisible
      reportedMismatches.remove(toggle.row)
    }
    var applied: [RowToggle] = []
    for toggle in toggles where visible[toggle.row.section][toggle.row.row] != toggle.isVisible {
      if dropsUpdate(in: toggle.row.section) { continue }
      visible[toggle.row.section][toggle.row.row] = toggle.isVisible
      applied.append(toggle)
    }
    judgeIntent(applied, animation: animation)
    guard !applied.isEmpty else { return }
    // Same instant as an animated update: one render-server commit with it.
    var committed = applied
    var committedAnimation = animation
    if let last = lastAnimated, last.time == session.now,
      !Set(last.applied.map(\.row.section)).isDisjoint(with: applied.map(\.row.section))
    {
      committed = last.applied + applied
      committedAnimation = committedAnimation ?? .systemDefault
    }
    if let committedAnimation, slidesSideways(committed) {
      session.record(
        .rowsSlidSideways,
        "rows " + committed.map(\.row.description).joined(separator: ", ")
          + " changed in one \(committedAnimation) update of a \(layout.sections.count)-section "
          + "list with a header on its first section (\(backing), \(version))")
    }
    guard let animation else { return }
    lastAnimated = (session.now, committed)
    openWindows(on: Set(applied.map(\.row.section)), for: animation.duration)
  }

  /// Declares that the app means `toggles` to reach the screen now, in one update animated with
  /// `animation` (`nil`: unanimated); later updates of those rows are judged against it.
  ///
  /// - Complexity: O(k²) in the number of toggles.
  public func intend(_ toggles: [RowToggle], animation: PlannedAnimation?) {
    let known = toggles.filter { contains($0.row) }
    let strikes = animation != nil && slidesSideways(known)
    intents.append(
      Intent(time: session.now, animation: animation, toggles: known, strikes: strikes))
    for toggle in known { intentOfRow[toggle.row] = intents.count - 1 }
  }

  /// Whether an animated update during a section's first animation drops later updates of that
  /// section (iOS 14.x's table): no animated split of a sliding batch survives there.
  package var dropsUpdatesDuringFirstAnimation: Bool {
    backing == .tableView && version.major == 14
  }

  private func judgeIntent(_ applied: [RowToggle], animation: PlannedAnimation?) {
    for toggle in applied {
      guard let index = intentOfRow.removeValue(forKey: toggle.row) else { continue }
      let intent = intents[index]
      if animation != nil { intents[index].animatedAny = true }
      let delay = session.now - intent.time
      if delay > Self.frameInterval + 1e-9 {
        session.record(
          .updateDelayed,
          "row \(toggle.row) reached the screen \(Glitch.format(delay)) s after the tap; the fix "
            + "needs at most one frame (\(version))")
      }
      guard !intent.strikes, let intended = intent.animation, animation != intended else {
        continue
      }
      if let animation, animation.duration > 0 {
        session.record(
          .animationChanged,
          "row \(toggle.row) changed with \(animation), intended \(intended) (\(version))")
      } else {
        session.record(
          .intendedAnimationLost,
          "row \(toggle.row) changed without animation, intended \(intended); one animated "
            + "update would not slide here (\(backing), \(version))")
      }
    }
  }

  /// Reports each sliding batch none of whose toggles animated, where an animated split was
  /// possible.
  private func judgeUnanimatedBatches() {
    guard !dropsUpdatesDuringFirstAnimation else { return }
    for index in intents.indices {
      let intent = intents[index]
      guard intent.strikes, !intent.animatedAny, !intent.reported,
        !intent.toggles.contains(where: { intentOfRow[$0.row] == index })
      else { continue }
      intents[index].reported = true
      session.record(
        .intendedAnimationLost,
        "rows " + intent.toggles.map(\.row.description).joined(separator: ", ")
          + " all changed without animation; the first could animate alone (\(version))")
    }
  }

  /// Compares what the app asked for with what is on screen, and reports each row that
  /// differs as ``GlitchKind/rowToggleDropped`` (once, until the app asks again).
  ///
  /// Call it once the clock has run idle.
  public func verifyRequestedVisibility() {
    judgeUnanimatedBatches()
    for (row, wanted) in requested.sorted(by: { $0.key < $1.key }) {
      guard visible[row.section][row.row] != wanted, !reportedMismatches.contains(row) else {
        continue
      }
      reportedMismatches.insert(row)
      session.record(
        .rowToggleDropped,
        "row \(row) should be \(wanted ? "visible" : "hidden") but is "
          + "\(wanted ? "hidden" : "visible") (\(version))")
    }
  }

  private func contains(_ row: RowID) -> Bool {
    visible.indices.contains(row.section) && visible[row.section].indices.contains(row.row)
  }

  /// iOS 14.x's table drops an update into a section whose first animated batch is in flight.
  private func dropsUpdate(in section: Int) -> Bool {
    backing == .tableView && version.major == 14 && isAnimating(section: section)
      && !completedAnimatedUpdate[section]
  }

  /// The table-backed list slides adjacent rows changed in one animated batch sideways, when
  /// it has several sections and a header on the first.
  private func slidesSideways(_ applied: [RowToggle]) -> Bool {
    guard backing == .tableView, layout.sections.count >= 2, layout.firstSectionHasHeader else {
      return false
    }
    for (index, first) in applied.enumerated() {
      for second in applied[(index + 1)...]
      where first.row.section == second.row.section && abs(first.row.row - second.row.row) == 1 {
        return true
      }
    }
    return false
  }

  private func openWindows(on sections: Set<Int>, for duration: Double) {
    let end = session.now + duration
    for section in sections {
      windowEnds[section] = max(windowEnds[section] ?? end, end)
      // Weak: a run that stops before the window closes must not keep the model alive
      // through the clock (model → session → clock → this closure → model).
      session.clock.schedule(after: duration) { [weak self] in
        guard let self, let open = windowEnds[section], session.now >= open else { return }
        windowEnds[section] = nil
        completedAnimatedUpdate[section] = true
      }
    }
  }
}
