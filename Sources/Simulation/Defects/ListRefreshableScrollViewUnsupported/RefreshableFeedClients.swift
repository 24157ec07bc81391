import Strategies

/// A news feed of rows in a `LazyVStack` inside a `ScrollView`, refreshed by pulling it down:
/// written as the sources show it (`refreshable(action:)` on the `ScrollView`), and through
/// `ListAppearance.refreshableFeedPlan()`.
package enum RefreshableFeedClients {
  /// How many times the user pulls the feed.
  package static let pulls = 2

  /// The original app code: `ScrollView { LazyVStack { ... } }.refreshable { await reload() }`.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> RefreshableFeedModel
  {
    let feed = try RefreshableFeedModel(
      version: version, container: .scrollView, session: session)
    feed.attachRefreshAction()
    for _ in 0..<pulls { feed.pull() }
    feed.verify()
    return feed
  }

  /// The same feed hosted where the plan says (a `ScrollView`, or a plain `List` of the same
  /// rows), with `refreshable(action:)` on that container.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, plan: RefreshableFeedPlan, session: SimulationSession
  ) throws(SimulationError) -> RefreshableFeedModel {
    let feed = try RefreshableFeedModel(
      version: version, container: plan.container, session: session)
    feed.attachRefreshAction()
    for _ in 0..<pulls { feed.pull() }
    feed.verify()
    return feed
  }
}
