import Foundation

#if canImport(CBenchSupport)
  import CBenchSupport
#endif

/// Why instructions could not be counted.
package enum InstructionCountError: Error, Equatable, CustomStringConvertible {
  /// valgrind is not on `PATH`.
  case valgrindMissing
  /// No stripped copy of the executable could be made (valgrind 3.19 cannot read the DWARF 5 of
  /// a Swift 6.3 build, so it runs a copy without debug information).
  case cannotStrip(String)
  /// A measuring child process failed as a whole.
  case childFailed(String)
  /// The run's scratch directory in the temporary directory (`$TMPDIR`) cannot be created or
  /// written.
  case scratchUnavailable(String)

  /// A message that says what to do.
  package var description: String {
    switch self {
    case .valgrindMissing:
      return "counting instructions needs valgrind, which is not installed (not found on PATH); "
        + "install the Debian package \"valgrind\" (apt-get install valgrind), or measure wall "
        + "time (--metric wall)"
    case .cannotStrip(let reason):
      return "cannot make a stripped copy of the executable for valgrind: \(reason)"
    case .childFailed(let reason):
      return "the instruction-counting child process failed: \(reason)"
    case .scratchUnavailable(let reason):
      return "the temporary directory ($TMPDIR, else /tmp) cannot be used: \(reason); "
        + "set TMPDIR to a writable directory"
    }
  }
}

/// What a measuring child process is asked to measure: (benchmark, configuration, size) groups
/// and the fixed iteration counts.
package struct InstructionRequest: Sendable, Codable, Equatable {
  /// One benchmark at one configuration and size; every variant of it is measured.
  package struct Group: Sendable, Codable, Equatable {
    /// The benchmark's name.
    package var benchmark: String
    /// The configuration label.
    package var configuration: String
    /// The size.
    package var size: Int

    /// Creates a group.
    package init(benchmark: String, configuration: String, size: Int) {
      self.benchmark = benchmark
      self.configuration = configuration
      self.size = size
    }
  }

  /// The groups, measured in this order.
  package var groups: [Group]
  /// k, or `nil` for the fewest iterations giving `InstructionCounter.minimumOperations`.
  package var iterations: Int?
  /// Warm-up iterations before the counted ones (`nil`: one).
  package var warmupIterations: Int?
  /// Whether the child reads the processor's retired-instructions counter around each region
  /// itself (it runs without valgrind); `nil` or `false`: callgrind counts.
  package var readsHardwareCounter: Bool?

  /// Creates a request.
  package init(
    groups: [Group], iterations: Int?, warmupIterations: Int?, readsHardwareCounter: Bool? = nil
  ) {
    self.groups = groups
    self.iterations = iterations
    self.warmupIterations = warmupIterations
    self.readsHardwareCounter = readsHardwareCounter
  }
}

/// What a child reports about one case; the instruction counts come from callgrind's dumps.
struct InstructionChildCase: Codable {
  var benchmark: String
  var configuration: String
  var size: Int
  var variant: String
  var failure: String?
  /// Why the case was skipped (its `prepare` threw ``CaseNotApplicable``).
  var skipped: String?
  var iterations: Int
  var operations: Int
  var regions: Int
  var allocations: [UInt64]?
  var bytes: [UInt64]?
  var retains: Double?
  var releases: Double?
  var arcUnavailable: String?
  /// The hardware counter's instructions in each measured region (k, 2k, k, 2k, …), when the
  /// child read the counter itself.
  var counts: [UInt64]?
}

/// Counts instructions per operation with valgrind's callgrind, deterministically.
///
/// Each case runs, after its untimed `prepare` and `warmupIterations` uncounted iterations,
/// `run(k)` and then `run(2k)` inside `navbench_measured_region`, the only function callgrind
/// counts (`--collect-atstart=no --toggle-collect`, a dump after each call). Instructions per
/// operation are (I(2k) − I(k)) / (k × operations per iteration): set-up and the fixed cost of a
/// call cancel out, and nothing of the harness (sampling, statistics, formatting) is counted.
/// k never depends on timing. The children run a copy of the executable stripped of debug
/// information (valgrind 3.19 cannot read a Swift 6.3 build's DWARF 5), cached by the
/// executable's size, time and inode, with `SWIFT_DETERMINISTIC_HASHING=1` and address-space
/// randomisation off, so that two runs of one build give identical counts.
package struct InstructionCounter: Sendable {
  /// k is the fewest iterations that perform at least this many operations (unless fixed).
  package static let minimumOperations = 1_000
  /// The function callgrind counts.
  package static let regionSymbol = "navbench_measured_region"

  /// How to start a measuring child: the executable, and its arguments given the request file
  /// and the result file it must write (with ``runChild(request:resultPath:benchmark:)``).
  package struct Child: Sendable {
    /// The executable (the copy stripped of debug information is made from it).
    package var executable: URL
    /// The child's arguments for a request path and a result path.
    package var arguments: @Sendable (_ requestPath: String, _ resultPath: String) -> [String]

    /// Creates a child description.
    package init(
      executable: URL,
      arguments: @escaping @Sendable (_ requestPath: String, _ resultPath: String) -> [String]
    ) {
      self.executable = executable
      self.arguments = arguments
    }
  }

  /// The run's settings (``RunSettings/iterations`` and ``RunSettings/warmupIterations`` apply).
  package var settings: RunSettings
  /// How to start children.
  package var child: Child
  /// Where the stripped copy of the executable is kept.
  package var cacheDirectory: URL
  /// Children run at once (default: the processor count).
  package var jobs: Int
  /// Receives one line per finished child, if set.
  package var log: (@Sendable (String) -> Void)?
  /// How long one valgrind child may count when ``RunSettings/iterations`` or
  /// ``RunSettings/warmupIterations`` fix its work (seconds, default
  /// ``fixedCountTimeLimit``); `nil`: no limit. A child still counting then is ended and its cases
  /// fail with a reason naming the counts. Without fixed counts a child's work is chosen by the
  /// counter and no limit applies. Clamped to `0...1e9` seconds; NaN is taken as the default.
  package var timeLimitWithFixedCounts: Double? = InstructionCounter.fixedCountTimeLimit

  /// What counts the instructions: valgrind's callgrind (the default), or the processor's own
  /// counter read by each child (`RetiredInstructions`), where valgrind is missing.
  package var backend: Backend = .valgrind

  /// What counts the instructions.
  package enum Backend: Sendable, Equatable {
    /// valgrind's callgrind: exact, simulated (about 50 times slower than the code).
    case valgrind
    /// The processor's retired-instructions counter, user space, read by the child around each
    /// region (`RetiredInstructions`): the code runs at full speed.
    case hardwareCounter

    /// How the progress line says the counting is done: `under valgrind`, `with the hardware
    /// counter`.
    package var countedBy: String {
      switch self {
      case .valgrind: "under valgrind"
      case .hardwareCounter: "with the hardware counter"
      }
    }
  }

  /// Measured regions a hardware-counting child runs per case: three pairs of k and 2k, of which
  /// the median difference counts (an interrupt's user-space return path can add a few
  /// instructions to one region).
  static let hardwarePairs = 3

  /// The default ``timeLimitWithFixedCounts``: 10 minutes.
  package static let fixedCountTimeLimit = 600.0

  /// A time limit as applied, in seconds: clamped to `0...1e9`, NaN taken as
  /// ``fixedCountTimeLimit``; `nil` stays no limit.
  static func effectiveLimit(_ seconds: Double?) -> Double? {
    seconds.map { $0.isNaN ? fixedCountTimeLimit : min(max($0, 0), 1e9) }
  }

  /// Creates a counter.
  package init(
    settings: RunSettings, child: Child, cacheDirectory: URL = InstructionCounter.defaultCache(),
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
    log: (@Sendable (String) -> Void)? = nil
  ) {
    self.settings = settings
    self.child = child
    self.cacheDirectory = cacheDirectory
    self.jobs = max(1, jobs)
    self.log = log
  }

  /// `$NAVBENCH_CACHE_DIR`, else `$XDG_CACHE_HOME/navbench`, else `~/.cache/navbench`.
  package static func defaultCache() -> URL {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["NAVBENCH_CACHE_DIR"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    if let path = environment["XDG_CACHE_HOME"], !path.isEmpty {
      return URL(fileURLWithPath: path).appendingPathComponent("navbench")
    }
    if let home = environment["HOME"], !home.isEmpty {
      return URL(fileURLWithPath: home).appendingPathComponent(".cache/navbench")
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("navbench-cache")
  }

  /// The path of an executable named `name` on `PATH`, or `nil`.
  package static func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Measures every case of the benchmarks in child processes under valgrind.
  ///
  /// - Throws: `InstructionCountError` when valgrind is missing or no stripped copy can be
  ///   made; a child that fails marks its cases failed instead.
  /// - Complexity: O(cases × (warm-up + 3k) iterations) under valgrind, in `jobs` processes.
  package func run(_ benchmarks: [Benchmark]) throws -> RunResult {
    let startedAt = ISO8601DateFormatter().string(from: Date())
    let start = SystemClocks.monotonicNanoseconds()
    let (valgrind, stripped) = try measuringExecutables()
    let plan = InstructionJobPlan(benchmarks, jobs: jobs)
    let scratch = try ScratchDirectory(prefix: "navbench-instructions")
    defer { scratch.remove() }
    var notes: [String] = []
    let persona = navbench_disable_aslr_for_children()
    if persona < 0 {
      notes.append("address-space randomisation could not be turned off for the children")
    }
    defer { navbench_restore_personality(persona) }
    var processes: [(Process, Int)] = []
    for (index, jobGroups) in plan.assignment.enumerated() where !jobGroups.isEmpty {
      let process = try startJob(
        index, groups: jobGroups, scratch: scratch, valgrind: valgrind, stripped: stripped)
      processes.append((process, index))
    }
    var cases = collectJobs(
      processes, plan: plan, benchmarks: benchmarks, directory: scratch.url)
    Self.sortInBenchmarkOrder(&cases, benchmarks: benchmarks)
    if !notes.isEmpty {
      for index in cases.indices where cases[index].status == .measured {
        cases[index].note = ([cases[index].note].compactMap { $0 } + notes).joined(separator: "; ")
      }
    }
    let comparisons = RunAnalysis.comparisons(cases: cases, pairs: plan.pairs, settings: settings)
    let (scaling, crossovers) = RunAnalysis.scaling(cases: cases, metric: .instructions)
    return RunResult(
      startedAt: startedAt,
      durationSeconds: Double(SystemClocks.monotonicNanoseconds() &- start) / 1e9,
      machine: .current(), settings: settings, cases: cases, comparisons: comparisons,
      scaling: scaling, crossovers: crossovers)
  }

  /// The program each job starts (valgrind, or the executable itself when the children read the
  /// hardware counter) and the executable they measure (a stripped copy under valgrind).
  ///
  /// - Throws: `InstructionCountError` when valgrind is missing or no stripped copy can be
  ///   made; the settings' own error when they are out of range.
  private func measuringExecutables() throws -> (launched: String, measured: URL) {
    switch backend {
    case .valgrind:
      guard let found = Self.which("valgrind") else { throw InstructionCountError.valgrindMissing }
      try settings.validate()
      return (found, try Self.strippedCopy(of: child.executable, in: cacheDirectory))
    case .hardwareCounter:
      try settings.validate()
      return (child.executable.path, child.executable)
    }
  }

  /// Writes job `index`'s request into the scratch directory and starts its child.
  ///
  /// - Throws: `InstructionCountError.childFailed` when the child cannot be started; the
  ///   scratch directory's error when the request cannot be written.
  private func startJob(
    _ index: Int, groups: [InstructionRequest.Group], scratch: ScratchDirectory,
    valgrind: String, stripped: URL
  ) throws -> Process {
    let directory = scratch.url
    let request = InstructionRequest(
      groups: groups, iterations: settings.iterations,
      warmupIterations: settings.warmupIterations,
      readsHardwareCounter: backend == .hardwareCounter ? true : nil)
    let requestPath = directory.appendingPathComponent("job\(index).request.json").path
    let resultPath = directory.appendingPathComponent("job\(index).result.json").path
    try scratch.write(try JSONEncoder().encode(request), to: "job\(index).request.json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
      backend == .hardwareCounter
      ? child.arguments(requestPath, resultPath)
      : [
        "--tool=callgrind", "--collect-atstart=no",
        "--toggle-collect=\(Self.regionSymbol)", "--dump-after=\(Self.regionSymbol)",
        "--dump-instr=no", "--dump-line=no", "--compress-strings=no",
        "--callgrind-out-file=\(directory.path)/job\(index).cg",
        "--log-file=\(directory.path)/job\(index).valgrind.log",
        stripped.path,
      ] + child.arguments(requestPath, resultPath)
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = try scratch.handle(for: "job\(index).stderr")
    do {
      // Not linked to this process's life: the pid in its environment would move the
      // counted instructions (SIGTERM still ends it, through this process's handler).
      try ChildProcesses.start(process, linkedToParent: false)
    } catch {
      throw InstructionCountError.childFailed("cannot start \(valgrind): \(error)")
    }
    return process
  }

  /// Waits for the started jobs (reporting progress to `log`), and turns each one's output into
  /// case results; a job stopped at the time limit of fixed counts fails its cases.
  private func collectJobs(
    _ processes: [(Process, Int)], plan: InstructionJobPlan, benchmarks: [Benchmark],
    directory: URL
  ) -> [CaseResult] {
    // Fixed counts are the caller's: a child's work is bounded by a time limit instead.
    let fixedCounts = [
      settings.iterations.map { "--iterations \($0)" },
      settings.warmupIterations.map { "--warmup-iterations \($0)" },
    ].compactMap { $0 }.joined(separator: " and ")
    let limit = fixedCounts.isEmpty ? nil : Self.effectiveLimit(timeLimitWithFixedCounts)
    let deadline = limit.map { SystemClocks.monotonicNanoseconds() &+ UInt64($0 * 1e9) }
    let assignment = plan.assignment
    if let log {
      Self.reportProgress(
        of: processes.map { (process: $0.0, groups: assignment[$0.1], job: $0.1) },
        directory: directory, cost: { plan.costs[Self.groupName($0)] ?? 0 }, until: deadline,
        countedBy: backend.countedBy, log: log)
    }
    var cases: [CaseResult] = []
    for (process, index) in processes {
      let expired = !Self.wait(for: process, until: deadline)
      ChildProcesses.remove(process.processIdentifier)
      if expired, let limit {
        cases += failAll(
          groups: assignment[index], benchmarks: benchmarks, tags: plan.tags,
          reason: "stopped after \(Format.trimmingZeros(Format.duration(seconds: limit))) under "
            + "valgrind: the fixed counts (\(fixedCounts)) are more work than one valgrind run "
            + "counts in that time; give smaller counts")
      } else {
        cases += collect(
          job: index, groups: assignment[index], status: process.terminationStatus,
          directory: directory, benchmarks: benchmarks, tags: plan.tags)
      }
      log?("instructions: job \(index + 1) of \(processes.count) finished")
    }
    return cases
  }

  /// Sorts cases in the order of their benchmarks (name and configuration), then by size.
  static func sortInBenchmarkOrder(_ cases: inout [CaseResult], benchmarks: [Benchmark]) {
    let position = Dictionary(
      benchmarks.enumerated().map {
        ($0.element.name + "\u{0}" + $0.element.configuration, $0.offset)
      },
      uniquingKeysWith: { first, _ in first })
    cases.sort {
      let a = position[$0.key.benchmark + "\u{0}" + $0.key.configuration] ?? 0
      let b = position[$1.key.benchmark + "\u{0}" + $1.key.configuration] ?? 0
      return (a, $0.key.size) < (b, $1.key.size)
    }
  }

  /// A group's name for lookups: benchmark, configuration and size.
  static func groupName(_ group: InstructionRequest.Group) -> String {
    "\(group.benchmark)\u{0}\(group.configuration)\u{0}\(group.size)"
  }

  /// Until every job has ended, reports how many groups their children have counted (from the
  /// markers in their standard error) and the time left, estimated from the groups' costs.
  static func reportProgress(
    of jobs: [(process: Process, groups: [InstructionRequest.Group], job: Int)],
    directory: URL, cost: (InstructionRequest.Group) -> Double, until deadline: UInt64? = nil,
    countedBy: String = Backend.valgrind.countedBy, log: (String) -> Void
  ) {
    let total = jobs.reduce(0) { $0 + $1.groups.count }
    let totalCost = jobs.reduce(0) { $0 + $1.groups.reduce(0) { $0 + cost($1) } }
    let start = SystemClocks.monotonicNanoseconds()
    var shown = -1
    while jobs.contains(where: { $0.process.isRunning }),
      deadline.map({ SystemClocks.monotonicNanoseconds() < $0 }) ?? true
    {
      var counted = 0
      var countedCost = 0.0
      for job in jobs {
        let done = min(
          job.groups.count,
          countedGroups(in: directory.appendingPathComponent("job\(job.job).stderr")))
        counted += done
        countedCost += job.groups.prefix(done).reduce(0) { $0 + cost($1) }
      }
      if counted != shown {
        shown = counted
        var line =
          "instructions: \(counted) of \(total) benchmark sizes counted \(countedBy) "
          + "(\(jobs.count) job\(jobs.count == 1 ? "" : "s"))"
        let elapsed = Double(SystemClocks.monotonicNanoseconds() &- start) / 1e9
        if countedCost > 0, counted < total, totalCost > countedCost {
          let left = elapsed * (totalCost - countedCost) / countedCost
          line += ", about " + Format.trimmingZeros(Format.duration(seconds: left)) + " left"
        }
        log(line)
      }
      usleep(250_000)
    }
  }

  /// Waits for a child until the deadline (monotonic nanoseconds; `nil`: for ever). A child
  /// still running then is sent SIGTERM, and SIGKILL 2 s later if it has not ended.
  ///
  /// - Returns: Whether the child ended by itself.
  static func wait(for process: Process, until deadline: UInt64?) -> Bool {
    guard let deadline else {
      process.waitUntilExit()
      return true
    }
    while process.isRunning && SystemClocks.monotonicNanoseconds() < deadline {
      usleep(20_000)
    }
    guard process.isRunning else {
      process.waitUntilExit()
      return true
    }
    process.terminate()
    let grace = SystemClocks.monotonicNanoseconds() &+ 2_000_000_000
    while process.isRunning && SystemClocks.monotonicNanoseconds() < grace { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return false
  }

  /// Every case of `groups`, failed with `reason`.
  private func failAll(
    groups: [InstructionRequest.Group], benchmarks: [Benchmark], tags: [String: [String]],
    reason: String
  ) -> [CaseResult] {
    var results: [CaseResult] = []
    for group in groups {
      guard
        let benchmark = benchmarks.first(where: {
          $0.name == group.benchmark && $0.configuration == group.configuration
        })
      else { continue }
      for variant in benchmark.variants {
        results.append(
          CaseResult(
            key: CaseKey(
              benchmark: group.benchmark, configuration: group.configuration,
              variant: variant.name, size: group.size),
            tags: tags[group.benchmark] ?? [], status: .failed(reason: reason)))
      }
    }
    return results
  }

  /// Turns one child's result file and callgrind dumps into case results.
  private func collect(
    job: Int, groups: [InstructionRequest.Group], status: Int32, directory: URL,
    benchmarks: [Benchmark], tags: [String: [String]]
  ) -> [CaseResult] {
    func failAll(_ reason: String) -> [CaseResult] {
      self.failAll(groups: groups, benchmarks: benchmarks, tags: tags, reason: reason)
    }
    let stderrText = Self.text(of: directory.appendingPathComponent("job\(job).stderr"))
    let logText = Self.text(of: directory.appendingPathComponent("job\(job).valgrind.log"))
    let tail = (stderrText + "\n" + logText).split(separator: "\n")
      .filter { $0 != Self.progressMarker }.suffix(4).joined(separator: " | ")
    guard status == 0,
      let data = try? Data(contentsOf: directory.appendingPathComponent("job\(job).result.json")),
      let reported = try? JSONDecoder().decode([InstructionChildCase].self, from: data)
    else {
      return failAll("the valgrind child exited with status \(status): \(tail)")
    }
    let dumps =
      backend == .hardwareCounter
      ? reported.flatMap { $0.counts ?? [] }
      : Self.dumpTotals(in: directory, prefix: "job\(job).cg.")
    let expected = reported.reduce(0) { $0 + $1.regions }
    guard dumps.count == expected else {
      if backend == .hardwareCounter {
        return failAll(
          "the child read the hardware counter in \(dumps.count) of \(expected) regions: \(tail)")
      }
      return failAll(
        "callgrind wrote \(dumps.count) dumps where \(expected) measured regions ran: \(tail)")
    }
    var next = 0
    var results: [CaseResult] = []
    // A case the child did not report (its benchmark could not be built there) fails.
    let reportedKeys = Set(
      reported.map {
        CaseKey(
          benchmark: $0.benchmark, configuration: $0.configuration, variant: $0.variant,
          size: $0.size)
      })
    for missing in failAll("the child process did not measure it")
    where !reportedKeys.contains(missing.key) {
      results.append(missing)
    }
    for entry in reported {
      let key = CaseKey(
        benchmark: entry.benchmark, configuration: entry.configuration, variant: entry.variant,
        size: entry.size)
      let caseTags = tags[entry.benchmark] ?? []
      if let failure = entry.failure {
        next += entry.regions
        results.append(CaseResult(key: key, tags: caseTags, status: .failed(reason: failure)))
        continue
      }
      if let skipped = entry.skipped {
        next += entry.regions
        results.append(CaseResult(key: key, tags: caseTags, status: .skipped(reason: skipped)))
        continue
      }
      let regions = Array(dumps[next..<(next + entry.regions)])
      next += entry.regions
      results.append(measuredCase(entry, key: key, tags: caseTags, regions: regions))
    }
    return results
  }

  /// The result of a case the child measured, from its report and the counts of its regions.
  private func measuredCase(
    _ entry: InstructionChildCase, key: CaseKey, tags caseTags: [String], regions: [UInt64]
  ) -> CaseResult {
    let divisor = Double(entry.iterations) * Double(entry.operations)
    var reasons: [String: String] = [
      Metric.wallNanosecondsPerOperation.rawValue: "not timed: the run counted instructions",
      Metric.cpuNanosecondsPerOperation.rawValue: "not timed: the run counted instructions",
      Metric.peakBytes.rawValue: "not measured when counting instructions",
    ]
    var allocations: Double?
    var bytes: Double?
    if let counts = entry.allocations, let sizes = entry.bytes, counts.count == 2,
      sizes.count == 2, counts[1] >= counts[0], sizes[1] >= sizes[0]
    {
      allocations = Double(counts[1] - counts[0]) / divisor
      bytes = Double(sizes[1] - sizes[0]) / divisor
    } else {
      let reason = "no allocation counter in the child"
      reasons[Metric.allocationsPerOperation.rawValue] = reason
      reasons[Metric.bytesPerOperation.rawValue] = reason
    }
    if entry.retains == nil {
      let reason = entry.arcUnavailable ?? "retains and releases not counted"
      reasons[Metric.retainsPerOperation.rawValue] = reason
      reasons[Metric.releasesPerOperation.rawValue] = reason
    }
    let instructions = Self.perOperation(regions: regions, divisor: divisor)
    let metrics = CaseMetrics(
      wall: nil, allocationsPerOperation: allocations, bytesPerOperation: bytes,
      instructionsPerOperation: instructions, retainsPerOperation: entry.retains,
      releasesPerOperation: entry.releases, unavailableReasons: reasons)
    return CaseResult(
      key: key, tags: caseTags, status: .measured, operationsPerIteration: entry.operations,
      iterationsPerSample: entry.iterations, sampleCount: 2, metrics: metrics,
      note:
        "instructions: (I(2k) − I(k)) / (k × \(entry.operations)) with k = \(entry.iterations)"
        + (backend == .hardwareCounter
          ? ", read from the hardware counter (median of \(regions.count / 2) pairs)" : "")
    )
  }

  /// Instructions per operation from the counts of a case's regions, k and 2k in pairs: the
  /// median over the pairs of I(2k) − I(k), over `divisor` (k × operations per iteration). A
  /// pair whose 2k region counted fewer than its k region counts 0.
  static func perOperation(regions: [UInt64], divisor: Double) -> Double {
    let differences = stride(from: 0, to: regions.count - 1, by: 2).map { index in
      regions[index + 1] >= regions[index] ? Double(regions[index + 1] - regions[index]) : 0
    }
    guard !differences.isEmpty, divisor > 0 else { return 0 }
    return Statistics.median(differences) / divisor
  }

  /// The instruction totals of callgrind's numbered dumps `prefix1`, `prefix2`, …, in order.
  static func dumpTotals(in directory: URL, prefix: String) -> [UInt64] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let numbered = names.compactMap { name -> (Int, String)? in
      guard name.hasPrefix(prefix), let number = Int(name.dropFirst(prefix.count)) else {
        return nil
      }
      return (number, name)
    }.sorted { $0.0 < $1.0 }
    return numbered.map { _, name in
      let text = text(of: directory.appendingPathComponent(name))
      for line in text.split(separator: "\n") {
        for label in ["totals:", "summary:"] where line.hasPrefix(label) {
          let value = line.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
          if let total = UInt64(value.split(separator: " ").first ?? "") { return total }
        }
      }
      return 0
    }
  }

  /// A file's text, or "" when it cannot be read (read through a file handle: Foundation's
  /// `String(contentsOf:)` leaks a buffer on an empty file).
  static func text(of url: URL) -> String {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return "" }
    defer { try? handle.close() }
    return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
  }

  /// A copy of `executable` without debug information in `directory`, made once per build.
  ///
  /// - Throws: `InstructionCountError.cannotStrip(_:)` when neither `strip` nor `objcopy`
  ///   works (Debian package `binutils`).
  package static func strippedCopy(of executable: URL, in directory: URL) throws -> URL {
    var info = stat()
    guard stat(executable.path, &info) == 0 else {
      throw InstructionCountError.cannotStrip("cannot read \(executable.path)")
    }
    let name =
      "\(executable.lastPathComponent)-\(info.st_size)-\(info.st_mtim.tv_sec)."
      + "\(info.st_mtim.tv_nsec)-\(info.st_ino).stripped"
    let target = directory.appendingPathComponent(name)
    if access(target.path, X_OK) == 0 { return target }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw InstructionCountError.cannotStrip("cannot create \(directory.path): \(error)")
    }
    guard let tool = which("strip") ?? which("objcopy") else {
      throw InstructionCountError.cannotStrip(
        "neither strip nor objcopy is installed (Debian package \"binutils\")")
    }
    let temporary = directory.appendingPathComponent(".\(name).\(getpid()).tmp")
    let tracked = SignalCleanup.track(temporary.path, as: .file)
    defer { SignalCleanup.forget(tracked) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--strip-debug", "-o", temporary.path, executable.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try ChildProcesses.start(process)
    } catch {
      throw InstructionCountError.cannotStrip("cannot run \(tool): \(error)")
    }
    ChildProcesses.waitUntilExit(process)
    guard process.terminationStatus == 0, rename(temporary.path, target.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw InstructionCountError.cannotStrip(
        "\(tool) --strip-debug failed with status \(process.terminationStatus)")
    }
    return target
  }

  // MARK: The child

  /// The child's side: measures every variant of each requested group and writes what it saw to
  /// `resultPath`; the instruction counts are callgrind's.
  ///
  /// - Parameters:
  ///   - request: What to measure.
  ///   - resultPath: Where to write the report (JSON).
  ///   - benchmark: Builds the benchmark of a group (with the group's size among its sizes), or
  ///     throws why it cannot.
  /// - Throws: when the result cannot be written.
  package static func runChild(
    request: InstructionRequest, resultPath: URL,
    benchmark: (InstructionRequest.Group) throws -> Benchmark
  ) throws {
    var reported: [InstructionChildCase] = []
    var counter: RetiredInstructions?
    if request.readsHardwareCounter == true {
      switch RetiredInstructions.open() {
      case .available(let opened): counter = opened
      case .unavailable(let reason): throw HardwareCounterUnavailable(reason: reason)
      }
    }
    for group in request.groups {
      // After each group, whatever its outcome, a line for the parent's progress.
      defer { markGroupCounted() }
      let built: Benchmark
      do {
        built = try benchmark(group)
      } catch {
        continue
      }
      let operations = built.operationsPerIteration(group.size)
      for variant in built.variants {
        reported.append(
          measure(
            variant, of: group, operations: operations, request: request, counter: counter))
      }
    }
    let data = try JSONEncoder().encode(reported)
    try data.write(to: resultPath, options: .atomic)
  }

  /// Measures one variant of a group in this child: prepares it, warms it up, runs the counted
  /// regions (k and 2k iterations, more pairs when reading the hardware counter), then counts
  /// its allocations, retains and releases.
  static func measure(
    _ variant: Variant, of group: InstructionRequest.Group, operations: Int,
    request: InstructionRequest, counter: RetiredInstructions?
  ) -> InstructionChildCase {
    var entry = InstructionChildCase(
      benchmark: group.benchmark, configuration: group.configuration, size: group.size,
      variant: variant.name, failure: nil, skipped: nil, iterations: 0, operations: operations,
      regions: 0)
    guard operations > 0 else {
      entry.failure = "operationsPerIteration(\(group.size)) returned \(operations)"
      return entry
    }
    let workload: Workload
    do {
      workload = try variant.prepare(group.size)
    } catch let skip as CaseNotApplicable {
      entry.skipped = skip.description
      return entry
    } catch {
      entry.failure = "prepare threw: \(error)"
      return entry
    }
    let k =
      request.iterations
      ?? max(1, (minimumOperations + operations - 1) / operations)
    entry.iterations = k
    let warmup = request.warmupIterations ?? 1
    if warmup > 0 { workload.run(warmup) }
    let allocations = AllocationCounter.reader
    let before = allocations?()
    var counts: [UInt64?] = []
    counts.append(counter?.read())
    measuredRegion { workload.run(k) }
    counts.append(counter?.read())
    let middle = allocations?()
    counts.append(counter?.read())
    measuredRegion { workload.run(2 * k) }
    counts.append(counter?.read())
    let after = allocations?()
    entry.regions = 2
    if let counter {
      for _ in 1..<hardwarePairs {
        for iterations in [k, 2 * k] {
          counts.append(counter.read())
          measuredRegion { workload.run(iterations) }
          counts.append(counter.read())
        }
      }
      guard record(counts, in: &entry) else {
        workload.teardown?()
        return entry
      }
    }
    if let before, let middle, let after {
      entry.allocations = [middle.count &- before.count, after.count &- middle.count]
      entry.bytes = [middle.bytes &- before.bytes, after.bytes &- middle.bytes]
    }
    countReferences(workload, iterations: k, operations: operations, into: &entry)
    workload.teardown?()
    return entry
  }

  /// Records the hardware counter's readings around each region as the regions' counts.
  ///
  /// - Returns: `false` when a reading failed (`entry` then says so, with no regions).
  static func record(_ counts: [UInt64?], in entry: inout InstructionChildCase) -> Bool {
    let read = counts.compactMap { $0 }
    guard read.count == counts.count else {
      entry.failure = "the hardware counter could not be read"
      entry.regions = 0
      return false
    }
    // Each region's count: the reading after it less the one before.
    entry.counts = stride(from: 0, to: read.count - 1, by: 2).map {
      read[$0 + 1] &- read[$0]
    }
    entry.regions = entry.counts?.count ?? 0
    return true
  }

  /// Counts the workload's retains and releases per operation, outside the measured regions
  /// (the hooks cost instructions), on a quarter of k: the difference cancels the fixed cost as
  /// in the regions.
  static func countReferences(
    _ workload: Workload, iterations k: Int, operations: Int,
    into entry: inout InstructionChildCase
  ) {
    if let arc = ARCCounter.perOperation(
      workload, iterations: max(1, k / 4), operations: operations)
    {
      entry.retains = arc.retains
      entry.releases = arc.releases
    } else {
      entry.arcUnavailable = ARCCounter.unavailableReason ?? "retains not counted"
    }
  }

  /// The line a child writes to its standard error after each group, which the parent counts.
  static let progressMarker = "navbench-progress: group counted"

  /// Writes ``progressMarker`` to standard error (outside the measured region).
  static func markGroupCounted() {
    var line = Array((progressMarker + "\n").utf8)[...]
    while !line.isEmpty {
      let written = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      line = line.dropFirst(written)
    }
  }

  /// Groups a job's child has counted so far, from its standard error.
  static func countedGroups(in stderrFile: URL) -> Int {
    text(of: stderrFile).split(separator: "\n").count { $0 == progressMarker }
  }

  /// Runs `body` inside the one function callgrind counts.
  static func measuredRegion(_ body: () -> Void) {
    withoutActuallyEscaping(body) { escapable in
      let box = RegionBody(escapable)
      let context = Unmanaged.passRetained(box).toOpaque()
      navbench_measured_region(
        { context in
          guard let context else { return }
          Unmanaged<RegionBody>.fromOpaque(context).takeUnretainedValue().body()
        }, context)
      Unmanaged<RegionBody>.fromOpaque(context).release()
    }
  }
}

/// The child was asked to read the hardware counter and this system offers none.
struct HardwareCounterUnavailable: Error, CustomStringConvertible {
  let reason: String
  var description: String { "no hardware instruction counter: \(reason)" }
}

/// The closure a measured region calls.
private final class RegionBody {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
