/// What `Calibration` measured.
package struct CalibrationReport: Sendable, Equatable, Codable {
  /// The settings under test.
  package var settings: RunSettings
  /// The cost of one monotonic clock read, in nanoseconds.
  package var timerOverheadNanoseconds: Double
  /// The cost of one thread CPU clock read, in nanoseconds.
  package var cpuTimerOverheadNanoseconds: Double
  /// Multiply-add steps per iteration of the busy loop.
  package var loopSteps: Int
  /// The measured median time of one loop iteration, in nanoseconds.
  package var iterationNanoseconds: Double
  /// The slowdown injected in A/B trials (0.10 = 10%).
  package var injectedSlowdown: Double
  /// The A/A comparisons (the same closure as both variants).
  package var sameCode: [VariantComparison]
  /// The A/B comparisons (the second variant slowed down).
  package var slowdown: [VariantComparison]
  /// The fraction of samples during which the measuring thread ran less than
  /// ``disturbedUtilization`` of the wall time (CPU time / wall time): other processes took the
  /// CPU. Above ``busyMachineFraction`` the figures describe a busy machine rather than the
  /// harness. `nil` when CPU time was not measured.
  package var disturbedSampleFraction: Double?
  /// Wall time of the whole calibration, in seconds.
  package var elapsedSeconds: Double

  /// A sample whose thread ran for less than this fraction of its wall time was disturbed.
  package static let disturbedUtilization = 0.95
  /// Above this fraction of disturbed samples the summary warns that the machine was busy.
  package static let busyMachineFraction = 0.10

  /// The largest acceptable false-positive rate.
  package static let falsePositiveTarget = 0.05
  /// The smallest acceptable detection rate.
  package static let detectionTarget = 0.90
  /// The longest acceptable calibration, in seconds.
  package static let timeTarget = 60.0

  /// Creates a report.
  package init(
    settings: RunSettings, timerOverheadNanoseconds: Double, cpuTimerOverheadNanoseconds: Double,
    loopSteps: Int, iterationNanoseconds: Double, injectedSlowdown: Double,
    sameCode: [VariantComparison], slowdown: [VariantComparison],
    disturbedSampleFraction: Double? = nil,
    elapsedSeconds: Double
  ) {
    self.settings = settings
    self.timerOverheadNanoseconds = timerOverheadNanoseconds
    self.cpuTimerOverheadNanoseconds = cpuTimerOverheadNanoseconds
    self.loopSteps = loopSteps
    self.iterationNanoseconds = iterationNanoseconds
    self.injectedSlowdown = injectedSlowdown
    self.sameCode = sameCode
    self.slowdown = slowdown
    self.disturbedSampleFraction = disturbedSampleFraction
    self.elapsedSeconds = elapsedSeconds
  }

  /// The fraction of A/A trials whose verdict was "faster" or "slower" (`inconclusive` is
  /// not a false positive: it says the run cannot tell).
  package var falsePositiveRate: Double {
    rate(sameCode) { $0.verdict == .faster || $0.verdict == .slower }
  }

  /// The fraction of A/A trials whose verdict was "inconclusive".
  package var inconclusiveRate: Double {
    rate(sameCode) { $0.verdict == .inconclusive }
  }

  /// The fraction of A/B trials whose verdict was "slower".
  package var detectionRate: Double {
    rate(slowdown) { $0.verdict == .slower }
  }

  /// The noise floor: percentiles of |ratio − 1| over the A/A trials.
  package var noiseFloor: (median: Double, p95: Double, max: Double) {
    let deviations = sameCode.map { abs($0.ratio - 1) }.sorted()
    guard !deviations.isEmpty else { return (.nan, .nan, .nan) }
    return (
      Statistics.quantile(sorted: deviations, 0.5), Statistics.quantile(sorted: deviations, 0.95),
      deviations.last!
    )
  }

  /// The median half-width of the A/A ratios' 95% intervals: the smallest difference a single
  /// comparison can resolve.
  package var medianIntervalHalfWidth: Double {
    let widths = sameCode.map { ($0.ci95.upper - $0.ci95.lower) / 2 }
    return widths.isEmpty ? .nan : Statistics.median(widths)
  }

  /// The median measured slowdown in the A/B trials (ratio − 1).
  package var measuredSlowdown: Double {
    slowdown.isEmpty ? .nan : Statistics.median(slowdown.map(\.ratio)) - 1
  }

  /// Whether all three targets were met: false positives ≤ 5%, detection ≥ 90%, time ≤ 60 s.
  package var meetsTargets: Bool {
    falsePositiveRate <= Self.falsePositiveTarget && detectionRate >= Self.detectionTarget
      && elapsedSeconds <= Self.timeTarget
  }

  private func rate(_ comparisons: [VariantComparison], _ counts: (VariantComparison) -> Bool)
    -> Double
  {
    comparisons.isEmpty
      ? .nan : Double(comparisons.filter(counts).count) / Double(comparisons.count)
  }

  /// A plain-text summary.
  package func summary() -> String {
    let floor = noiseFloor
    let falsePositives = sameCode.filter { $0.verdict == .faster || $0.verdict == .slower }.count
    let inconclusive = sameCode.filter { $0.verdict == .inconclusive }.count
    let detections = slowdown.filter { $0.verdict == .slower }.count
    func check(_ ok: Bool) -> String { ok ? "ok" : "MISSED" }
    var lines = [
      "timer overhead: \(Format.duration(nanoseconds: timerOverheadNanoseconds)) per monotonic "
        + "read, \(Format.duration(nanoseconds: cpuTimerOverheadNanoseconds)) per CPU-time read",
      "busy loop: \(loopSteps) steps, \(Format.duration(nanoseconds: iterationNanoseconds)) "
        + "per iteration",
      "noise floor (A/A |ratio − 1|): median \(Format.percent(floor.median)), p95 "
        + "\(Format.percent(floor.p95)), max \(Format.percent(floor.max)); median 95% CI "
        + "half-width \(Format.percent(medianIntervalHalfWidth))",
      "A/A false positives: \(falsePositives)/\(sameCode.count) = "
        + "\(Format.percent(falsePositiveRate)) (target ≤ "
        + "\(Format.percent(Self.falsePositiveTarget))) \(check(falsePositiveRate <= Self.falsePositiveTarget)); "
        + "inconclusive \(inconclusive)/\(sameCode.count)",
      "A/B detection of a \(Format.percent(injectedSlowdown)) slowdown: "
        + "\(detections)/\(slowdown.count) = \(Format.percent(detectionRate)) (target ≥ "
        + "\(Format.percent(Self.detectionTarget))) \(check(detectionRate >= Self.detectionTarget)); "
        + "median measured slowdown \(Format.percentChange(measuredSlowdown))",
      "time: \(Format.duration(seconds: elapsedSeconds)) (target ≤ "
        + "\(Format.duration(seconds: Self.timeTarget))) \(check(elapsedSeconds <= Self.timeTarget))",
    ]
    if let disturbed = disturbedSampleFraction {
      var line =
        "disturbed samples (thread ran < \(Format.percent(Self.disturbedUtilization)) of the "
        + "sample): \(Format.percent(disturbed))"
      if disturbed > Self.busyMachineFraction {
        line +=
          "; WARNING: other processes took the CPU during samples, so these figures "
          + "describe a busy machine, not the harness"
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
