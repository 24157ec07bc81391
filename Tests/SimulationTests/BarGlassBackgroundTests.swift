import Simulation
import Strategies
import Testing

/// `bar-appearance-background-overridden`: in the Liquid Glass design (a linked version of 26
/// or later, the compatibility design off) a bar appearance's opaque background covers the
/// glass and a transparent one leaves no material; the default background with the app's
/// foreground styling gives the glass, and doing so where the glass is off, on bars opaque in
/// every design, or without the app's colours is over-mitigation.
@Suite("Bar appearances that set a background, linked on or after iOS 26")
struct BarGlassBackgroundTests {
  static let before = [iOS(13), iOS(15, 7), iOS(17, 5), iOS(18), iOS(18, 6)]
  static let from26 = [iOS(26), iOS(26, 1), iOS(26, 4)]

  /// An app whose Info.plist sets UIDesignRequiresCompatibility, on `version` built with `sdk`.
  static func compatible(_ version: PlatformVersion, sdk: PlatformVersion) -> StrategyContext {
    var context = StrategyContext(version, sdk: sdk)
    context.designRequiresCompatibility = true
    return context
  }

  @Test("the original code covers the glass from 26, and draws the bars as designed before")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let model = try BarGlassBackgroundClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!model.drawsGlass)
    }
    for version in Self.from26 {
      let session = SimulationSession()
      let model = try BarGlassBackgroundClients.runNaive(
        context: StrategyContext(version), session: session)
      // The navigation bar and the tab bar, at launch and after the theme change.
      #expect(
        kinds(session) == Array(repeating: .barBackgroundOverGlass, count: 4), "\(version)")
      let surfaces = model.bars.mapValues { model.surface(of: $0) }
      #expect(surfaces["navigation bar"] == .opaque("brand"))
      #expect(surfaces["tab bar"] == .seeThrough, "a transparent appearance has no glass")
      #expect(surfaces["map navigation bar"] == .opaque("brand"))
    }
  }

  @Test("an app built with the iOS 18 SDK, or keeping the compatibility design, keeps its bars")
  func olderDesign() throws {
    let contexts = [
      StrategyContext(iOS(26), sdk: iOS(18, 6)), Self.compatible(iOS(26), sdk: iOS(26)),
    ]
    for context in contexts {
      let session = SimulationSession()
      let model = try BarGlassBackgroundClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(context): \(session.glitches)")
      #expect(!model.drawsGlass)
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.defaultBarBackgroundOnGlass), "\(context)")
      #expect(BarGlassBackgroundPlanner(strategies: strategies).route == .asDesigned)
    }
    let ignored = Self.compatible(iOS(27), sdk: iOS(27))
    #expect(standardRegistry.resolve(ignored).isActive(.defaultBarBackgroundOnGlass))
  }

  @Test("with strategies the bars meant for glass get it and keep the app's colours")
  func mitigated() throws {
    for version in Self.before + Self.from26 {
      let context = StrategyContext(version)
      let strategies = standardRegistry.resolve(context)
      let from26 = Self.from26.contains(version)
      #expect(strategies.isActive(.defaultBarBackgroundOnGlass) == from26, "\(version)")
      let planner = BarGlassBackgroundPlanner(strategies: strategies)
      #expect(planner.plan(for: .brandColoured) == (from26 ? .defaultBackground : .asDesigned))
      #expect(
        planner.plan(for: .transparentOverContent) == (from26 ? .defaultBackground : .asDesigned))
      #expect(planner.plan(for: .opaqueInEveryDesign) == .asDesigned)
      let session = SimulationSession()
      let model = try BarGlassBackgroundClients.runMitigated(
        context: context, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let keepsColours = model.bars.values.allSatisfy(\.brandForeground)
      #expect(keepsColours, "\(version)")
    }
  }

  @Test("the default background where the glass is off loses the app's bars (Scribe-iOS)")
  func defaultBackgroundBelow26() throws {
    for context in [StrategyContext(iOS(18)), StrategyContext(iOS(26), sdk: iOS(18, 6))] {
      let session = SimulationSession()
      let model = try BarGlassBackgroundClients.run(context: context, session: session) {
        $0 == .opaqueInEveryDesign ? .asDesigned : .defaultBackground
      }
      #expect(
        kinds(session) == Array(repeating: .barDesignLost, count: 4), "\(context)")
      #expect(model.bars["navigation bar"].map(model.surface(of:)) == .material)
      #expect(model.bars["tab bar"].map(model.surface(of:)) == .material)
      #expect(GlitchKind.barDesignLost.isOverMitigation)
    }
  }

  @Test("no appearance at all gives the glass and loses the app's colours")
  func systemAppearanceLosesColours() throws {
    let session = SimulationSession()
    let model = try BarGlassBackgroundClients.run(
      context: StrategyContext(iOS(26)), session: session
    ) { $0 == .opaqueInEveryDesign ? .asDesigned : .systemAppearance }
    #expect(kinds(session) == Array(repeating: .barDesignLost, count: 4))
    #expect(model.bars["navigation bar"].map(model.surface(of:)) == .glass)
  }

  @Test("the default background on a bar opaque in every design turns it to glass")
  func defaultEverywhere() throws {
    let session = SimulationSession()
    try BarGlassBackgroundClients.run(context: StrategyContext(iOS(26)), session: session) { _ in
      .defaultBackground
    }
    #expect(kinds(session) == [.barDesignLost, .barDesignLost])
  }
}
