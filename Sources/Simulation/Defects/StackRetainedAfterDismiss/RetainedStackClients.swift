import Strategies

/// A point-of-sale mode the user enters and leaves: its item list is a navigation container
/// whose content reads the mode's aggregate model from the environment, and the model runs a
/// card reader's reconnection service. The user enters the mode, opens a product's variations,
/// goes back and leaves; enters again and leaves; then the reader reconnects. Written as the
/// source shows it (a `NavigationStack` with `NavigationLink(value:)`), and through
/// `FlowNavigationContainerPlanner`.
package enum RetainedStackClients {
  /// The visits to the mode, in order.
  package static let visits = ["visit-1", "visit-2"]
  /// The screen the first visit opens.
  package static let variations = "variations"

  /// The original app code: `NavigationStack { ItemList() }` with
  /// `NavigationLink(value: item)` and `navigationDestination(for: POSItem.self)`.
  @discardableResult
  package static func runNaive(
    version: PlatformVersion, sdk: PlatformVersion? = nil, session: SimulationSession
  ) throws(SimulationError) -> FlowStackLifetimeModel {
    try run(.navigationStack, version: version, sdk: sdk, session: session)
  }

  /// The same through a planner: each visit's container as
  /// ``FlowNavigationContainerPlanner/container()`` says.
  @discardableResult
  package static func runMitigated(
    version: PlatformVersion, sdk: PlatformVersion? = nil,
    planner: FlowNavigationContainerPlanner, session: SimulationSession
  ) throws(SimulationError) -> FlowStackLifetimeModel {
    try run(planner.container(), version: version, sdk: sdk, session: session)
  }

  /// Runs the scenario with every visit's navigation in `container`, on `version` with the
  /// app built with `sdk` (`nil`: the version's own).
  @discardableResult
  package static func run(
    _ container: FlowNavigationContainer, version: PlatformVersion, sdk: PlatformVersion? = nil,
    session: SimulationSession
  ) throws(SimulationError) -> FlowStackLifetimeModel {
    let host = try FlowStackLifetimeModel(version: version, sdk: sdk, session: session)
    for (index, visit) in visits.enumerated() {
      host.openFlow(visit, in: container)
      session.clock.runUntilIdle()
      if index == 0 {
        push(variations, container, on: host)
        session.clock.runUntilIdle()
        host.verifyShown()
        host.pop()
      }
      host.closeFlow()
      session.clock.runUntilIdle()
    }
    host.postAppEvent()
    host.verify()
    return host
  }

  /// The user taps a product with variations: the flow pushes `screen` with the link its
  /// container follows, as `container` says.
  package static func push(
    _ screen: String, _ container: FlowNavigationContainer, on host: FlowStackLifetimeModel
  ) {
    switch container {
    case .navigationStack, .navigationViewWithValueLinks: host.pushValueLink(screen)
    case .navigationView: host.pushDestinationLink(screen)
    }
  }
}
