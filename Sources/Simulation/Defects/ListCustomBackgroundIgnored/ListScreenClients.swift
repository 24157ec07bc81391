import Strategies

/// Seed 001's list screens: the timer list with the app's own background, and a list with
/// section headers; naive, and through `ListAppearance`.
package enum ListScreenClients {
  /// The seed's timer list: three rows in one section, the style and headers from `traits`.
  package static func timerList(traits: Set<ContextTrait>) -> ListLayout {
    ListLayout(
      sections: [
        ListLayout.Section(
          hasHeader: traits.contains(.listHasSectionHeaders)
            || traits.contains(.listFirstSectionHasHeader),
          rows: [true, true, true])
      ],
      style: traits.contains(.listStyleGrouped) ? .grouped : .plain)
  }

  /// The seed's first code: `List { ... }.listStyle(.grouped)` with the app's background
  /// behind it, and nothing else; then a second list of the app's with no custom background.
  ///
  /// - Returns: The first list.
  @discardableResult
  package static func runNaiveBackground(
    version: PlatformVersion, layout: ListLayout, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    list.setCustomBackground(true)
    list.renderBackground()
    try ListModel(version: version, layout: layout, session: session).renderBackground()
    return list
  }

  /// The same list through `ListAppearance`: the app applies its background as planned and
  /// calls `scrollContentBackground(.hidden)` only when the plan says so; then the second
  /// list, with no custom background, through the same plan. A plan that asks for the
  /// modifier where it does not exist is recorded as ``GlitchKind/unavailableAPICalled``; one
  /// that hides the background of the list with none behind it, as
  /// ``GlitchKind/listBackgroundLost``.
  ///
  /// - Returns: The first list.
  @discardableResult
  package static func runMitigatedBackground(
    version: PlatformVersion, layout: ListLayout, appearance: ListAppearance,
    session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    try runMitigatedBackground(
      version: version, layout: layout, session: session,
      plan: appearance.backgroundPlan(customBackground:))
  }

  /// ``runMitigatedBackground(version:layout:appearance:session:)`` with the plans from
  /// `plan` (the primitive's, or a variant a test checks the scenario against).
  @discardableResult
  package static func runMitigatedBackground(
    version: PlatformVersion, layout: ListLayout, session: SimulationSession,
    plan: (Bool) -> ListBackgroundPlan
  ) throws(SimulationError) -> ListModel {
    var lists: [ListModel] = []
    for customBackground in [true, false] {
      let list = try ListModel(version: version, layout: layout, session: session)
      let plan = plan(customBackground)
      list.setCustomBackground(plan.appliesCustomBackground)
      if plan.hidesScrollContentBackground {
        session.perform { () throws(SimulationError) in try list.hideScrollContentBackground() }
      }
      list.renderBackground()
      lists.append(list)
    }
    return lists[0]
  }
}
