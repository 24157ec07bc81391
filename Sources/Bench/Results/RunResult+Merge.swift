/// Why runs cannot be merged or compared.
package enum RunMergeError: Error, Equatable, CustomStringConvertible {
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
  /// Instruction counts measured on different architectures were to be compared.
  case differentArchitectures(String, String)
  /// Some runs record the shard they measured and this one does not (a whole run, a merged
  /// run, or one written before shards were recorded).
  case notAShard(run: Int)
  /// A run is a shard of another count than run 1's.
  case shardCount(run: Int, count: Int, expected: Int)
  /// Two runs measured the same shard.
  case duplicateShard(Shard, runs: [Int])
  /// Shards of the partition are missing (all of one count, but not every index given).
  case missingShards([Shard])
  /// A shard records another whole selection than run 1's (other suites, sizes, filter or
  /// configurations, not only another shard of the same one).
  case shardSelection(run: Int)
  /// A shard holds a case (benchmark, variant, size, configuration) that is not in the
  /// selection the shards record: `result` is its 0-based index in the run's `results`.
  case foreignCase(run: Int, result: Int, CaseKey)
  /// A shard holds a case of the selection that the selection deals to another shard.
  case caseOfAnotherShard(run: Int, result: Int, CaseKey, shard: Shard, owner: Shard)
  /// Two shards hold the same case.
  case duplicateCase(CaseKey, runs: [Int])
  /// No shard holds a case of the selection (the first missing, in the selection's order).
  case missingCase(CaseKey, owner: Shard)
  /// A shard's comparisons, scaling fits or crossovers name a benchmark group the selection does
  /// not deal to it: `field` is where (`comparisons[2]`).
  case foreignSummary(run: Int, field: String, BenchmarkGroup)

  /// The message, naming runs by their 1-based position.
  package var description: String {
    switch self {
    case .noRuns:
      return "no run to merge"
    case .schemaVersion(let run, let found, let expected):
      return "run \(run) has schemaVersion \(found), run 1 has \(expected); merge runs written "
        + "by one version of the tool"
    case .settings(let run, let fields):
      return "run \(run) was measured with other settings than run 1 ("
        + fields.joined(separator: ", ")
        + " differ); shards must share every setting that decides how a case is measured"
    case .overlapping(let benchmark, let configuration, let runs):
      let name = configuration.isEmpty ? benchmark : "\(benchmark) [\(configuration)]"
      return "runs \(runs.map(String.init).joined(separator: " and ")) both measured \(name); "
        + "merge disjoint shards, each once"
    case .notAShard(let run):
      return "run \(run) does not record a shard, but other runs do; merge the outputs of one "
        + "selection measured once per shard, each shard once"
    case .shardCount(let run, let count, let expected):
      return "run \(run) is a shard of \(count), run 1 of \(expected); merge the shards of one "
        + "count (i/\(expected) for i in 1...\(expected))"
    case .duplicateShard(let shard, let runs):
      return "runs \(runs.map(String.init).joined(separator: " and ")) are both shard \(shard); "
        + "give each shard once"
    case .missingShards(let shards):
      let list = shards.map(\.description)
      return "shard\(list.count == 1 ? "" : "s") \(Self.clipped(list)) "
        + "\(list.count == 1 ? "is" : "are") missing; a merge needs every shard of the run, each "
        + "once"
    case .shardSelection(let run):
      return "run \(run) is a shard of another selection than run 1 (other suites, sizes, "
        + "filter or OS versions); shards must divide one selection"
    case .foreignCase(let run, let result, let key):
      return "run \(run) holds results[\(result)], \(key), which is not in the selection the "
        + "shards record (benchmark, variant, size and OS version); merge the unedited outputs "
        + "of one selection measured once per shard"
    case .caseOfAnotherShard(let run, let result, let key, let shard, let owner):
      return "run \(run) (shard \(shard)) holds results[\(result)], \(key), which the "
        + "selection deals to shard \(owner); merge the unedited outputs of one selection "
        + "measured once per shard"
    case .duplicateCase(let key, let runs):
      return "runs \(runs.map(String.init).joined(separator: " and ")) both hold \(key); "
        + "every case of the selection must be measured once"
    case .missingCase(let key, let owner):
      return "no shard holds \(key), a case of the selection (shard \(owner)'s); measure that "
        + "shard again with the same selection and settings"
    case .foreignSummary(let run, let field, let group):
      return "run \(run)'s \(field) is about \(group), which is not a benchmark of its shard; "
        + "merge the unedited outputs of one selection measured once per shard"
    case .differentArchitectures(let first, let second):
      return "instruction counts measured on different architectures cannot be compared "
        + "(\(first) against \(second)); count both runs on machines of one architecture"
    case .differentMachines(let first, let second):
      return "wall times measured on different machines cannot be compared (\(first) against "
        + "\(second)); measure both runs on one machine, or compare instruction counts, which "
        + "hold across machines of one architecture"
    }
  }

  /// The first ten items, then how many more.
  private static func clipped(_ items: [String]) -> String {
    let shown = items.prefix(10).joined(separator: ", ")
    return items.count > 10 ? shown + " and \(items.count - 10) more" : shown
  }
}

extension MachineInfo {
  /// Whether wall times measured on `other` compare with times measured here: the same CPU
  /// model, core count, memory and architecture. (The OS, kernel and compiler may differ: a
  /// baseline is meant to catch what such changes do.)
  package func isSameMachine(as other: MachineInfo) -> Bool {
    cpuModel == other.cpuModel && cores == other.cores && memoryBytes == other.memoryBytes
      && architecture == other.architecture
  }

  /// One line: `AMD EPYC, 2 cores, 8 GiB, x86_64` (the CPU model and architecture clipped to
  /// 80 Unicode scalars, as messages echo what a file holds).
  package var line: String {
    "\(ControlEscaping.clip(cpuModel, limit: 80)), \(cores) cores, "
      + "\(Format.bytes(Double(memoryBytes))), \(ControlEscaping.clip(architecture, limit: 80))"
  }
}

extension RunResult {
  /// The machine a case ran on: its own when it has one (a merged run), else the run's.
  package func machine(of result: CaseResult) -> MachineInfo {
    result.machine ?? machine
  }

  /// The distinct machines the cases ran on, in order of first appearance (the run's machine
  /// when it has no cases).
  ///
  /// - Complexity: O(cases × machines).
  package var machines: [MachineInfo] {
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
  /// Runs that record their shard (`shard`, written by a run of one shard of a selection) must
  /// be exactly one complete partition: every run a shard, all of one count, each index once, of
  /// one recorded selection; and case by case (benchmark, variant, size, configuration), each
  /// shard holds only cases the selection deals to it, no case twice, and together they hold
  /// every case of the selection. The first foreign, misplaced, duplicate or missing case is
  /// named. Runs that record no shard
  /// (written by the library, or before shards were recorded) are only checked to be disjoint.
  /// The merged run records no shard: it is the whole selection.
  ///
  /// Runs read from files of an earlier schema version are upgraded when read
  /// (``decode(from:configurationKey:)``), so they merge with current ones; ``schemaVersion``
  /// is compared as the values hold it.
  ///
  /// - Throws: `RunMergeError` when there is no run, the schema versions or settings differ
  ///   (other than `quiet` and `includeRawSamples`), two runs measured one benchmark in one
  ///   configuration, or the runs are shards but not one complete partition.
  /// - Complexity: O(total cases + selection × (log(selection) + variants + sizes)).
  package static func merge(_ runs: [RunResult]) throws(RunMergeError) -> RunResult {
    guard let first = runs.first else { throw .noRuns }
    try checkPartition(runs)
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

  /// Refuses shards that are not one complete partition of one selection.
  private static func checkPartition(_ runs: [RunResult]) throws(RunMergeError) {
    guard runs.contains(where: { $0.shard != nil }) else { return }
    guard let first = runs[0].shard else { throw .notAShard(run: 1) }
    var runsOfIndex: [Int: [Int]] = [:]
    for (position, run) in runs.enumerated() {
      guard let shard = run.shard else { throw .notAShard(run: position + 1) }
      guard shard.shard.count == first.shard.count else {
        throw .shardCount(run: position + 1, count: shard.shard.count, expected: first.shard.count)
      }
      if let earlier = runsOfIndex[shard.shard.index] {
        throw .duplicateShard(shard.shard, runs: [earlier[0], position + 1])
      }
      runsOfIndex[shard.shard.index] = [position + 1]
      guard shard.selection == first.selection else { throw .shardSelection(run: position + 1) }
    }
    let count = first.shard.count
    let missing = (1...count).filter { runsOfIndex[$0] == nil }.compactMap {
      try? Shard(index: $0, of: count)
    }
    guard missing.isEmpty else { throw .missingShards(missing) }
    try checkCases(runs, selection: first.selection, count: count)
  }

  /// Proves, case by case, that the shards hold exactly the cases of `selection`, each in the
  /// shard the selection deals it to, and that their summaries are about their own benchmarks.
  ///
  /// - Complexity: O(total cases + selection × (variants + sizes)); the search for a missing
  ///   case stops at the first, so it visits at most one case more than the shards hold.
  private static func checkCases(_ runs: [RunResult], selection: [BenchmarkGroup], count: Int)
    throws(RunMergeError)
  {
    struct Expected {
      let position: Int
      let variants: Set<String>
      let sizes: Set<Int>
    }
    var groups: [[String]: Expected] = [:]
    for (position, group) in selection.enumerated() {
      groups[[group.benchmark, group.configuration]] = Expected(
        position: position, variants: Set(group.variants), sizes: Set(group.sizes))
    }
    func owner(_ position: Int, else fallback: Shard) -> Shard {
      // 1 ≤ position % count + 1 ≤ count ≤ Shard.maximumCount: the fallback is never taken.
      (try? Shard(index: position % count + 1, of: count)) ?? fallback
    }
    var holder: [CaseKey: Int] = [:]
    for (index, run) in runs.enumerated() {
      guard let shard = run.shard?.shard else { continue }
      for (position, result) in run.cases.enumerated() {
        let key = result.key
        guard let expected = groups[[key.benchmark, key.configuration]],
          expected.variants.contains(key.variant), expected.sizes.contains(key.size)
        else { throw .foreignCase(run: index + 1, result: position, key) }
        guard expected.position % count == shard.index - 1 else {
          throw .caseOfAnotherShard(
            run: index + 1, result: position, key, shard: shard,
            owner: owner(expected.position, else: shard))
        }
        if let earlier = holder.updateValue(index + 1, forKey: key) {
          throw .duplicateCase(key, runs: [earlier, index + 1])
        }
      }
      var summaries: [(String, String, String)] = []
      for (position, comparison) in run.comparisons.enumerated() {
        summaries.append(
          ("comparisons[\(position)]", comparison.benchmark, comparison.configuration))
      }
      for (position, scaling) in run.scaling.enumerated() {
        summaries.append(("scaling[\(position)]", scaling.benchmark, scaling.configuration))
      }
      for (position, crossover) in run.crossovers.enumerated() {
        summaries.append(("crossovers[\(position)]", crossover.benchmark, crossover.configuration))
      }
      for (field, benchmark, configuration) in summaries
      where groups[[benchmark, configuration]].map({ $0.position % count != shard.index - 1 })
        ?? true
      {
        throw .foreignSummary(
          run: index + 1, field: field,
          BenchmarkGroup(benchmark: benchmark, configuration: configuration))
      }
    }
    guard let some = runs.first?.shard?.shard else { return }
    for (position, group) in selection.enumerated() {
      for variant in group.variants {
        for size in group.sizes {
          let key = CaseKey(
            benchmark: group.benchmark, configuration: group.configuration, variant: variant,
            size: size)
          if holder[key] == nil { throw .missingCase(key, owner: owner(position, else: some)) }
        }
      }
    }
  }

  /// Why figures of `metric` measured on `theirs` do not compare with figures measured on
  /// `mine`, or `nil`: wall times need the same machine (``MachineInfo/isSameMachine(as:)``),
  /// instruction counts the same architecture. The one rule both the check before measuring and
  /// ``checkComparable(with:)`` apply.
  package static func incomparability(
    of mine: MachineInfo, and theirs: MachineInfo, metric: PrimaryMetric
  ) -> RunMergeError? {
    switch metric {
    case .wallTime:
      return mine.isSameMachine(as: theirs) ? nil : .differentMachines(mine.line, theirs.line)
    case .instructions:
      return mine.architecture == theirs.architecture
        ? nil : .differentArchitectures(mine.line, theirs.line)
    }
  }

  /// Refuses to compare this run with `other` where a case of one ran on a machine whose figures
  /// of `other`'s metric do not compare with the same case's in the other (cases in only one
  /// run do not count): for wall time another machine, for instruction counts another
  /// architecture.
  ///
  /// - Throws: `RunMergeError.differentMachines(_:_:)` or
  ///   `RunMergeError.differentArchitectures(_:_:)`.
  /// - Complexity: O(cases).
  package func checkComparable(with other: RunResult) throws(RunMergeError) {
    var theirs: [CaseKey: MachineInfo] = [:]
    for result in other.cases { theirs[result.key] = other.machine(of: result) }
    for result in cases {
      guard let their = theirs[result.key] else { continue }
      if let problem = Self.incomparability(
        of: machine(of: result), and: their, metric: other.settings.metric)
      {
        throw problem
      }
    }
  }

  /// Refuses to compare this run's wall times with `other`'s when a case of one ran on a
  /// different machine than the same case of the other (cases in only one run do not count).
  ///
  /// - Throws: `RunMergeError.differentMachines(_:_:)`.
  /// - Complexity: O(cases).
  package func checkWallTimesComparable(with other: RunResult) throws(RunMergeError) {
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
  /// The settings that differ, named as a run's JSON names them (`min_sample_time_ms`): every
  /// setting that changes how a case was measured or judged (the metric, fixed iterations,
  /// blocks, forks and run drift included), ignoring only those that do not (`quiet`,
  /// `includeRawSamples`).
  func differences(from other: RunSettings) -> [String] {
    var names: [String] = []
    if samples != other.samples { names.append("samples") }
    if minimumSamples != other.minimumSamples { names.append("minimum_samples") }
    if warmup != other.warmup { names.append("warmup_ms") }
    if minSampleTime != other.minSampleTime { names.append("min_sample_time_ms") }
    if timeBudgetPerCase != other.timeBudgetPerCase {
      names.append("time_budget_per_case_s")
    }
    if seed != other.seed { names.append("seed") }
    if noiseThreshold != other.noiseThreshold { names.append("noise_threshold") }
    if significanceLevel != other.significanceLevel { names.append("significance_level") }
    if bootstrapResamples != other.bootstrapResamples { names.append("bootstrap_resamples") }
    if measureCPUTime != other.measureCPUTime { names.append("measure_cpu_time") }
    if measurePeakMemory != other.measurePeakMemory { names.append("measure_peak_memory") }
    if metric != other.metric { names.append("metric") }
    if iterations != other.iterations { names.append("iterations") }
    if warmupIterations != other.warmupIterations {
      names.append("warmup_iterations")
    }
    if blocks != other.blocks { names.append("blocks") }
    if forks != other.forks { names.append("forks") }
    if runDrift != other.runDrift { names.append("run_drift") }
    if bareReference != other.bareReference { names.append("bare_reference") }
    return names
  }
}
