import Foundation

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// Measures benchmarks: warm-up, adaptive iterations, interleaved samples, then analysis.
///
/// For each benchmark and size, each variant is prepared (untimed) and warmed up in turn, which
/// also chooses its iterations per sample; then the variants' samples are interleaved in a
/// seeded random order (sample 1 of every variant in shuffled order, then sample 2, …) so that
/// drift affects all alike. With ``RunSettings/bareReference``, each round also takes a bare
/// sample of every case, shuffled in with the samples. A case that cannot fit its time budget
/// is recorded as skipped with the reason, and a `prepare` that throws records the case as
/// failed; the run goes on.
///
/// Nothing is read just before a sample's timed region but the wall clock and the allocation
/// count: a sample's CPU time runs from the CPU-clock reading that ended the sample before it
/// (see `takeSample(_:chain:)`), since a reading just before the region slowed the samples on
/// the machine navbench was built on.
///
/// The runner works on the calling thread, synchronously.
public struct Runner: Sendable {
  /// The settings.
  public var settings: RunSettings
  /// Where time, CPU time, allocations and peak memory are read.
  public var measurement: MeasurementSource
  /// Receives progress reports, if set.
  package var progress: RunProgressHandler?
  /// Iterations per sample fixed per case, with a warm-up of a quarter of them instead of the
  /// warm-up calibration: a fork after the first runs with the first one's counts.
  var fixedIterations: [CaseKey: Int] = [:]
  /// Whether retains and releases are counted (a pass after the samples); a fork after the
  /// first skips it, as the counts do not depend on timing.
  var countsRetainsAndReleases = true
  /// Whether each group's variants are prepared in a seeded shuffled order rather than as
  /// declared: a fork prepares them in an order of its own, so that no variant always gets the
  /// heap as the first (or the last) one leaves it.
  var shufflesPreparation = false

  /// A runner on the system clocks, reporting progress on standard error when it is a terminal
  /// and `settings.quiet` is off.
  public init(settings: RunSettings = RunSettings()) {
    self.init(
      settings: settings, measurement: .system(),
      progress: TerminalProgress.handler(quiet: settings.quiet))
  }

  /// A runner with an explicit measurement source and progress handler (tests inject a virtual
  /// clock here).
  package init(
    settings: RunSettings, measurement: MeasurementSource, progress: RunProgressHandler? = nil
  ) {
    self.settings = settings
    self.measurement = measurement
    self.progress = progress
  }

  /// Measures every case of the benchmarks and analyses the results.
  ///
  /// Invalid settings or a benchmark declared twice (same name and configuration) fail the
  /// affected cases with the reason instead of stopping the run.
  /// - Complexity: O(cases × the time budget per case), plus the analysis.
  public func run(_ benchmarks: [Benchmark]) -> RunResult {
    let startedAt = ISO8601DateFormatter().string(from: Date())
    // Every sample on one CPU, the same in every process (the highest the affinity allows): a
    // thread the scheduler moves between cores runs its few-ns operations at one of two speeds,
    // and a process pinned wherever it started kept its core's speed, a step between fresh
    // processes that no interval inside one sees (`navbench calibrate --fresh-runs`). Unpinned
    // again when the run ends.
    let pinned = navbench_pin_current_thread() >= 0
    defer { if pinned { navbench_unpin_current_thread() } }
    var tracker = ProgressTracker(
      caseCount: benchmarks.reduce(0) { $0 + $1.variants.count * $1.sizes.count },
      start: SystemClocks.monotonicNanoseconds(), handler: progress)
    var cases: [CaseResult] = []
    var seen = Set<GroupKey>()
    var pairs: [GroupKey: [Comparison]] = [:]
    let settingsProblem: String?
    do {
      try settings.validate()
      settingsProblem = nil
    } catch {
      settingsProblem = "\(error)"
    }
    for benchmark in benchmarks {
      let group = GroupKey(benchmark: benchmark.name, configuration: benchmark.configuration)
      let duplicate = !seen.insert(group).inserted
      if !duplicate { pairs[group] = benchmark.comparisons }
      for size in benchmark.sizes {
        if let problem = settingsProblem ?? (duplicate ? duplicateReason(benchmark) : nil) {
          cases += benchmark.variants.map {
            tracker.caseNumber += 1
            return CaseResult(
              key: key(benchmark, $0, size), tags: benchmark.tags.sorted(),
              status: .failed(reason: problem))
          }
          continue
        }
        cases += measureGroup(benchmark, size: size, tracker: &tracker)
        tracker.finishGroup(cases: benchmark.variants.count)
      }
    }
    let comparisons = RunAnalysis.comparisons(cases: cases, pairs: pairs, settings: settings)
    let (scaling, crossovers) = RunAnalysis.scaling(cases: cases)
    tracker.report(key: nil, phase: .finished)
    return RunResult(
      startedAt: startedAt, durationSeconds: tracker.elapsedSeconds, machine: .current(),
      settings: settings, cases: cases, comparisons: comparisons, scaling: scaling,
      crossovers: crossovers)
  }

  private func duplicateReason(_ benchmark: Benchmark) -> String {
    "benchmark \"\(benchmark.name)\""
      + (benchmark.configuration.isEmpty ? "" : " in configuration \"\(benchmark.configuration)\"")
      + " is declared more than once in this run; only the first is measured"
  }

  func key(_ benchmark: Benchmark, _ variant: Variant, _ size: Int) -> CaseKey {
    CaseKey(
      benchmark: benchmark.name, configuration: benchmark.configuration, variant: variant.name,
      size: size)
  }

  /// Measures all variants of one benchmark at one size, interleaving their samples.
  func measureGroup(_ benchmark: Benchmark, size: Int, tracker: inout ProgressTracker)
    -> [CaseResult]
  {
    let tags = benchmark.tags.sorted()
    let operations = benchmark.operationsPerIteration(size)
    guard operations > 0 else {
      return benchmark.variants.map {
        tracker.caseNumber += 1
        return CaseResult(
          key: key(benchmark, $0, size), tags: tags,
          status: .failed(
            reason: "operationsPerIteration(\(size)) returned \(operations); it must be > 0"))
      }
    }
    var (active, finished) = prepareGroup(
      benchmark, size: size, operations: operations, tags: tags, tracker: &tracker)
    sampleInRounds(&active, of: benchmark, size: size, tracker: &tracker)
    if countsRetainsAndReleases, let reader = measurement.retainsAndReleases.reader {
      for index in active.indices {
        // ARC traffic, counted outside the timed samples: the hooks cost time.
        active[index].arc = ARCCounter.perOperation(
          active[index].workload, iterations: max(1, active[index].iterations / 8),
          operations: active[index].operations, reader: reader)
      }
    }
    for state in active {
      state.workload.teardown?()
      let index = benchmark.variants.firstIndex { $0.name == state.key.variant }!
      finished[index] = result(for: state, tags: tags)
    }
    return benchmark.variants.indices.map { finished[$0]! }
  }

  /// Prepares and warms up each variant of a group (in a seeded shuffled order when
  /// ``shufflesPreparation``): the cases ready to sample, and those finished already (skipped
  /// or failed), by their variant's index.
  func prepareGroup(
    _ benchmark: Benchmark, size: Int, operations: Int, tags: [String],
    tracker: inout ProgressTracker
  ) -> (active: [ActiveCase], finished: [Int: CaseResult]) {
    var finished: [Int: CaseResult] = [:]
    var active: [ActiveCase] = []
    var preparation = Array(benchmark.variants.enumerated())
    if shufflesPreparation {
      var order = SeededGenerator(
        seed: settings.seed,
        labels: ["prepare", benchmark.name, benchmark.configuration, String(size)])
      preparation.shuffle(using: &order)
    }
    for (index, variant) in preparation {
      tracker.caseNumber += 1
      let caseKey = key(benchmark, variant, size)
      tracker.report(key: caseKey, phase: .warmingUp)
      switch prepareAndWarmUp(variant, key: caseKey, size: size, operations: operations) {
      case .ready(var state):
        state.variant = variant
        active.append(state)
      case .finished(let status):
        finished[index] = CaseResult(
          key: caseKey, tags: tags, status: status, operationsPerIteration: operations)
      }
    }
    return (active, finished)
  }

  /// Takes the samples of a group's cases in rounds, each round in a seeded shuffled order
  /// (with each case's bare sample, where the settings ask for one), in independent blocks of at
  /// least 3 rounds, before each block after the first every workload prepared again.
  func sampleInRounds(
    _ active: inout [ActiveCase], of benchmark: Benchmark, size: Int,
    tracker: inout ProgressTracker
  ) {
    let rounds = active.map(\.plannedSamples).max() ?? 0
    // Independent blocks of at least 3 rounds each: before each block after the first, every
    // case's workload is prepared again and warmed up.
    let blocks = max(1, min(settings.blocks, rounds / 3))
    var generator = SeededGenerator(
      seed: settings.seed, labels: [benchmark.name, benchmark.configuration, String(size)])
    var block = 0
    var chain = startCPUChain()
    for round in 0..<rounds {
      let roundBlock = round * blocks / max(rounds, 1)
      if roundBlock != block {
        block = roundBlock
        for index in active.indices { startBlock(&active[index], block: block, size: size) }
        chain = startCPUChain()
      }
      var order = active.indices.filter { active[$0].plannedSamples > round }
      if settings.bareReference {
        // Each case's bare sample joins the round, shuffled with the samples, so that neither
        // kind always follows the other (or the same code).
        var both = order.map { ($0, false) } + order.map { ($0, true) }
        both.shuffle(using: &generator)
        for (position, bare) in both {
          if bare {
            takeBareSample(&active[position], chain: &chain)
          } else {
            takeSample(&active[position], chain: &chain)
          }
        }
      } else {
        order.shuffle(using: &generator)
        for position in order { takeSample(&active[position], chain: &chain) }
      }
      tracker.report(key: active.first?.key, phase: .sampling(round: round + 1, rounds: rounds))
    }
  }
}

/// Counts cases and reports progress with an estimate of the time remaining.
struct ProgressTracker {
  let caseCount: Int
  let start: UInt64
  let handler: RunProgressHandler?
  var caseNumber = 0
  var completedCases = 0

  init(caseCount: Int, start: UInt64, handler: RunProgressHandler?) {
    self.caseCount = caseCount
    self.start = start
    self.handler = handler
  }

  var elapsedSeconds: Double {
    Double(SystemClocks.monotonicNanoseconds() &- start) / 1e9
  }

  mutating func finishGroup(cases: Int) {
    completedCases += cases
  }

  func report(key: CaseKey?, phase: RunProgress.Phase) {
    guard let handler else { return }
    let elapsed = elapsedSeconds
    let remaining: Double? =
      completedCases > 0 && phase != .finished
      ? elapsed / Double(completedCases) * Double(caseCount - completedCases) : nil
    handler(
      RunProgress(
        caseNumber: min(max(caseNumber, 1), max(caseCount, 1)), caseCount: caseCount, key: key,
        phase: phase, elapsedSeconds: elapsed, estimatedRemainingSeconds: remaining))
  }
}
