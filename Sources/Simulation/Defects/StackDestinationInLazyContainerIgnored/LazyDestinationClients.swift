import Strategies

/// A library app: a `NavigationStack(path:)` whose root is a `List` of 40 rows, 10 on screen,
/// in two sections. The "Books" section's header (row 0) attaches
/// `navigationDestination(for: Book.self)` and its rows (1 to 29) hold
/// `NavigationLink(value: book)`; the "Authors" section's header (row 30) attaches
/// `navigationDestination(for: Author.self)` and its rows (31 to 39) link to authors. Deep links
/// append a book or an author to the path.
///
/// Written the naive way (each section's header registers its destination, as the sources
/// show it) and through `DestinationPlacementPlanner` (each destination declared at both sites,
/// the header and the `List` itself, and registered at the one the plan names, as
/// `navigationDestination(for:placedAt:plan:destination:)` does).
package enum LazyDestinationClients {
  /// One thing the user or the app does.
  package enum Step: Hashable, Sendable {
    /// The user taps the link in `row` (on screen).
    case tap(row: Int)
    /// A deep link appends a value of the type to the path.
    case deepLink(String)
    /// The user scrolls `row` to the top.
    case scroll(toRow: Int)
    /// The user goes back.
    case back
  }

  /// The number of rows of the `List`.
  package static let rows = 40
  /// The number of rows on screen at once.
  package static let rowsOnScreen = 10
  /// Each section's value type and the row of its header, which declares its destination.
  package static let sections: [(type: String, header: Int)] = [("Book", 0), ("Author", 30)]

  /// The type a link in `row` pushes: that of the section the row is in.
  package static func type(ofRow row: Int) -> String {
    sections.last { $0.header <= row }?.type ?? sections[0].type
  }

  /// A book link next to its section's header, a deep link to an author while the authors'
  /// section is off screen, an author link next to its header, and a deep link to a book while
  /// the books' section is off screen, going back after each.
  package static let scenarioSteps: [Step] = [
    .tap(row: 2), .back, .deepLink("Author"), .back, .scroll(toRow: 28), .tap(row: 31), .back,
    .deepLink("Book"), .back,
  ]

  /// The original app code: each section's header attaches its
  /// `navigationDestination(for:)`.
  @discardableResult
  package static func runNaive(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion, session: SimulationSession
  ) throws(SimulationError) -> LazyDestinationStackModel {
    try run(steps, placement: .lazyRow, version: version, session: session)
  }

  /// The same app through `planner`: each destination registered where the plan says.
  @discardableResult
  package static func runMitigated(
    _ steps: [Step] = scenarioSteps, version: PlatformVersion,
    planner: some DestinationPlacementPlanning, session: SimulationSession
  ) throws(SimulationError) -> LazyDestinationStackModel {
    try run(steps, placement: planner.planPlacement(), version: version, session: session)
  }

  /// Runs `steps` with the destinations registered at `placement`.
  @discardableResult
  package static func run(
    _ steps: [Step], placement: DestinationPlacement, version: PlatformVersion,
    session: SimulationSession
  ) throws(SimulationError) -> LazyDestinationStackModel {
    let stack = try LazyDestinationStackModel(
      version: version, rows: rows, rowsOnScreen: rowsOnScreen, session: session)
    declare(on: stack, placement: placement)
    for step in steps { perform(step, on: stack) }
    return stack
  }

  /// Registers each section's destination at the site `placement` names: the section's header
  /// or the stack's root.
  package static func declare(
    on stack: LazyDestinationStackModel, placement: DestinationPlacement
  ) {
    for section in sections {
      switch placement {
      case .lazyRow: stack.register(section.type, .forType, at: .row(section.header))
      case .stackRoot: stack.register(section.type, .forType, at: .stackRoot)
      }
    }
  }

  /// Performs one step.
  package static func perform(_ step: Step, on stack: LazyDestinationStackModel) {
    switch step {
    case .tap(let row): stack.tapLink(type(ofRow: row), inRow: row)
    case .deepLink(let type): stack.append(type)
    case .scroll(let row): stack.scroll(toRow: row)
    case .back: stack.pop()
    }
  }
}
