import Strategies

extension GlitchKind {
  /// Padding the design does not have showed above a list's section headers.
  public static let sectionHeadersPadded = GlitchKind(
    "sectionHeadersPadded", summary: "section headers padded")
  /// The app set a table property for a List that no table backs: dead code.
  public static let sectionHeaderPaddingSetWithoutTable = GlitchKind(
    "sectionHeaderPaddingSetWithoutTable", summary: "header padding set with no table",
    isOverMitigation: true)
}

extension DefectScenario {
  /// `table-section-header-top-padding`: a plain list with section headers, as a UIKit table
  /// (the default traits) and, in the row without `ContextTrait.listIsUIKitTableView`, as a
  /// SwiftUI List.
  ///
  /// By design from iOS 15: the catalogue has no fixed version. The model's assumptions beyond
  /// the sources: the padding is given to plain-style tables only, and a List built on a
  /// collection view (iOS 16 and later) shows none that the table property could remove.
  package static let tableSectionHeaderTopPadding = DefectScenario(
    issue: .tableSectionHeaderTopPadding,
    title: "Plain list with section headers, UIKit table or SwiftUI List",
    defaultTraits: [.listIsUIKitTableView, .listHasSectionHeaders],
    source: "https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding",
    steps: "create a plain list of two sections with headers (a UITableView, or a SwiftUI List "
      + "without the UIKit trait) and lay its headers out",
    detects: [.sectionHeadersPadded, .sectionHeaderPaddingSetWithoutTable, .unavailableAPICalled]
  ) { (run) throws(SimulationError) in
    switch run.mode {
    case .naive:
      try HeaderPaddingClients.runNaive(
        version: run.version, traits: run.traits, session: run.session)
    case .strategies:
      try HeaderPaddingClients.runMitigated(
        version: run.version, traits: run.traits,
        appearance: ListAppearance(strategies: run.strategies), session: run.session)
    }
  }
}

extension SimulatedDefect {
  /// This defect's scenario, and the mutants of its strategies that are equivalent to them.
  package static let tableSectionHeaderTopPadding = SimulatedDefect(
    scenario: .tableSectionHeaderTopPadding,
    equivalentMutants: [
      EquivalentMutant(
        strategy: .zeroListSectionHeaderTopPadding,
        change: "order swapped: applied before zero-table-header-top-padding",
        reason: "both set the same policy field to the same value (the header padding zeroed): "
          + "either order resolves the same policy"),
      EquivalentMutant(
        strategy: .zeroTableSectionHeaderTopPadding,
        change: "versions iOS 15.0... → iOS 15.1... (and iPadOS)",
        reason: "on 15.0 zero-list-header-top-padding (15.x, any list with headers) is selected "
          + "for the UIKit table too and sets the same policy field, so the table's padding is "
          + "removed on 15.0 either way"),
      EquivalentMutant(
        strategy: .zeroTableSectionHeaderTopPadding,
        change: "drop trait list-uikit-table-view",
        reason: "the issue needs the UIKit trait from 16 on, so the registry keeps the strategy "
          + "off without it there; on 15.x zero-list-header-top-padding is selected for any list "
          + "with headers and sets the same policy field"),
      EquivalentMutant(
        strategy: .zeroListSectionHeaderTopPadding,
        change: "versions iOS 15.0..<16.0 → iOS 15.0..<16.1 (and iPadOS)",
        reason: "on 16.0 the issue needs the UIKit trait, so the registry activates the variant "
          + "only for a UIKit table, where zero-table-header-top-padding is selected too and "
          + "sets the same policy field"),
    ], walkComponents: [.sectionHeaderList],
    policyFields: [
      .flag(
        .listAppearance, "zeroesSectionHeaderTopPadding",
        \.listAppearance.zeroesSectionHeaderTopPadding)
    ])
}
