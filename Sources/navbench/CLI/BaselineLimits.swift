import Bench
import BenchmarkSuites
import Foundation
import Strategies

/// Every run navbench reads from a file (a baseline, `--input RUN.json`, the runs `merge`
/// joins) is input: before anything uses its settings and selection, they are held to the same
/// limits as the command-line flags, so that a hostile or corrupt file cannot make a command
/// last for ever, exhaust memory, or be saved as a baseline that `baseline compare` refuses.
enum BaselineLimits {
  /// What a file is read as, which decides the exit code of its errors and how messages name it.
  enum Source {
    /// A baseline (`baseline compare PATH`, `compare --baseline PATH`): every problem exits 5.
    case baseline
    /// A saved or merged run (`--input RUN.json`, `merge RUN.json ...`): 66 when it cannot be
    /// read, 65 when its content is invalid.
    case input

    /// The word messages name the file with.
    var noun: String { self == .baseline ? "baseline" : "run" }
    /// The exit code for a file whose content is invalid.
    var invalid: ExitCode { self == .baseline ? .baselineUnavailable : .dataError }
    /// The exit code for a file that is missing or cannot be read.
    var unreadable: ExitCode { self == .baseline ? .baselineUnavailable : .noInput }
  }

  /// `--samples`.
  static let samples = 5...10_000
  /// `--min-time`, in milliseconds.
  static let minSampleTime = 1.0...60_000
  /// `--time-budget`, in seconds.
  static let timeBudget = 0.0...3600
  /// Warm-up per case, in milliseconds (no flag; the default is 30).
  static let warmup = 0.0...60_000
  /// Bootstrap resamples (no flag; the default is 2,000).
  static let bootstrapResamples = 100...100_000
  /// `--iterations`.
  static let iterations = 1...1_000_000_000
  /// `--warmup-iterations`.
  static let warmupIterations = 0...1_000_000_000
  /// Independent blocks per case (no flag; ``RunSettings/validate()``'s range).
  static let blocks = 1...100
  /// OS versions (`--os` takes at most 64).
  static let versions = 64
  /// Distinct sizes per benchmark (`--sizes` takes at most 16).
  static let sizesPerBenchmark = 16

  /// Reads the run at `path` with the baseline reader's limits (size, nesting depth, schema
  /// version, measurements) and checks it with ``check(_:path:as:)``.
  ///
  /// - Throws: a ``CLIError`` naming the file, with `source`'s exit codes.
  static func load(_ path: String, as source: Source) throws(CLIError) -> RunResult {
    let run: RunResult
    do {
      run = try Baseline.load(from: URL(fileURLWithPath: path))
    } catch let error as BaselineError {
      let message = error.commandLineMessage(readAs: source)
      switch error {
      case .missing, .unreadable: throw CLIError(code: source.unreadable, message: message)
      default: throw CLIError(code: source.invalid, message: message)
      }
    } catch {
      throw CLIError(
        code: source.unreadable, message: "cannot read \(source.noun) \(path): \(error)")
    }
    try check(run, path: path, as: source)
    return run
  }

  /// Checks `run`'s settings and selection.
  ///
  /// - Complexity: O(c) for c cases.
  /// - Throws: a ``CLIError`` with `source`'s exit code for invalid data, naming the file and
  ///   the field.
  static func check(_ run: RunResult, path: String, as source: Source) throws(CLIError) {
    let check = RunFileCheck(path: path, source: source)
    try check.settings(run.settings)
    // Every OS version and size a file holds, wherever it holds one, is held to --os and
    // --sizes: the cases, the shard's selection, the comparisons, scaling fits and crossovers.
    if let shard = run.shard { try check.selection(shard) }
    try check.analyses(of: run)
    try check.cases(run.cases)
  }

  /// Why `text`, an OS version a file holds (a case's `os`), is not one `--os` accepts as
  /// navbench writes it (`iOS 16.4`), or `nil`: the length is checked before anything else, as
  /// `--os` checks it, and the text must be the version's own spelling (no spaces around it,
  /// no leading zeros), so that it matches the same case measured now.
  static func versionProblem(_ text: String) -> String? {
    let limit = PlatformVersion.maximumLength
    guard text.utf8.count <= limit else {
      return "is \(text.utf8.count) characters long; an OS version takes at most \(limit) (as --os)"
    }
    let version: PlatformVersion
    do {
      version = try PlatformVersion(parsing: text)
    } catch {
      return "is not an OS version (as --os): \(error)"
    }
    if let problem = version.releaseProblem { return "is not an OS version (as --os): \(problem)" }
    guard version.description == text else {
      return "is \"\(Escaped.text(text))\", not an OS version as navbench writes it "
        + "(\"\(version)\")"
    }
    return nil
  }

  /// Everything about a baseline that can be known before measuring `benchmarks` on this
  /// machine with `metric`, checked before anything is measured: its metric
  /// (``checkMetric(of:path:against:)``, exit 5); the machine of every baseline case the
  /// selection will measure again, which must be this one for wall time and of this
  /// architecture for instruction counts, as the comparison after measuring requires (exit 65); and, when `requiresOverlap` (`baseline compare`, which fails when it
  /// compares nothing), at least one measured baseline case in the selection, holding a metric
  /// `thresholds` check (the baseline's primary metric when they check it), as the comparison
  /// after measuring requires (exit 65).
  ///
  /// - Complexity: O(b + s) for b baseline cases and s selected cases.
  static func checkBeforeMeasuring(
    _ baseline: RunResult, path: String, benchmarks: [Benchmark], metric: PrimaryMetric,
    requiresOverlap: Bool, thresholds: Thresholds? = nil
  ) throws(CLIError) {
    try checkMetric(of: baseline, path: path, against: metric)
    var selected = Set<CaseKey>()
    for benchmark in benchmarks {
      for variant in benchmark.variants {
        for size in benchmark.sizes {
          selected.insert(
            CaseKey(
              benchmark: benchmark.name, configuration: benchmark.configuration,
              variant: variant.name, size: size))
        }
      }
    }
    let here = MachineInfo.current()
    // The metrics a comparison must compare one case on (BaselineComparison.requiredMetric).
    let primary = baseline.settings.metric.metric
    let required =
      thresholds.map { thresholds in
        thresholds[primary] != nil ? [primary] : Metric.allCases.filter { thresholds[$0] != nil }
      } ?? [primary]
    var overlaps = false
    var holdsRequired = false
    for result in baseline.cases where selected.contains(result.key) {
      overlaps = overlaps || result.status == .measured
      holdsRequired =
        holdsRequired
        || (result.status == .measured
          && required.contains { result.metrics?.value(of: $0) != nil })
      if let problem = RunResult.incomparability(
        of: here, and: baseline.machine(of: result), metric: baseline.settings.metric)
      {
        throw CLIError(
          code: .dataError,
          message: "baseline \(path): \(problem) (checked before measuring: \(result.key) of "
            + "the baseline ran there)")
      }
    }
    guard overlaps || !requiresOverlap else {
      throw CLIError(
        code: .dataError,
        message: "nothing would be compared: no measured case of baseline \(path) is in the "
          + "selection (\(selected.count) cases); is it the baseline of this selection (the same "
          + "shard, suites, sizes and OS versions)? Nothing was measured")
    }
    guard holdsRequired || !requiresOverlap else {
      throw CLIError(
        code: .dataError,
        message: "nothing would be compared: the baseline \(path)'s cases in the selection hold "
          + "none of the metrics the thresholds check ("
          + required.map(\.rawValue).joined(separator: ", ")
          + "; --threshold); nothing was measured")
    }
  }

  /// Refuses to compare runs measured with different primary metrics (wall time against
  /// instruction counts), before anything is measured.
  ///
  /// - Parameter current: The metric the current run measures (or measured, with `--input`).
  /// - Throws: a ``CLIError`` with exit 5 naming the baseline and both metrics.
  static func checkMetric(of baseline: RunResult, path: String, against current: PrimaryMetric)
    throws(CLIError)
  {
    let expected = baseline.settings.metric
    guard expected != current else { return }
    func name(_ metric: PrimaryMetric) -> String {
      "\(metric.rawValue) (\(metric.metric.rawValue))"
    }
    throw CLIError(
      code: .baselineUnavailable,
      message: "baseline \(path): settings.metric is \(name(expected)), but the current run "
        + "measures \(name(current)); runs of different metrics cannot be compared (measure "
        + "with --metric \(expected == .wallTime ? "wall" : "instructions"), or save a baseline "
        + "of this metric)")
  }
}

/// The checks of ``BaselineLimits/check(_:path:as:)``, each refusing the file at `path` with
/// the field and what it must be.
private struct RunFileCheck {
  /// The file checked.
  let path: String
  /// What it is read as.
  let source: BaselineLimits.Source

  /// The error refusing the file for `problem` in `field`.
  func refuse(_ field: String, _ problem: String) -> CLIError {
    CLIError(code: source.invalid, message: "\(source.noun) \(path): \(field) \(problem)")
  }

  /// The settings: each within its flag's range, and valid for the library.
  func settings(_ settings: RunSettings) throws(CLIError) {
    guard BaselineLimits.samples.contains(settings.samples) else {
      throw refuse(
        "settings.samples",
        "is \(settings.samples); must be in \(BaselineLimits.samples) (as --samples)")
    }
    guard (1...settings.samples).contains(settings.minimumSamples) else {
      throw refuse(
        "settings.minimum_samples",
        "is \(settings.minimumSamples); must be in 1...\(settings.samples) (samples)")
    }
    guard BaselineLimits.minSampleTime.contains(settings.minSampleTime) else {
      throw refuse(
        "settings.min_sample_time_ms",
        "is \(settings.minSampleTime); must be in 1...60000 (as --min-time)")
    }
    guard settings.timeBudgetPerCase > 0,
      BaselineLimits.timeBudget.contains(settings.timeBudgetPerCase)
    else {
      throw refuse(
        "settings.time_budget_per_case_s",
        "is \(settings.timeBudgetPerCase); must be in (0, 3600] (as --time-budget)")
    }
    guard BaselineLimits.warmup.contains(settings.warmup) else {
      throw refuse("settings.warmup_ms", "is \(settings.warmup); must be in 0...60000")
    }
    guard settings.runDrift.isFinite, (0...0.5).contains(settings.runDrift) else {
      throw refuse("settings.run_drift", "is \(settings.runDrift); must be in 0...0.5 (as --drift)")
    }
    guard (1...100).contains(settings.forks) else {
      throw refuse("settings.forks", "is \(settings.forks); must be in 1...100 (as --forks)")
    }
    guard BaselineLimits.blocks.contains(settings.blocks) else {
      throw refuse("settings.blocks", "is \(settings.blocks); must be in \(BaselineLimits.blocks)")
    }
    if let value = settings.iterations, !BaselineLimits.iterations.contains(value) {
      throw refuse(
        "settings.iterations",
        "is \(value); must be in \(BaselineLimits.iterations) (as --iterations)")
    }
    if let value = settings.warmupIterations, !BaselineLimits.warmupIterations.contains(value) {
      throw refuse(
        "settings.warmup_iterations",
        "is \(value); must be in \(BaselineLimits.warmupIterations) (as --warmup-iterations)")
    }
    guard BaselineLimits.bootstrapResamples.contains(settings.bootstrapResamples) else {
      throw refuse(
        "settings.bootstrap_resamples",
        "is \(settings.bootstrapResamples); must be in 100...100000")
    }
    guard settings.noiseThreshold.isFinite, (0...1).contains(settings.noiseThreshold) else {
      throw refuse(
        "settings.noise_threshold", "is \(settings.noiseThreshold); must be in 0...1")
    }
    guard settings.significanceLevel > 0, settings.significanceLevel < 1 else {
      throw refuse(
        "settings.significance_level",
        "is \(settings.significanceLevel); must be between 0 and 1")
    }
    // Whatever else the library requires of its settings (the checks above name the fields).
    do {
      try settings.validate()
    } catch {
      throw refuse("settings", "are invalid: \(error)")
    }
  }

  /// An OS version as `--os` takes it.
  func checkVersion(_ text: String, _ field: String) throws(CLIError) {
    if let problem = BaselineLimits.versionProblem(text) { throw refuse(field, problem) }
  }
  /// A size as `--sizes` takes it for the benchmark's suite.
  func checkSize(_ size: Int, benchmark: String, _ field: String) throws(CLIError) {
    let suite = Suites.all.first { benchmark.hasPrefix($0.name + "/") }
    let cap = suite?.maximumSize ?? Suites.maximumSize
    guard (1...cap).contains(size) else {
      throw refuse(
        field,
        "is \(size); \(suite.map { "the \($0.name) suite takes" } ?? "sizes are") 1...\(cap)"
          + " (as --sizes)")
    }
  }

  /// A shard's selection: its OS versions and sizes, at most as many as the flags take.
  func selection(_ shard: RunShard) throws(CLIError) {
    var selected: Set<String> = []
    for (index, group) in shard.selection.enumerated() {
      let field = "shard.selection[\(index)]"
      try checkVersion(group.configuration, field + ".os")
      selected.insert(group.configuration)
      guard selected.count <= BaselineLimits.versions else {
        throw refuse(
          field + ".os",
          "is the \(selected.count)th OS version; at most \(BaselineLimits.versions) (as --os)")
      }
      guard group.sizes.count <= BaselineLimits.sizesPerBenchmark else {
        throw refuse(
          field + ".sizes",
          "holds \(group.sizes.count) sizes; at most \(BaselineLimits.sizesPerBenchmark) (as --sizes)"
        )
      }
      for (position, size) in group.sizes.enumerated() {
        try checkSize(size, benchmark: group.benchmark, field + ".sizes[\(position)]")
      }
    }
  }

  /// The OS versions and sizes of the comparisons, scaling fits and crossovers.
  func analyses(of run: RunResult) throws(CLIError) {
    for (index, comparison) in run.comparisons.enumerated() {
      try checkVersion(comparison.configuration, "comparisons[\(index)].os")
      try checkSize(
        comparison.size, benchmark: comparison.benchmark, "comparisons[\(index)].size")
    }
    for (index, scaling) in run.scaling.enumerated() {
      try checkVersion(scaling.configuration, "scaling[\(index)].os")
    }
    for (index, crossover) in run.crossovers.enumerated() {
      try checkVersion(crossover.configuration, "crossovers[\(index)].os")
    }
  }

  /// The cases: named, their OS versions and sizes as the flags take them, at most as many.
  func cases(_ cases: [CaseResult]) throws(CLIError) {
    var versions: Set<String> = []
    var sizes: [String: Set<Int>] = [:]
    for (index, result) in cases.enumerated() {
      // Names as a benchmark declaration requires them (`Benchmark` refuses empty ones).
      guard !result.key.benchmark.isEmpty else {
        throw refuse("results[\(index)].benchmark", "is empty; a benchmark has a name")
      }
      guard !result.key.variant.isEmpty else {
        throw refuse("results[\(index)].variant", "is empty; a variant has a name")
      }
      try checkVersion(result.key.configuration, "results[\(index)].os")
      versions.insert(result.key.configuration)
      guard versions.count <= BaselineLimits.versions else {
        throw refuse(
          "results[\(index)].os",
          "is the \(versions.count)th OS version; at most \(BaselineLimits.versions)")
      }
      try checkSize(result.key.size, benchmark: result.key.benchmark, "results[\(index)].size")
      sizes[result.key.benchmark, default: []].insert(result.key.size)
      guard sizes[result.key.benchmark, default: []].count <= BaselineLimits.sizesPerBenchmark
      else {
        throw refuse(
          "results[\(index)].size",
          "is the \(BaselineLimits.sizesPerBenchmark + 1)th size of \(result.key.benchmark); at most "
            + "\(BaselineLimits.sizesPerBenchmark) (as --sizes)")
      }
    }
  }
}
