// The flow's state, framework-free: no SwiftUI import, so that the same file is compiled into
// Tests/ExampleModelsTests (a symlink there) and run against the simulation on Linux.
import Strategies

/// The flow's screens, in their forward order.
enum SignInStep: Int, Hashable, Comparable, Sendable, CaseIterable {
  case welcome = 1
  case login
  case details

  static func < (lhs: SignInStep, rhs: SignInStep) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A state-driven welcome → login → details flow whose slides follow the direction of each
/// change: the performer publishes the transition first and changes the step on the next turn.
@MainActor
final class SignInFlowModel<Host: PlanHost> {
  /// Called before the model changes (the SwiftUI file sends `objectWillChange`).
  var willChange: (@MainActor () -> Void)?
  /// The step on screen.
  private(set) var step = SignInStep.welcome
  /// The transition the on-screen view and the next one carry.
  private(set) var transition = DirectionalTransition.for(.forward)
  private let performer: DirectionalTransitionPerformer<SignInStep, Host>

  init(host: Host, version: PlatformVersion, registry: StrategyRegistry = .standard()) {
    let strategies = registry.resolve(StrategyContext(version))
    performer = DirectionalTransitionPerformer(
      navigator: DirectionalNavigator(initial: .welcome, strategies: strategies), host: host,
      animation: .easeInOut(duration: 0.3))
  }

  /// Moves to `next`: forward when it comes later in the flow, back otherwise.
  func go(to next: SignInStep) {
    performer.go(to: next) { [weak self] update in
      guard let self else { return }
      willChange?()
      switch update {
      case .transition(let transition): self.transition = transition
      case .state(let step): self.step = step
      }
    }
  }
}
