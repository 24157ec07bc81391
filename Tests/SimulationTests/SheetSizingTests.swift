import Simulation
import Strategies
import Testing

/// `sheet-ipad-default-form-size`: an iPad sheet with no presentation sizing opens at the form
/// size where the linked version (the older of the OS and the SDK) is 18 or later; page sizing
/// on the content of the sheets laid out for a page keeps them whole, and page sizing on a
/// short form, on the presenter, or below iOS 18 is over-mitigation or does nothing.
@Suite("The iPad sheet at the form size: linked on or after iOS 18")
struct SheetSizingTests {
  static let before = [iOS(15, 7), iOS(16, 4), iOS(17, 0), iOS(17, 5)]
  static let from18 = [iOS(18), iOS(18, 4), iOS(26)]

  static func pad(_ version: PlatformVersion, sdk: PlatformVersion? = nil) -> StrategyContext {
    StrategyContext(version, sdk: sdk, traits: [.padIdiom])
  }

  @Test("the original code shows the page-sized sheet whole below 18 and cut to a form from 18")
  func naive() throws {
    for version in Self.before {
      let session = SimulationSession()
      let screen = try SheetSizingClients.runNaive(context: Self.pad(version), session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.defaultSizing == .page)
    }
    for version in Self.from18 {
      let session = SimulationSession()
      let screen = try SheetSizingClients.runNaive(context: Self.pad(version), session: session)
      #expect(kinds(session) == [.sheetShownAtFormSize], "\(version)")
      #expect(screen.defaultSizing == .form)
    }
  }

  @Test("an app built with the iOS 17 SDK keeps page-sized sheets on iPadOS 18 and later")
  func olderSDKKeepsThePageSize() throws {
    for version in Self.from18 {
      let context = Self.pad(version, sdk: iOS(17, 5))
      let session = SimulationSession()
      try SheetSizingClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      let strategies = standardRegistry.resolve(context)
      #expect(!strategies.isActive(.pageSizingForPageSheets), "\(version)")
      #expect(SheetSizingPlanner(strategies: strategies).plan(for: .page) == .automatic)
    }
  }

  @Test("an iPhone's sheet is as tall at either size, and the strategy stays off there")
  func iPhoneSheetsLookTheSame() throws {
    for version in Self.before + Self.from18 {
      let context = StrategyContext(version)
      let session = SimulationSession()
      let screen = try SheetSizingClients.runNaive(context: context, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
      #expect(screen.height(of: .form) == screen.height(of: .page))
      #expect(!standardRegistry.resolve(context).isActive(.pageSizingForPageSheets))
    }
  }

  @Test("with strategies the page-designed sheet shows whole and the form keeps the form size")
  func mitigated() throws {
    for version in Self.before + Self.from18 {
      let session = SimulationSession()
      let strategies = standardRegistry.resolve(Self.pad(version))
      let from18 = Self.from18.contains(version)
      #expect(strategies.isActive(.pageSizingForPageSheets) == from18, "\(version)")
      let planner = SheetSizingPlanner(strategies: strategies)
      #expect(planner.plan(for: .page) == (from18 ? .page : .automatic))
      #expect(planner.plan(for: .form) == .automatic)
      try SheetSizingClients.runMitigated(
        context: Self.pad(version), planner: planner, session: session)
      #expect(session.glitches.isEmpty, "\(version): \(session.glitches)")
    }
  }

  @Test("page sizing on every sheet stretches the short form where the form size is the default")
  func pageEverywhereIsOverMitigation() throws {
    let session = SimulationSession()
    try SheetSizingClients.run(context: Self.pad(iOS(18)), session: session) { _ in .page }
    #expect(kinds(session) == [.formSheetStretchedToPage])
    #expect(GlitchKind.formSheetStretchedToPage.isOverMitigation)
    let phone = SimulationSession()
    try SheetSizingClients.run(context: StrategyContext(iOS(18)), session: phone) { _ in .page }
    #expect(phone.glitches.isEmpty, "\(phone.glitches)")
  }

  @Test("page sizing on the presenting view does nothing: the sheet still opens form-sized")
  func sizingOnThePresenterIsIgnored() throws {
    let session = SimulationSession()
    let screen = try SheetSizingClients.run(
      context: Self.pad(iOS(18)), session: session, on: .presenter
    ) { $0 == .page ? .page : .automatic }
    #expect(screen.presenterSizing == .page)
    #expect(kinds(session) == [.sheetShownAtFormSize])
  }

  @Test("below iOS 18, or built with an older SDK, presentationSizing is an unavailable API")
  func sizingBelow18IsUnavailable() throws {
    let contexts = [Self.pad(iOS(17, 5)), Self.pad(iOS(18), sdk: iOS(17, 5))]
    for context in contexts {
      let session = SimulationSession()
      try SheetSizingClients.run(context: context, session: session) { _ in .page }
      #expect(kinds(session) == [.unavailableAPICalled, .unavailableAPICalled], "\(context)")
    }
  }

  @Test("a short form opens at the form size from 18 without being judged")
  func shortFormFitsTheFormSize() throws {
    let session = SimulationSession()
    let screen = try SheetSizingModel(context: Self.pad(iOS(18)), session: session)
    let form = screen.makeContent("form", height: SheetSizingClients.renameHeight)
    screen.present(form)
    screen.verifyPresented(as: .form)
    #expect(screen.presented?.sizing == .form)
    #expect(screen.presented?.height == SheetSizingModel.padFormHeight)
    #expect(session.glitches.isEmpty)
  }

  @Test("below iOS 13 SwiftUI's sheet does not exist")
  func notApplicableBelow13() {
    #expect(throws: SimulationError.self) {
      try SheetSizingModel(context: Self.pad(iOS(12, 4)), session: SimulationSession())
    }
  }
}
