import Strategies

/// Who holds a flow's model in a ``FlowStackLifetimeModel``.
package enum FlowModelHolder: String, Hashable, Sendable, CaseIterable {
  /// The host's state that shows the flow (the mode it is in, a cover's item).
  case hostState
  /// The flow's content on screen: the navigation container and the views it hosts, which read
  /// the model (directly or from the environment).
  case flowContent
  /// A closed flow's `NavigationStack` that stayed in the view hierarchy.
  case retainedStack
}

/// The model a flow owns (a point of sale's aggregate model): alive while anyone holds it, and
/// while alive running its services (a card reader's reconnection), which answer the app's
/// events.
package final class FlowModelObject {
  /// Its name in reports.
  package let id: String
  /// Who holds it now.
  package fileprivate(set) var holders: Set<FlowModelHolder> = []
  /// Whether its flow has been closed and the close has ended.
  package fileprivate(set) var closed = false
  /// The app events its services answered after its flow was closed.
  package fileprivate(set) var eventsAfterClose = 0

  init(id: String) { self.id = id }

  /// Whether anything holds it: its `deinit` has not run, so its services still run.
  package var isAlive: Bool { !holders.isEmpty }
}

/// A headless host that shows one flow at a time, each flow hosting its navigation in a
/// container and owning a model its content reads, and the pushes the flow's screens make.
///
/// ## Mechanism
/// - Opening a flow: the host's state holds the flow's new model, and the flow's content (its
///   navigation container and the views in it) holds it too.
/// - A push from a link: `NavigationLink(value:)` is resolved by the container's
///   `navigationDestination(for:)`, which `NavigationStack` follows and `NavigationView`
///   ignores (the link does nothing); `NavigationLink(destination:)` pushes in both.
/// - Closing the flow (the host's state drops it, as when the user leaves the mode): the flow's
///   content leaves the hierarchy when the close ends, ``closeDuration`` seconds later. On iOS
///   and iPadOS 17 a `NavigationStack` among that content is not removed from the hierarchy: it
///   stays, with everything its content holds, close after close. A `NavigationView` is
///   removed on every version, and a `NavigationStack` on every other version.
/// - An app event (the card reader reconnecting) reaches the services of every model still
///   alive.
///
/// The model's assumptions, beyond the source (an app that saw it on iOS 17 devices and not on
/// 18, whose minimum was 17): every 17.x keeps every closed flow's `NavigationStack`, whatever
/// its content, for the rest of the process; 16.x does not (the source says nothing of it);
/// the simulated app runs on a device (the source did not see it in the simulator).
///
/// Detectors: ``verifyReleased()`` (once the clock is idle) reports each closed flow's model
/// still alive as ``GlitchKind/closedFlowModelAlive``, with the events its services answered
/// since; ``verifyShown()`` reports a push the flow asked for and does not show as
/// ``GlitchKind/flowPushIgnored`` (over-mitigation: a value link left in a `NavigationView`).
package final class FlowStackLifetimeModel {
  /// The simulated OS version.
  package let version: PlatformVersion
  /// How long closing a flow takes before its content leaves the hierarchy, in seconds (the
  /// model's figure).
  package static let closeDuration = 0.35
  /// Every model a flow owned, in order.
  package private(set) var models: [FlowModelObject] = []
  /// The open flow's model, if a flow is open.
  package private(set) var open: FlowModelObject?
  /// The open flow's container.
  package private(set) var container: FlowNavigationContainer = .navigationStack
  /// The screens the open flow's app state says are pushed (its path, or its links' flags).
  package private(set) var requestedPath: [String] = []
  /// The screens the open flow's container shows pushed.
  package private(set) var shownPath: [String] = []
  private let session: SimulationSession

  /// Creates the host, with no flow open, for an app running on `version` and built with
  /// `sdk` (`nil`: the version's own).
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` below iOS 16 or with an SDK below 16
  ///   (no `NavigationStack`), and on platforms other than iOS and iPadOS.
  package init(
    version: PlatformVersion, sdk: PlatformVersion? = nil, session: SimulationSession
  ) throws(SimulationError) {
    try version.require("NavigationStack", from: 16)
    if let sdk, sdk.platform == version.platform, sdk.number < VersionNumber(16) {
      throw .notApplicable(reason: "NavigationStack is not in the \(sdk) SDK")
    }
    self.version = version
    self.session = session
  }

  /// Whether a closed flow's `NavigationStack` stays in the hierarchy (iOS and iPadOS 17).
  package var keepsClosedStacks: Bool { version.major == 17 }

  /// The models whose flow was closed and that are still alive.
  package var retained: [FlowModelObject] {
    models.filter { $0.closed && $0.isAlive }
  }

  /// The host shows a flow owning a new model `id`, its navigation in `container`.
  package func openFlow(_ id: String, in container: FlowNavigationContainer) {
    session.countOperation()
    guard open == nil else { return }
    let model = FlowModelObject(id: id)
    models.append(model)
    model.holders = [.hostState, .flowContent]
    open = model
    self.container = container
    requestedPath = []
    shownPath = []
  }

  /// `NavigationLink(value: screen)`, resolved by `navigationDestination(for:)`: the flow's
  /// `NavigationStack` pushes it; a `NavigationView` ignores it.
  package func pushValueLink(_ screen: String) {
    session.countOperation()
    guard open != nil else { return }
    requestedPath.append(screen)
    if container == .navigationStack { shownPath.append(screen) }
  }

  /// `NavigationLink(destination: screen)` (or its `isActive:` form set to `true`): either
  /// container pushes it.
  package func pushDestinationLink(_ screen: String) {
    session.countOperation()
    guard open != nil else { return }
    requestedPath.append(screen)
    shownPath.append(screen)
  }

  /// The back button: the top screen is popped.
  package func pop() {
    session.countOperation()
    guard open != nil, !requestedPath.isEmpty else { return }
    requestedPath.removeLast()
    if shownPath.count > requestedPath.count { shownPath.removeLast() }
  }

  /// The host's state drops the flow (the user leaves the mode): its content leaves the
  /// hierarchy when the close ends, except a `NavigationStack` that stays on 17.
  package func closeFlow() {
    session.countOperation()
    guard let model = open else { return }
    model.holders.remove(.hostState)
    let staysInHierarchy = keepsClosedStacks && container == .navigationStack
    open = nil
    requestedPath = []
    shownPath = []
    // Weak: the clock belongs to the session the model holds, and a walk may end with the
    // close still running.
    session.clock.schedule(after: Self.closeDuration) { [weak model] in
      guard let model else { return }
      model.holders.remove(.flowContent)
      if staysInHierarchy { model.holders.insert(.retainedStack) }
      model.closed = true
    }
  }

  /// An app event (the card reader reconnects) reaches the services of every model alive.
  package func postAppEvent() {
    for model in models where model.isAlive && model.closed {
      model.eventsAfterClose += 1
    }
  }

  /// Reports each closed flow's model still alive, and a push the open flow asked for and does
  /// not show; call once the clock is idle.
  package func verify() {
    verifyReleased()
    verifyShown()
  }

  /// Reports each closed flow's model still alive; call once the clock is idle.
  package func verifyReleased() {
    for model in retained {
      session.record(
        .closedFlowModelAlive,
        "the model of closed flow \"\(model.id)\" is still alive, held by "
          + "\(model.holders.map(\.rawValue).sorted().joined(separator: ", ")), and its services "
          + "answered \(model.eventsAfterClose) app events since (\(version))")
    }
  }

  /// Reports a push the open flow asked for and does not show.
  package func verifyShown() {
    guard let model = open, shownPath != requestedPath else { return }
    session.record(
      .flowPushIgnored,
      "flow \"\(model.id)\" asked for \(requestedPath) and shows \(shownPath): its "
        + "NavigationView ignores value links (\(version))")
  }
}
