/// How a ``Runner`` measures: sample counts, times, the seed and the verdict's thresholds.
///
/// The defaults were tuned with `Calibration` on a 2-core Linux machine: at these settings an
/// A/A comparison (the same code as both variants) gave no false "faster"/"slower" verdict in 25
/// trials, a 10% slowdown was detected in every trial, and the whole self-check took well under
/// a minute.
public struct RunSettings: Sendable, Codable, Equatable {
  /// Samples to take per case (fewer when the time budget does not allow them all).
  public var samples: Int
  /// The fewest samples a case may have; a case that cannot reach it within its budget is
  /// skipped, with the reason recorded.
  public var minimumSamples: Int
  /// Warm-up time per case before sampling, in milliseconds.
  public var warmup: Double
  /// The shortest time one sample should take, in milliseconds; iterations per sample are chosen
  /// to reach it, which amortises the clock reads over many iterations.
  public var minSampleTime: Double
  /// The time budget per case (warm-up plus samples), in seconds.
  public var timeBudgetPerCase: Double
  /// Seeds the interleaving order and the bootstrap, so that runs are reproducible.
  public var seed: UInt64
  /// A comparison is "faster" or "slower" only when the ratio of medians differs from 1 by more
  /// than this fraction (and the difference is significant).
  public var noiseThreshold: Double
  /// The Mann–Whitney p-value below which a difference counts as significant.
  public var significanceLevel: Double
  /// Bootstrap resamples for the confidence interval of a ratio of medians.
  public var bootstrapResamples: Int
  /// Suppresses progress output.
  public var quiet: Bool
  /// Keeps raw samples in JSON output (they are always kept in memory).
  public var includeRawSamples: Bool
  /// Measures CPU time per sample.
  public var measureCPUTime: Bool
  /// Measures the peak resident memory of each case.
  public var measurePeakMemory: Bool
  /// The headline metric: wall time (sampled) or instructions (counted under valgrind).
  public var metric: PrimaryMetric
  /// Fixed iterations: per sample for wall time (no warm-up calibration), or k of the
  /// instruction count's difference I(2k) − I(k); `nil` chooses them (wall time: from the
  /// warm-up; instructions: the fewest giving 1,000 operations, never from timing).
  public var iterations: Int?
  /// Independent blocks per case: the samples are split into this many blocks, and before each
  /// block after the first the workload is prepared again and warmed up, so that the spread of
  /// the block medians shows the variation between fresh runs; intervals and verdicts use it.
  /// 1 turns blocks off.
  public var blocks: Int
  /// Fixed warm-up iterations before measuring, instead of a warm-up time (`nil`: wall time
  /// warms up for ``warmup`` milliseconds, instruction counting runs one iteration).
  public var warmupIterations: Int?
  /// Fresh processes per run (wall time): each measures every case with a share of the samples,
  /// and the samples are pooled with one block per process. A process settles on one of several
  /// speed levels for a case (seen here about 10% apart, with address-space randomisation off
  /// too), which no block inside one process can see; forks sample that variation, so that the
  /// centre repeats and the intervals cover it. A ``Runner`` measures in its own process and
  /// ignores this; `ForkedRunner` starts the processes.
  public var forks: Int
  /// The standard deviation, as a fraction, of the whole machine's speed between runs: every
  /// case of a run shares it (it cancels in ratios) and no run can see it, so a case's interval
  /// for the next run's centre allows for it. 0.015 by default: `navbench calibrate
  /// --fresh-runs` measured 0.6–1.9% on the machine navbench was built on, and prints it for
  /// yours.
  public var runDrift: Double
  /// Whether each round of samples (wall time) also takes a bare sample of every case, in the
  /// same process, shuffled in with the samples: the same iterations timed by a plain loop on
  /// the wall clock, with no counters around them, kept as ``CaseResult/bareSamples``. Taken
  /// beside the samples, process by process and moment by moment, they are the reference
  /// `navbench calibrate --fresh-runs` judges the harness's spread against: what the machine
  /// leaves to the same work. Off by default; on, sampling takes about twice as long.
  public var bareReference: Bool

  /// Creates settings; every parameter has a tuned default.
  public init(
    samples: Int = 25,
    minimumSamples: Int = 5,
    warmup: Double = 30,
    minSampleTime: Double = 5,
    timeBudgetPerCase: Double = 2,
    seed: UInt64 = 0x5EED_BE7C,
    noiseThreshold: Double = 0.03,
    significanceLevel: Double = 0.05,
    bootstrapResamples: Int = 2_000,
    quiet: Bool = false,
    includeRawSamples: Bool = false,
    measureCPUTime: Bool = true,
    measurePeakMemory: Bool = true,
    metric: PrimaryMetric = .wallTime,
    iterations: Int? = nil,
    warmupIterations: Int? = nil,
    blocks: Int = 5,
    forks: Int = 1,
    runDrift: Double = 0.015,
    bareReference: Bool = false
  ) {
    self.runDrift = runDrift
    self.bareReference = bareReference
    self.blocks = blocks
    self.forks = forks
    self.metric = metric
    self.iterations = iterations
    self.warmupIterations = warmupIterations
    self.samples = samples
    self.minimumSamples = minimumSamples
    self.warmup = warmup
    self.minSampleTime = minSampleTime
    self.timeBudgetPerCase = timeBudgetPerCase
    self.seed = seed
    self.noiseThreshold = noiseThreshold
    self.significanceLevel = significanceLevel
    self.bootstrapResamples = bootstrapResamples
    self.quiet = quiet
    self.includeRawSamples = includeRawSamples
    self.measureCPUTime = measureCPUTime
    self.measurePeakMemory = measurePeakMemory
  }

  /// Checks every setting's range.
  ///
  /// - Throws: ``BenchError/invalidSetting(name:reason:)`` naming the first bad setting.
  public func validate() throws {
    func require(_ condition: Bool, _ name: String, _ reason: String) throws {
      if !condition { throw BenchError.invalidSetting(name: name, reason: reason) }
    }
    try require(samples >= 1, "samples", "must be at least 1, got \(samples)")
    try require(
      minimumSamples >= 1 && minimumSamples <= samples, "minimumSamples",
      "must be between 1 and samples (\(samples)), got \(minimumSamples)")
    try require(warmup.isFinite && warmup >= 0, "warmup", "must be ≥ 0 ms, got \(warmup)")
    try require(
      minSampleTime.isFinite && minSampleTime > 0, "minSampleTime",
      "must be > 0 ms, got \(minSampleTime)")
    try require(
      timeBudgetPerCase.isFinite && timeBudgetPerCase > 0, "timeBudgetPerCase",
      "must be > 0 s, got \(timeBudgetPerCase)")
    try require(
      noiseThreshold.isFinite && noiseThreshold >= 0, "noiseThreshold",
      "must be ≥ 0, got \(noiseThreshold)")
    try require(
      significanceLevel > 0 && significanceLevel < 1, "significanceLevel",
      "must be between 0 and 1, got \(significanceLevel)")
    if let iterations {
      try require(
        iterations >= 1 && iterations <= 1 << 40, "iterations",
        "must be between 1 and 2^40, got \(iterations)")
    }
    if let warmupIterations {
      try require(
        warmupIterations >= 0 && warmupIterations <= 1 << 40, "warmupIterations",
        "must be between 0 and 2^40, got \(warmupIterations)")
    }
    try require(blocks >= 1 && blocks <= 100, "blocks", "must be between 1 and 100, got \(blocks)")
    try require(forks >= 1 && forks <= 100, "forks", "must be between 1 and 100, got \(forks)")
    try require(
      runDrift.isFinite && runDrift >= 0 && runDrift <= 0.5, "runDrift",
      "must be between 0 and 0.5, got \(runDrift)")
    try require(
      !bareReference || metric == .wallTime, "bareReference",
      "applies to wall time, not to instruction counts")
    try require(
      bootstrapResamples >= 100, "bootstrapResamples",
      "must be at least 100, got \(bootstrapResamples)")
  }

  private enum CodingKeys: String, CodingKey {
    case samples
    case minimumSamples = "minimum_samples"
    case warmup = "warmup_ms"
    case minSampleTime = "min_sample_time_ms"
    case timeBudgetPerCase = "time_budget_per_case_s"
    case seed
    case noiseThreshold = "noise_threshold"
    case significanceLevel = "significance_level"
    case bootstrapResamples = "bootstrap_resamples"
    case quiet
    case includeRawSamples = "include_raw_samples"
    case measureCPUTime = "measure_cpu_time"
    case measurePeakMemory = "measure_peak_memory"
    case metric
    case iterations
    case warmupIterations = "warmup_iterations"
    case blocks
    case forks
    case runDrift = "run_drift"
    case bareReference = "bare_reference"
  }

  /// Decodes settings; the fields added after the first format (`metric`, `iterations`,
  /// `warmup_iterations`, `blocks`, `forks`, `run_drift`, `bare_reference`) default when absent,
  /// so older baselines still load.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      samples: try container.decode(Int.self, forKey: .samples),
      minimumSamples: try container.decode(Int.self, forKey: .minimumSamples),
      warmup: try container.decode(Double.self, forKey: .warmup),
      minSampleTime: try container.decode(Double.self, forKey: .minSampleTime),
      timeBudgetPerCase: try container.decode(Double.self, forKey: .timeBudgetPerCase),
      seed: try container.decode(UInt64.self, forKey: .seed),
      noiseThreshold: try container.decode(Double.self, forKey: .noiseThreshold),
      significanceLevel: try container.decode(Double.self, forKey: .significanceLevel),
      bootstrapResamples: try container.decode(Int.self, forKey: .bootstrapResamples),
      quiet: try container.decode(Bool.self, forKey: .quiet),
      includeRawSamples: try container.decode(Bool.self, forKey: .includeRawSamples),
      measureCPUTime: try container.decode(Bool.self, forKey: .measureCPUTime),
      measurePeakMemory: try container.decode(Bool.self, forKey: .measurePeakMemory),
      metric: try container.decodeIfPresent(PrimaryMetric.self, forKey: .metric) ?? .wallTime,
      iterations: try container.decodeIfPresent(Int.self, forKey: .iterations),
      warmupIterations: try container.decodeIfPresent(Int.self, forKey: .warmupIterations),
      blocks: try container.decodeIfPresent(Int.self, forKey: .blocks) ?? 1,
      forks: try container.decodeIfPresent(Int.self, forKey: .forks) ?? 1,
      runDrift: try container.decodeIfPresent(Double.self, forKey: .runDrift) ?? 0,
      bareReference: try container.decodeIfPresent(Bool.self, forKey: .bareReference) ?? false)
  }
}
