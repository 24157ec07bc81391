import Foundation

/// What one fork (a fresh measuring process) is asked to run: the (benchmark, configuration,
/// size) groups, and the settings of its share of the run.
package struct ForkRequest: Sendable, Codable, Equatable {
  /// The groups, measured in this order (every variant of each).
  package var groups: [InstructionRequest.Group]
  /// The fork's settings: its share of the run's samples, warm-up and budget, its own seed.
  package var settings: RunSettings
  /// Iterations per sample the first fork chose, per case: a later fork samples with them after
  /// a warm-up of a quarter of a sample, instead of calibrating again.
  package var iterations: [CaseIterations]
  /// Whether the fork counts retains and releases (the first only: they do not vary).
  package var countsRetainsAndReleases: Bool
  /// Only these variants of each group are measured (a comparison measured again), or `nil`
  /// for every variant.
  package var variants: [String]?

  /// One case's iterations per sample.
  package struct CaseIterations: Sendable, Codable, Equatable {
    /// The case.
    package var key: CaseKey
    /// Its iterations per sample.
    package var iterations: Int

    /// Creates an entry.
    package init(key: CaseKey, iterations: Int) {
      self.key = key
      self.iterations = iterations
    }
  }

  /// Creates a request.
  package init(
    groups: [InstructionRequest.Group], settings: RunSettings, iterations: [CaseIterations] = [],
    countsRetainsAndReleases: Bool = true
  ) {
    self.groups = groups
    self.settings = settings
    self.iterations = iterations
    self.countsRetainsAndReleases = countsRetainsAndReleases
  }
}

/// Measures wall time in ``RunSettings/forks`` fresh processes, one after the other, and pools
/// their samples.
///
/// On the machines navbench was built on, a fresh process settles, for a given case, on one of
/// a few speed levels about 10% apart, and mostly stays there: re-preparing the workload,
/// moving the stack, fresh heap pages, context switches and turning address-space
/// randomisation off did not change the level, and blocks inside one process cannot see it.
/// It is the machine's: the same workload timed bare beside the samples, in the same processes
/// (`navbench run --bare-reference`), spreads between processes as they do (`navbench
/// calibrate --fresh-runs` judges each case by it). One process's median therefore moved by
/// 4–9% between runs while its interval claimed ±1–2%. Each fork measures
/// every case with its share of the samples and of the time budget; the parent pools the
/// samples with one block per fork, so that:
/// - a case's centre (``SampleSummary/p50``) is the Hodges–Lehmann estimate of the fork medians
///   (a robust mean of per-process levels: a median of a few discrete levels jumps between
///   them, a mean does not), as it is, even where it falls outside the pooled samples'
///   quartiles: recomputed from the raw samples (grouped by ``RawSample/block``, the fork) it
///   gives the reported figure;
/// - its interval is the union of the pooled bootstrap interval and the next-run interval from
///   the spread of the fork medians (`BlockStatistics.nextRunInterval(center:blockMedians:)`),
///   that spread moderated by the run's typical one (the median over its cases): five
///   processes that happen to agree do not make an interval of almost nothing; and widened by
///   ``RunSettings/runDrift``, the machine's own speed drift between runs;
/// - comparisons take the ratio of centres, and their interval and significance include the
///   per-fork ratios, so a verdict needs the processes to agree.
/// This is the practice of JMH's forks (`@Fork`), for the same reason.
package struct ForkedRunner: Sendable {
  /// The run's settings; ``RunSettings/forks`` processes are started.
  package var settings: RunSettings
  /// How to start a fork: the executable and its arguments for a request and a result path
  /// (the child runs ``runChild(request:resultPath:benchmark:)``).
  package var child: InstructionCounter.Child
  /// Receives a status line as each fork starts, if set.
  package var log: (@Sendable (String) -> Void)?
  /// Only these variants of each benchmark are measured in the forks (the benchmarks given to
  /// ``run(_:)`` should declare the same), or `nil` for every variant.
  package var variants: [String]?
  /// Iterations per sample an earlier run chose for these cases (a run measured again): every
  /// fork, the first too, samples with them, a quarter of a sample warming up, instead of
  /// calibrating its own after a warm-up. Cases not in it calibrate as usual.
  package var knownIterations: [CaseKey: Int] = [:]

  /// Creates a forked runner.
  package init(
    settings: RunSettings, child: InstructionCounter.Child,
    log: (@Sendable (String) -> Void)? = nil
  ) {
    self.settings = settings
    self.child = child
    self.log = log
  }

  /// The fewest samples a fork takes, so that one wild sample cannot move its median: a run
  /// needs at least this many samples per fork (``run(_:)`` refuses fewer).
  package static let minimumSamplesPerFork = 3

  /// The samples fork `fork` (0-based) takes: the run's samples shared out exactly, the first
  /// `samples % forks` forks taking one more.
  static func samples(forFork fork: Int, of settings: RunSettings) -> Int {
    let forks = max(settings.forks, 1)
    let share = settings.samples / forks + (fork < settings.samples % forks ? 1 : 0)
    return max(share, min(minimumSamplesPerFork, settings.samples))
  }

  /// The settings fork `fork` (0-based) of `forks` runs with: its share of the samples (see
  /// ``samples(forFork:of:)``), of the warm-up and of the time budget, no blocks (the forks
  /// are the blocks), its own seed, quiet, raw samples kept.
  static func settings(forFork fork: Int, of settings: RunSettings) -> RunSettings {
    var child = settings
    let forks = max(settings.forks, 1)
    child.samples = samples(forFork: fork, of: settings)
    child.minimumSamples = min(settings.minimumSamples, child.samples)
    child.timeBudgetPerCase =
      settings.timeBudgetPerCase * Double(child.samples)
      / Double(max(settings.samples, 1))
    // The warm-up is shared out too: each fork still warms up until one run reaches the
    // minimum sample time, which is what calibrates its iterations.
    child.warmup = settings.warmup / Double(forks)
    child.blocks = 1
    child.forks = 1
    child.seed = settings.seed &+ UInt64(fork) &* 0x9E37_79B9_7F4A_7C15
    child.quiet = true
    child.includeRawSamples = true
    return child
  }

  /// Measures the benchmarks in ``RunSettings/forks`` fresh processes and pools the samples.
  ///
  /// - Throws: `InstructionCountError.childFailed(_:)` when a fork cannot be started, and
  ///   ``BenchError/invalidSetting(name:reason:)`` for invalid settings, or fewer samples than
  ///   ``minimumSamplesPerFork`` per fork. A fork that fails as a whole marks its cases failed,
  ///   naming the fork.
  /// - Complexity: `forks` processes, each O(cases) set-ups and its share of the samples.
  package func run(_ benchmarks: [Benchmark]) throws -> RunResult {
    let startedAt = ISO8601DateFormatter().string(from: Date())
    let start = SystemClocks.monotonicNanoseconds()
    try settings.validate()
    let needed = settings.forks * Self.minimumSamplesPerFork
    guard settings.samples >= needed else {
      throw BenchError.invalidSetting(
        name: "samples",
        reason: "must be at least \(Self.minimumSamplesPerFork) per fork (\(needed) for "
          + "\(settings.forks) forks), got \(settings.samples)")
    }
    let measured = Benchmark.firstOfEachGroup(benchmarks)
    let pairs = Dictionary(
      measured.map { ($0.groupKey, $0.comparisons) }, uniquingKeysWith: { first, _ in first })
    let groups = measured.flatMap { benchmark in
      benchmark.sizes.map {
        InstructionRequest.Group(
          benchmark: benchmark.name, configuration: benchmark.configuration, size: $0)
      }
    }
    let expected = Self.expectedKeys(measured)
    let scratch = try ScratchDirectory(prefix: "navbench-forks")
    defer { scratch.remove() }
    var forks: [Result<RunResult, ForkFailure>] = []
    // Later forks sample with the first one's iterations (those only set a sample's length),
    // every fork with an earlier run's where it gave them.
    let earlier = Self.handOver(knownIterations, expected: expected)
    var handedOver = earlier.iterations
    let forkStart = SystemClocks.monotonicNanoseconds()
    for fork in 0..<settings.forks {
      var line =
        "measuring \(expected.count) cases in fresh process \(fork + 1) of \(settings.forks)"
      if fork > 0 {
        let perFork = Double(SystemClocks.monotonicNanoseconds() &- forkStart) / 1e9 / Double(fork)
        line += String(format: ", about %.0f s left", perFork * Double(settings.forks - fork))
      }
      log?(line)
      forks.append(try runFork(fork, groups: groups, scratch: scratch, iterations: handedOver))
      if fork == 0, earlier.calibratesInFirst, case .success(let first) = forks[0] {
        handedOver = first.cases.filter { $0.status == .measured && $0.iterationsPerSample > 0 }
          .map { ForkRequest.CaseIterations(key: $0.key, iterations: $0.iterationsPerSample) }
      }
    }
    let cases = Self.pool(forks, expected: expected, tags: measured, drift: settings.runDrift)
    let comparisons = RunAnalysis.comparisons(cases: cases, pairs: pairs, settings: settings)
    let (scaling, crossovers) = RunAnalysis.scaling(cases: cases)
    return RunResult(
      startedAt: startedAt,
      durationSeconds: Double(SystemClocks.monotonicNanoseconds() &- start) / 1e9,
      machine: .current(), settings: settings, cases: cases, comparisons: comparisons,
      scaling: scaling, crossovers: crossovers)
  }

  /// The iterations the first fork samples with: those of `known` for the `expected` cases
  /// (positive counts only), and whether the first fork still calibrates some case itself (then
  /// the later forks take its counts instead).
  static func handOver(_ known: [CaseKey: Int], expected: [CaseKey])
    -> (iterations: [ForkRequest.CaseIterations], calibratesInFirst: Bool)
  {
    let wanted = Set(expected)
    let given = known.filter { wanted.contains($0.key) && $0.value > 0 }.sorted { $0.key < $1.key }
      .map { ForkRequest.CaseIterations(key: $0.key, iterations: $0.value) }
    return (given, given.count < wanted.count)
  }

  /// Why a fork produced no result.
  struct ForkFailure: Error {
    let reason: String
  }

  private func runFork(
    _ fork: Int, groups: [InstructionRequest.Group], scratch: ScratchDirectory,
    iterations: [ForkRequest.CaseIterations]
  ) throws -> Result<RunResult, ForkFailure> {
    // Each fork measures the groups in an order of its own (seeded): a case is not always the
    // first to run in a fresh process, or always after the same others.
    let forkSettings = Self.settings(forFork: fork, of: settings)
    var order = SeededGenerator(seed: forkSettings.seed, labels: ["groups"])
    var request = ForkRequest(
      groups: groups.shuffled(using: &order), settings: forkSettings,
      iterations: settings.iterations == nil ? iterations : [],
      countsRetainsAndReleases: fork == 0)
    request.variants = variants
    let requestPath = scratch.path("fork\(fork).request.json")
    let resultPath = scratch.path("fork\(fork).result.json")
    let stderrPath = scratch.path("fork\(fork).stderr")
    try scratch.write(try JSONEncoder().encode(request), to: requestPath.lastPathComponent)
    let stderrHandle = try scratch.handle(for: stderrPath.lastPathComponent)
    let process = Process()
    process.executableURL = child.executable
    process.arguments = child.arguments(requestPath.path, resultPath.path)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = stderrHandle
    do {
      try ChildProcesses.start(process)
    } catch {
      throw InstructionCountError.childFailed("cannot start \(child.executable.path): \(error)")
    }
    ChildProcesses.waitUntilExit(process)
    let status = process.terminationStatus
    guard status == 0, let data = try? Data(contentsOf: resultPath),
      let result = try? RunResult.decode(from: data)
    else {
      let tail = InstructionCounter.text(of: stderrPath).split(separator: "\n").suffix(3)
        .joined(separator: " | ")
      return .failure(
        ForkFailure(
          reason: "fork \(fork + 1) of \(settings.forks) exited with status \(status)"
            + (tail.isEmpty ? "" : ": \(tail)")))
    }
    return .success(result)
  }

  /// Every case of the benchmarks (one of each group), in run order.
  static func expectedKeys(_ benchmarks: [Benchmark]) -> [CaseKey] {
    Benchmark.firstOfEachGroup(benchmarks).flatMap { benchmark in
      benchmark.sizes.flatMap { size in
        benchmark.variants.map {
          CaseKey(
            benchmark: benchmark.name, configuration: benchmark.configuration, variant: $0.name,
            size: size)
        }
      }
    }
  }

  /// Pools the forks' cases, key by key (see the type's discussion).
  static func pool(
    _ forks: [Result<RunResult, ForkFailure>], expected: [CaseKey], tags benchmarks: [Benchmark],
    drift: Double = 0
  ) -> [CaseResult] {
    let tags = Dictionary(
      benchmarks.map { ($0.name, $0.tags.sorted()) }, uniquingKeysWith: { first, _ in first })
    let indexed: [Result<[CaseKey: CaseResult], ForkFailure>] = forks.map { fork in
      fork.map { run in
        Dictionary(run.cases.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
      }
    }
    let gathered: [(CaseKey, Result<[CaseResult], ForkFailure>)] = expected.map { key in
      var parts: [CaseResult] = []
      for fork in indexed {
        switch fork {
        case .failure(let failure):
          return (key, .failure(failure))
        case .success(let cases):
          guard let part = cases[key] else {
            return (
              key,
              .failure(ForkFailure(reason: "fork \(parts.count + 1) did not measure the case"))
            )
          }
          parts.append(part)
        }
      }
      return (key, .success(parts))
    }
    // The prior for every case's spread between processes: the median relative variance of
    // the process medians over the run's measured cases.
    let variances = gathered.compactMap { _, result -> Double? in
      guard case .success(let parts) = result,
        parts.allSatisfy({ $0.status == .measured && !$0.rawSamples.isEmpty })
      else { return nil }
      let medians = parts.map { Statistics.median($0.wallPerOperationSamples) }
      return BlockStatistics.relativeVariance(medians, center: Statistics.hodgesLehmann(medians))
    }
    let prior = variances.isEmpty ? nil : Statistics.median(variances)
    return gathered.map { key, result in
      switch result {
      case .failure(let failure):
        return CaseResult(
          key: key, tags: tags[key.benchmark] ?? [], status: .failed(reason: failure.reason))
      case .success(let parts):
        return pooledCase(
          key: key, tags: tags[key.benchmark] ?? [], parts: parts, priorRelativeVariance: prior,
          drift: drift)
      }
    }
  }

  /// One case from its forks' results: the first fork's status when any was not measured,
  /// else the pooled samples with one block per fork.
  static func pooledCase(
    key: CaseKey, tags: [String], parts: [CaseResult], priorRelativeVariance: Double? = nil,
    drift: Double = 0
  ) -> CaseResult {
    if let unmeasured = parts.enumerated().first(where: { $0.element.status != .measured }) {
      return unmeasuredCase(unmeasured.element, fork: unmeasured.offset, of: parts, tags: tags)
    }
    guard let first = parts.first else {
      return CaseResult(key: key, tags: tags, status: .failed(reason: "no fork ran"))
    }
    var samples: [RawSample] = []
    var bare: [RawSample] = []
    for (fork, part) in parts.enumerated() {
      for var sample in part.rawSamples {
        sample.block = fork
        samples.append(sample)
      }
      for var sample in part.bareSamples {
        sample.block = fork
        bare.append(sample)
      }
    }
    var result = CaseResult(
      key: key, tags: tags, status: .measured, operationsPerIteration: first.operationsPerIteration,
      iterationsPerSample: first.iterationsPerSample, sampleCount: samples.count,
      rawSamples: samples)
    result.bareSamples = bare
    let wall = result.wallPerOperationSamples
    guard !wall.isEmpty else {
      result.status = .failed(reason: "the forks kept no samples")
      return result
    }
    let forkMedians = parts.map { Statistics.median($0.wallPerOperationSamples) }
    var summary = SampleSummary(samples: wall)
    // The documented centre, as it is: not clamped into the pooled quartiles.
    summary.p50 = Statistics.hodgesLehmann(forkMedians)
    if forkMedians.count >= 2 {
      summary.ci95 = summary.ci95.union(
        BlockStatistics.nextRunInterval(
          center: summary.p50, blockMedians: forkMedians,
          priorRelativeVariance: priorRelativeVariance, drift: drift))
    }
    result.metrics = pooledMetrics(result, wall: summary, parts: parts)
    let notes = parts.enumerated().compactMap { index, part in
      part.note.map { "fork \(index + 1): \($0)" }
    }
    result.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
    return result
  }

  /// A case some fork did not measure: that fork's status, its reason saying which fork (or
  /// that every fork gave it).
  static func unmeasuredCase(_ part: CaseResult, fork: Int, of parts: [CaseResult], tags: [String])
    -> CaseResult
  {
    var result = part
    result.tags = tags
    let reason = part.status.reason ?? "not measured"
    // The same status in every process (a case that does not apply, say) needs no fork.
    let text: String
    if parts.count == 1 {
      text = reason
    } else if parts.allSatisfy({ $0.status == part.status }) {
      text = "in all \(parts.count) processes: \(reason)"
    } else {
      text = "in fork \(fork + 1) of \(parts.count): \(reason)"
    }
    switch part.status {
    case .skipped: result.status = .skipped(reason: text)
    default: result.status = .failed(reason: text)
    }
    return result
  }

  /// The metrics of a case pooled from its forks: the pooled wall-time summary, CPU time and
  /// allocations from the pooled samples, the largest peak of any fork, and the first fork's
  /// retains and releases.
  static func pooledMetrics(_ result: CaseResult, wall summary: SampleSummary, parts: [CaseResult])
    -> CaseMetrics
  {
    let samples = result.rawSamples
    let firstMetrics = parts.first?.metrics
    let operations = samples.reduce(0.0) { $0 + result.operations(in: $1) }
    let cpu = samples.compactMap(\.cpuNanoseconds)
    let allocations = samples.compactMap(\.allocations)
    let bytes = samples.compactMap(\.allocatedBytes)
    let counted = allocations.count == samples.count && operations > 0
    var metrics = CaseMetrics(
      wall: summary,
      cpu: cpu.count == samples.count
        ? SampleSummary(
          samples: zip(cpu, samples).map { Double($0) / result.operations(in: $1) }) : nil,
      allocationsPerOperation: counted
        ? allocations.reduce(0.0) { $0 + Double($1) } / operations : nil,
      bytesPerOperation: counted ? bytes.reduce(0.0) { $0 + Double($1) } / operations : nil,
      peakBytes: parts.compactMap { $0.metrics?.peakBytes }.max(),
      peakGrowthBytes: parts.compactMap { $0.metrics?.peakGrowthBytes }.max(),
      retainsPerOperation: firstMetrics?.retainsPerOperation,
      releasesPerOperation: firstMetrics?.releasesPerOperation,
      unavailableReasons: firstMetrics?.unavailableReasons ?? [:])
    if metrics.cpu != nil {
      metrics.unavailableReasons[Metric.cpuNanosecondsPerOperation.rawValue] = nil
    }
    return metrics
  }

  /// The child's side: builds each requested benchmark with `benchmark` (its name,
  /// configuration and sizes, in request order), measures them all with a ``Runner`` in this
  /// process, and writes the run as JSON (raw samples included) to `resultPath`, atomically.
  package static func runChild(
    request: ForkRequest, resultPath: URL,
    benchmark: (_ name: String, _ configuration: String, _ sizes: [Int]) throws -> Benchmark
  ) throws {
    var order: [GroupKey] = []  // groups in request order, each with its sizes
    var sizes: [GroupKey: [Int]] = [:]
    for group in request.groups {
      let key = GroupKey(benchmark: group.benchmark, configuration: group.configuration)
      if sizes[key] == nil { order.append(key) }
      sizes[key, default: []].append(group.size)
    }
    var benchmarks = try order.map {
      try benchmark($0.benchmark, $0.configuration, sizes[$0]!)
    }
    if let only = request.variants.map(Set.init) {
      benchmarks = try benchmarks.compactMap { whole in
        let variants = whole.variants.filter { only.contains($0.name) }
        guard !variants.isEmpty else { return nil }
        return try Benchmark(
          whole.name, tags: whole.tags, configuration: whole.configuration, sizes: whole.sizes,
          operationsPerIteration: whole.operationsPerIteration,
          comparisons: whole.comparisons.filter {
            only.contains($0.variant) && only.contains($0.control)
          },
          variants: variants)
      }
    }
    var settings = request.settings
    settings.includeRawSamples = true
    var runner = Runner(settings: settings)
    runner.countsRetainsAndReleases = request.countsRetainsAndReleases
    runner.shufflesPreparation = true
    for entry in request.iterations where entry.iterations >= 1 && entry.iterations <= 1 << 40 {
      runner.fixedIterations[entry.key] = entry.iterations
    }
    let result = runner.run(benchmarks)
    try result.jsonData().write(to: resultPath, options: .atomic)
  }
}
