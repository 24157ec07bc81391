import Simulation
import Strategies
import Testing

/// `table-section-header-top-padding`: from iOS 15 a plain table pads every section header; a
/// SwiftUI List shares it on 15.x only, while it is built on a table.
@Suite("Section header top padding: plain tables from 15, SwiftUI Lists on 15.x")
struct SectionHeaderPaddingTests {
  static let uikit: Set<ContextTrait> = [.listIsUIKitTableView, .listHasSectionHeaders]
  static let swiftUI: Set<ContextTrait> = [.listHasSectionHeaders]

  @Test("the original code: a UIKit table is padded from 15.0 on, a List on 15.x only")
  func naivePadding() throws {
    for version in [iOS(14), iOS(14, 8), iOS(15), iOS(15, 7), iOS(16), iOS(17), iOS(26)] {
      let table = SimulationSession()
      try HeaderPaddingClients.runNaive(version: version, traits: Self.uikit, session: table)
      #expect(
        kinds(table) == (version.number >= VersionNumber(15) ? [.sectionHeadersPadded] : []),
        "\(version)")
      let list = SimulationSession()
      try HeaderPaddingClients.runNaive(version: version, traits: Self.swiftUI, session: list)
      let tableBacked = version.number >= VersionNumber(15) && version.number < VersionNumber(16)
      #expect(kinds(list) == (tableBacked ? [.sectionHeadersPadded] : []), "\(version)")
    }
  }

  @Test("grouped or headerless lists show no padding (the model's assumption for grouped)")
  func groupedAndHeaderless() throws {
    for traits: Set<ContextTrait> in [
      [.listIsUIKitTableView, .listHasSectionHeaders, .listStyleGrouped],
      [.listIsUIKitTableView],
    ] {
      let session = SimulationSession()
      let list = try HeaderPaddingClients.runNaive(
        version: iOS(17), traits: traits, session: session)
      #expect(session.glitches.isEmpty)
      #expect(list.sectionHeaderTopPaddingShown == 0)
    }
  }

  @Test("with strategies: no padding anywhere; a List on 16+ selects no strategy")
  func mitigated() throws {
    for version in [iOS(14, 8), iOS(15), iOS(15, 7), iOS(16), iOS(17, 5), iOS(26)] {
      for traits in [Self.uikit, Self.swiftUI] {
        let strategies = resolved(version, traits)
        let session = SimulationSession()
        let list = try HeaderPaddingClients.runMitigated(
          version: version, traits: traits, appearance: ListAppearance(strategies: strategies),
          session: session)
        #expect(session.glitches.isEmpty, "\(version) \(traits): \(session.glitches)")
        #expect(list.sectionHeaderTopPaddingShown == 0)
      }
      let list = resolved(version, Self.swiftUI)
      #expect(list.isActive(.zeroListSectionHeaderTopPadding) == (version.number.major == 15))
      #expect(!list.isActive(.zeroTableSectionHeaderTopPadding))
      #expect(
        resolved(version, Self.uikit).isActive(.zeroTableSectionHeaderTopPadding)
          == (version.number >= VersionNumber(15)))
    }
  }

  @Test(
    "the table padding set for a List on 16+ is dead code: over-mitigation",
    arguments: [
      iOS(16), iOS(17), iOS(26),
    ])
  func deadCodeOnCollectionList(_ version: PlatformVersion) throws {
    let session = SimulationSession()
    let list = try HeaderPaddingClients.makeList(
      version: version, traits: Self.swiftUI, session: session)
    try list.setSectionHeaderTopPadding(0)
    #expect(kinds(session) == [.sectionHeaderPaddingSetWithoutTable])
    #expect(GlitchKind.sectionHeaderPaddingSetWithoutTable.isOverMitigation)
  }

  @Test("the property does not exist below 15: setting it is refused")
  func unavailableBelow15() throws {
    let session = SimulationSession()
    let list = try HeaderPaddingClients.makeList(
      version: iOS(14, 8), traits: Self.uikit, session: session)
    #expect(throws: SimulationError.self) { try list.setSectionHeaderTopPadding(0) }
  }

  @Test("the catalogue: UIKit tables from 15, Lists on 15.x, with the UIKit trait bound to 16+")
  func catalogue() throws {
    let issue = try #require(KnownIssue.catalogue.first { $0.id == .tableSectionHeaderTopPadding })
    #expect(issue.affects(StrategyContext(iOS(16, 4), traits: Self.uikit)))
    #expect(issue.affects(StrategyContext(iOS(15, 7), traits: Self.swiftUI)))
    #expect(!issue.affects(StrategyContext(iOS(16), traits: Self.swiftUI)))
    #expect(!issue.affects(StrategyContext(iOS(14, 8), traits: Self.uikit)))
    let outcomes = SimulationMatrix.runDerived(
      issues: [.tableSectionHeaderTopPadding], registry: .standard())
    #expect(!outcomes.isEmpty)
    #expect(SimulationMatrix.failures(in: outcomes).isEmpty)
  }
}
