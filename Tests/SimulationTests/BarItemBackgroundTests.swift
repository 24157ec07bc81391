import Simulation
import Strategies
import Testing

/// `bar-button-shared-glass-background`: in the Liquid Glass design (a linked version of 26 or
/// later, the compatibility design off) a navigation bar draws every bar button item on a
/// shared glass background; `hidesSharedBackground` on the items that draw their own background
/// keeps them as designed, and hiding it on plain items, or calling it below 26, is
/// over-mitigation.
@Suite("Bar items that draw their own background on the bar's glass, linked on or after iOS 26")
struct BarItemBackgroundTests {
  static let before = [iOS(15, 7), iOS(17, 5), iOS(18), iOS(18, 6)]
  static let from26 = [iOS(26), iOS(26, 1), iOS(26, 4)]

  /// An app whose Info.plist sets UIDesignRequiresCompatibility, on `version` built with `sdk`.
  static func compatible(_ version: PlatformVersion, sdk: PlatformVersion) -> StrategyContext {
    var context = StrategyContext(version, sdk: sdk)
    context.designRequiresCompatibility = true
    return context
  }

  @Test("the original code draws the app's own backgrounds on glass from 26, not before")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let bar = try BarItemBackgroundClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!bar.drawsGlass)
      #expect(bar.capsules(.trailing).isEmpty)
    }
    for version in Self.from26 {
      let session = SimulationSession()
      let bar = try BarItemBackgroundClients.runNaive(
        context: StrategyContext(version), session: session)
      // The avatar and the button as the screen appears, and again after the rebuild.
      #expect(
        kinds(session) == Array(repeating: .barItemDoubleBackground, count: 4), "\(version)")
      #expect(bar.drawsGlass)
      #expect(bar.capsules(.trailing) == [[0, 1]], "the button shares the icon's capsule")
    }
  }

  @Test("an app built with the iOS 18 SDK keeps the old bar on iOS 26")
  func olderSDKKeepsTheOldBar() throws {
    for version in Self.from26 {
      let context = StrategyContext(version, sdk: iOS(18, 6))
      let session = SimulationSession()
      let bar = try BarItemBackgroundClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!bar.drawsGlass)
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.hideSharedBackgroundOnCustomBarItems), "\(version)")
      #expect(BarItemBackgroundPlanner(strategies: strategies).route == .shared)
    }
  }

  @Test("UIDesignRequiresCompatibility keeps the old bar with the 26 SDK, and not with 27's")
  func compatibilityDesign() throws {
    let session = SimulationSession()
    let compatible = Self.compatible(iOS(26), sdk: iOS(26))
    let bar = try BarItemBackgroundClients.runNaive(context: compatible, session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
    #expect(!bar.drawsGlass)
    let strategies = standardRegistry.resolve(compatible)
    #expect(!strategies.isActive(.hideSharedBackgroundOnCustomBarItems))
    let ignored = Self.compatible(iOS(27), sdk: iOS(27))
    let glass = try BarItemBackgroundClients.runNaive(
      context: ignored, session: SimulationSession())
    #expect(glass.drawsGlass, "the key is ignored when built with the iOS 27 SDK")
    #expect(standardRegistry.resolve(ignored).isActive(.hideSharedBackgroundOnCustomBarItems))
  }

  @Test("with strategies the own backgrounds leave the glass and the icons keep it")
  func mitigated() throws {
    for version in Self.before + Self.from26 {
      let context = StrategyContext(version)
      let strategies = standardRegistry.resolve(context)
      let from26 = Self.from26.contains(version)
      #expect(strategies.isActive(.hideSharedBackgroundOnCustomBarItems) == from26, "\(version)")
      let planner = BarItemBackgroundPlanner(strategies: strategies)
      #expect(planner.plan(for: .ownBackground) == (from26 ? .hidesSharedBackground : .shared))
      #expect(planner.plan(for: .plain) == .shared)
      let session = SimulationSession()
      let bar = try BarItemBackgroundClients.runMitigated(
        context: context, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(bar.capsules(.trailing) == (from26 ? [[1]] : []), "\(version)")
    }
  }

  @Test("hiding the glass of plain items too leaves them bare")
  func hiddenEverywhereIsOverMitigation() throws {
    let session = SimulationSession()
    try BarItemBackgroundClients.run(context: StrategyContext(iOS(26)), session: session) { _ in
      .hidesSharedBackground
    }
    #expect(
      kinds(session) == [.barItemGlassRemoved, .barItemGlassRemoved, .barItemGlassRemoved])
    #expect(GlitchKind.barItemGlassRemoved.isOverMitigation)
  }

  @Test("below 26, or with an older SDK, hidesSharedBackground is an API that does not exist")
  func hidingBelow26IsUnavailable() throws {
    let contexts = [StrategyContext(iOS(18)), StrategyContext(iOS(26), sdk: iOS(18, 6))]
    for context in contexts {
      let session = SimulationSession()
      try BarItemBackgroundClients.run(context: context, session: session) { content in
        content == .ownBackground ? .hidesSharedBackground : .shared
      }
      // The avatar and the button, then the rebuilt button.
      #expect(
        kinds(session) == Array(repeating: .unavailableAPICalled, count: 3), "\(context)")
    }
  }

  @Test("items built again lose the flag: the plan is applied to every new item")
  func rebuiltItemsNeedThePlanAgain() throws {
    let session = SimulationSession()
    let bar = try GlassBarItemsModel(context: StrategyContext(iOS(26)), session: session)
    bar.setItems([.ownBackground, .plain], on: .trailing)
    try bar.hideSharedBackground(on: .trailing, at: 0)
    bar.verify()
    #expect(session.glitches.isEmpty)
    bar.setItems([.ownBackground, .plain], on: .trailing)
    bar.verify()
    #expect(kinds(session) == [.barItemDoubleBackground])
    #expect(bar.capsules(.trailing) == [[0, 1]])
  }
}
