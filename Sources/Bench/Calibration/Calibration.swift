/// The harness's self-check: timer overhead, noise floor, the verdict's false-positive rate on
/// A/A comparisons and its detection rate for a known injected slowdown.
///
/// Each trial is a real run of the ``Runner`` on a busy loop of calibrated length (a dependent
/// multiply-add chain of about 1 µs): an A/A trial measures the same closure as both variants;
/// an A/B trial makes the second variant's loop longer by the injected slowdown. A/A and A/B
/// trials alternate, each with its own seed, so that drift affects both alike.
package enum Calibration {
  /// A progress report.
  package struct Progress: Sendable, Equatable {
    /// What is being measured.
    package enum Phase: String, Sendable, Equatable {
      /// Timer overhead and loop length.
      case timers
      /// An A/A trial.
      case sameCode = "A/A"
      /// An A/B trial.
      case injectedSlowdown = "A/B"
      /// Done.
      case finished
    }

    /// The phase.
    package var phase: Phase
    /// The 1-based trial number within its phase (0 for timers and finished).
    package var trial: Int
    /// Trials per phase.
    package var trials: Int
    /// Seconds since calibration started.
    package var elapsedSeconds: Double
  }

  /// The default number of trials of each kind.
  package static let defaultTrials = 25
  /// The most trials of each kind a calibration runs.
  package static let maximumTrials = 10_000
  /// The longest a calibration may be estimated to take (``estimatedSeconds(settings:trials:)``),
  /// in seconds: an hour; `navbench calibrate` refuses settings beyond it.
  package static let maximumEstimatedSeconds = 3_600.0

  /// About how long ``run(settings:trials:injectedSlowdown:targetIterationNanoseconds:progress:)``
  /// takes, in seconds: `2 × trials × 2 × (warm-up + samples × minSampleTime)`, each of the two
  /// cases of a trial held to the time budget per case.
  package static func estimatedSeconds(settings: RunSettings, trials: Int) -> Double {
    let trials = Double(min(max(trials, 1), maximumTrials))
    let perCase = (settings.warmup + Double(settings.samples) * settings.minSampleTime) / 1_000
    return 2 * trials * 2 * min(perCase, settings.timeBudgetPerCase)
  }

  /// Runs the self-check.
  ///
  /// - Parameters:
  ///   - settings: The run settings under test (their `quiet` and peak-memory flags are
  ///     ignored: calibration measures wall and CPU time only).
  ///   - trials: A/A trials, and as many A/B trials (clamped to `1...maximumTrials`).
  ///   - injectedSlowdown: The slowdown the A/B trials inject (0.10 = 10%; clamped to
  ///     `-0.9...10`, NaN taken as 0).
  ///   - targetIterationNanoseconds: The busy loop's length per iteration (clamped to
  ///     `1...1e9`, NaN taken as 1,000).
  ///   - progress: Called before each trial and when done.
  /// - Complexity: about `2 × trials × 2 × (warm-up + samples × minSampleTime)` of wall time.
  package static func run(
    settings: RunSettings = RunSettings(), trials: Int = defaultTrials,
    injectedSlowdown: Double = 0.10, targetIterationNanoseconds: Double = 1_000,
    progress: (@Sendable (Progress) -> Void)? = nil
  ) -> CalibrationReport {
    let start = SystemClocks.monotonicNanoseconds()
    func elapsed() -> Double { Double(SystemClocks.monotonicNanoseconds() - start) / 1e9 }
    let trials = min(max(trials, 1), maximumTrials)
    // Out-of-range arguments are clamped (NaN slowdown: none; NaN length: the default).
    let injectedSlowdown = injectedSlowdown.isNaN ? 0 : min(max(injectedSlowdown, -0.9), 10)
    let targetIterationNanoseconds =
      targetIterationNanoseconds.isNaN ? 1_000 : min(max(targetIterationNanoseconds, 1), 1e9)
    progress?(Progress(phase: .timers, trial: 0, trials: trials, elapsedSeconds: 0))
    let wallOverhead = SystemClocks.readCost { SystemClocks.monotonicNanoseconds() }
    let cpuOverhead = SystemClocks.readCost(reads: 20_000) { SystemClocks.threadCPUNanoseconds() }
    let steps = calibrateSteps(targetNanoseconds: targetIterationNanoseconds)
    let slowSteps = Int((Double(steps) * (1 + injectedSlowdown)).rounded())

    var sameCode: [VariantComparison] = []
    var slowdown: [VariantComparison] = []
    var utilizations: [Double] = []
    for trial in 0..<trials {
      var trialSettings = settings
      trialSettings.quiet = true
      trialSettings.measurePeakMemory = false
      trialSettings.seed = settings.seed &+ UInt64(trial) &* 0x9E37_79B9
      let runner = Runner(settings: trialSettings, measurement: .timingOnly())

      progress?(
        Progress(phase: .sameCode, trial: trial + 1, trials: trials, elapsedSeconds: elapsed()))
      let body = spinWorkload(steps: steps)
      if let trial = compare(runner, "calibration-aa", control: body, variant: body) {
        sameCode.append(trial.comparison)
        utilizations += trial.utilizations
      }
      progress?(
        Progress(
          phase: .injectedSlowdown, trial: trial + 1, trials: trials, elapsedSeconds: elapsed()))
      if let trial = compare(
        runner, "calibration-ab", control: spinWorkload(steps: steps),
        variant: spinWorkload(steps: slowSteps))
      {
        slowdown.append(trial.comparison)
        utilizations += trial.utilizations
      }
    }
    let total = elapsed()
    progress?(Progress(phase: .finished, trial: 0, trials: trials, elapsedSeconds: total))
    return CalibrationReport(
      settings: settings, timerOverheadNanoseconds: wallOverhead,
      cpuTimerOverheadNanoseconds: cpuOverhead, loopSteps: steps,
      iterationNanoseconds: sameCode.first?.controlMedian ?? .nan,
      injectedSlowdown: injectedSlowdown, sameCode: sameCode, slowdown: slowdown,
      disturbedSampleFraction: utilizations.isEmpty
        ? nil
        : Double(utilizations.filter { $0 < CalibrationReport.disturbedUtilization }.count)
          / Double(utilizations.count),
      elapsedSeconds: total)
  }

  /// One trial: a two-variant benchmark at size 1, returning the comparison of "b" against "a"
  /// and, per sample, the fraction of wall time the measuring thread spent on a CPU.
  private static func compare(
    _ runner: Runner, _ name: String, control: @escaping @Sendable (Int) -> Workload,
    variant: @escaping @Sendable (Int) -> Workload
  ) -> (comparison: VariantComparison, utilizations: [Double])? {
    guard
      let benchmark = try? Benchmark(
        name, sizes: [1],
        variants: [Variant("a", prepare: control), Variant("b", prepare: variant)])
    else { return nil }
    let run = runner.run([benchmark])
    guard let comparison = run.comparisons.first else { return nil }
    let utilizations = run.cases.flatMap(\.rawSamples).compactMap { sample -> Double? in
      guard let cpu = sample.cpuNanoseconds, sample.wallNanoseconds > 0 else { return nil }
      return Double(cpu) / Double(sample.wallNanoseconds)
    }
    return (comparison, utilizations)
  }

  private static func spinWorkload(steps: Int) -> @Sendable (Int) -> Workload {
    { _ in
      Workload { iterations in
        for _ in 0..<iterations { blackHole(spin(opaqueIdentity(steps))) }
      }
    }
  }

  /// A dependent multiply-add chain: each step waits for the previous one, so its time is
  /// proportional to `steps` and cannot be vectorised or folded away.
  @inline(never)
  static func spin(_ steps: Int) -> UInt64 {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<steps {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    }
    return state
  }

  /// The number of steps whose loop takes about `targetNanoseconds`.
  private static func calibrateSteps(targetNanoseconds: Double) -> Int {
    var best = Double.infinity
    let probe = 200_000
    for _ in 0..<5 {
      let begin = SystemClocks.monotonicNanoseconds()
      blackHole(spin(opaqueIdentity(probe)))
      let end = SystemClocks.monotonicNanoseconds()
      best = min(best, Double(end - begin) / Double(probe))
    }
    return max(10, Int((targetNanoseconds / max(best, 0.01)).rounded()))
  }
}
