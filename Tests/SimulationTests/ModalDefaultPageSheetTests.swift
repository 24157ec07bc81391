import Simulation
import Strategies
import Testing

/// `modal-default-page-sheet`: a UIKit presentation with no style set is full screen where the
/// linked version (the older of the OS and the SDK) is below 13, and a card that can be swiped
/// away from 13; `.fullScreen` on the controller that is presented keeps a flow full screen.
@Suite("A UIKit flow designed full screen shown as a card, linked on or after iOS 13")
struct ModalDefaultPageSheetTests {
  static let before = [iOS(12, 4)]
  static let from13 = [iOS(13), iOS(14, 8), iOS(16, 4), iOS(17, 5), iOS(18), iOS(26)]

  static func context(_ version: PlatformVersion, sdk: PlatformVersion? = nil) -> StrategyContext {
    StrategyContext(version, sdk: sdk)
  }

  @Test("the original code is full screen below 13 and shows the flow as a card from 13")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let window = try ModalStyleClients.runNaive(context: Self.context(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(window.presenterAppearances == 2, "both presentations are full screen")
    }
    for version in Self.from13 {
      let session = SimulationSession()
      let window = try ModalStyleClients.runNaive(context: Self.context(version), session: session)
      #expect(kinds(session) == [.modalShownAsCard, .presenterNotRefreshed], "\(version)")
      #expect(window.presenterAppearances == 0, "\(version)")
      #expect(window.presenterInHierarchy)
    }
  }

  @Test("`.automatic` resolves to a page sheet below iOS 18 and to a form sheet from 18")
  func automaticResolution() throws {
    for (version, style) in [
      (iOS(13), SimulatedModalStyle.pageSheet), (iOS(17, 5), .pageSheet), (iOS(18), .formSheet),
      (iOS(26), .formSheet),
    ] {
      let window = try ModalPresentationModel(
        context: Self.context(version), session: SimulationSession())
      let flow = window.makeController("flow", inNavigationController: true)
      #expect(flow.modalPresentationStyle == .automatic)
      window.present(flow)
      #expect(window.presented?.style == style, "\(version)")
      #expect(window.presented?.appearance == .card, "\(version)")
      window.swipeDown()
      #expect(window.presented == nil, "\(version): a card is swiped away")
    }
    let window = try ModalPresentationModel(
      context: Self.context(iOS(12, 4)), session: SimulationSession())
    let flow = window.makeController("flow", inNavigationController: true)
    #expect(flow.modalPresentationStyle == .fullScreen)
    window.present(flow)
    #expect(!window.presenterInHierarchy)
    window.swipeDown()
    #expect(window.presented != nil, "a full-screen presentation is not swiped away")
  }

  @Test("an app built with the iOS 12 SDK keeps full screen on iOS 13 and later")
  func olderSDKKeepsFullScreen() throws {
    let sdk = iOS(12, 4)
    for version in Self.from13 {
      let context = Self.context(version, sdk: sdk)
      let session = SimulationSession()
      try ModalStyleClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.presentFullScreenExplicitly), "\(version)")
      #expect(ModalPresentationPlanner(strategies: strategies).route == .systemDefault)
    }
  }

  @Test("with strategies the flow is full screen everywhere and the sheet a card from 13")
  func mitigated() throws {
    for version in Self.before + Self.from13 {
      let session = SimulationSession()
      let strategies = resolved(version)
      let from13 = Self.from13.contains(version)
      #expect(strategies.isActive(.presentFullScreenExplicitly) == from13, "\(version)")
      let planner = ModalPresentationPlanner(strategies: strategies)
      #expect(planner.plan(for: .fullScreenCover) == (from13 ? .fullScreen : .systemDefault))
      #expect(planner.plan(for: .sheet) == .systemDefault)
      let window = try ModalStyleClients.runMitigated(
        context: Self.context(version), planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(window.presenterAppearances == (from13 ? 1 : 2), "\(version)")
    }
  }

  @Test("the style set on the navigation controller's root does nothing")
  func styleOnTheChildIsIgnored() throws {
    for version in Self.from13 {
      let session = SimulationSession()
      try ModalStyleClients.run(context: Self.context(version), session: session, on: .child) {
        $0 == .fullScreenCover ? .fullScreen : .systemDefault
      }
      #expect(kinds(session) == [.modalShownAsCard, .presenterNotRefreshed], "\(version)")
    }
  }

  @Test("full screen forced on every presentation takes the card from the sheet from 13")
  func fullScreenEverywhereIsOverMitigation() throws {
    let everywhere = ModalPresentationPlanner(
      strategies: StrategySet(
        context: Self.context(iOS(17)),
        sheetPresentation: SheetPresentationPolicy(modalStyle: .fullScreenEverywhere)))
    #expect(everywhere.plan(for: .sheet) == .fullScreen)
    for version in Self.from13 {
      let session = SimulationSession()
      try ModalStyleClients.run(context: Self.context(version), session: session) { _ in
        .fullScreen
      }
      #expect(kinds(session) == [.sheetForcedFullScreen], "\(version)")
      #expect(GlitchKind.sheetForcedFullScreen.isOverMitigation)
    }
    for version in Self.before {
      let session = SimulationSession()
      try ModalStyleClients.run(context: Self.context(version), session: session) { _ in
        .fullScreen
      }
      #expect(session.glitches.isEmpty, "\(version): explicit full screen is the default there")
    }
  }

  @Test("on an iPad the default is a card from 13 and full screen below, as on an iPhone")
  func iPad() throws {
    let session = SimulationSession()
    try ModalStyleClients.runNaive(
      context: StrategyContext(PlatformVersion(.iPadOS, 13)), session: session)
    #expect(kinds(session) == [.modalShownAsCard, .presenterNotRefreshed])
    let below = SimulationSession()
    try ModalStyleClients.runNaive(
      context: StrategyContext(PlatformVersion(.iPadOS, 12, 4)), session: below)
    #expect(below.glitches.isEmpty)
    let window = try ModalPresentationModel(
      context: StrategyContext(PlatformVersion(.iPadOS, 12, 4)), session: SimulationSession())
    let sheet = window.makeController("sheet", inNavigationController: false)
    sheet.modalPresentationStyle = .pageSheet
    window.present(sheet)
    #expect(window.presented?.appearance == .card, "an explicit page sheet is a card on an iPad")
  }
}
