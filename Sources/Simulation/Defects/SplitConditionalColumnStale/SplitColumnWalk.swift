import Strategies

extension WalkComponentSpec {
  /// A split view's detail column whose root is a condition on the selection (a placeholder for
  /// none, the detail otherwise), hosted as a `ColumnRootPlanner` plan says; the user selects
  /// (0 for none) and edits the detail (scrolls, types a draft).
  package static let splitColumn = WalkComponentSpec(
    name: "split",
    actions: [WalkAction("select", arguments: 0...4, weight: 3), WalkAction("edit")]
  ) { (environment) throws(SimulationError) in
    try SplitColumnWalk(environment)
  }
}

/// The walk's split column: after each selection the column shows the branch and selection the
/// app declares (the model records a stale one), and an edit survives a selection in the same
/// branch only where the plan keeps the identity (the model records a lost one).
@MainActor
final class SplitColumnWalk: WalkComponent {
  private let column: SplitColumnModel
  private let hosting: ConditionalRootHosting
  private var edits = 0

  init(_ environment: WalkEnvironment) throws(SimulationError) {
    column = try SplitColumnModel(version: environment.version, session: environment.session)
    hosting = ColumnRootPlanner(strategies: environment.strategies(for: [])).plan().hosting
    column.declare(SplitColumnClients.root(for: nil, hosting: hosting))
  }

  func perform(_ action: String, _ argument: Int) {
    switch action {
    case "select":
      let selection = argument > 0 ? argument : nil
      column.declare(SplitColumnClients.root(for: selection, hosting: hosting))
      column.verify()
    case "edit":
      edits += 1
      column.edit(scrollOffset: Double(edits) * 40, draft: "draft \(edits)")
    default: return
    }
  }

  func checkSettled(_ report: (String) -> Void) {
    column.verify()
  }
}
