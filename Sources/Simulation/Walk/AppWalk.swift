import Strategies

/// A random walk through one simulated app that holds every container the catalogue models at
/// once, each driven through the primitives and performers with the strategies resolved for
/// its context, checking after every step that what the app holds is what the screen shows.
///
/// Each step is one event: an app operation or a system event, then a frame in which the work
/// it scheduled for the next turn runs (``eventInterval``); or a pause of a second
/// (``WalkStep/turn``) in which every animation and delayed step finishes. After each event the
/// components' ``WalkComponent/checkAfterStep(_:)`` invariants must hold (a multi-step plan is
/// finished by then, with no app code), and after each pause their
/// ``WalkComponent/checkSettled(_:)`` ones too; a glitch any model records is a violation.
///
/// ```swift
/// let result = AppWalk.run(
///   [WalkStep("chain", "present", 3), WalkStep("chain", "dismiss", 2), .turn],
///   on: PlatformVersion(.iOS, 16, 0), registry: .standard())
/// result.violations   // empty when every invariant held
/// ```
package enum AppWalk {
  /// The time between two events of a walk (one frame): the work an update schedules for the
  /// next turn runs before the next event.
  package static let eventInterval = 1.0 / 60
  /// The run-loop turns at least between two events (a tap is never in the turn right after
  /// the one before it).
  package static let turnsBetweenEvents = 2
  /// The time between two events that follow each other within a frame (after a
  /// ``WalkStep/soon``): less than the shortest deferral a plan asks for (10 ms), so work
  /// deferred by the first is still waiting when the second comes.
  package static let quickInterval = 0.002

  /// Every component declared by the defects' homes, in catalogue order.
  package static var components: [WalkComponentSpec] {
    SimulatedDefect.all.flatMap(\.walkComponents)
  }

  /// The components built on `version` (those whose containers exist there), in order.
  @MainActor
  static func build(
    _ specs: [WalkComponentSpec], environment: WalkEnvironment
  ) -> [(spec: WalkComponentSpec, component: any WalkComponent)] {
    specs.compactMap { spec in
      environment.building = spec
      defer { environment.building = nil }
      do throws(SimulationError) {
        return (spec, try spec.make(environment))
      } catch {
        if error.notApplicableReason == nil {
          environment.report("\(spec.name): could not be built: \(error)")
        }
        return nil
      }
    }
  }

  /// Runs `steps` on a fresh app on `version` and checks every invariant after each step.
  ///
  /// - Parameters:
  ///   - steps: The steps; a step naming a component that does not exist on the version, or an
  ///     action the component does not know, does nothing.
  ///   - version: The simulated version.
  ///   - sdk: The SDK the app is built with (`nil`: the version's own).
  ///   - traits: Traits every container context gets beside its own.
  ///   - registry: Where each container context's strategies are resolved.
  ///   - components: The components of the app (every declared one by default).
  ///   - rules: The rules of the multi-step performers (the shipped ones by default).
  ///   - tree: The tree of containers the app is built as, placing the components that declare
  ///     a container (`nil`: each at its default ancestors).
  /// - Returns: The violations, the first one with the step it followed; the run stops at the
  ///   first step that violates an invariant.
  @MainActor
  package static func run(
    _ steps: [WalkStep], on version: PlatformVersion, sdk: PlatformVersion? = nil,
    traits: Set<ContextTrait> = [], registry: StrategyRegistry,
    components: [WalkComponentSpec]? = nil,
    rules: WalkRules = WalkRules(), tree: AppTree? = nil
  ) -> WalkResult {
    let session = SimulationSession()
    defer { session.clock.cancelAll() }
    let environment = WalkEnvironment(
      version: version, sdk: sdk, commonTraits: traits, registry: registry, session: session,
      rules: rules, tree: tree)
    let built = build(components ?? Self.components, environment: environment)
    var violations = environment.violations
    if !violations.isEmpty { return WalkResult(violations: violations, failedStep: nil) }
    var glitchesSeen = 0
    var reportsSeen = environment.violations.count
    func check(settled: Bool) {
      for glitch in session.glitches[glitchesSeen...] {
        violations.append("glitch: \(glitch.kind): \(glitch.detail)")
      }
      glitchesSeen = session.glitches.count
      violations += environment.violations[reportsSeen...]
      reportsSeen = environment.violations.count
      for (spec, component) in built {
        let report = { (text: String) in violations.append("\(spec.name): \(text)") }
        component.checkAfterStep(report)
        if settled { component.checkSettled(report) }
      }
    }
    var nextIsQuick = false
    for (index, step) in steps.enumerated() {
      if step.isTurn {
        session.clock.advance(by: 1)
        check(settled: true)
      } else if step.isSoon {
        nextIsQuick = true
      } else if let entry = built.first(where: { $0.spec.name == step.component }) {
        entry.component.perform(step.action, step.argument)
        if nextIsQuick {
          // The next event comes before the work this one deferred has run: no check between.
          nextIsQuick = false
          session.clock.advance(by: quickInterval)
        } else {
          // The next event comes in a later turn, a frame later: the turns due by then run first.
          for _ in 0..<turnsBetweenEvents { session.clock.nextTurn {} }
          session.clock.advance(by: eventInterval)
          check(settled: false)
        }
      }
      if !violations.isEmpty { return WalkResult(violations: violations, failedStep: index) }
    }
    // The sequence ends with the app left alone: every plan must finish on its own.
    session.clock.advance(by: 1)
    session.clock.runUntilIdle()
    check(settled: true)
    return WalkResult(violations: violations, failedStep: violations.isEmpty ? nil : steps.count)
  }
}

/// The outcome of one walk.
package struct WalkResult: Hashable, Sendable {
  /// What did not hold, in the order found (empty when every invariant held).
  package let violations: [String]
  /// The index of the step after which the first violation was found (the number of steps
  /// when it was found once the app was left alone at the end), or `nil`.
  package let failedStep: Int?

  /// Whether every invariant held.
  package var passed: Bool { violations.isEmpty }
}
