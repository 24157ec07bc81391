import Bench
import BenchmarkSuites
import Strategies

/// A baseline is input: before `baseline compare` runs anything with its settings and
/// selection, they are held to the same limits as the command-line flags, so that a hostile or
/// corrupt file cannot make the run last for ever or exhaust memory.
enum BaselineLimits {
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
  /// OS versions (`--os` takes at most 64).
  static let versions = 64
  /// Distinct sizes per benchmark (`--sizes` takes at most 16).
  static let sizesPerBenchmark = 16

  /// Checks `baseline`'s settings and selection.
  ///
  /// - Throws: a ``CLIError`` with exit 5 naming the file and the field.
  static func check(_ baseline: RunResult, path: String) throws(CLIError) {
    func refuse(_ field: String, _ problem: String) -> CLIError {
      CLIError(
        code: .baselineUnavailable,
        message: "baseline \(path): \(field) \(problem)")
    }
    let settings = baseline.settings
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
    var versions: Set<String> = []
    var sizes: [String: Set<Int>] = [:]
    for (index, result) in baseline.cases.enumerated() {
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
}
