/// Why runs cannot be merged or compared.
public enum RunMergeError: Error, Equatable, CustomStringConvertible {
  /// No run was given.
  case noRuns
  /// Two runs were written by different schema versions.
  case schemaVersion(run: Int, found: Int, expected: Int)
  /// Two runs were measured with different settings (the named fields differ).
  case settings(run: Int, fields: [String])
  /// Two runs measured the same benchmark in the same configuration.
  case overlapping(benchmark: String, configuration: String, runs: [Int])
  /// Wall times measured on different machines were to be compared.
  case differentMachines(String, String)

  /// The message, naming runs by their 1-based position.
  public var description: String {
    switch self {
    case .noRuns:
      return "no run to merge"
    case .schemaVersion(let run, let found, let expected):
      return "run \(run) has schemaVersion \(found), run 1 has \(expected); merge runs written "
        + "by one version of the tool"
    case .settings(let run, let fields):
      return "run \(run) was measured with other settings than run 1 ("
        + fields.joined(separator: ", ")
        + " differ); shards must come from one command with only --shard changed"
    case .overlapping(let benchmark, let configuration, let runs):
      let name = configuration.isEmpty ? benchmark : "\(benchmark) [\(configuration)]"
      return "runs \(runs.map(String.init).joined(separator: " and ")) both measured \(name); "
        + "merge disjoint shards (navbench run --shard i/n), each once"
    case .differentMachines(let first, let second):
      return "wall times measured on different machines cannot be compared (\(first) against "
        + "\(second)); measure both runs on one machine, or compare instruction counts, which "
        + "hold across machines of one architecture"
    }
  }
}

extension MachineInfo {
  /// Whether wall times measured on `other` compare with times measured here: the same CPU
  /// model, core count, memory and architecture. (The OS, kernel and compiler may differ: a
  /// baseline is meant to catch what such changes do.)
  func isSameMachine(as other: MachineInfo) -> Bool {
    cpuModel == other.cpuModel && cores == other.cores && memoryBytes == other.memoryBytes
      && architecture == other.architecture
  }

  /// One line: `AMD EPYC, 2 cores, 8 GiB, x86_64`.
  public var line: String {
    "\(cpuModel), \(cores) cores, \(Format.bytes(Double(memoryBytes))), \(architecture)"
  }
}

extension RunResult {
  /// The machine a case ran on: its own when it has one (a merged run), else the run's.
  public func machine(of result: CaseResult) -> MachineInfo {
    result.machine ?? machine
  }

  /// The distinct machines the cases ran on, in order of first appearance (the run's machine
  /// when it has no cases).
  ///
  /// - Complexity: O(cases × machines).
  public var machines: [MachineInfo] {
    var found: [MachineInfo] = []
    for result in cases {
      let machine = machine(of: result)
      if !found.contains(where: { $0.isSameMachine(as: machine) }) { found.append(machine) }
    }
    return found.isEmpty ? [machine] : found
  }

  /// Joins runs of disjoint shards into one run: every case keeps the machine it ran on, and
  /// the comparisons, scaling fits and crossovers of each shard are kept (a shard holds whole
  /// benchmarks, so each is complete).
  ///
  /// The merged run starts when the earliest started and lasts as long as the shards together;
  /// its machine is the first run's.
  ///
  /// - Throws: ``RunMergeError`` when there is no run, the schema versions or settings differ
  ///   (other than `quiet` and `includeRawSamples`), or two runs measured one benchmark in one
  ///   configuration.
  /// - Complexity: O(total cases).
  public static func merge(_ runs: [RunResult]) throws(RunMergeError) -> RunResult {
    guard let first = runs.first else { throw .noRuns }
    var owner: [[String]: Int] = [:]
    for (index, run) in runs.enumerated() {
      if run.schemaVersion != first.schemaVersion {
        throw .schemaVersion(
          run: index + 1, found: run.schemaVersion, expected: first.schemaVersion)
      }
      let fields = first.settings.differences(from: run.settings)
      if !fields.isEmpty { throw .settings(run: index + 1, fields: fields) }
      for group in Set(run.cases.map { [$0.key.benchmark, $0.key.configuration] }) {
        if let other = owner[group], other != index {
          throw .overlapping(
            benchmark: group[0], configuration: group[1], runs: [other + 1, index + 1])
        }
        owner[group] = index
      }
    }
    var cases: [CaseResult] = []
    for run in runs {
      for var result in run.cases {
        let machine = run.machine(of: result)
        result.machine = machine.isSameMachine(as: first.machine) ? result.machine : machine
        cases.append(result)
      }
    }
    return RunResult(
      schemaVersion: first.schemaVersion, startedAt: runs.map(\.startedAt).min() ?? "",
      durationSeconds: runs.reduce(0) { $0 + $1.durationSeconds }, machine: first.machine,
      settings: first.settings, cases: cases, comparisons: runs.flatMap(\.comparisons),
      scaling: runs.flatMap(\.scaling), crossovers: runs.flatMap(\.crossovers))
  }

  /// Refuses to compare this run's wall times with `other`'s when a case of one ran on a
  /// different machine than the same case of the other (cases in only one run do not count).
  ///
  /// - Throws: ``RunMergeError/differentMachines(_:_:)``.
  /// - Complexity: O(cases).
  public func checkWallTimesComparable(with other: RunResult) throws(RunMergeError) {
    var theirs: [CaseKey: MachineInfo] = [:]
    for result in other.cases { theirs[result.key] = other.machine(of: result) }
    for result in cases {
      guard let their = theirs[result.key] else { continue }
      let mine = machine(of: result)
      if !mine.isSameMachine(as: their) {
        throw .differentMachines(mine.line, their.line)
      }
    }
  }
}

extension RunSettings {
  /// The names of the settings that differ: every setting that changes how a case was measured
  /// or judged (the metric, fixed iterations, blocks, forks and run drift included), ignoring
  /// only those that do not (`quiet`, `includeRawSamples`).
  func differences(from other: RunSettings) -> [String] {
    var names: [String] = []
    if samples != other.samples { names.append("samples") }
    if minimumSamples != other.minimumSamples { names.append("minimumSamples") }
    if warmup != other.warmup { names.append("warmup") }
    if minSampleTime != other.minSampleTime { names.append("minSampleTime") }
    if timeBudgetPerCase != other.timeBudgetPerCase { names.append("timeBudgetPerCase") }
    if seed != other.seed { names.append("seed") }
    if noiseThreshold != other.noiseThreshold { names.append("noiseThreshold") }
    if significanceLevel != other.significanceLevel { names.append("significanceLevel") }
    if bootstrapResamples != other.bootstrapResamples { names.append("bootstrapResamples") }
    if measureCPUTime != other.measureCPUTime { names.append("measureCPUTime") }
    if measurePeakMemory != other.measurePeakMemory { names.append("measurePeakMemory") }
    if metric != other.metric { names.append("metric") }
    if iterations != other.iterations { names.append("iterations") }
    if warmupIterations != other.warmupIterations { names.append("warmupIterations") }
    if blocks != other.blocks { names.append("blocks") }
    if forks != other.forks { names.append("forks") }
    if runDrift != other.runDrift { names.append("runDrift") }
    return names
  }
}
