import Simulation
import Strategies
import Testing

/// `list-refreshable-scrollview-unsupported`: `refreshable(action:)` on a `ScrollView` installs no
/// refresh control on iOS 15 and one from iOS 16, while a `List` gets one from 15; hosting the
/// feed in a `List` fixes 15 and would only restyle the feed from 16.
@Suite("A refreshable ScrollView: no refresh control on 15.x, a List there")
struct RefreshableFeedTests {
  static let affected = [iOS(15), iOS(15, 4), iOS(15, 7)]
  static let unaffected = [iOS(16), iOS(16, 4), iOS(17), iOS(18), iOS(26)]

  @Test("the original feed calls no refresh action on 15.x and refreshes on every pull from 16")
  func naiveSilentOn15() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let feed = try RefreshableFeedClients.runNaive(version: version, session: session)
      #expect(kinds(session) == [.refreshNotTriggered], "\(version)")
      #expect(!feed.hasRefreshControl, "\(version)")
      #expect(feed.refreshes == 0, "\(version)")
    }
    for version in Self.unaffected {
      let session = SimulationSession()
      let feed = try RefreshableFeedClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(feed.refreshes == RefreshableFeedClients.pulls, "\(version)")
    }
  }

  @Test("a List installs the refresh control on every version with the modifier")
  func listRefreshesEverywhere() throws {
    for version in Self.affected + Self.unaffected {
      let feed = try RefreshableFeedModel(
        version: version, designedContainer: .list, container: .list,
        session: SimulationSession())
      #expect(feed.installsRefreshControl(.list), "\(version)")
      feed.attachRefreshAction()
      feed.pull()
      #expect(feed.refreshes == 1, "\(version)")
    }
  }

  @Test("with strategies the feed refreshes on every version, in a List on 15.x only")
  func mitigatedRefreshes() throws {
    for version in Self.affected + Self.unaffected {
      let session = SimulationSession()
      let strategies = resolved(version)
      let onList = Self.affected.contains(version)
      #expect(strategies.isActive(.hostRefreshableFeedInList) == onList, "\(version)")
      let plan = ListAppearance(strategies: strategies).refreshableFeedPlan()
      #expect(plan.container == (onList ? .list : .scrollView), "\(version)")
      let feed = try RefreshableFeedClients.runMitigated(
        version: version, plan: plan, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(feed.refreshes == RefreshableFeedClients.pulls, "\(version)")
    }
  }

  @Test("a List kept from iOS 16 restyles the feed for nothing (over-mitigation)")
  func listFrom16IsOverMitigation() throws {
    for version in Self.unaffected {
      let session = SimulationSession()
      try RefreshableFeedClients.runMitigated(
        version: version, plan: RefreshableFeedPlan(container: .list), session: session)
      #expect(kinds(session) == [.feedRestyledAsList], "\(version)")
      #expect(GlitchKind.feedRestyledAsList.isOverMitigation)
    }
  }

  @Test("a feed with no refresh action refreshes nothing, and a pull there is not a glitch")
  func noActionNoRefresh() throws {
    let session = SimulationSession()
    let feed = try RefreshableFeedModel(
      version: iOS(16), container: .scrollView, session: session)
    feed.pull()
    #expect(feed.refreshes == 0)
    #expect(!feed.hasRefreshControl)
  }

  @Test("below iOS 15 there is no refreshable(action:) to simulate")
  func notApplicableBelow15() {
    #expect(throws: SimulationError.self) {
      try RefreshableFeedModel(
        version: iOS(14, 8), container: .scrollView, session: SimulationSession())
    }
  }

  @Test("the passthrough planner hosts feeds in their ScrollView, and is refused on 15.x")
  func passthrough() {
    #expect(PassthroughListAppearance().refreshableFeedPlan().container == .scrollView)
    #expect(PassthroughListAppearance(strategies: resolved(iOS(15, 7))) == nil)
    #expect(PassthroughListAppearance(strategies: resolved(iOS(14, 8))) != nil)
  }
}
