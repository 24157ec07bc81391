// The tab's router, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// A screen pushed onto the tab's stack.
struct ChildScreen: Hashable, Sendable {
  let number: Int
}

/// The tab's navigation: every change the app makes is published in its plan's transaction
/// (on iOS 16 in a TabView, pop to root as a zero-duration animation, so that the next push
/// animates), through a `PathChangePerformer`, which also finishes a pop the router split in two
/// (on iOS 16.0 and 16.1 a multi-level pop would jump back) on the next turn, and adopts the
/// system's back pops.
@MainActor
final class TabRouterModel<Host: PlanHost> {
  /// Called before the router changes (the SwiftUI file sends `objectWillChange`).
  var willChange: (@MainActor () -> Void)?
  /// The router; `NavigationStack(performer: model.performer)` binds it.
  var router: NavigationRouter<ChildScreen> {
    willSet { willChange?() }
  }
  let host: Host
  /// Publishes the router's changes.
  private(set) lazy var performer = PathChangePerformer(
    host: host, get: { [unowned self] in router }, set: { [unowned self] in router = $0 })
  private var pushed = 0

  /// Creates the model for a stack in a tab on `version`.
  init(host: Host, version: PlatformVersion, registry: StrategyRegistry = .standard()) {
    self.host = host
    self.router = NavigationRouter(
      strategies: registry.resolve(StrategyContext(version, traits: [.stackInTabView])))
  }

  /// "Push to ChildView" / "Child View".
  func push() {
    pushed += 1
    performer.perform { $0.push(ChildScreen(number: pushed)) }
  }

  /// "Return to Top".
  func popToRoot() {
    performer.perform { $0.popToRoot() }
  }
}
