import Strategies

/// What a scenario's body is given for one run.
public struct ScenarioRun {
  /// Naive or with strategies.
  public let mode: ScenarioMode
  /// The version and traits of the cell.
  public let context: StrategyContext
  /// The strategies resolved for the context (`StrategySet.none(for:)` in naive mode).
  public let strategies: StrategySet
  /// The session the run records into.
  public let session: SimulationSession

  /// The simulated version.
  public var version: PlatformVersion { context.version }
  /// The SDK the simulated app is built with (the OS version unless one was given).
  public var sdk: PlatformVersion { context.sdk }
  /// The traits of the cell.
  public var traits: Set<ContextTrait> { context.traits }
}

/// One catalogue defect's reproduction: its steps, run naive (the original app code) and
/// through the strategies against the simulation's models.
///
/// ```swift
/// let scenario = ScenarioCatalog.standard()
///   .scenario(for: IssueID(rawValue: "tabview-stack-pop-to-root-animation"))!
/// let outcome = scenario.run(.naive, on: PlatformVersion(.iOS, 16, 4), registry: .standard())
/// outcome.glitchKinds   // [.pushNotAnimatedAfterPopToRoot]
/// ```
public struct DefectScenario: Sendable, Identifiable {
  /// The body of a scenario: builds the models for the run's context (throwing
  /// ``SimulationError/notApplicable(reason:)`` where they do not exist) and drives them with
  /// the naive or mitigated client per the run's mode.
  public typealias Body = @Sendable (ScenarioRun) throws(SimulationError) -> Void

  /// The defect reproduced.
  public let issue: IssueID
  /// A one-line title.
  public let title: String
  /// The traits the scenario runs with unless told otherwise; the models read their setup
  /// from the traits (hosted in a `TabView`, sections and headers).
  public let defaultTraits: Set<ContextTrait>
  /// The seed the steps come from.
  public let source: String
  /// The repro steps, in words.
  public let steps: String
  /// The glitch kinds the scenario judges; its outcomes keep these, over-mitigation and refused
  /// operations, and leave other defects' symptoms to their own scenarios.
  public let detects: [GlitchKind]
  private let body: Body

  /// Creates a scenario.
  public init(
    issue: IssueID, title: String, defaultTraits: Set<ContextTrait>, source: String, steps: String,
    detects: [GlitchKind], body: @escaping Body
  ) {
    self.issue = issue
    self.title = title
    self.defaultTraits = defaultTraits
    self.source = source
    self.steps = steps
    self.detects = detects
    self.body = body
  }

  /// The defect's identifier.
  public var id: IssueID { issue }

  /// Runs the scenario in `mode` on `version` with `traits` (the defaults when `nil`).
  public func run(
    _ mode: ScenarioMode, on version: PlatformVersion, traits: Set<ContextTrait>? = nil,
    registry: StrategyRegistry
  ) -> ScenarioOutcome {
    run(mode, in: StrategyContext(version, traits: traits ?? defaultTraits), registry: registry)
  }

  /// Runs the scenario in `mode` in `context`, resolving strategies from `registry`.
  public func run(_ mode: ScenarioMode, in context: StrategyContext, registry: StrategyRegistry)
    -> ScenarioOutcome
  {
    let strategies = mode == .strategies ? registry.resolve(context) : .none(for: context)
    let (session, reason) = record(mode, in: context, strategies: strategies)
    let descriptors = registry.strategies
    let addressing = Set(descriptors.filter { $0.addresses.contains(issue) }.map(\.id))
    let known = registry.issues.first { $0.id == issue }
    var outcome = ScenarioOutcome(
      issue: issue, os: context.version, traits: context.traits, mode: mode,
      applicable: reason == nil, reason: reason, glitches: session.glitches.filter(judges),
      operations: session.operations,
      strategies: strategies.active.filter(addressing.contains),
      activeStrategies: strategies.active, hasStrategy: !addressing.isEmpty,
      affected: known?.affects(context) ?? false)
    if context.hasExplicitSDK { outcome.sdk = context.sdk }
    return outcome
  }

  /// Whether the scenario judges `glitch`: a kind it detects, any over-mitigation, or an
  /// operation the models refused. A symptom of another defect that the same steps set off
  /// (a multi-level pop on iOS 16.0 in the TabView scenario) is that defect's scenario's to
  /// judge.
  func judges(_ glitch: Glitch) -> Bool {
    detects.contains(glitch.kind) || glitch.kind.isOverMitigation
      || glitch.kind == .invalidOperation
  }

  /// Runs the scenario's body with an explicit strategy set, for tests that need the session.
  ///
  /// - Returns: The session, and the not-applicable reason if the models do not exist.
  public func record(_ mode: ScenarioMode, in context: StrategyContext, strategies: StrategySet)
    -> (session: SimulationSession, notApplicableReason: String?)
  {
    let session = SimulationSession()
    let run = ScenarioRun(mode: mode, context: context, strategies: strategies, session: session)
    do {
      try body(run)
    } catch {
      if let reason = error.notApplicableReason { return (session, reason) }
      session.record(.invalidOperation, error.description)
    }
    return (session, nil)
  }
}
