import Strategies

extension WalkComponentSpec {
  /// A refreshable feed, rebuilt through `ListAppearance.refreshableFeedPlan()` with the
  /// strategies of its context and pulled down.
  package static let refreshableFeed = WalkComponentSpec(
    name: "refreshable-feed",
    actions: [WalkAction("rebuild"), WalkAction("pull", arguments: 1...3)]
  ) { (environment) throws(SimulationError) in
    try RefreshableFeedWalk(environment)
  }
}

/// The walk's refreshable feed: every pull calls the refresh action, and the feed stays in its
/// `ScrollView` wherever that container shows the control (the model records both).
@MainActor
final class RefreshableFeedWalk: WalkComponent {
  private let environment: WalkEnvironment
  private var feed: RefreshableFeedModel

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    self.environment = environment
    self.feed = try Self.build(environment)
  }

  private static func build(_ environment: WalkEnvironment) throws(SimulationError)
    -> RefreshableFeedModel
  {
    let plan = ListAppearance(strategies: environment.strategies(for: []))
      .refreshableFeedPlan()
    let feed = try RefreshableFeedModel(
      version: environment.version, container: plan.container, session: environment.session)
    feed.attachRefreshAction()
    return feed
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "rebuild":
      feed.verify()
      do {
        feed = try Self.build(environment)
      } catch {
        environment.session.record(.invalidOperation, error.description)
      }
    case "pull":
      for _ in 0..<max(argument, 1) { feed.pull() }
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    if feed.refreshes != feed.pulls {
      report(
        "refreshable feed: \(feed.pulls) pulls called the refresh action \(feed.refreshes) "
          + "times in a \(feed.container)")
    }
    if feed.container != feed.designedContainer,
      feed.installsRefreshControl(feed.designedContainer)
    {
      report(
        "refreshable feed: hosted in a \(feed.container) although its \(feed.designedContainer) "
          + "shows the refresh control")
    }
  }
}
