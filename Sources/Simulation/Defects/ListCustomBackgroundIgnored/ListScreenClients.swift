import Strategies

/// Seed 001's list screens: the timer list with the app's own background, and a list with
/// section headers; naive, and through `ListAppearance`.
public enum ListScreenClients {
  /// The seed's timer list: three rows in one section, the style and headers from `traits`.
  public static func timerList(traits: Set<ContextTrait>) -> ListLayout {
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
  /// behind it, and nothing else.
  @discardableResult
  public static func runNaiveBackground(
    version: PlatformVersion, layout: ListLayout, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    list.setCustomBackground(true)
    list.renderBackground()
    return list
  }

  /// The same list through `ListAppearance`: the app applies its background as planned and
  /// calls `scrollContentBackground(.hidden)` only when the plan says so. A plan that asks for
  /// it where it does not exist is recorded as ``GlitchKind/unavailableAPICalled``.
  @discardableResult
  public static func runMitigatedBackground(
    version: PlatformVersion, layout: ListLayout, appearance: ListAppearance,
    session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    let plan = appearance.backgroundPlan(customBackground: true)
    list.setCustomBackground(plan.appliesCustomBackground)
    if plan.hidesScrollContentBackground {
      session.perform { () throws(SimulationError) in try list.hideScrollContentBackground() }
    }
    list.renderBackground()
    return list
  }
}
