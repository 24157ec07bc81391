import Strategies

/// A `NavigationSplitView` app whose detail column is
/// `if let id = selection { ItemDetail(id) } else { Text("Select an item") }`: written as the
/// reports show it (the conditional is the column's root) and through `ColumnRootPlanner`.
///
/// The user selects item 1, scrolls its detail and types a note, selects item 2, clears the
/// selection and selects item 3; the body is evaluated after each change.
package enum SplitColumnClients {
  /// The selections of the scenario, in order (`nil`: the selection is cleared).
  package static let selections: [Int?] = [1, 2, nil, 3]

  /// The detail column's root for `selection` under `hosting`.
  package static func root(for selection: Int?, hosting: ConditionalRootHosting) -> ColumnRoot {
    ColumnRoot(
      branch: selection == nil ? "placeholder" : "detail", selection: selection, hosting: hosting)
  }

  /// The original app code: the conditional is the column's root.
  @discardableResult
  package static func runNaive(version: PlatformVersion, session: SimulationSession)
    throws(SimulationError) -> SplitColumnModel
  {
    try run(hosting: .asWritten, version: version, session: session)
  }

  /// The same through a planner: the column's root hosted as the plan says (resolved once, as
  /// the app builds its scene).
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, planner: ColumnRootPlanner, session: SimulationSession
  ) throws(SimulationError) -> SplitColumnModel {
    try runPlanned(version: version, planner: planner, session: session)
  }

  /// ``runMitigated(version:planner:session:)`` through any planner: the scenario passes
  /// `PassthroughColumnRootPlanner` where it exists, as an app chooses it.
  @discardableResult
  static func runPlanned(
    version: PlatformVersion, planner: some ColumnRootPlanning, session: SimulationSession
  ) throws(SimulationError) -> SplitColumnModel {
    try run(hosting: planner.plan().hosting, version: version, session: session)
  }

  /// Runs the scenario's selections with the column's root hosted by `hosting`.
  @discardableResult
  package static func run(
    hosting: ConditionalRootHosting, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> SplitColumnModel {
    let column = try SplitColumnModel(version: version, session: session)
    column.declare(root(for: nil, hosting: hosting))
    for selection in selections {
      column.declare(root(for: selection, hosting: hosting))
      column.verify()
      if selection == 1 { column.edit(scrollOffset: 240, draft: "note") }
    }
    return column
  }
}
