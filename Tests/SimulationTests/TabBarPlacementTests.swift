import Simulation
import Strategies
import Testing

/// `tab-bar-ipad-floating-top`: an iPad tab bar controller in the regular size class shows its
/// tab bar at the top where the linked version (the older of the OS and the SDK) is 18 or
/// later; a compact override on the controller alone keeps it at the bottom, and a compact
/// class that reaches the children, or an override below iOS 17, is over-mitigation.
@Suite("The iPad tab bar at the top: linked on or after iOS 18, in the regular size class")
struct TabBarPlacementTests {
  static let before = [iOS(15, 7), iOS(16, 4), iOS(17, 0), iOS(17, 5)]
  static let from18 = [iOS(18), iOS(18, 4), iOS(26)]

  static func pad(_ version: PlatformVersion, sdk: PlatformVersion? = nil) -> StrategyContext {
    StrategyContext(version, sdk: sdk, traits: [.padIdiom])
  }

  @Test("the original code keeps the bottom bar below 18 and moves it to the top from 18")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let controller = try TabBarPlacementClients.runNaive(
        context: Self.pad(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(controller.position == .bottom)
    }
    for version in Self.from18 {
      let session = SimulationSession()
      let controller = try TabBarPlacementClients.runNaive(
        context: Self.pad(version), session: session)
      // Full screen twice; Slide Over (compact) keeps the bottom bar.
      #expect(kinds(session) == [.tabBarMovedToTop, .tabBarMovedToTop], "\(version)")
      #expect(controller.position == .top, "\(version)")
      #expect(controller.bottomInset == 0)
    }
  }

  @Test("an app built with the iOS 17 SDK keeps the bottom bar on iPadOS 18 and later")
  func olderSDKKeepsTheBottomBar() throws {
    for version in Self.from18 {
      let context = Self.pad(version, sdk: iOS(17, 5))
      let session = SimulationSession()
      try TabBarPlacementClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.compactTabBarControllerSizeClass), "\(version)")
      #expect(TabBarPlacementPlanner(strategies: strategies).sizeClassPlan() == .inherited)
    }
  }

  @Test("an iPhone's tab bar stays at the bottom, in landscape's regular width too")
  func iPhoneKeepsTheBottomBar() throws {
    for version in Self.before + Self.from18 {
      let context = StrategyContext(version)
      let session = SimulationSession()
      let controller = try TabBarPlacementClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(controller.window == .compact)
      #expect(!standardRegistry.resolve(context).isActive(.compactTabBarControllerSizeClass))
    }
  }

  @Test("with strategies the bar stays at the bottom and the content keeps the window's class")
  func mitigated() throws {
    for version in Self.before + Self.from18 {
      let session = SimulationSession()
      let strategies = standardRegistry.resolve(Self.pad(version))
      let from18 = Self.from18.contains(version)
      #expect(strategies.isActive(.compactTabBarControllerSizeClass) == from18, "\(version)")
      let planner = TabBarPlacementPlanner(strategies: strategies)
      #expect(planner.sizeClassPlan() == (from18 ? .compactTabBarController : .inherited))
      let controller = try TabBarPlacementClients.runMitigated(
        context: Self.pad(version), planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(controller.position == .bottom)
      #expect(controller.bottomInset == TabBarControllerModel.bottomBarHeight)
      #expect(controller.childSizeClass(0) == .regular)
    }
  }

  @Test("a compact class that reaches the children turns the iPad's layouts into iPhone ones")
  func compactTreeIsOverMitigation() throws {
    let session = SimulationSession()
    let controller = try TabBarPlacementClients.run(
      .compactTree, context: Self.pad(iOS(18)), session: session)
    #expect(controller.position == .bottom)
    #expect(kinds(session) == [.contentSizeClassChanged, .contentSizeClassChanged])
    #expect(GlitchKind.contentSizeClassChanged.isOverMitigation)
  }

  @Test("an override not applied again after a resize leaves the children in the old class")
  func staleOverrideIsOverMitigation() throws {
    let session = SimulationSession()
    let controller = try TabBarControllerModel(
      context: Self.pad(iOS(18)), tabs: 3, window: .regular, session: session)
    TabBarPlacementClients.apply(.compactTabBarController, to: controller, session: session)
    controller.verify(.barsAndMiniPlayer)
    #expect(session.glitches.isEmpty)
    controller.resize(to: .compact)
    controller.verify(.barsAndMiniPlayer)
    #expect(kinds(session) == [.contentSizeClassChanged])
  }

  @Test("on an iPhone in landscape the compact class reaching the children is over-mitigation")
  func compactTreeOnIPhone() throws {
    let session = SimulationSession()
    try TabBarPlacementClients.run(
      .compactTree, context: StrategyContext(iOS(18)), session: session)
    #expect(kinds(session) == [.contentSizeClassChanged])
    let inert = SimulationSession()
    try TabBarPlacementClients.run(
      .compactTabBarController, context: StrategyContext(iOS(18)), session: inert)
    #expect(inert.glitches.isEmpty, "\(inert.glitches)")
  }

  @Test("below iOS 17 the override is an API that does not exist")
  func overrideBelow17IsUnavailable() throws {
    let contexts = [Self.pad(iOS(16, 4)), Self.pad(iOS(18), sdk: iOS(16, 4))]
    for context in contexts {
      let session = SimulationSession()
      try TabBarPlacementClients.run(.compactTabBarController, context: context, session: session)
      #expect(kinds(session).allSatisfy { $0 == .unavailableAPICalled }, "\(context)")
      #expect(!kinds(session).isEmpty, "\(context)")
    }
  }

  @Test("an app with no bar items and no mini player is not judged for a top bar")
  func designWithoutBottomUI() throws {
    let session = SimulationSession()
    let controller = try TabBarControllerModel(
      context: Self.pad(iOS(18)), tabs: 2, window: .regular, session: session)
    controller.verify(TabBarAppDesign(navigationBarItems: 0, hasMiniPlayer: false))
    #expect(controller.position == .top)
    #expect(session.glitches.isEmpty)
  }
}
