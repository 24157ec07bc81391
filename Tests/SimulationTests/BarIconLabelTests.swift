import Simulation
import Strategies
import Testing

/// `bar-item-glass-pill-hit-miss`: in the Liquid Glass design (a linked version of 26 or later,
/// the compatibility design off) a toolbar button whose label is a bare image sits in a glass
/// pill wider than its hit area; an icon-only `Label` takes touches across the pill, a frame
/// outside the button changes nothing, and a minimum frame inside the label turns the pill into
/// an oval (over-mitigation), or, without pills, widens the item.
@Suite("Toolbar icons in glass pills, linked on or after iOS 26")
struct BarIconLabelTests {
  static let before = [iOS(14), iOS(15, 7), iOS(17, 5), iOS(18), iOS(18, 6)]
  static let from26 = [iOS(26), iOS(26, 1), iOS(26, 4)]

  /// An app whose Info.plist sets UIDesignRequiresCompatibility, on `version` built with `sdk`.
  static func compatible(_ version: PlatformVersion, sdk: PlatformVersion) -> StrategyContext {
    var context = StrategyContext(version, sdk: sdk)
    context.designRequiresCompatibility = true
    return context
  }

  @Test("the original code's pills take touches the buttons ignore from 26, and none before")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let toolbar = try BarIconLabelClients.runNaive(
        context: StrategyContext(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(!toolbar.drawsGlass)
    }
    for version in Self.from26 {
      let session = SimulationSession()
      let toolbar = try BarIconLabelClients.runNaive(
        context: StrategyContext(version), session: session)
      // Each item's tap near the edge of its pill.
      #expect(
        kinds(session) == Array(repeating: .pillPressWithoutAction, count: 3), "\(version)")
      #expect(toolbar.items.map(\.actions) == [1, 1, 1], "the centre taps alone ran")
      #expect(toolbar.items.first.flatMap(toolbar.pillWidth) == 36)
    }
  }

  @Test("below 26 an edge tap outside the glyph misses without a pill to highlight")
  func noPillBefore26() throws {
    let session = SimulationSession()
    let toolbar = try GlassPillHitModel(context: StrategyContext(iOS(18)), session: session)
    toolbar.setItems(["share"], label: .bareImage)
    #expect(!toolbar.tap(0, at: 15))
    #expect(session.glitches.isEmpty)
  }

  @Test("an app built with the iOS 18 SDK, or keeping the compatibility design, has no pills")
  func olderDesign() throws {
    let contexts = [
      StrategyContext(iOS(26), sdk: iOS(18, 6)), Self.compatible(iOS(26), sdk: iOS(26)),
    ]
    for context in contexts {
      let session = SimulationSession()
      let toolbar = try BarIconLabelClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(context): \(session.glitches)")
      #expect(!toolbar.drawsGlass)
      #expect(!standardRegistry.resolve(context).isActive(.iconOnlyLabelForBarIcons))
    }
  }

  @Test("with strategies every tap the pill highlights runs the action, and the pills stay round")
  func mitigated() throws {
    for version in Self.before + Self.from26 {
      let context = StrategyContext(version)
      let strategies = standardRegistry.resolve(context)
      let from26 = Self.from26.contains(version)
      #expect(strategies.isActive(.iconOnlyLabelForBarIcons) == from26, "\(version)")
      let planner = BarIconLabelPlanner(strategies: strategies)
      #expect(planner.plan == (from26 ? .iconOnlyLabel : .bareImage))
      let session = SimulationSession()
      let toolbar = try BarIconLabelClients.runMitigated(
        context: context, planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(toolbar.items.map(\.actions) == (from26 ? [2, 2, 2] : [1, 1, 1]), "\(version)")
    }
  }

  @Test("a frame outside the button does not reach its hit area")
  func frameOutsideButton() throws {
    let session = SimulationSession()
    try BarIconLabelClients.run(
      .frameOutsideButton, context: StrategyContext(iOS(26)), session: session)
    #expect(kinds(session) == Array(repeating: .pillPressWithoutAction, count: 3))
  }

  @Test("a minimum frame inside the label makes an oval pill, and a wider item without pills")
  func minimumFrameInLabel() throws {
    for version in [iOS(18), iOS(26)] {
      let session = SimulationSession()
      try BarIconLabelClients.run(
        .minimumFrameInLabel, context: StrategyContext(version), session: session)
      #expect(kinds(session) == Array(repeating: .barItemReshaped, count: 3), "\(version)")
    }
    #expect(GlitchKind.barItemReshaped.isOverMitigation)
  }

  @Test("an icon-only label looks as the bare image where there is no pill")
  func iconOnlyLabelBefore26() throws {
    let session = SimulationSession()
    try BarIconLabelClients.run(.iconOnlyLabel, context: StrategyContext(iOS(18)), session: session)
    #expect(session.glitches.isEmpty, "\(session.glitches)")
  }
}
