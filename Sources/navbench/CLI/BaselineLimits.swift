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
    } catch BaselineError.unsupportedSchema(let path, let found, let supported)
      where source == .input && found > 1
    {
      // A baseline can be saved again; a run to read was written by a newer navbench.
      throw CLIError(
        code: source.invalid,
        message: "run \(path) has schema version \(found); this version of navbench reads "
          + "versions 1 to \(supported) (a newer navbench wrote it: read it with that version)")
    } catch let error as BaselineError {
      var message = "\(error)"
      if source == .input, message.hasPrefix("baseline ") {
        message = "run " + message.dropFirst("baseline ".count)
      }
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
    func refuse(_ field: String, _ problem: String) -> CLIError {
      CLIError(code: source.invalid, message: "\(source.noun) \(path): \(field) \(problem)")
    }
    let settings = run.settings
    guard samples.contains(settings.samples) else {
      throw refuse(
        "settings.samples", "is \(settings.samples); must be in \(samples) (as --samples)")
    }
    guard (1...settings.samples).contains(settings.minimumSamples) else {
      throw refuse(
        "settings.minimum_samples",
        "is \(settings.minimumSamples); must be in 1...\(settings.samples) (samples)")
    }
    guard minSampleTime.contains(settings.minSampleTime) else {
      throw refuse(
        "settings.min_sample_time_ms",
        "is \(settings.minSampleTime); must be in 1...60000 (as --min-time)")
    }
    guard settings.timeBudgetPerCase > 0, timeBudget.contains(settings.timeBudgetPerCase) else {
      throw refuse(
        "settings.time_budget_per_case_s",
        "is \(settings.timeBudgetPerCase); must be in (0, 3600] (as --time-budget)")
    }
    guard warmup.contains(settings.warmup) else {
      throw refuse("settings.warmup_ms", "is \(settings.warmup); must be in 0...60000")
    }
    guard settings.runDrift.isFinite, (0...0.5).contains(settings.runDrift) else {
      throw refuse("settings.run_drift", "is \(settings.runDrift); must be in 0...0.5 (as --drift)")
    }
    guard (1...100).contains(settings.forks) else {
      throw refuse("settings.forks", "is \(settings.forks); must be in 1...100 (as --forks)")
    }
    guard blocks.contains(settings.blocks) else {
      throw refuse("settings.blocks", "is \(settings.blocks); must be in \(blocks)")
    }
    if let value = settings.iterations, !iterations.contains(value) {
      throw refuse(
        "settings.iterations", "is \(value); must be in \(iterations) (as --iterations)")
    }
    if let value = settings.warmupIterations, !warmupIterations.contains(value) {
      throw refuse(
        "settings.warmup_iterations",
        "is \(value); must be in \(warmupIterations) (as --warmup-iterations)")
    }
    guard bootstrapResamples.contains(settings.bootstrapResamples) else {
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
    var versions: Set<String> = []
    var sizes: [String: Set<Int>] = [:]
    for (index, result) in run.cases.enumerated() {
      versions.insert(result.key.configuration)
      guard versions.count <= Self.versions else {
        throw refuse(
          "results[\(index)].os", "is the \(versions.count)th OS version; at most \(Self.versions)")
      }
      let suite = Suites.all.first { result.key.benchmark.hasPrefix($0.name + "/") }
      let cap = suite?.maximumSize ?? Suites.maximumSize
      guard (1...cap).contains(result.key.size) else {
        throw refuse(
          "results[\(index)].size",
          "is \(result.key.size); \(suite.map { "the \($0.name) suite takes" } ?? "sizes are")"
            + " 1...\(cap)")
      }
      sizes[result.key.benchmark, default: []].insert(result.key.size)
      guard sizes[result.key.benchmark, default: []].count <= sizesPerBenchmark else {
        throw refuse(
          "results[\(index)].size",
          "is the \(sizesPerBenchmark + 1)th size of \(result.key.benchmark); at most "
            + "\(sizesPerBenchmark) (as --sizes)")
      }
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
