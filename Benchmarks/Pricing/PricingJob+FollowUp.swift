import Bench
import Foundation

// Measuring again, while time is left, the comparisons a run without counts cannot decide.
extension PricingJob {
  /// When the follow-up of a run without counts ends, counted from the start of the job: the
  /// simulation and the report after it keep the main job within a minute.
  package static let followUpSeconds = 50.0

  /// Measures again, in further fresh processes, strategies against inline where their
  /// interval straddles a threshold (``FollowUp``), until ``followUpSeconds`` after `start`.
  ///
  /// Each round takes ``FollowUp/forksPerRound`` processes of ``FollowUp/samplesPerProcess``
  /// samples of the two variants alone, with the iterations per sample the run chose and a
  /// seed of its own.
  ///
  /// - Throws: What ``measure`` throws.
  package func measureAgain(_ run: RunResult, since start: UInt64) throws -> (
    RunResult, [VariantComparison]
  ) {
    let priced = Set(benchmarks.filter(Pricing.prices).map(\.name))
    let verdictPair: (VariantComparison) -> Bool = {
      priced.contains($0.benchmark) && $0.variant == VariantName.strategies
        && $0.control == VariantName.inline
    }
    // Each round samples with the iterations the run chose, rather than warming up and
    // calibrating every case again in its first process.
    let iterations = Dictionary(
      run.cases.filter { $0.status == .measured && $0.iterationsPerSample > 0 }
        .map { ($0.key, $0.iterationsPerSample) },
      uniquingKeysWith: { first, _ in first })
    var round = 0
    return try FollowUp.refine(
      run, benchmarks: benchmarks, include: verdictPair,
      until: start &+ UInt64(Self.followUpSeconds * 1e9), now: now,
      judge: { PairedComparison.comparisons($0, basis: .cpuTime, include: verdictPair) }
    ) { selected, variants in
      round += 1
      return try measure(
        Measurement(
          benchmarks: selected, settings: Self.roundSettings(run.settings, round: round),
          variants: variants, iterations: iterations))
    }
  }

  /// The settings of follow-up round `round` (from 1) of a run with `settings`.
  package static func roundSettings(_ settings: RunSettings, round: Int) -> RunSettings {
    var next = settings
    next.forks = FollowUp.forksPerRound
    next.samples = FollowUp.forksPerRound * FollowUp.samplesPerProcess
    next.minimumSamples = min(settings.minimumSamples, next.samples)
    next.seed = settings.seed &+ UInt64(round) &* 0xD1B5_4A32_D192_ED03
    return next
  }
}
