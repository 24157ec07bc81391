import Simulation
import Strategies
import Testing

/// `sheet-partial-detent-glass-background`: in the Liquid Glass design (a linked version of 26
/// or later, the compatibility design off) an iPhone draws a sheet at a partial detent on glass;
/// an explicit opaque background on the sheets designed as opaque cards keeps them opaque, and
/// one on a sheet moved to the new design is over-mitigation.
@Suite("A sheet at a partial detent drawn on glass, linked on or after iOS 26")
struct SheetSurfaceTests {
  static let before = [iOS(15, 7), iOS(17, 5), iOS(18), iOS(18, 6)]
  static let from26 = [iOS(26), iOS(26, 1), iOS(26, 4)]

  /// An app whose Info.plist sets UIDesignRequiresCompatibility, on `version` built with `sdk`.
  static func compatible(_ version: PlatformVersion, sdk: PlatformVersion) -> StrategyContext {
    var context = StrategyContext(version, sdk: sdk)
    context.designRequiresCompatibility = true
    return context
  }

  @Test("the original code is opaque before 26, and on glass at medium from 26")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let sheets = try SheetSurfaceClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(sheets.allSatisfy { $0.surface == .opaque })
    }
    for version in Self.from26 {
      let session = SimulationSession()
      let sheets = try SheetSurfaceClients.runNaive(
        context: StrategyContext(version), session: session)
      // Medium, then medium again after large; large is opaque.
      #expect(kinds(session) == [.sheetContentOnGlass, .sheetContentOnGlass], "\(version)")
      #expect(sheets.map(\.surface) == [.glass, .glass])
    }
  }

  @Test("the large detent is opaque on 26 too")
  func largeIsOpaque() throws {
    let sheet = try SheetSurfaceModel(
      context: StrategyContext(iOS(26)), detent: .large, session: SimulationSession())
    #expect(sheet.surface == .opaque)
    sheet.drag(to: .medium)
    #expect(sheet.surface == .glass)
  }

  @Test("an app built with the iOS 18 SDK, or on an iPad, keeps opaque sheets on 26")
  func olderSDKAndIPadKeepOpaqueSheets() throws {
    for version in Self.from26 {
      for context in [
        StrategyContext(version, sdk: iOS(18, 6)), StrategyContext(version, traits: [.padIdiom]),
      ] {
        let session = SimulationSession()
        try SheetSurfaceClients.runNaive(context: context, session: session)
        #expect(session.glitches.isEmpty, "\(context): \(session.glitches)")
        let strategies = standardRegistry.resolve(context)
        #expect(!strategies.isActive(.opaqueBackgroundForCardSheets), "\(context)")
        #expect(SheetSurfacePlanner(strategies: strategies).route == .systemDefault)
      }
    }
  }

  @Test("UIDesignRequiresCompatibility keeps opaque sheets with the 26 SDK, not with 27's")
  func compatibilityDesign() throws {
    let compatible = Self.compatible(iOS(26), sdk: iOS(26))
    let session = SimulationSession()
    try SheetSurfaceClients.runNaive(context: compatible, session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
    #expect(!standardRegistry.resolve(compatible).isActive(.opaqueBackgroundForCardSheets))
    let ignored = Self.compatible(iOS(27), sdk: iOS(27))
    let glass = SimulationSession()
    try SheetSurfaceClients.runNaive(context: ignored, session: glass)
    #expect(kinds(glass) == [.sheetContentOnGlass, .sheetContentOnGlass])
    #expect(standardRegistry.resolve(ignored).isActive(.opaqueBackgroundForCardSheets))
  }

  @Test("with strategies the card is opaque and the mini player keeps its glass")
  func mitigated() throws {
    for version in Self.before + Self.from26 {
      let context = StrategyContext(version)
      let strategies = standardRegistry.resolve(context)
      let from26 = Self.from26.contains(version)
      #expect(strategies.isActive(.opaqueBackgroundForCardSheets) == from26, "\(version)")
      let planner = SheetSurfacePlanner(strategies: strategies)
      #expect(planner.plan(for: .opaqueCard) == (from26 ? .opaqueBackground : .systemDefault))
      #expect(planner.plan(for: .systemSurface) == .systemDefault)
      let session = SimulationSession()
      let sheets = try SheetSurfaceClients.runMitigated(
        context: context, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(sheets.map(\.surface) == [.opaque, from26 ? .glass : .opaque])
    }
  }

  @Test("an opaque background on every sheet covers the mini player's glass")
  func opaqueEverywhereIsOverMitigation() throws {
    let session = SimulationSession()
    try SheetSurfaceClients.run(context: StrategyContext(iOS(26)), session: session) { _ in
      .opaqueBackground
    }
    #expect(kinds(session) == [.sheetGlassCovered])
    #expect(GlitchKind.sheetGlassCovered.isOverMitigation)
  }

  @Test("sheet detents do not exist below iOS 15")
  func notApplicableBelow15() {
    #expect(throws: SimulationError.self) {
      try SheetSurfaceClients.runNaive(
        context: StrategyContext(iOS(14, 8)), session: SimulationSession())
    }
  }
}
