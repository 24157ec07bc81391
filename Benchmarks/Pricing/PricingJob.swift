import Bench
import Foundation
import Simulation
import Strategies

/// The pricing job: every selected strategy priced on each OS version and its verdicts decided,
/// what `navbench` runs with no arguments and `navbench compare` runs on a selection.
///
/// The job chooses the evidence (instruction counts where valgrind or the processor's counter
/// can give them, else CPU time paired sample by sample), how many fresh processes each run
/// takes, and what to measure again while time is left; it joins the simulation's glitches and
/// builds the ``StrategyComparison``. How a selection is measured (the processes a tool starts)
/// is given to it as ``measure``, so that tests can follow each decision without measuring.
package struct PricingJob {
  /// What the person running the job decided, and so the job must not choose for them.
  package struct Choices: Sendable, Equatable {
    /// No metric was given: the job may count instructions beside wall time and rest the
    /// verdicts on them.
    package var leavesMetric = true
    /// No process count was given: the job chooses how many fresh processes to use.
    package var leavesForks = true
    /// A sample count was given.
    package var givesSamples = false
    /// A shortest sample time was given.
    package var givesMinimumTime = false

    package init(
      leavesMetric: Bool = true, leavesForks: Bool = true, givesSamples: Bool = false,
      givesMinimumTime: Bool = false
    ) {
      self.leavesMetric = leavesMetric
      self.leavesForks = leavesForks
      self.givesSamples = givesSamples
      self.givesMinimumTime = givesMinimumTime
    }
  }

  /// One measurement the job asks for.
  package struct Measurement {
    /// The benchmarks to measure.
    package var benchmarks: [Benchmark]
    /// The settings, whose metric says wall time or instructions.
    package var settings: RunSettings
    /// What counts instructions when the metric is instructions.
    package var backend: InstructionCounter.Backend = .valgrind
    /// The variants to measure (all when `nil`).
    package var variants: [String]? = nil
    /// The iterations per sample an earlier run chose, which a later one samples with.
    package var iterations: [CaseKey: Int] = [:]
  }

  /// The selected benchmarks, for ``versions``.
  package var benchmarks: [Benchmark]
  /// The OS versions priced and simulated.
  package var versions: [PlatformVersion]
  /// The settings of the wall-time run as given (process counts defaulted for its size).
  package var settings: RunSettings
  /// What was left to the job.
  package var choices: Choices
  /// The registry the strategies are resolved from.
  package var registry: StrategyRegistry
  /// Measures a selection (a tool runs it in fresh processes; tests return made-up runs).
  package var measure: (Measurement) throws -> RunResult
  /// The monotonic clock, in nanoseconds, that bounds the follow-up.
  package var now: () -> UInt64 = SystemClocks.monotonicNanoseconds
  /// Whether valgrind is installed.
  package var valgrindInstalled: () -> Bool = { InstructionCounter.which("valgrind") != nil }
  /// Why the processor's retired-instructions counter cannot be read, or `nil` when it can.
  package var counterProbe: () -> String? = { RetiredInstructions.probe() }

  package init(
    benchmarks: [Benchmark], versions: [PlatformVersion], settings: RunSettings,
    choices: Choices, registry: StrategyRegistry,
    measure: @escaping (Measurement) throws -> RunResult
  ) {
    self.benchmarks = benchmarks
    self.versions = versions
    self.settings = settings
    self.choices = choices
    self.registry = registry
    self.measure = measure
  }

  /// What the measuring part of the job produced, before the simulation joins it.
  package struct Evidence {
    /// The wall-time run (with every follow-up round merged in).
    package var run: RunResult
    /// The instruction counts, when they were taken.
    package var counts: RunResult?
    /// Why no counts were taken, when counting was tried and failed.
    package var countsUnavailable: String?
    /// The sizes counted, in words (`at N = 1k`).
    package var countsDescription: String?
    /// What counted the instructions.
    package var countedBy = StrategyComparison.CostEvidence.instructions
    /// What the wall-time run's verdicts rest on.
    package var timedBy = StrategyComparison.CostEvidence.wallTime
    /// The comparisons measured again, as they ended.
    package var followed: [VariantComparison] = []
  }

  /// Runs the job: the measurements, the simulation on the same versions, and the report.
  ///
  /// - Parameter command: The command that reproduces the report, as the report names it.
  /// - Throws: What ``measure`` throws.
  package func run(command: String) throws -> (StrategyComparison, RunResult) {
    let evidence = try measureAll()
    let simulation = SimulationMatrix.run(versions: versions, registry: registry)
    var report = StrategyComparison.build(
      registry: registry, versions: versions, run: evidence.run, counts: evidence.counts,
      countsUnavailable: evidence.countsUnavailable,
      countsDescription: evidence.countsDescription, countedBy: evidence.countedBy,
      timedBy: evidence.timedBy, simulation: simulation, command: command)
    report.followedUp = evidence.followed.map { comparison in
      "\(comparison.benchmark) \(comparison.configuration) N = "
        + Format.size(Double(comparison.size)) + " (now \(comparison.verdict.rawValue))"
    }
    return (report, evidence.run)
  }

  /// Takes the job's measurements: instruction counts where the job may and can take them, the
  /// wall-time run with the processes that evidence calls for, and, without counts, the
  /// follow-up of the comparisons it cannot decide.
  ///
  /// - Throws: What ``measure`` throws, except from counting, whose failure is reported in
  ///   ``Evidence/countsUnavailable``.
  package func measureAll() throws -> Evidence {
    let start = now()
    var settings = self.settings
    var evidence = Evidence(run: RunResult.empty(settings: settings))
    var failure: CountingFailure?
    if countsInstructions {
      let selection = Self.countingSelection(benchmarks)
      if !selection.isEmpty {
        switch countInstructions(selection) {
        case .success(let (counts, counter)):
          evidence.counts = counts
          evidence.countedBy = counter
          evidence.countsDescription = "at N = " + Self.sizesText(selection)
          settings = besideCounts(settings)
        case .failure(let reason):
          failure = reason
        }
      }
    }
    let followsUp = followsUp(counted: evidence.counts != nil, settings: settings)
    if followsUp { settings = withoutCounts(settings) }
    evidence.run = try measure(Measurement(benchmarks: benchmarks, settings: settings))
    if followsUp {
      (evidence.run, evidence.followed) = try measureAgain(evidence.run, since: start)
      evidence.timedBy = .cpuTime
    }
    evidence.countsUnavailable = failure?.sentence(restingOn: evidence.timedBy)
    return evidence
  }
}

extension RunResult {
  /// A run of nothing, with `settings`.
  static func empty(settings: RunSettings) -> RunResult {
    RunResult(
      startedAt: "", durationSeconds: 0, machine: .current(), settings: settings, cases: [])
  }
}
