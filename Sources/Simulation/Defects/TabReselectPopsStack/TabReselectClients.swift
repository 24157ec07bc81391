import Strategies

/// An app with a `TabView(selection:)` of two tabs, each hosting a `NavigationStack(path:)`:
/// written the naive way (the selection bound as is, relying on the tab bar to pop a tab the
/// user taps again) and through `TabReselectPlanner` and a `NavigationRouter` per tab (the
/// selection routed through a binding that reports a reselect, as `Binding.onReselect` does).
///
/// The user pauses one second between taps, so every transition has finished before the next.
package enum TabReselectClients {
  /// One tap of the user.
  package enum Step: Hashable, Sendable {
    /// Push a screen on the selected tab's stack.
    case push
    /// Tap a tab: another one selects it, the selected one reselects it.
    case tap(Int)
  }

  /// The number of tabs.
  package static let tabs = 2

  /// The scenario's taps: reselects from depths 3, 2 and 1 and at the root of the first tab,
  /// with a visit to the second tab in between (each tab keeps its stack), and a reselect of
  /// the second tab from depth 1.
  package static let scenarioSteps: [Step] = [
    .push, .push, .push, .tap(0), .push, .push, .tap(1), .push, .tap(0), .tap(0), .push, .tap(0),
    .tap(0), .push, .tap(1), .tap(1),
  ]

  /// The original app code: `TabView(selection: $selection)` and a `@Published` path per tab,
  /// each change a plain write.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> TabBarModel {
    let bar = try TabBarModel(version: version, tabs: tabs, session: session)
    var paths = Array(repeating: [Int](), count: tabs)
    var selection = 0
    var next = 1
    bar.selectionWritten = { selection = $0 }
    bar.pathWritten = { paths[$0] = $1 }
    for step in steps {
      switch step {
      case .push:
        paths[selection].append(next)
        next += 1
        bar.stacks[selection].setPath(paths[selection], transaction: .implicit)
        session.clock.runUntilIdle()
      case .tap(let tab):
        let reselect = tab == bar.selection
        bar.tap(tab)
        session.clock.runUntilIdle()
        if reselect { bar.verifyAtRoot(tab) }
      }
      session.clock.advance(by: 1)
    }
    return bar
  }

  /// The same app through a router per tab and `planner`: the selection's binding pops the
  /// reselected tab's router to its root where the plan says so, and each change is published
  /// in its plan's transaction (a pop split in two updates finished on the next turn).
  @discardableResult
  package static func runMitigated(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, strategies: StrategySet,
    planner: some TabReselectPlanning, session: SimulationSession
  ) throws(SimulationError) -> TabBarModel {
    let bar = try TabBarModel(version: version, tabs: tabs, session: session)
    let app = RoutedTabs(bar: bar, strategies: strategies, planner: planner, clock: session.clock)
    var next = 1
    for step in steps {
      switch step {
      case .push:
        app.push(next)
        next += 1
        session.clock.runUntilIdle()
      case .tap(let tab):
        let reselect = tab == bar.selection
        bar.tap(tab)
        session.clock.runUntilIdle()
        if reselect { bar.verifyAtRoot(tab) }
      }
      session.clock.advance(by: 1)
    }
    return bar
  }

  /// The mitigated app's model: a router per tab, the selection, and the bindings the tab bar
  /// writes.
  package final class RoutedTabs<Planner: TabReselectPlanning> {
    /// Each tab's router.
    package private(set) var routers: [NavigationRouter<Int>]
    /// The app's selection.
    package private(set) var selection = 0
    private let bar: TabBarModel
    private let planner: Planner
    private let clock: VirtualClock

    /// Binds the app to `bar`.
    package init(
      bar: TabBarModel, strategies: StrategySet, planner: Planner, clock: VirtualClock
    ) {
      self.routers = bar.stacks.map { _ in NavigationRouter(strategies: strategies) }
      self.bar = bar
      self.planner = planner
      self.clock = clock
      bar.selectionWritten = { [unowned self] in select($0) }
      bar.pathWritten = { [unowned self] tab, path in
        // On screen already: the router only takes the path over.
        routers[tab].adopt(path)
      }
    }

    /// The selection binding's setter: a write of the selected tab is a reselect.
    package func select(_ tab: Int) {
      if tab == selection, planner.planReselect() == .popToRoot,
        let plan = routers[tab].popToRoot()
      {
        execute(plan, on: tab)
      }
      selection = tab
    }

    /// Pushes `destination` on the selected tab.
    package func push(_ destination: Int) {
      execute(routers[selection].push(destination), on: selection)
    }

    /// Pops the selected tab's top screen.
    package func pop() {
      guard let plan = routers[selection].pop() else { return }
      execute(plan, on: selection)
    }

    private func execute(_ plan: PathChangePlan, on tab: Int) {
      bar.stacks[tab].setPath(routers[tab].path, transaction: SimTransaction(plan.transaction))
      guard plan.stage == .coveredEntriesDropped else { return }
      clock.nextTurn { [self] in
        if let last = routers[tab].pop() { execute(last, on: tab) }
      }
    }
  }
}
