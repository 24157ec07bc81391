import Simulation
import Strategies
import Testing

/// `search-active-scene-transition-crash`: from iOS 26.4 a search presentation left on while
/// its screen is out of view (the background, another tab, a pushed screen) crashes UIKit; on
/// an iPad from 26.0 the way back from a pushed screen does. Collapsing before every exit
/// avoids it there; a collapse keyed on tab changes misses pushes, and collapsing where the
/// presentation would have been restored loses the user's search for nothing.
@Suite("A presented search left out of view: crashes on 26.4 and later, on an iPad from 26.0")
struct SearchCollapseTests {
  static let pad: ContextTraits = [.padIdiom]
  static let anyIdiom = [iOS(26, 4), iOS(26, 5), iOS(26, 6), iOS(27)]
  static let iPadOnly = [iOS(26, 0), iOS(26, 1), iOS(26, 3)]
  static let before = [iOS(11), iOS(17, 7), iOS(18, 7)]

  private func naive(_ version: PlatformVersion, _ traits: ContextTraits = [])
    throws -> (SimulationSession, SearchPresentationModel)
  {
    let session = SimulationSession()
    let screen = try SearchCollapseClients.runNaive(
      context: StrategyContext(version, traits: traits), session: session)
    return (session, screen)
  }

  @Test("the original code crashes on 26.4 and later on every idiom, at the first way back")
  func naiveFrom264() throws {
    for version in Self.anyIdiom {
      for traits in [[], Self.pad] as [ContextTraits] {
        let (session, screen) = try naive(version, traits)
        #expect(kinds(session) == [.searchPresentationCrash], "\(version) \(traits)")
        #expect(screen.crashed)
        // The first exit is the push: the crash comes on the way back.
        #expect(session.glitches.first?.detail.contains("suspended by push") == true)
      }
    }
  }

  @Test("on an iPad with 26.0 to 26.3 only the way back from a pushed screen crashes")
  func naiveIPad26() throws {
    for version in Self.iPadOnly {
      let (session, screen) = try naive(version, Self.pad)
      #expect(kinds(session) == [.searchPresentationCrash], "\(version)")
      #expect(session.glitches.first?.detail.contains("NSInternalInconsistencyException") == true)
      #expect(screen.crashed)
      let iPhone = try naive(version)
      #expect(iPhone.0.glitches.isEmpty, "\(version): \(iPhone.0.glitches)")
      #expect(iPhone.1.restored == 3)
    }
    // The other exits are restored safely on an iPad before 26.4.
    let session = SimulationSession()
    let screen = try SearchPresentationModel(
      context: StrategyContext(iOS(26, 3), traits: Self.pad), session: session)
    for exit in [SearchScreenExit.tabSwitch, .sceneDeactivation] {
      screen.present("dune")
      screen.leave(by: exit)
      screen.comeBack()
    }
    #expect(session.glitches.isEmpty)
    #expect(screen.restored == 2)
  }

  @Test("before 26 every presentation is restored as the user left it")
  func naiveBefore() throws {
    for version in Self.before {
      for traits in [[], Self.pad] as [ContextTraits] {
        let (session, screen) = try naive(version, traits)
        #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
        #expect(screen.restored == SearchCollapseClients.exits.count)
        #expect(screen.isPresented)
      }
    }
  }

  @Test("the scene transition itself traps on 26.4 with the search presented")
  func sceneTransition() throws {
    let session = SimulationSession()
    let screen = try SearchPresentationModel(context: StrategyContext(iOS(26, 4)), session: session)
    screen.present("dune")
    screen.leave(by: .sceneDeactivation)
    #expect(kinds(session) == [.searchPresentationCrash])
    #expect(session.glitches[0].detail.contains("_repositionPaletteWithNavigationBarHidden"))
    // Nothing happens after the crash.
    screen.comeBack()
    screen.present("again")
    #expect(session.glitches.count == 1)
    #expect(!screen.isPresented)
  }

  @Test("a collapse keyed on tab changes and the background misses pushes in the same tab")
  func tabChangeOnlyMissesPush() throws {
    let plan: SearchCollapseTriggers = [.sceneDeactivation, .tabSwitch]
    for version in Self.anyIdiom {
      let session = SimulationSession()
      try SearchCollapseClients.run(context: StrategyContext(version), session: session) {
        plan.contains(SearchCollapseTriggers($0))
      }
      #expect(kinds(session) == [.searchPresentationCrash], "\(version)")
    }
    // Collapsing on a push alone (an iPad fix) misses the scene transition on 26.4.
    let session = SimulationSession()
    try SearchCollapseClients.run(context: StrategyContext(iOS(26, 4)), session: session) {
      $0 == .push
    }
    #expect(kinds(session) == [.searchPresentationCrash])
  }

  @Test("collapsing where the presentation would be restored is over-mitigation")
  func overMitigation() throws {
    for version in [iOS(18, 7), iOS(26, 0), iOS(26, 3)] {
      let session = SimulationSession()
      try SearchCollapseClients.run(context: StrategyContext(version), session: session) { _ in
        true
      }
      #expect(
        kinds(session) == Array(repeating: .searchCollapsedNeedlessly, count: 3), "\(version)")
    }
    // On an iPad with 26.0 to 26.3 only the collapses before a push are needed.
    let session = SimulationSession()
    try SearchCollapseClients.run(
      context: StrategyContext(iOS(26, 2), traits: Self.pad), session: session
    ) { _ in true }
    #expect(kinds(session) == [.searchCollapsedNeedlessly, .searchCollapsedNeedlessly])
    #expect(session.glitches.allSatisfy { !$0.detail.contains("before push") })
  }

  @Test("the strategies: every exit from 26.4, the push alone on an iPad from 26.0")
  func strategies() throws {
    for version in Self.anyIdiom {
      for traits in [[], Self.pad] as [ContextTraits] {
        let strategies = resolved(version, traits)
        #expect(strategies.isActive(.collapseSearchBeforeHiding), "\(version)")
        #expect(SearchCollapsePlanner(strategies: strategies).plan == .everyExit)
      }
    }
    for version in Self.iPadOnly {
      let strategies = resolved(version, Self.pad)
      #expect(!strategies.isActive(.collapseSearchBeforeHiding), "\(version)")
      #expect(strategies.isActive(.deactivateSearchBeforePush), "\(version)")
      #expect(SearchCollapsePlanner(strategies: strategies).plan == .push)
      #expect(SearchCollapsePlanner(strategies: resolved(version)).plan == [])
    }
    for version in Self.before {
      for traits in [[], Self.pad] as [ContextTraits] {
        #expect(SearchCollapsePlanner(strategies: resolved(version, traits)).plan == [])
      }
    }
    for version in Self.anyIdiom + Self.iPadOnly + Self.before {
      for traits in [[], Self.pad] as [ContextTraits] {
        let session = SimulationSession()
        let screen = try SearchCollapseClients.runMitigated(
          context: StrategyContext(version, traits: traits),
          planner: SearchCollapsePlanner(strategies: resolved(version, traits)), session: session)
        #expect(session.glitches.isEmpty, "\(version) \(traits): \(session.glitches)")
        #expect(!screen.crashed)
        // A collapse keeps the query.
        #expect(screen.query.hasPrefix("dune"))
      }
    }
  }

  @Test("the catalogue: every idiom from 26.4, the iPad from 26.0, no known fix")
  func catalogue() throws {
    let issue = try #require(
      KnownIssue.catalogue.first { $0.id == .searchActiveSceneTransitionCrash })
    #expect(issue.fixedIn == nil)
    #expect(issue.affects(StrategyContext(iOS(26, 4))))
    #expect(!issue.affects(StrategyContext(iOS(26, 3))))
    #expect(issue.affects(StrategyContext(iOS(26, 0), traits: Self.pad)))
    #expect(!issue.affects(StrategyContext(iOS(18, 7), traits: Self.pad)))
  }

  @Test("no search controller in a navigation item below iOS 11")
  func notApplicable() {
    #expect(throws: SimulationError.self) {
      try SearchCollapseClients.runNaive(
        context: StrategyContext(iOS(10, 3)), session: SimulationSession())
    }
  }
}
