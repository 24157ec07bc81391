/// Identifies a case: one variant of one benchmark in one configuration at one size.
public struct CaseKey: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The benchmark's name.
  public var benchmark: String
  /// The configuration label.
  public var configuration: String
  /// The variant's name.
  public var variant: String
  /// The size.
  public var size: Int

  /// Creates a key.
  public init(benchmark: String, configuration: String, variant: String, size: Int) {
    self.benchmark = benchmark
    self.configuration = configuration
    self.variant = variant
    self.size = size
  }

  /// `benchmark/variant/size`, with ` [configuration]` when there is one.
  public var description: String {
    let base = "\(benchmark)/\(variant)/\(size)"
    return configuration.isEmpty ? base : "\(base) [\(configuration)]"
  }

  /// Orders by benchmark, configuration, size, then variant.
  public static func < (lhs: CaseKey, rhs: CaseKey) -> Bool {
    (lhs.benchmark, lhs.configuration, lhs.size, lhs.variant)
      < (rhs.benchmark, rhs.configuration, rhs.size, rhs.variant)
  }
}

/// Whether a case was measured, and if not, why.
public enum CaseStatus: Sendable, Equatable {
  /// The case was measured.
  case measured
  /// The case could not fit its time budget (or another limit); it was not measured.
  case skipped(reason: String)
  /// The case's setup threw, or its declaration was invalid.
  case failed(reason: String)

  /// `measured`, `skipped` or `failed`.
  public var name: String {
    switch self {
    case .measured: return "measured"
    case .skipped: return "skipped"
    case .failed: return "failed"
    }
  }

  /// Why the case was not measured, or `nil`.
  public var reason: String? {
    switch self {
    case .measured: return nil
    case .skipped(let reason), .failed(let reason): return reason
    }
  }
}

/// One sample: the totals over `iterations` iterations.
public struct RawSample: Sendable, Equatable, Codable {
  /// Iterations in the sample.
  public var iterations: Int
  /// Wall time of the whole sample, in nanoseconds.
  public var wallNanoseconds: UInt64
  /// CPU time of the measuring thread during the sample, when measured.
  public var cpuNanoseconds: UInt64?
  /// Allocations during the sample, when counted.
  public var allocations: UInt64?
  /// Bytes allocated during the sample, when counted.
  public var allocatedBytes: UInt64?
  /// The independent block the sample belongs to (0-based), when the run used blocks: each
  /// block re-prepares and re-warms the workload, so that blocks differ as fresh runs do.
  public var block: Int?

  /// Creates a sample.
  public init(
    iterations: Int, wallNanoseconds: UInt64, cpuNanoseconds: UInt64? = nil,
    allocations: UInt64? = nil, allocatedBytes: UInt64? = nil
  ) {
    self.iterations = iterations
    self.wallNanoseconds = wallNanoseconds
    self.cpuNanoseconds = cpuNanoseconds
    self.allocations = allocations
    self.allocatedBytes = allocatedBytes
  }

  private enum CodingKeys: String, CodingKey {
    case iterations
    case wallNanoseconds = "wall_ns"
    case cpuNanoseconds = "cpu_ns"
    case allocations = "allocs"
    case allocatedBytes = "bytes"
    case block
  }
}

/// The metrics of a measured case, all per operation except the peak.
public struct CaseMetrics: Sendable, Equatable {
  /// Wall time per operation, in nanoseconds (`nil` when the run counted instructions).
  public var wall: SampleSummary?
  /// CPU time per operation, in nanoseconds, when measured.
  public var cpu: SampleSummary?
  /// Allocations per operation (total over all samples divided by total operations).
  public var allocationsPerOperation: Double?
  /// Bytes allocated per operation.
  public var bytesPerOperation: Double?
  /// Instructions per operation, when the run counted them (exact: no distribution).
  public var instructionsPerOperation: Double?
  /// Swift retains per operation, when counted.
  public var retainsPerOperation: Double?
  /// Swift releases per operation, when counted.
  public var releasesPerOperation: Double?
  /// The process's peak resident bytes (`VmHWM`) during the case's setup and warm-up.
  public var peakBytes: UInt64?
  /// How far the peak rose above the resident size at the reset, in bytes.
  public var peakGrowthBytes: UInt64?
  /// Why each unmeasured metric is missing, keyed by its ``Metric`` JSON name.
  public var unavailableReasons: [String: String]

  /// Creates metrics.
  public init(
    wall: SampleSummary?, cpu: SampleSummary? = nil, allocationsPerOperation: Double? = nil,
    bytesPerOperation: Double? = nil, peakBytes: UInt64? = nil, peakGrowthBytes: UInt64? = nil,
    instructionsPerOperation: Double? = nil, retainsPerOperation: Double? = nil,
    releasesPerOperation: Double? = nil, unavailableReasons: [String: String] = [:]
  ) {
    self.instructionsPerOperation = instructionsPerOperation
    self.retainsPerOperation = retainsPerOperation
    self.releasesPerOperation = releasesPerOperation
    self.wall = wall
    self.cpu = cpu
    self.allocationsPerOperation = allocationsPerOperation
    self.bytesPerOperation = bytesPerOperation
    self.peakBytes = peakBytes
    self.peakGrowthBytes = peakGrowthBytes
    self.unavailableReasons = unavailableReasons
  }

  /// The headline value of a metric: the median for timings, the value for the others.
  public func value(of metric: Metric) -> Double? {
    switch metric {
    case .wallNanosecondsPerOperation: return wall?.p50
    case .cpuNanosecondsPerOperation: return cpu?.p50
    case .allocationsPerOperation: return allocationsPerOperation
    case .bytesPerOperation: return bytesPerOperation
    case .peakBytes: return peakBytes.map { Double($0) }
    case .instructionsPerOperation: return instructionsPerOperation
    case .retainsPerOperation: return retainsPerOperation
    case .releasesPerOperation: return releasesPerOperation
    }
  }
}

/// The outcome of one case: its status, and its metrics when measured.
public struct CaseResult: Sendable, Equatable {
  /// Which case.
  public var key: CaseKey
  /// The benchmark's tags, sorted.
  public var tags: [String]
  /// Measured, skipped or failed, with the reason.
  public var status: CaseStatus
  /// Operations per iteration at this size.
  public var operationsPerIteration: Int
  /// Iterations per sample chosen by the warm-up (0 when not measured).
  public var iterationsPerSample: Int
  /// Samples taken.
  public var sampleCount: Int
  /// The metrics, when measured.
  public var metrics: CaseMetrics?
  /// The raw samples (kept in memory; written to JSON only when asked).
  public var rawSamples: [RawSample]
  /// The bare samples of a run with ``RunSettings/bareReference``: one a round, the workload
  /// timed by a plain loop in the same process (the same ``RawSample/block``) with the same
  /// iterations and no counters (so only wall time); empty otherwise. Written to JSON with the
  /// raw samples.
  public var bareSamples: [RawSample] = []
  /// A remark on how the case was measured (for example fewer samples than asked for).
  public var note: String?
  /// The machine the case ran on, when it differs from its run's (a run merged from shards
  /// measured on several machines); `nil` means the run's ``RunResult/machine``.
  public var machine: MachineInfo?

  /// Creates a result.
  public init(
    key: CaseKey, tags: [String] = [], status: CaseStatus, operationsPerIteration: Int = 1,
    iterationsPerSample: Int = 0, sampleCount: Int = 0, metrics: CaseMetrics? = nil,
    rawSamples: [RawSample] = [], note: String? = nil
  ) {
    self.key = key
    self.tags = tags
    self.status = status
    self.operationsPerIteration = operationsPerIteration
    self.iterationsPerSample = iterationsPerSample
    self.sampleCount = sampleCount
    self.metrics = metrics
    self.rawSamples = rawSamples
    self.note = note
  }

  /// The benchmark's name.
  public var benchmark: String { key.benchmark }
  /// The configuration label.
  public var configuration: String { key.configuration }
  /// The variant's name.
  public var variant: String { key.variant }
  /// The size.
  public var size: Int { key.size }

  /// Wall nanoseconds per operation of each raw sample (empty when raw samples were not kept).
  public var wallPerOperationSamples: [Double] {
    rawSamples.map { Double($0.wallNanoseconds) / operations(in: $0) }
  }

  /// The operations a raw sample timed, in floating point: the integer product can overflow
  /// for counts read from a corrupt or hostile file.
  func operations(in sample: RawSample) -> Double {
    Double(sample.iterations) * Double(operationsPerIteration)
  }
}
