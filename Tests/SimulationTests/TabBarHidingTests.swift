import Simulation
import Strategies
import Testing

/// `tab-ipad-hide-bottom-bar-ignored`: on iPadOS 18 and later, linked on or after iOS 18, an
/// app that keeps the top tab bar pushes a screen with `hidesBottomBarWhenPushed` and the bar
/// stays; the controller's hidden preference set on the push and cleared on the pop hides it
/// for that screen alone, and left set it hides the bar on the root (over-mitigation).
@Suite("Hiding the tab bar on push: ignored by the iPad's top tab bar (18 and later)")
struct TabBarHidingTests {
  static let keeps: ContextTraits = [.padIdiom, .topTabBarKept]
  static let affected = [iOS(18), iOS(18, 7), iOS(26), iOS(26, 4)]
  static let before = [iOS(13), iOS(16, 7), iOS(17, 7)]

  private func naive(_ context: StrategyContext) throws -> SimulationSession {
    let session = SimulationSession()
    try TabBarHidingClients.runNaive(context: context, session: session)
    return session
  }

  @Test("the push flag alone leaves the top bar over the reader, each time, on 18 and later")
  func naive() throws {
    for version in Self.affected {
      let session = try naive(StrategyContext(version, traits: Self.keeps))
      #expect(
        kinds(session) == Array(repeating: .tabBarShownOverPushedScreen, count: 2), "\(version)")
    }
    for version in Self.before {
      let session = try naive(StrategyContext(version, traits: Self.keeps))
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    // Built with the iOS 17 SDK the bar stays at the bottom, where the flag works.
    let older = try naive(StrategyContext(iOS(18, 7), sdk: iOS(17, 7), traits: Self.keeps))
    #expect(older.glitches.isEmpty)
    // An iPhone's bottom bar obeys the flag.
    let phone = try naive(StrategyContext(iOS(18), traits: [.topTabBarKept]))
    #expect(phone.glitches.isEmpty)
  }

  @Test("the flag hides the bottom bar; the top container ignores it; the preference hides both")
  func mechanism() throws {
    let session = SimulationSession()
    let tabs = try TabBarHidingModel(
      context: StrategyContext(iOS(18), traits: Self.keeps), session: session)
    #expect(tabs.controller.position == .top)
    tabs.pushHidingScreen()
    #expect(tabs.bottomBarHiddenByPush)
    #expect(tabs.tabBarVisible)
    try tabs.setTabBarHidden(true)
    #expect(!tabs.tabBarVisible)
    // The system never clears the preference: popping leaves the bar hidden.
    tabs.pop()
    #expect(!tabs.tabBarVisible)
    tabs.verifyRoot()
    #expect(kinds(session) == [.tabBarHiddenAtRoot])
  }

  @Test("an app designed for a bottom bar gets the floating-top defect, not this one")
  func bottomBarDesign() throws {
    let context = StrategyContext(iOS(18), traits: [.padIdiom])
    let session = try naive(context)
    #expect(kinds(session) == [.tabBarMovedToTop, .tabBarMovedToTop])
    let strategies = standardRegistry.resolve(context)
    #expect(!strategies.isActive(.hideTopTabBarWhilePushed))
    #expect(strategies.isActive(.compactTabBarControllerSizeClass))
    // Moved back to the bottom, the bar obeys the push flag.
    let mitigated = SimulationSession()
    try TabBarHidingClients.runMitigated(
      context: context, placement: TabBarPlacementPlanner(strategies: strategies),
      hiding: TabBarHidingPlanner(strategies: strategies), session: mitigated)
    #expect(mitigated.glitches.isEmpty)
    // An app that keeps the top bar is not floating-top's: its strategy stays off.
    let keeps = standardRegistry.resolve(StrategyContext(iOS(18), traits: Self.keeps))
    #expect(!keeps.isActive(.compactTabBarControllerSizeClass))
    #expect(keeps.isActive(.hideTopTabBarWhilePushed))
  }

  @Test("a preference never cleared hides the bar on the root (over-mitigation)")
  func stickyPreference() throws {
    for version in Self.affected {
      let session = SimulationSession()
      try TabBarHidingClients.run(
        .inherited, .controllerHiddenOnPush,
        context: StrategyContext(version, traits: Self.keeps), session: session)
      #expect(kinds(session) == [.tabBarHiddenAtRoot, .tabBarHiddenAtRoot], "\(version)")
    }
  }

  @Test("the preference does not exist below 18 or in an older SDK")
  func unavailable() throws {
    for context in [
      StrategyContext(iOS(17, 7), traits: Self.keeps),
      StrategyContext(iOS(18), sdk: iOS(17, 7), traits: Self.keeps),
    ] {
      let session = SimulationSession()
      try TabBarHidingClients.run(
        .inherited, .controllerHiddenWhilePushed, context: context, session: session)
      #expect(kinds(session).allSatisfy { $0 == .unavailableAPICalled }, "\(context)")
      #expect(!session.glitches.isEmpty)
    }
  }

  @Test("the strategy: on 18 and later, as linked, where the iPad app keeps the top bar")
  func strategies() throws {
    for version in Self.affected {
      let context = StrategyContext(version, traits: Self.keeps)
      let strategies = standardRegistry.resolve(context)
      #expect(strategies.isActive(.hideTopTabBarWhilePushed), "\(version)")
      let hiding = TabBarHidingPlanner(strategies: strategies)
      #expect(hiding.hidingPlan() == .controllerHiddenWhilePushed)
      let session = SimulationSession()
      try TabBarHidingClients.runMitigated(
        context: context, placement: TabBarPlacementPlanner(strategies: strategies),
        hiding: hiding, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
    for context in Self.before.map({ StrategyContext($0, traits: Self.keeps) }) + [
      StrategyContext(iOS(18), sdk: iOS(17, 7), traits: Self.keeps),
      StrategyContext(iOS(18), traits: [.topTabBarKept]),
    ] {
      #expect(
        TabBarHidingPlanner(strategies: standardRegistry.resolve(context)).plan == .pushFlagOnly)
    }
  }
}
