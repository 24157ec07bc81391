import Strategies

/// A headless `UINavigationController` with its back button, its pop gesture, the delegate
/// callbacks an app keeps its list of screens from, and the transition coordinator.
///
/// ## Mechanism
/// - A push or a pop is a transition of ``duration`` seconds (an interactive pop: the finger
///   lifts, then ``interactiveDuration`` seconds until it finishes or is cancelled). When it
///   begins the container calls the delegate's `willShow` for the screen it brings in; while it
///   runs `transitionCoordinator` is present, and completion handlers can be added to it.
/// - When a transition ends its coordinator's completion handlers run (for a cancelled
///   interactive pop too); a finished transition then calls the delegate's `didShow`, a
///   cancelled one does not (the covered screen stays).
/// - A back tap pops the top screen when the back button is enabled; the pop gesture begins
///   when the delegate's `gestureRecognizerShouldBegin` allows it.
/// - Before iOS 26 a transition runs to its end: a back tap or a pop gesture made while it
///   runs is ignored. From 26 a transition is interruptible: the back is taken at once, the
///   running transition stops where it was headed (its coordinator's completion handlers run,
///   its `didShow` never comes) and a second pop begins from there.
/// - Links push at rest only (the scenario and the walk tap them at rest).
///
/// The model's assumptions, beyond the sources (react-native-screens: on 26 a back during a
/// transition pops two screens at once; the new content pop gesture fires mid-transition): the
/// interrupted transition's `didShow` is never delivered, a cancelled interactive pop calls
/// `willShow` and not `didShow` (as before 26), and the behaviour follows the OS, not the SDK.
///
/// Detectors: ``verifySettled(appScreens:)``, once no transition runs, reports the app's list
/// of screens differing from the container's as ``GlitchKind/secondPopUnreported``, and a back
/// button the app left disabled on a screen with somewhere to go back to as
/// ``GlitchKind/backDisabledAtRest`` (over-mitigation).
package final class InterruptibleNavigationModel {
  /// A transition's direction.
  package enum Operation: String, Hashable, Sendable {
    /// A screen pushed over the shown one.
    case push
    /// The shown screen popped.
    case pop
  }

  /// One running transition.
  private struct Transition {
    let serial: Int
    let operation: Operation
    let from: Int
    let to: Int
    let finishes: Bool
  }

  /// The length of an animated push or pop, in seconds.
  package static let duration = 0.35
  /// The time from the finger lifting to the end of an interactive pop, in seconds.
  package static let interactiveDuration = 0.25

  /// The simulated OS version.
  package let version: PlatformVersion
  /// The screens, root (`0`) first; during a transition, those it leads to.
  package private(set) var screens: [Int] = [0]
  /// The back button's `isEnabled`, as the app set it.
  package private(set) var backButtonEnabled = true
  /// The transitions interrupted by a second back (from 26 on).
  package private(set) var interruptions = 0
  /// The delegate's `navigationController(_:willShow:animated:)`: the screen brought in.
  package var willShow: (Int) -> Void = { _ in }
  /// The delegate's `navigationController(_:didShow:animated:)`: the screen left and the
  /// screen shown.
  package var didShow: (_ from: Int, _ to: Int) -> Void = { _, _ in }
  /// The pop gesture's delegate, `gestureRecognizerShouldBegin(_:)`, told whether a transition
  /// coordinator is present.
  package var popGestureShouldBegin: (_ transitionRunning: Bool) -> Bool = { _ in true }
  private var transition: Transition?
  private var completions: [(_ cancelled: Bool) -> Void] = []
  private var serial = 0
  private let session: SimulationSession

  /// Creates a navigation controller showing its root screen.
  ///
  /// - Throws: ``SimulationError/notApplicable(reason:)`` on platforms other than iOS and
  ///   iPadOS.
  package init(version: PlatformVersion, session: SimulationSession) throws(SimulationError) {
    try version.require("UINavigationController", from: 2)
    self.version = version
    self.session = session
  }

  /// Whether a back taken during a transition interrupts it (iOS 26 and later).
  package var interruptsTransitions: Bool { version.number.major >= 26 }

  /// Whether a transition runs (`transitionCoordinator != nil`).
  package var isTransitioning: Bool { transition != nil }

  /// `pushViewController(_:animated: true)` from a link of the shown screen.
  ///
  /// - Returns: `false` (and does nothing) while a transition runs.
  @discardableResult
  package func push(_ screen: Int) -> Bool {
    guard transition == nil else { return false }
    session.countOperation()
    let from = screens[screens.count - 1]
    screens.append(screen)
    begin(.push, from: from, to: screen, finishes: true, after: Self.duration)
    return true
  }

  /// The user taps the back button.
  ///
  /// - Returns: whether a pop began.
  @discardableResult
  package func tapBack() -> Bool {
    guard screens.count > 1, backButtonEnabled else { return false }
    return popForBack(interactive: false, finishes: true)
  }

  /// The user swipes back with the pop gesture, lifting the finger past the threshold
  /// (`finishes`) or before it.
  ///
  /// - Returns: whether the gesture began.
  @discardableResult
  package func swipeBack(finishes: Bool) -> Bool {
    guard screens.count > 1, popGestureShouldBegin(transition != nil) else { return false }
    return popForBack(interactive: true, finishes: finishes)
  }

  /// `transitionCoordinator?.animate(alongsideTransition: nil, completion:)`: `work` runs when
  /// the running transition ends, told whether it was cancelled; nothing when none runs.
  package func onTransitionCompletion(_ work: @escaping (_ cancelled: Bool) -> Void) {
    guard transition != nil else { return }
    completions.append(work)
  }

  /// The back button's `isEnabled` set by the app.
  package func setBackButtonEnabled(_ enabled: Bool) {
    session.countOperation()
    backButtonEnabled = enabled
  }

  /// Reports the app's list of screens (`appScreens`, the pushed ones, root excluded) differing
  /// from the container's, and a back button left disabled where there is somewhere to go back
  /// to; call once no transition runs.
  package func verifySettled(appScreens: [Int]) {
    guard transition == nil else { return }
    let shown = Array(screens.dropFirst())
    if appScreens != shown {
      session.record(
        .secondPopUnreported,
        "the app lists \(appScreens) and the navigation controller shows \(shown): a pop the "
          + "app did not hear of (\(interruptions) interrupted transition"
          + "\(interruptions == 1 ? "" : "s"), \(version))")
    }
    if screens.count > 1, !backButtonEnabled {
      session.record(
        .backDisabledAtRest,
        "no transition runs and the back button of screen \(screens[screens.count - 1]) stays "
          + "disabled: the user cannot tap back (\(version))")
    }
  }

  /// A back from the button or the gesture: ignored during a transition before 26, taken at
  /// once from 26, interrupting the transition.
  private func popForBack(interactive: Bool, finishes: Bool) -> Bool {
    if transition != nil {
      guard interruptsTransitions else { return false }
      interrupt()
      guard screens.count > 1 else { return false }
    }
    session.countOperation()
    let from = screens.removeLast()
    let to = screens[screens.count - 1]
    begin(
      .pop, from: from, to: to, finishes: finishes,
      after: interactive ? Self.interactiveDuration : Self.duration)
    return true
  }

  private func begin(
    _ operation: Operation, from: Int, to: Int, finishes: Bool, after delay: Double
  ) {
    serial += 1
    let running = Transition(
      serial: serial, operation: operation, from: from, to: to, finishes: finishes)
    transition = running
    willShow(to)
    session.clock.schedule(after: delay) { [weak self] in
      guard let self, transition?.serial == running.serial else { return }
      end(running, interrupted: false)
    }
  }

  /// Stops the running transition where it was headed: its completion handlers run, its
  /// `didShow` does not.
  private func interrupt() {
    guard let running = transition else { return }
    interruptions += 1
    end(running, interrupted: true)
  }

  private func end(_ running: Transition, interrupted: Bool) {
    transition = nil
    if !running.finishes { screens.append(running.from) }
    let handlers = completions
    completions = []
    for handler in handlers { handler(!running.finishes) }
    if running.finishes, !interrupted { didShow(running.from, running.to) }
  }
}
