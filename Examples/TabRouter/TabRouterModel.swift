// The tab's router, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// A screen pushed onto the tab's stack.
struct ChildScreen: Hashable, Sendable {
  let number: Int
}

/// The tab's navigation: every change the app makes is published in its plan's transaction
/// (on iOS 16 in a TabView, pop to root as a zero-duration animation, so that the next push
/// animates); the system's back pops are adopted by the router.
@MainActor
final class TabRouterModel<Host: PlanHost> {
  /// Called before the router changes (the SwiftUI file sends `objectWillChange`).
  var willChange: (@MainActor () -> Void)?
  /// The router; `NavigationStack(router: $model.router)` binds it.
  var router: NavigationRouter<ChildScreen> {
    willSet { willChange?() }
  }
  let host: Host
  private var pushed = 0

  /// Creates the model for a stack in a tab on `version`.
  init(host: Host, version: PlatformVersion, registry: StrategyRegistry = .standard()) {
    self.host = host
    self.router = NavigationRouter(
      strategies: registry.resolve(Context(version, traits: [.stackInTabView])))
  }

  /// "Push to ChildView" / "Child View".
  func push() {
    pushed += 1
    change { $0.push(ChildScreen(number: pushed)) }
  }

  /// "Return to Top".
  func popToRoot() {
    change { $0.popToRoot() }
  }

  /// Makes `operation` on a copy of the router and publishes the result in its plan's
  /// transaction; a no-op (`nil` plan) publishes nothing. A pop the router split in two
  /// (`.coveredEntriesDropped`: on iOS 16.0 and 16.1 a multi-level pop would jump back) is
  /// finished by popping the top on the next turn.
  private func change(_ operation: (inout NavigationRouter<ChildScreen>) -> PathChangePlan?) {
    var next = router
    guard let plan = operation(&next) else { return }
    host.update(in: plan.transaction(for: .app)) { router = next }
    guard plan.stage == .coveredEntriesDropped else { return }
    host.schedule(after: 0) { [weak self] in self?.change { $0.pop() } }
  }
}
