import Strategies

/// A screen listing two sections with headers, as a UIKit `UITableView` or a SwiftUI `List`:
/// naive (the headers laid out as created), and through `ListAppearance` (the plan's
/// `sectionHeaderTopPadding = 0` applied once, when the list is created).
package enum HeaderPaddingClients {
  /// Two sections of two rows; headers with `ContextTrait.listHasSectionHeaders`, grouped with
  /// `ContextTrait.listStyleGrouped`, plain otherwise.
  package static func layout(traits: Set<ContextTrait>) -> ListLayout {
    let headers =
      traits.contains(.listHasSectionHeaders)
      || traits.contains(.listFirstSectionHasHeader)
    return ListLayout(
      sections: [
        ListLayout.Section(hasHeader: headers, rows: [true, true]),
        ListLayout.Section(hasHeader: headers, rows: [true, true]),
      ],
      style: traits.contains(.listStyleGrouped) ? .grouped : .plain)
  }

  /// The list the traits describe: a UIKit table with `ContextTrait.listIsUIKitTableView`, a
  /// SwiftUI List otherwise.
  package static func makeList(
    version: PlatformVersion, traits: Set<ContextTrait>, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let layout = layout(traits: traits)
    return traits.contains(.listIsUIKitTableView)
      ? try ListModel(uikitTableOn: version, layout: layout, session: session)
      : try ListModel(version: version, layout: layout, session: session)
  }

  /// The original code: the list created and laid out, nothing else.
  @discardableResult
  package static func runNaive(
    version: PlatformVersion, traits: Set<ContextTrait>, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try makeList(version: version, traits: traits, session: session)
    list.renderSectionHeaders()
    return list
  }

  /// The fix through `ListAppearance`: `sectionHeaderTopPadding = 0` when the plan says so
  /// (`tableView.sectionHeaderTopPadding` for a UIKit table,
  /// `UITableView.appearance().sectionHeaderTopPadding` for a List), then the layout. A plan
  /// that asks for it where the property does not exist is recorded as
  /// ``GlitchKind/unavailableAPICalled``.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, traits: Set<ContextTrait>, appearance: ListAppearance,
    session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try makeList(version: version, traits: traits, session: session)
    if appearance.sectionHeaderPlan().zeroesTopPadding {
      session.perform { () throws(SimulationError) in try list.setSectionHeaderTopPadding(0) }
    }
    list.renderSectionHeaders()
    return list
  }
}
