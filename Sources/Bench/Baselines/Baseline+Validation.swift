import Foundation

extension Baseline {
  /// Checks that every measurement in a decoded run could have been measured: times, counts and
  /// per-operation figures finite and not negative, iteration and operation counts positive,
  /// every case once, a summary's minimum not above its maximum, intervals with their lower
  /// bound not above their upper, p-values within 0...1.
  ///
  /// NaN compares false with everything, so a NaN in a baseline would never be a regression:
  /// such a file is refused instead of compared.
  /// - Throws: ``BaselineError/corrupt(path:detail:)`` naming the first bad value's location
  ///   (`results[3].metrics.wall_ns_per_op.p50`).
  /// - Complexity: O(c + s + k) for c cases, s raw samples and k comparisons and scaling fits.
  static func validateMeasurements(_ run: RunResult, path: String) throws {
    let validator = MeasurementValidator(path: path)
    var seen: [CaseKey: Int] = [:]
    seen.reserveCapacity(run.cases.count)
    for (index, result) in run.cases.enumerated() {
      let location = "results[\(index)]"
      if let first = seen.updateValue(index, forKey: result.key) {
        throw validator.refuse(
          location, "\(result.key) again (first at results[\(first)]): every case is measured once")
      }
      try validator.check(result, location)
    }
    for (index, comparison) in run.comparisons.enumerated() {
      let location = "comparisons[\(index)]"
      if let pValue = comparison.pValue, !(0...1).contains(pValue) {
        throw validator.refuse(location + ".p_value", "\(pValue) is not a probability (0...1)")
      }
      try validator.check(comparison.ci95, location + ".ci95")
    }
    for (index, scaling) in run.scaling.enumerated() {
      try validator.check(scaling.ci95, "scaling[\(index)].ci95")
    }
  }
}

/// The checks of ``Baseline/validateMeasurements(_:path:)`` on each kind of value, each
/// refusing the file at `path` with the value's location.
private struct MeasurementValidator {
  /// The file checked.
  let path: String

  /// The error refusing the file for `problem` at `location`.
  func refuse(_ location: String, _ problem: String) -> BaselineError {
    .corrupt(path: path, detail: "at \(location): \(problem)")
  }

  /// A measurement: finite and not negative.
  func check(_ value: Double, _ location: String) throws {
    guard value.isFinite else {
      throw refuse(location, "\(value) is not a measurement")
    }
    guard value >= 0 else { throw refuse(location, "\(value) is negative") }
  }

  /// An interval: its lower bound not above its upper (NaN bounds pass: a comparison of no
  /// samples has an interval of NaN).
  func check(_ interval: ConfidenceInterval, _ location: String) throws {
    guard !(interval.lower > interval.upper) else {
      throw refuse(
        location, "the lower bound \(interval.lower) is above the upper \(interval.upper)")
    }
  }

  /// A summary of samples: its figures measurements, its minimum not above its maximum, its
  /// interval ordered and its outliers some of its samples.
  func check(_ summary: SampleSummary, _ location: String) throws {
    guard summary.count >= 0 else {
      throw refuse(location + ".count", "\(summary.count) is negative")
    }
    let fields: [(String, Double)] = [
      ("min", summary.min), ("p25", summary.p25), ("p50", summary.p50), ("p75", summary.p75),
      ("p90", summary.p90), ("p99", summary.p99), ("max", summary.max),
      ("mean", summary.mean), ("mad", summary.mad),
    ]
    for (name, value) in fields { try check(value, location + "." + name) }
    guard summary.min <= summary.max else {
      throw refuse(location, "min \(summary.min) is above max \(summary.max)")
    }
    try check(summary.ci95, location + ".ci95")
    // Outliers are some of the samples: never negative, never more than there are.
    let outliers = summary.outliers
    let counts = [
      ("low_severe", outliers.lowSevere), ("low_mild", outliers.lowMild),
      ("high_mild", outliers.highMild), ("high_severe", outliers.highSevere),
    ]
    for (name, count) in counts where !(0...summary.count).contains(count) {
      throw refuse(
        location + ".outliers." + name, "\(count) is not within 0...\(summary.count) samples")
    }
    guard outliers.total <= summary.count else {
      throw refuse(
        location + ".outliers",
        "\(outliers.total) outliers among \(summary.count) samples")
    }
  }

  /// A case: its counts positive (iterations at least 1 where it was measured), its metrics
  /// measurements and each raw sample of at least one iteration.
  func check(_ result: CaseResult, _ location: String) throws {
    guard result.operationsPerIteration >= 1 else {
      throw refuse(
        location + ".operations_per_iteration",
        "\(result.operationsPerIteration) must be at least 1")
    }
    guard result.sampleCount >= 0 else {
      throw refuse(location + ".samples", "\(result.sampleCount) is negative")
    }
    if result.status == .measured {
      guard result.iterationsPerSample >= 1 else {
        throw refuse(
          location + ".iterations_per_sample",
          "\(result.iterationsPerSample) must be at least 1 for a measured case")
      }
    } else if result.iterationsPerSample < 0 {
      throw refuse(
        location + ".iterations_per_sample", "\(result.iterationsPerSample) is negative")
    }
    if let metrics = result.metrics { try check(metrics, location + ".metrics") }
    for (sampleIndex, sample) in result.rawSamples.enumerated()
    where sample.iterations < 1 {
      throw refuse(
        location + ".raw_samples[\(sampleIndex)].iterations",
        "\(sample.iterations) must be at least 1")
    }
  }

  /// A case's metrics: each summary and per-operation figure a measurement.
  func check(_ metrics: CaseMetrics, _ location: String) throws {
    if let wall = metrics.wall { try check(wall, location + ".wall_ns_per_op") }
    if let cpu = metrics.cpu { try check(cpu, location + ".cpu_ns_per_op") }
    if let value = metrics.allocationsPerOperation {
      try check(value, location + ".allocs_per_op")
    }
    if let value = metrics.bytesPerOperation {
      try check(value, location + ".bytes_per_op")
    }
    let counts: [(String, Double?)] = [
      ("instructions_per_op", metrics.instructionsPerOperation),
      ("retains_per_op", metrics.retainsPerOperation),
      ("releases_per_op", metrics.releasesPerOperation),
    ]
    for case (let name, let value?) in counts {
      try check(value, location + "." + name)
    }
  }
}
