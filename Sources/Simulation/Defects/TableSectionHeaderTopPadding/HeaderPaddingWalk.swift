import Strategies

extension WalkComponentSpec {
  /// A list with two sections, rebuilt in each style the catalogue tells apart: a UIKit table or
  /// a SwiftUI List, grouped or plain, with or without section headers (the argument's bits),
  /// its header plan from `ListAppearance` with the strategies of that list's context.
  package static let sectionHeaderList = WalkComponentSpec(
    name: "header-list",
    actions: [WalkAction("rebuild", arguments: 0...7)]
  ) { (environment) throws(SimulationError) in
    HeaderPaddingWalk(environment)
  }
}

/// The walk's list of section headers: rebuilt, it shows no padding above its headers (the
/// model records a padded header as a glitch) and no strategy acts where its issue cannot occur
/// (checked when each list context is resolved).
@MainActor
final class HeaderPaddingWalk: WalkComponent {
  private let environment: WalkEnvironment

  init(_ environment: WalkEnvironment) {
    self.environment = environment
  }

  func perform(_ action: String, _ argument: Int) {
    guard action == "rebuild" else { return }
    var traits: Set<ContextTrait> = []
    if argument & 1 != 0 { traits.insert(.listStyleGrouped) }
    if argument & 2 != 0 { traits.insert(.listIsUIKitTableView) }
    if argument & 4 != 0 { traits.formUnion([.listHasSectionHeaders, .listHasMultipleSections]) }
    let appearance = ListAppearance(strategies: environment.strategies(for: traits))
    let session = environment.session
    do {
      try HeaderPaddingClients.runMitigated(
        version: environment.version, traits: traits, appearance: appearance, session: session)
    } catch {
      // No such list on this version: nothing to show; any other refusal is a glitch.
      if error.notApplicableReason == nil { session.record(.invalidOperation, error.description) }
    }
  }

  func checkSettled(_ report: (String) -> Void) {}
}
