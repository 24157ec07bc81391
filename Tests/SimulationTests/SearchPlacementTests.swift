import Simulation
import Strategies
import Testing

/// `search-bottom-placement-default`: in the Liquid Glass design (a linked version of 26 or
/// later, the compatibility design off) an iPhone shows a navigation item's search field in the
/// bottom toolbar unless the item turns off its toolbar integration; turning it off for fields
/// designed under the title keeps them there, and turning it off for fields the app left to the
/// system, or below 26, is over-mitigation.
@Suite("A search field designed under the title moved to the bottom toolbar, linked on 26")
struct SearchPlacementTests {
  static let before = [iOS(15, 7), iOS(17, 5), iOS(18), iOS(18, 6)]
  static let from26 = [iOS(26), iOS(26, 1), iOS(26, 4)]

  /// An app whose Info.plist sets UIDesignRequiresCompatibility, on `version` built with `sdk`.
  static func compatible(_ version: PlatformVersion, sdk: PlatformVersion) -> StrategyContext {
    var context = StrategyContext(version, sdk: sdk)
    context.designRequiresCompatibility = true
    return context
  }

  @Test("the original code keeps the field in the bar before 26 and moves it to the bottom from 26")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let items = try SearchPlacementClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(items.allSatisfy { $0.position == .navigationBar })
    }
    for version in Self.from26 {
      let session = SimulationSession()
      let items = try SearchPlacementClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(kinds(session) == [.searchMovedToToolbar], "\(version)")
      #expect(items.allSatisfy { $0.position == .bottomToolbar })
    }
  }

  @Test("an app built with the iOS 18 SDK, or on an iPad, keeps the field in the bar on 26")
  func olderSDKAndIPadKeepTheBar() throws {
    for version in Self.from26 {
      for context in [
        StrategyContext(version, sdk: iOS(18, 6)), StrategyContext(version, traits: [.padIdiom]),
      ] {
        let session = SimulationSession()
        let items = try SearchPlacementClients.runNaive(context: context, session: session)
        #expect(session.glitches.isEmpty, "\(context): \(session.glitches)")
        #expect(items.allSatisfy { $0.position == .navigationBar })
        let strategies = standardRegistry.resolve(context)
        #expect(!strategies.isActive(.keepSearchInNavigationBar), "\(context)")
        #expect(SearchPlacementPlanner(strategies: strategies).route == .systemDefault)
      }
    }
  }

  @Test("UIDesignRequiresCompatibility keeps the field in the bar with the 26 SDK, not with 27's")
  func compatibilityDesign() throws {
    let compatible = Self.compatible(iOS(26), sdk: iOS(26))
    let session = SimulationSession()
    let items = try SearchPlacementClients.runNaive(context: compatible, session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
    #expect(items.allSatisfy { $0.position == .navigationBar })
    #expect(!standardRegistry.resolve(compatible).isActive(.keepSearchInNavigationBar))
    let ignored = Self.compatible(iOS(27), sdk: iOS(27))
    let moved = SimulationSession()
    try SearchPlacementClients.runNaive(context: ignored, session: moved)
    #expect(kinds(moved) == [.searchMovedToToolbar], "the key is ignored with the 27 SDK")
    #expect(standardRegistry.resolve(ignored).isActive(.keepSearchInNavigationBar))
  }

  @Test("with strategies each field is where the app designed it")
  func mitigated() throws {
    for version in Self.before + Self.from26 {
      let context = StrategyContext(version)
      let strategies = standardRegistry.resolve(context)
      let from26 = Self.from26.contains(version)
      #expect(strategies.isActive(.keepSearchInNavigationBar) == from26, "\(version)")
      let planner = SearchPlacementPlanner(strategies: strategies)
      #expect(
        planner.plan(for: .underTitle) == (from26 ? .disallowsToolbarIntegration : .systemDefault))
      #expect(planner.plan(for: .systemPlacement) == .systemDefault)
      let session = SimulationSession()
      let items = try SearchPlacementClients.runMitigated(
        context: context, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(items.map(\.position) == [.navigationBar, from26 ? .bottomToolbar : .navigationBar])
    }
  }

  @Test("turning off the integration of every field keeps the adopted screen from the bottom")
  func everywhereIsOverMitigation() throws {
    let session = SimulationSession()
    try SearchPlacementClients.run(context: StrategyContext(iOS(26)), session: session) { _ in
      .disallowsToolbarIntegration
    }
    #expect(kinds(session) == [.searchKeptFromToolbar])
    #expect(GlitchKind.searchKeptFromToolbar.isOverMitigation)
  }

  @Test("below 26, or with an older SDK, the property is an API that does not exist")
  func disallowingBelow26IsUnavailable() throws {
    for context in [StrategyContext(iOS(18)), StrategyContext(iOS(26), sdk: iOS(18, 6))] {
      let session = SimulationSession()
      try SearchPlacementClients.run(context: context, session: session) { design in
        design == .underTitle ? .disallowsToolbarIntegration : .systemDefault
      }
      #expect(kinds(session) == [.unavailableAPICalled], "\(context)")
    }
  }

  @Test("search controllers do not exist below iOS 11")
  func notApplicableBelow11() {
    #expect(throws: SimulationError.self) {
      try NavigationSearchModel(context: StrategyContext(iOS(10, 3)), session: SimulationSession())
    }
  }
}
