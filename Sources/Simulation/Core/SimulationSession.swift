import Strategies

/// The shared state of one simulation run: the virtual clock, the glitches detected, and the
/// number of operations the app performed.
///
/// Create one per run and hand it to every model of that run; the models schedule on its
/// clock and report to it.
///
/// ```swift
/// let session = SimulationSession()
/// let stack = try NavigationStackModel<Int>(version: version, hostedInTabView: true,
///                                           session: session)
/// stack.setPath([1])
/// session.clock.runUntilIdle()
/// session.glitches   // what the detectors saw
/// ```
public final class SimulationSession {
  /// The virtual clock every model of the run schedules on.
  public let clock: VirtualClock
  /// The glitches detected so far, in detection order.
  public private(set) var glitches: [Glitch] = []
  /// The operations the app performed on the models (path changes, list updates,
  /// presentations, transitions, state changes).
  public private(set) var operations = 0

  /// Creates a session with a fresh clock.
  public init(clock: VirtualClock = VirtualClock()) {
    self.clock = clock
  }

  /// The current virtual time, in seconds.
  public var now: Double { clock.now }

  /// Records a glitch at the current time.
  public func record(_ kind: GlitchKind, _ detail: String) {
    glitches.append(Glitch(kind: kind, time: clock.now, detail: detail))
  }

  /// Counts one operation of the app.
  public func countOperation() {
    operations += 1
  }

  /// The glitches of `kind`.
  public func glitches(of kind: GlitchKind) -> [Glitch] {
    glitches.filter { $0.kind == kind }
  }

  /// Runs one step of app code; an API the version lacks is recorded as
  /// ``GlitchKind/unavailableAPICalled``, any other refusal as
  /// ``GlitchKind/invalidOperation``, instead of ending the run.
  ///
  /// Clients wrap the calls a plan makes after the containers exist, so that a plan asking
  /// for a missing API shows up as a glitch of the cell rather than as "not applicable".
  public func perform(_ step: () throws(SimulationError) -> Void) {
    do {
      try step()
    } catch {
      record(
        error.notApplicableReason == nil ? .invalidOperation : .unavailableAPICalled,
        error.description)
    }
  }
}
