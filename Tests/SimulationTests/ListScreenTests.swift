import Simulation
import Strategies
import Testing

@Suite("Seed 001: list background, section headers and sheets")
struct ListScreenTests {
  static let groupedList = ListScreenClients.timerList(traits: [.listStyleGrouped])

  @Test(
    "Seed 001: a grouped list's custom background is painted over from iOS 16",
    arguments: matrixVersions)
  func backgroundNaive(version: PlatformVersion) throws {
    let session = SimulationSession()
    let list = try ListScreenClients.runNaiveBackground(
      version: version, layout: Self.groupedList, session: session)
    let covered = version.number.major >= 16
    #expect(list.visibleBackground == (covered ? .systemGrouped : .custom))
    #expect(kinds(session) == (covered ? [.customBackgroundNotShown] : []))
  }

  @Test(
    "Seed 001 fixed: scrollContentBackground(.hidden) from 16, never called below",
    arguments: matrixVersions)
  func backgroundMitigated(version: PlatformVersion) throws {
    let session = SimulationSession()
    let list = try ListScreenClients.runMitigatedBackground(
      version: version, layout: Self.groupedList,
      appearance: ListAppearance(strategies: resolved(version, [.listStyleGrouped])),
      session: session)
    #expect(list.visibleBackground == .custom)
    #expect(list.hidesScrollContentBackground == (version.number.major >= 16))
    #expect(session.glitches.isEmpty)
  }

  @Test("scrollContentBackground(_:) does not exist below iOS 16: calling it is not applicable")
  func hideBelow16() throws {
    let session = SimulationSession()
    let list = try ListModel(version: iOS(15, 7), layout: Self.groupedList, session: session)
    let error = #expect(throws: SimulationError.self) { try list.hideScrollContentBackground() }
    #expect(error?.notApplicableReason == "scrollContentBackground(_:) does not exist below iOS 16")
    let forced = ListAppearance(
      strategies: StrategySet(
        context: StrategyContext(iOS(15, 7)),
        listAppearance: ListAppearancePolicy(hidesScrollContentBackground: true)))
    let misuse = SimulationSession()
    try ListScreenClients.runMitigatedBackground(
      version: iOS(15, 7), layout: Self.groupedList, appearance: forced, session: misuse)
    #expect(kinds(misuse) == [.unavailableAPICalled])
  }

  @Test(
    "Seed 001: on iOS 14 a list with section headers sits lower by a header; nothing fixes it",
    arguments: matrixVersions)
  func sectionHeaders(version: PlatformVersion) throws {
    let session = SimulationSession()
    let list = try ListScreenClients.runSectionHeaders(
      version: version, layout: ListLayout.timerEditor(traits: [.listHasSectionHeaders]),
      session: session)
    let offset = version.number.major == 14
    #expect(list.contentTopOffset == (offset ? 28 : 0))
    #expect(kinds(session) == (offset ? [.listOffsetByHeader] : []))
    #expect(!standardRegistry.strategies.contains { $0.addresses.contains(.sectionHeaderOffset) })
    let plain = SimulationSession()
    try ListScreenClients.runSectionHeaders(
      version: version, layout: ListLayout.timerEditor(traits: []), session: plain)
    #expect(plain.glitches.isEmpty)
  }

  @Test(
    "Seed 001: below iOS 16 a sheet presented from a list in edit mode never appears",
    arguments: matrixVersions)
  func sheetInEditModeNaive(version: PlatformVersion) throws {
    let session = SimulationSession()
    let host = try SheetClients.runNaive(
      sheet: SheetClients.plainSheet, startInEditMode: true, version: version, session: session)
    let blocked = version.number.major < 16
    #expect((host.presentedSheet == nil) == blocked)
    #expect(kinds(session) == (blocked ? [.sheetDidNotPresent] : []))
  }

  @Test("Seed 001 fixed: leave edit mode, present on the next turn", arguments: matrixVersions)
  func sheetInEditModeMitigated(version: PlatformVersion) throws {
    let session = SimulationSession()
    let host = try SheetClients.runMitigated(
      sheet: SheetClients.plainSheet, startInEditMode: true, version: version,
      presenter: SheetPresenter(strategies: resolved(version)), session: session)
    #expect(host.presentedSheet == SheetClients.plainSheet)
    #expect(host.isEditing == (version.number.major >= 16))
    #expect(session.glitches.isEmpty)
  }

  @Test("Leaving edit mode and presenting in the same turn is still blocked on 15.7")
  func sameTurnIsBlocked() throws {
    let session = SimulationSession()
    let host = try SheetHostModel(version: iOS(15, 7), listIsEditing: true, session: session)
    host.setEditMode(false)
    host.presentSheet(SheetClients.plainSheet)
    session.clock.runUntilIdle()
    host.verifyPresentation()
    #expect(!host.isEditing)
    #expect(host.presentedSheet == nil)
    #expect(kinds(session) == [.sheetDidNotPresent])
    let nextTurn = try SheetHostModel(version: iOS(15, 7), listIsEditing: true, session: session)
    nextTurn.setEditMode(false)
    session.clock.nextTurn { nextTurn.presentSheet(SheetClients.plainSheet) }
    session.clock.runUntilIdle()
    #expect(nextTurn.presentedSheet == SheetClients.plainSheet)
  }

  @Test(
    "Seed 001: on iOS 14 a TextField in a sheet resolves bold; an explicit weight wins",
    arguments: matrixVersions)
  func textFieldFont(version: PlatformVersion) throws {
    let session = SimulationSession()
    let host = try SheetClients.runNaive(
      sheet: SheetClients.timerEditorSheet, startInEditMode: false, version: version,
      session: session)
    let bold = version.number.major == 14
    #expect(host.resolvedTextFieldWeight == (bold ? .bold : .regular))
    #expect(kinds(session) == (bold ? [.textFieldFontBold] : []))
    let fixed = SimulationSession()
    let mitigated = try SheetClients.runMitigated(
      sheet: SheetClients.timerEditorSheet, startInEditMode: false, version: version,
      presenter: SheetPresenter(strategies: resolved(version)), session: fixed)
    #expect(mitigated.resolvedTextFieldWeight == .regular)
    #expect(fixed.glitches.isEmpty)
    let askedBold = SimulationSession()
    let host14 = try SheetHostModel(version: iOS(14, 8), session: askedBold)
    host14.presentSheet(
      SheetContent(title: "bold", hasTextField: true, textFieldWeight: .bold, designWeight: .bold))
    #expect(host14.resolvedTextFieldWeight == .bold && askedBold.glitches.isEmpty)
  }

  @Test("An explicit .bold is not the fix; another explicit weight is a changed weight")
  func explicitWeights() throws {
    for (weight, expected) in [
      (FontWeight.regular, [GlitchKind]()), (.bold, [.textFieldFontBold]),
      (.medium, [.textFieldWeightChanged]), (.semibold, [.textFieldWeightChanged]),
    ] {
      for version in [iOS(14, 8), iOS(15)] {
        let session = SimulationSession()
        let host = try SheetHostModel(version: version, session: session)
        host.presentSheet(SheetContent(title: "t", hasTextField: true, textFieldWeight: weight))
        #expect(kinds(session) == expected, "\(weight) on \(version)")
      }
    }
  }

  @Test("Leaving edit mode to present is over-mitigation where sheets present in edit mode")
  func leavingEditModeNeedlessly() throws {
    for (version, expected) in [(iOS(15, 7), [GlitchKind]()), (iOS(16), [.intendedStateLost])] {
      let session = SimulationSession()
      try SheetClients.runMitigated(
        sheet: SheetClients.plainSheet, startInEditMode: true, version: version,
        presenter: SheetPresenter(
          strategies: StrategySet(
            context: StrategyContext(version),
            sheetPresentation: SheetPresentationPolicy(leavesEditModeBeforePresenting: true))),
        session: session)
      #expect(kinds(session) == expected, "\(version)")
    }
  }
}
