import Strategies

extension WalkComponentSpec {
  /// The timer editor's list (two sections, a header on the first): any of its four rows shown
  /// or hidden in one batch, scheduled by a `RowToggleCoordinator` and performed by a
  /// `RowTogglePerformer`.
  package static let rowToggleList = WalkComponentSpec(
    name: "row-list",
    actions: [WalkAction("toggle", arguments: 0...15, weight: 3)],
    weight: 2
  ) { (environment) throws(SimulationError) in
    try RowToggleWalk(environment)
  }
}

/// The walk's row list: once a turn has passed, every row shows as the app's flags say and no
/// deferred toggle waits.
@MainActor
final class RowToggleWalk: WalkComponent {
  static let traits: Set<ContextTrait> = [
    .listFirstSectionHasHeader, .listHasMultipleSections, .listHasSectionHeaders,
  ]
  static let rows = [
    RowID(section: 0, row: 0), RowID(section: 0, row: 1), RowID(section: 0, row: 2),
    RowID(section: 1, row: 0),
  ]
  private let list: ListModel
  private let coordinator: RowToggleCoordinator
  private let performer: RowTogglePerformer<WalkHost>
  private let host: WalkHost
  private let session: SimulationSession
  /// The app's flags: whether each row should show.
  private var flags: [Bool]

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    let layout = ListLayout.timerEditor(traits: Self.traits)
    session = environment.session
    list = try ListModel(version: environment.version, layout: layout, session: session)
    coordinator = RowToggleCoordinator(strategies: environment.strategies(for: Self.traits))
    host = WalkHost(clock: session.clock)
    performer = RowTogglePerformer(host: host)
    flags = Self.rows.map { layout.sections[$0.section].rows[$0.row] }
  }

  func perform(_ action: String, _ argument: Int) {
    // On iOS 14 a tap lands once the list's running animation ends: a table there drops an
    // update made during the first animation of a section, which no strategy of the catalogue
    // covers. Elsewhere a tap may come at any time, within a frame of the last one too.
    guard action == "toggle" else { return }
    if list.dropsUpdatesDuringFirstAnimation, (0..<2).contains(where: list.isAnimating(section:)) {
      return
    }
    var toggles: [RowToggle] = []
    for (index, row) in Self.rows.enumerated() where argument & (1 << index) != 0 {
      flags[index].toggle()
      toggles.append(RowToggle(row, visible: flags[index]))
    }
    guard !toggles.isEmpty else { return }
    // A deferred step of the previous batch is published before this batch is asked for.
    performer.flush()
    list.intend(toggles, animation: .systemDefault)
    let schedule = coordinator.schedule(toggles)
    performer.perform(schedule) { [unowned self] range in
      let part = Array(toggles[range])
      var animation: PlannedAnimation?
      if case .animate(let planned) = host.transaction { animation = planned }
      session.perform { () throws(SimulationError) in
        try list.update(part, animation: animation)
      }
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if performer.pendingCount > 0 {
      report("\(performer.pendingCount) deferred toggle step(s) still wait")
    }
    list.verifyRequestedVisibility()
    for (index, row) in Self.rows.enumerated() {
      guard let shown = try? list.isVisible(row), shown != flags[index] else { continue }
      report("row \(row) should be \(flags[index] ? "shown" : "hidden") and is not")
    }
  }
}
