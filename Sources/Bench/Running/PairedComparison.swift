import Foundation

/// A variant against its control from paired samples: the samples the two took in the same
/// round of the same process (a ``Runner`` interleaves the variants' samples round by round),
/// each pair's ratio taken before anything is pooled, so that whatever slows both alike (the
/// machine's load over seconds, a process's speed level) cancels within the pair.
///
/// - Each process gives one estimate, the median of its pairs' log ratios.
/// - The ratio is the exponential of their mean; its 95% interval is a t interval over the
///   processes, their variance moderated by a prior (the typical variance of the run's other
///   paired comparisons) on ``priorDegreesOfFreedom`` degrees of freedom, so that a few
///   processes that happen to agree do not claim a spread of almost nothing.
/// - The verdict follows the one rule (``RunAnalysis/verdict(ratio:interval:significant:noiseThreshold:)``),
///   significant where the interval excludes 1.
///
/// With ``Basis/cpuTime`` the pairs are timed by the measuring thread's CPU time
/// (`CLOCK_THREAD_CPUTIME_ID`), which does not run while another process has the CPU: a busy
/// machine slows a sample's wall time by the time slices it lost, and its CPU time only by what
/// the neighbours leave in the caches.
package enum PairedComparison {
  /// What a sample is timed by.
  package enum Basis: String, Sendable, Codable {
    /// The measuring thread's CPU time.
    case cpuTime = "cpu"
    /// Wall time.
    case wallTime = "wall"

    /// The metric a comparison on this basis reports.
    package var metric: Metric {
      self == .cpuTime ? .cpuNanosecondsPerOperation : .wallNanosecondsPerOperation
    }
  }

  /// The fewest processes whose pairs make a verdict.
  package static let minimumProcesses = 2

  /// The prior's weight, in degrees of freedom (a main run's four processes give three).
  package static let priorDegreesOfFreedom = 3.0

  /// The log ratios of the samples two cases took in the same round of the same process, one
  /// array per process (by ``RawSample/block``, in block order): the i-th sample of a block
  /// against the other's i-th. A sample without the basis's time, or not positive, pairs with
  /// nothing.
  package static func logRatios(variant: CaseResult, control: CaseResult, basis: Basis)
    -> [[Double]]
  {
    func perProcess(_ result: CaseResult) -> [Int: [Double]] {
      var byBlock: [Int: [Double]] = [:]
      for sample in result.rawSamples {
        let operations = result.operations(in: sample)
        let time: Double
        switch basis {
        case .cpuTime:
          guard let cpu = sample.cpuNanoseconds else {
            byBlock[sample.block ?? 0, default: []].append(.nan)
            continue
          }
          time = Double(cpu)
        case .wallTime:
          time = Double(sample.wallNanoseconds)
        }
        byBlock[sample.block ?? 0, default: []].append(operations > 0 ? time / operations : .nan)
      }
      return byBlock
    }
    let variants = perProcess(variant)
    let controls = perProcess(control)
    return variants.keys.sorted().compactMap { block in
      guard let mine = variants[block], let theirs = controls[block] else { return nil }
      let logs = zip(mine, theirs).compactMap { pair -> Double? in
        guard pair.0 > 0, pair.1 > 0, pair.0.isFinite, pair.1.isFinite else { return nil }
        return log(pair.0 / pair.1)
      }
      return logs.isEmpty ? nil : logs
    }
  }

  /// The processes' estimates: the median log ratio of each.
  package static func processEstimates(_ processes: [[Double]]) -> [Double] {
    processes.filter { !$0.isEmpty }.map { Statistics.median($0) }
  }

  /// The variance of the process estimates (log scale), or `nil` with fewer than 2.
  package static func variance(_ processes: [[Double]]) -> Double? {
    let estimates = processEstimates(processes)
    guard estimates.count >= 2 else { return nil }
    let deviation = BlockStatistics.standardDeviation(estimates)
    return deviation.isFinite ? deviation * deviation : nil
  }

  /// The ratio, its 95% interval and whether it differs from 1, from per-process log ratios;
  /// `nil` with fewer than ``minimumProcesses`` processes.
  ///
  /// - Parameter priorVariance: The typical variance of process estimates (log scale) over the
  ///   run's paired comparisons, or `nil` for none.
  package static func estimate(_ processes: [[Double]], priorVariance: Double?)
    -> (ratio: Double, interval: ConfidenceInterval, significant: Bool)?
  {
    let estimates = processEstimates(processes)
    guard estimates.count >= minimumProcesses else { return nil }
    let count = Double(estimates.count)
    let mean = estimates.reduce(0, +) / count
    let own = BlockStatistics.standardDeviation(estimates)
    var variance = own * own
    var freedom = count - 1
    if let prior = priorVariance, prior.isFinite, prior >= 0 {
      variance =
        (freedom * variance + priorDegreesOfFreedom * prior)
        / (freedom + priorDegreesOfFreedom)
      freedom += priorDegreesOfFreedom
    }
    let half =
      StudentT.quantile(0.975, degreesOfFreedom: freedom) * (variance / count).squareRoot()
    guard mean.isFinite, half.isFinite else { return nil }
    let interval = ConfidenceInterval(lower: exp(mean - half), upper: exp(mean + half))
    return (exp(mean), interval, !interval.contains(1))
  }

  /// The comparison of `variant` against `control` from their paired samples, or `nil` where
  /// fewer than ``minimumProcesses`` processes paired them.
  package static func compare(
    variant: CaseResult, control: CaseResult, basis: Basis, priorVariance: Double?,
    noiseThreshold: Double, significanceLevel: Double
  ) -> VariantComparison? {
    let processes = logRatios(variant: variant, control: control, basis: basis)
    guard let (ratio, interval, significant) = estimate(processes, priorVariance: priorVariance)
    else { return nil }
    let metric = basis.metric
    func centre(_ result: CaseResult) -> Double {
      result.metrics?.value(of: metric) ?? .nan
    }
    return VariantComparison(
      benchmark: variant.key.benchmark, configuration: variant.key.configuration,
      size: variant.key.size, variant: variant.key.variant, control: control.key.variant,
      ratio: ratio, ci95: interval, pValue: nil,
      verdict: RunAnalysis.verdict(
        ratio: ratio, interval: interval, significant: significant,
        noiseThreshold: noiseThreshold),
      variantMedian: centre(variant), controlMedian: centre(control),
      noiseThreshold: noiseThreshold, significanceLevel: significanceLevel, metric: metric)
  }

  /// The comparisons of `run`, those `include` accepts made again from their paired samples
  /// (the prior taken over all of them); a comparison that cannot be paired, or that `include`
  /// refuses, stays as the run made it.
  package static func comparisons(
    _ run: RunResult, basis: Basis, include: (VariantComparison) -> Bool
  ) -> [VariantComparison] {
    let index = Dictionary(
      run.cases.filter { $0.status == .measured }.map { ($0.key, $0) },
      uniquingKeysWith: { first, _ in first })
    func cases(_ comparison: VariantComparison) -> (CaseResult, CaseResult)? {
      func key(_ variant: String) -> CaseKey {
        CaseKey(
          benchmark: comparison.benchmark, configuration: comparison.configuration,
          variant: variant, size: comparison.size)
      }
      guard let variant = index[key(comparison.variant)],
        let control = index[key(comparison.control)]
      else { return nil }
      return (variant, control)
    }
    let chosen = run.comparisons.filter(include)
    let variances = chosen.compactMap { comparison -> Double? in
      guard let (variant, control) = cases(comparison) else { return nil }
      return variance(logRatios(variant: variant, control: control, basis: basis))
    }
    let prior = variances.isEmpty ? nil : Statistics.median(variances)
    return run.comparisons.map { comparison in
      guard include(comparison), let (variant, control) = cases(comparison),
        let paired = compare(
          variant: variant, control: control, basis: basis, priorVariance: prior,
          noiseThreshold: run.settings.noiseThreshold,
          significanceLevel: run.settings.significanceLevel)
      else { return comparison }
      return paired
    }
  }
}
