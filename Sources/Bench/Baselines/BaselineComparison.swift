/// A run compared with a baseline, metric by metric, against relative thresholds.
///
/// A case regresses on a metric when the metric grew by more than its threshold; for wall and
/// CPU time the growth must also be significant (Mann–Whitney) when both runs kept raw samples.
/// The `exitCode` is `ExitCode.benchmarkFailed` if any current case failed, else
/// `ExitCode.dataError` if nothing was compared (see ``nothingCompared``), else
/// `ExitCode.regression` if any metric regressed, else `ExitCode.success`.
public struct BaselineComparison: Sendable, Equatable, Codable {
  /// How a metric moved.
  public enum Movement: String, Sendable, Codable {
    /// Grew beyond its threshold (and significantly, for timings with raw samples).
    case regressed
    /// Shrank beyond its threshold (and significantly, for timings with raw samples).
    case improved
    /// Within the threshold, or not significant.
    case unchanged
  }

  /// One metric of one case, then and now.
  public struct Change: Sendable, Equatable, Codable {
    /// The case.
    public var key: CaseKey
    /// The metric.
    public var metric: Metric
    /// The baseline's value.
    public var baseline: Double
    /// The current value.
    public var current: Double
    /// (current − baseline) / baseline; infinite when the baseline is 0 and current is not.
    public var relativeChange: Double
    /// The threshold applied.
    public var threshold: Double
    /// The Mann–Whitney p-value, when both runs kept raw samples and the metric is a timing.
    public var pValue: Double?
    /// The outcome.
    public var movement: Movement
  }

  /// A case that failed in the current run.
  public struct Failure: Sendable, Equatable, Codable {
    /// The case.
    public var key: CaseKey
    /// Why it failed.
    public var reason: String
  }

  /// Every checked metric of every case present in both runs.
  public var changes: [Change]
  /// Cases measured in the baseline but not in the current run (absent or skipped now).
  public var missing: [CaseKey]
  /// Cases measured now that the baseline lacks.
  public var added: [CaseKey]
  /// Cases that failed in the current run.
  public var failures: [Failure]
  /// The thresholds applied.
  public var thresholds: Thresholds
  /// The metric some case must have been compared on for the comparison to count: the
  /// baseline's primary metric (`wall_ns_per_op` or `instructions_per_op`) when a threshold
  /// checks it; `nil` (any metric with a threshold) when the thresholds leave it out.
  public var requiredMetric: Metric?

  /// Whether the comparison checked nothing: no case failed, and no case of the baseline was
  /// compared on ``requiredMetric`` (or on any metric, when it is `nil`), as when the runs are
  /// other shards or selections. A gate must not pass on it.
  public var nothingCompared: Bool {
    failures.isEmpty
      && !changes.contains { requiredMetric == nil || $0.metric == requiredMetric }
  }

  /// The changes that regressed.
  public var regressions: [Change] { changes.filter { $0.movement == .regressed } }
  /// The changes that improved.
  public var improvements: [Change] { changes.filter { $0.movement == .improved } }

  /// 3 if a case failed, else 65 if nothing was compared, else 2 if a metric regressed, else 0.
  package var exitCode: ExitCode {
    if !failures.isEmpty { return .benchmarkFailed }
    if nothingCompared { return .dataError }
    return regressions.isEmpty ? .success : .regression
  }

  /// Compares `current` with `baseline`.
  ///
  /// - Complexity: O(cases · samples log samples).
  public init(current: RunResult, baseline: RunResult, thresholds: Thresholds = .default) {
    self.thresholds = thresholds
    let primary = baseline.settings.metric.metric
    requiredMetric = thresholds[primary] != nil ? primary : nil
    let significance = current.settings.significanceLevel
    let before = Dictionary(
      baseline.cases.filter { $0.status == .measured }.map { ($0.key, $0) },
      uniquingKeysWith: { first, _ in first })
    var changes: [Change] = []
    var failures: [Failure] = []
    var added: [CaseKey] = []
    var seen = Set<CaseKey>()
    for now in current.cases {
      if case .failed(let reason) = now.status {
        failures.append(Failure(key: now.key, reason: reason))
        continue
      }
      guard now.status == .measured, let nowMetrics = now.metrics else { continue }
      guard let then = before[now.key], let thenMetrics = then.metrics else {
        added.append(now.key)
        continue
      }
      seen.insert(now.key)
      for metric in Metric.allCases {
        guard let threshold = thresholds[metric],
          let old = thenMetrics.value(of: metric), let new = nowMetrics.value(of: metric)
        else { continue }
        let relative = old != 0 ? (new - old) / abs(old) : (new == old ? 0 : .infinity)
        let pValue = Self.pValue(metric, now: now, then: then)
        let significant = pValue.map { $0 < significance } ?? true
        let tolerance = 1e-9
        let movement: Movement
        if relative > threshold + tolerance && significant {
          movement = .regressed
        } else if relative < -(threshold + tolerance) && significant {
          movement = .improved
        } else {
          movement = .unchanged
        }
        changes.append(
          Change(
            key: now.key, metric: metric, baseline: old, current: new, relativeChange: relative,
            threshold: threshold, pValue: pValue, movement: movement))
      }
    }
    self.changes = changes
    self.failures = failures
    self.added = added
    self.missing = before.keys.filter { !seen.contains($0) }.sorted()
  }

  /// The Mann–Whitney p-value of a timing metric when both cases kept raw samples.
  private static func pValue(_ metric: Metric, now: CaseResult, then: CaseResult) -> Double? {
    func samples(_ result: CaseResult) -> [Double]? {
      guard !result.rawSamples.isEmpty else { return nil }
      switch metric {
      case .wallNanosecondsPerOperation:
        return result.wallPerOperationSamples
      case .cpuNanosecondsPerOperation:
        let values = result.rawSamples.compactMap { sample in
          sample.cpuNanoseconds.map { Double($0) / result.operations(in: sample) }
        }
        return values.count == result.rawSamples.count ? values : nil
      default:
        return nil
      }
    }
    guard let a = samples(now), let b = samples(then) else { return nil }
    return MannWhitney(a, b).pValue
  }
}
