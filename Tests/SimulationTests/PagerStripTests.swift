import Simulation
import Strategies
import Testing

/// `lazy-hstack-paged-content-blank`: on iOS 18 a lazy tab strip whose items register the
/// pager's pages builds only its first item; an eager strip registers every page, and a feed
/// built eagerly too makes every card at once (over-mitigation).
@Suite("A lazy strip of self-registering tab items: only the first on iOS 18 and later")
struct PagerStripTests {
  static let affected = [iOS(18), iOS(18, 7), iOS(26), iOS(26, 4)]
  static let outside = [iOS(14), iOS(16, 7), iOS(17, 5), iOS(17, 7)]

  @Test("the lazy strip registers one page of three on 18 and later, all of them before")
  func naive() throws {
    for version in Self.affected {
      let session = SimulationSession()
      let pager = try PagerStripClients.runNaive(version: version, session: session)
      #expect(kinds(session) == [.pagerPagesNotRegistered], "\(version)")
      #expect(pager.registered == [0])
    }
    for version in Self.outside {
      let session = SimulationSession()
      let pager = try PagerStripClients.runNaive(version: version, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(pager.registered.count == PagerStripModel.tabs)
    }
  }

  @Test("the strip's frame follows the registered pages: the layout settles on the first item")
  func fixedPoint() throws {
    let pager = try PagerStripModel(version: iOS(18), session: SimulationSession())
    pager.layOutStrip(.lazy)
    #expect(pager.registered == [0])
    #expect(pager.stripPasses == 2)
    pager.layOutStrip(.eager)
    #expect(pager.registered.count == PagerStripModel.tabs)
  }

  @Test("an eager feed builds every card: over-mitigation on any version")
  func eagerEverywhere() throws {
    for version in Self.affected + Self.outside {
      let session = SimulationSession()
      try PagerStripClients.run(version: version, session: session) { _ in .eager }
      #expect(kinds(session) == [.lazyContentBuiltEagerly], "\(version)")
    }
  }

  @Test("the strategy: the strip eager on 18 and later, the feed lazy everywhere")
  func strategies() throws {
    for version in Self.affected {
      let strategies = resolved(version)
      #expect(strategies.isActive(.eagerStackForRegisteringChildren), "\(version)")
      let planner = LazyStackPlanner(strategies: strategies)
      #expect(planner.stack(for: .registeringChildren) == .eager)
      #expect(planner.stack(for: .longContent) == .lazy)
      let session = SimulationSession()
      try PagerStripClients.runMitigated(version: version, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    for version in Self.outside {
      #expect(LazyStackPlanner(strategies: resolved(version)).route == .asWritten)
    }
    let issue = try #require(KnownIssue.catalogue.first { $0.id == .lazyHStackPagedContentBlank })
    #expect(issue.fixedInUnknown)
    #expect(issue.fixedIn == nil)
  }

  @Test("no LazyHStack below iOS 14")
  func notApplicable() {
    #expect(throws: SimulationError.self) {
      try PagerStripClients.runNaive(version: iOS(13, 7), session: SimulationSession())
    }
  }
}
