import Strategies

extension ListScreenClients {
  /// A list with the seed's sections (`ListLayout.timerEditor(traits:)`), rendered once.
  ///
  /// No strategy addresses the offset, so naive and mitigated clients are the same code.
  @discardableResult
  package static func runSectionHeaders(
    version: PlatformVersion, layout: ListLayout, session: SimulationSession
  ) throws(SimulationError) -> ListModel {
    let list = try ListModel(version: version, layout: layout, session: session)
    list.renderLayout()
    return list
  }
}
